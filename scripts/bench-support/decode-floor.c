// The decode floor scripts/bench holds `storyshare validate` to: the least work a full check of an
// image can do with these libraries, without storyshare's own work (facts, rules, reports). For each
// file named: a JPEG has every scan entropy-decoded by libjpeg-turbo, which skips the IDCT and colour
// conversion of all rows but the last (jpeg_skip_scanlines still decodes every Huffman/arithmetic code;
// jpeg_read_coefficients would also store every coefficient, which is more work, not less); a PNG's IDAT
// data is joined and inflated in one call by libdeflate (no CRCs, no row filters). Nothing is printed;
// exit 1 if any file failed to decode.
//   cc -O2 decode-floor.c -o decode-floor -ljpeg -ldeflate
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <libdeflate.h>

static uint8_t *slurp(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *data = malloc(length > 0 ? (size_t)length : 1);
    *size = data ? fread(data, 1, (size_t)length, file) : 0;
    fclose(file);
    return data;
}

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static int inflatePNG(const uint8_t *data, size_t size, struct libdeflate_decompressor *inflater) {
    if (size < 33) return 0;
    uint32_t width = be32(data + 16), height = be32(data + 20);
    int depth = data[24], type = data[25];
    int channels = type == 2 ? 3 : type == 4 ? 2 : type == 6 ? 4 : 1;
    size_t rowBytes = 1 + ((size_t)width * channels * depth + 7) / 8;
    size_t expected = rowBytes * height + (data[28] ? height * 8 : 0);  // room for Adam7's extra filter bytes
    uint8_t *joined = malloc(size), *out = malloc(expected);
    size_t at = 0, offset = 8;
    while (offset + 12 <= size) {
        uint32_t length = be32(data + offset);
        if (memcmp(data + offset + 4, "IDAT", 4) == 0) {
            memcpy(joined + at, data + offset + 8, length);
            at += length;
        }
        offset += (size_t)length + 12;
    }
    size_t produced = 0;
    int ok = libdeflate_zlib_decompress(inflater, joined, at, out, expected, &produced) == LIBDEFLATE_SUCCESS;
    free(joined);
    free(out);
    return ok;
}

static int decodeJPEG(const uint8_t *data, size_t size) {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr errors;
    cinfo.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_height > 1) jpeg_skip_scanlines(&cinfo, cinfo.output_height - 1);
    JSAMPARRAY row = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE,
                                                cinfo.output_width * (JDIMENSION)cinfo.output_components, 1);
    while (cinfo.output_scanline < cinfo.output_height) jpeg_read_scanlines(&cinfo, row, 1);
    jpeg_finish_decompress(&cinfo);
    int ok = errors.num_warnings == 0;
    jpeg_destroy_decompress(&cinfo);
    return ok;
}

int main(int argc, char **argv) {
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        size_t size = 0;
        uint8_t *data = slurp(argv[i], &size);
        if (!data) { failed = 1; continue; }
        int ok = size > 8 && data[0] == 0x89 ? inflatePNG(data, size, inflater) : decodeJPEG(data, size);
        failed |= !ok;
        free(data);
    }
    libdeflate_free_decompressor(inflater);
    return failed;
}
