// Encoding RGBA rows as JPEG (libjpeg) and PNG (libpng) into memory. Both libraries report fatal errors by
// longjmp: each encoder sets its setjmp before its first library call, and keeps everything that changes
// after it on the heap.
#include "CStoryshareCodecs.h"
#include "shim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>
#include <png.h>

// MARK: - JPEG

/// The compressor, its error manager and a destination manager writing into a buffer that grows: ours, so
/// that a failure part-way frees it exactly once (jpeg_mem_dest's buffers cannot be told apart then).
typedef struct {
    struct jpeg_compress_struct cinfo;
    CStoryshareCodecs_JPEGErrors errors;
    struct jpeg_destination_mgr destination;
    uint8_t *bytes;
    size_t capacity;
} CStoryshareCodecs_JPEGEncoder;

enum { CStoryshareCodecs_jpegOutputStart = 256 * 1024 };

static void CStoryshareCodecs_jpegDestinationStart(j_compress_ptr cinfo) { (void)cinfo; }

/// The buffer is full: doubles it and hands libjpeg the new half.
static boolean CStoryshareCodecs_jpegDestinationGrow(j_compress_ptr cinfo) {
    CStoryshareCodecs_JPEGEncoder *encoder = (CStoryshareCodecs_JPEGEncoder *)cinfo;
    size_t used = encoder->capacity;
    if (used > SIZE_MAX / 2) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 1);
    uint8_t *grown = realloc(encoder->bytes, used * 2);
    if (grown == NULL) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 2);
    encoder->bytes = grown;
    encoder->capacity = used * 2;
    encoder->destination.next_output_byte = grown + used;
    encoder->destination.free_in_buffer = used;
    return TRUE;
}

static void CStoryshareCodecs_jpegDestinationEnd(j_compress_ptr cinfo) { (void)cinfo; }

/// Clears the output and result of an encoder and allocates its `size`-byte state: NULL, with the result
/// saying so, when memory is short.
static void *CStoryshareCodecs_startEncoding(CStoryshareCodecsBuffer *output, CStoryshareCodecsResult *result,
                                             size_t size) {
    memset(result, 0, sizeof *result);
    output->bytes = NULL;
    output->count = 0;
    void *state = calloc(1, size);
    if (state == NULL) {
        result->status = CStoryshareCodecs_failed;
        CStoryshareCodecs_setMessage(result, "out of memory");
    }
    return state;
}

int CStoryshareCodecs_encodeJPEG(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int quality,
                                 const uint8_t *icc, size_t iccLength, CStoryshareCodecsBuffer *output,
                                 CStoryshareCodecsResult *result) {
    CStoryshareCodecs_JPEGEncoder *encoder = CStoryshareCodecs_startEncoding(output, result, sizeof *encoder);
    if (encoder == NULL) return -1;
    j_compress_ptr cinfo = &encoder->cinfo;
    cinfo->err = jpeg_std_error(&encoder->errors.base);
    encoder->errors.base.error_exit = CStoryshareCodecs_jpegErrorExit;
    encoder->errors.base.output_message = CStoryshareCodecs_jpegOutputMessage;
    encoder->errors.result = result;
    if (setjmp(encoder->errors.jump)) {
        result->status = CStoryshareCodecs_failed;
        jpeg_destroy_compress(cinfo);
        free(encoder->bytes);
        free(encoder);
        return -1;
    }
    jpeg_create_compress(cinfo);
    encoder->bytes = malloc(CStoryshareCodecs_jpegOutputStart);
    if (encoder->bytes == NULL) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 0);
    encoder->capacity = CStoryshareCodecs_jpegOutputStart;
    encoder->destination.next_output_byte = encoder->bytes;
    encoder->destination.free_in_buffer = encoder->capacity;
    encoder->destination.init_destination = CStoryshareCodecs_jpegDestinationStart;
    encoder->destination.empty_output_buffer = CStoryshareCodecs_jpegDestinationGrow;
    encoder->destination.term_destination = CStoryshareCodecs_jpegDestinationEnd;
    cinfo->dest = &encoder->destination;
    cinfo->image_width = width;
    cinfo->image_height = height;
    cinfo->input_components = 4;
    cinfo->in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(cinfo);  // YCbCr, 2x2 luma sampling: 4:2:0
    jpeg_set_quality(cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    cinfo->optimize_coding = TRUE;
    jpeg_start_compress(cinfo, TRUE);
    if (icc != NULL && iccLength > 0) jpeg_write_icc_profile(cinfo, icc, (unsigned int)iccLength);
    while (cinfo->next_scanline < cinfo->image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + stride * cinfo->next_scanline);
        jpeg_write_scanlines(cinfo, &row, 1);
    }
    jpeg_finish_compress(cinfo);
    output->count = encoder->capacity - encoder->destination.free_in_buffer;
    jpeg_destroy_compress(cinfo);
    output->bytes = encoder->bytes;
    free(encoder);
    result->status = CStoryshareCodecs_decoded;
    return 0;
}

// MARK: - PNG

typedef struct {
    CStoryshareCodecsResult *result;
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} CStoryshareCodecs_PNGOutput;

static void CStoryshareCodecs_pngWrite(png_structp png, png_bytep data, size_t count) {
    CStoryshareCodecs_PNGOutput *output = png_get_io_ptr(png);
    if (count > output->capacity - output->count) {
        size_t capacity = output->capacity > 0 ? output->capacity : 64 * 1024;
        while (count > capacity - output->count) {
            if (capacity > SIZE_MAX / 2) png_error(png, "the PNG is too large for memory");
            capacity *= 2;
        }
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory for the encoded PNG");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, data, count);
    output->count += count;
}

static void CStoryshareCodecs_pngFlush(png_structp png) { (void)png; }

int CStoryshareCodecs_encodePNG(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int alpha,
                                const uint8_t *icc, size_t iccLength, CStoryshareCodecsBuffer *output,
                                CStoryshareCodecsResult *result) {
    CStoryshareCodecs_PNGOutput *written = CStoryshareCodecs_startEncoding(output, result, sizeof *written);
    if (written == NULL) return -1;
    written->result = result;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &written->result, CStoryshareCodecs_pngError,
                                              CStoryshareCodecs_pngWarning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        result->status = CStoryshareCodecs_failed;
        CStoryshareCodecs_setMessage(result, "libpng could not start (out of memory)");
        png_destroy_write_struct(&png, NULL);
        free(written);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        result->status = CStoryshareCodecs_failed;
        png_destroy_write_struct(&png, &info);
        free(written->bytes);
        free(written);
        return -1;
    }
    png_set_write_fn(png, written, CStoryshareCodecs_pngWrite, CStoryshareCodecs_pngFlush);
    png_set_benign_errors(png, 1);  // a profile libpng finds wrong for the image is dropped with a warning
    // zlib level 4: on photographs 3.4x faster than the default 6 and no larger (1080x1920 noise: 0.36 s and
    // 2.34 MB against 1.2 s and 2.39 MB); on flat art the same size.
    png_set_compression_level(png, 4);
    png_set_IHDR(png, info, width, height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (icc != NULL && iccLength > 0) {
        png_set_iCCP(png, info, "ICC profile", PNG_COMPRESSION_TYPE_BASE, icc, (png_uint_32)iccLength);
    }
    png_write_info(png, info);
    if (!alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);  // rows hold RGBA: the fourth byte is dropped
    for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + stride * y);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    output->bytes = written->bytes;
    output->count = written->count;
    free(written);
    result->status = CStoryshareCodecs_decoded;
    return 0;
}

void CStoryshareCodecs_freeBuffer(CStoryshareCodecsBuffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
}
