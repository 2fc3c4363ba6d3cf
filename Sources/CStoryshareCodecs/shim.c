// The one place where libpng and libjpeg are called. Both report fatal errors by longjmp, so every
// setjmp lives here, in the same function as the calls it guards; Swift only sees plain functions
// that return a result struct.
#include "CStoryshareCodecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>
#include <jpeglib.h>

static void CStoryshareCodecs_setMessage(CStoryshareCodecsResult *result, const char *message) {
    if (result->message[0] != '\0') return;  // keep the first
    snprintf(result->message, sizeof result->message, "%s", message);
}

// MARK: - PNG

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    CStoryshareCodecsResult *result;
} CStoryshareCodecs_PNGSource;

static void CStoryshareCodecs_pngRead(png_structp png, png_bytep out, size_t count) {
    CStoryshareCodecs_PNGSource *source = png_get_io_ptr(png);
    if (count > source->size - source->offset) {
        png_error(png, "unexpected end of file: the data stops in the middle of a chunk");
    }
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void CStoryshareCodecs_pngError(png_structp png, png_const_charp message) {
    CStoryshareCodecs_PNGSource *source = png_get_error_ptr(png);
    CStoryshareCodecs_setMessage(source->result, message);
    png_longjmp(png, 1);
}

static void CStoryshareCodecs_pngWarning(png_structp png, png_const_charp message) {
    CStoryshareCodecs_PNGSource *source = png_get_error_ptr(png);
    source->result->warnings += 1;
    (void)message;  // libpng warnings (odd ICC profiles, ...) do not make a PNG undecodable
}

// Ancillary chunks that carry no pixels: skipped (CRC still checked), never parsed or inflated.
static const png_byte CStoryshareCodecs_pngSkippedChunks[] =
    "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0"
    "tEXt\0tIME\0tRNS\0zTXt\0";

void CStoryshareCodecs_decodePNG(const uint8_t *data, size_t size, uint64_t maxPixels,
                                 CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    CStoryshareCodecs_PNGSource source = {data, size, 0, result};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, CStoryshareCodecs_pngError,
                                             CStoryshareCodecs_pngWarning);
    if (png == NULL) {
        result->status = CStoryshareCodecs_failed;
        CStoryshareCodecs_setMessage(result, "libpng could not start (out of memory)");
        return;
    }
    png_infop info = png_create_info_struct(png);
    // `row` is assigned after setjmp and read after a longjmp: it must be volatile.
    png_bytep volatile row = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        result->status = CStoryshareCodecs_failed;
        if (info == NULL) CStoryshareCodecs_setMessage(result, "libpng could not start (out of memory)");
        free(row);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return;
    }
    png_set_read_fn(png, &source, CStoryshareCodecs_pngRead);
    png_set_user_limits(png, 0x7FFFFFFF, 0x7FFFFFFF);  // as the PNG check: the pixel cap is the limit
    png_set_chunk_cache_max(png, 1000);
    png_set_chunk_malloc_max(png, 8 * 1024 * 1024);
    png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, CStoryshareCodecs_pngSkippedChunks,
                                (int)(sizeof CStoryshareCodecs_pngSkippedChunks / 5));
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    result->headerRead = 1;
    result->width = width;
    result->height = height;
    result->bitDepth = png_get_bit_depth(png, info);
    if ((uint64_t)width * (uint64_t)height > maxPixels) {
        result->status = CStoryshareCodecs_refused;
        png_destroy_read_struct(&png, &info, NULL);
        return;
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    row = malloc(png_get_rowbytes(png, info));
    if (row == NULL) png_error(png, "out of memory for one row");
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, row, NULL);
    }
    png_read_end(png, NULL);  // the chunks after the image data, through IEND (CRCs checked)
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    result->status = CStoryshareCodecs_decoded;
}

// MARK: - JPEG

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    CStoryshareCodecsResult *result;
    int maxScans;
} CStoryshareCodecs_JPEGErrors;

typedef struct {
    struct jpeg_decompress_struct cinfo;
    CStoryshareCodecs_JPEGErrors errors;
    struct jpeg_progress_mgr progress;
} CStoryshareCodecs_JPEGState;

static void CStoryshareCodecs_jpegErrorExit(j_common_ptr cinfo) {
    CStoryshareCodecs_JPEGErrors *errors = (CStoryshareCodecs_JPEGErrors *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    CStoryshareCodecs_setMessage(errors->result, text);
    longjmp(errors->jump, 1);
}

static void CStoryshareCodecs_jpegEmitMessage(j_common_ptr cinfo, int level) {
    if (level >= 0) return;  // trace messages
    CStoryshareCodecs_JPEGErrors *errors = (CStoryshareCodecs_JPEGErrors *)cinfo->err;
    cinfo->err->num_warnings += 1;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    CStoryshareCodecs_setMessage(errors->result, text);
}

static void CStoryshareCodecs_jpegOutputMessage(j_common_ptr cinfo) { (void)cinfo; }

static void CStoryshareCodecs_jpegProgress(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
    CStoryshareCodecs_JPEGErrors *errors = (CStoryshareCodecs_JPEGErrors *)cinfo->err;
    if (dinfo->input_scan_number > errors->maxScans) {
        // This message wins over any earlier warning: it says why the decode stopped.
        snprintf(errors->result->message, sizeof errors->result->message,
                 "too many scans: more than %d (a hostile progressive JPEG); decoding stopped", errors->maxScans);
        longjmp(errors->jump, 1);
    }
}

static int CStoryshareCodecs_jpegColor(J_COLOR_SPACE space) {
    switch (space) {
    case JCS_GRAYSCALE: return CStoryshareCodecs_colorGray;
    case JCS_RGB:
    case JCS_YCbCr: return CStoryshareCodecs_colorRGB;
    case JCS_CMYK: return CStoryshareCodecs_colorCMYK;
    case JCS_YCCK: return CStoryshareCodecs_colorYCCK;
    default: return CStoryshareCodecs_colorUnknown;
    }
}

void CStoryshareCodecs_decodeJPEG(const uint8_t *data, size_t size, uint64_t maxPixels, int maxScans,
                                  CStoryshareCodecsResult *result) {
    CStoryshareCodecs_decodeJPEGRows(data, size, maxPixels, maxScans, 0, result);
}

void CStoryshareCodecs_decodeJPEGRows(const uint8_t *data, size_t size, uint64_t maxPixels, int maxScans,
                                      int everyRow, CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    // On the heap so nothing that changes after setjmp lives in this frame's registers.
    CStoryshareCodecs_JPEGState *state = calloc(1, sizeof *state);
    if (state == NULL) {
        result->status = CStoryshareCodecs_failed;
        CStoryshareCodecs_setMessage(result, "out of memory");
        return;
    }
    j_decompress_ptr cinfo = &state->cinfo;
    cinfo->err = jpeg_std_error(&state->errors.base);
    state->errors.base.error_exit = CStoryshareCodecs_jpegErrorExit;
    state->errors.base.emit_message = CStoryshareCodecs_jpegEmitMessage;
    state->errors.base.output_message = CStoryshareCodecs_jpegOutputMessage;
    state->errors.result = result;
    state->errors.maxScans = maxScans;
    if (setjmp(state->errors.jump)) {
        result->status = CStoryshareCodecs_failed;
        result->warnings = (int)state->errors.base.num_warnings;
        jpeg_destroy_decompress(cinfo);
        free(state);
        return;
    }
    jpeg_create_decompress(cinfo);
    state->progress.progress_monitor = CStoryshareCodecs_jpegProgress;
    cinfo->progress = &state->progress;
    cinfo->mem->max_memory_to_use = 512L * 1024 * 1024;
    if (size > (size_t)0xFFFFFFFFu) size = 0xFFFFFFFFu;  // jpeg_mem_src takes an unsigned long
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_read_header(cinfo, TRUE);

    result->headerRead = 1;
    result->width = cinfo->image_width;
    result->height = cinfo->image_height;
    result->components = cinfo->num_components;
    result->colorSpace = CStoryshareCodecs_jpegColor(cinfo->jpeg_color_space);
    result->bitDepth = cinfo->data_precision;
    result->progressive = cinfo->progressive_mode ? 1 : 0;
    if ((uint64_t)cinfo->image_width * (uint64_t)cinfo->image_height > maxPixels) {
        result->status = CStoryshareCodecs_refused;
        jpeg_destroy_decompress(cinfo);
        free(state);
        return;
    }

    // Decode every entropy-coded segment but skip the IDCT and colour conversion where libjpeg-turbo
    // allows: skipping all rows but the last still Huffman-decodes each MCU (and a multi-scan file is
    // read whole by jpeg_start_decompress); only the last row is produced, which ends the decode.
    // (Skipping every row would end the decode without reading the last iMCU row's data.)
    jpeg_start_decompress(cinfo);
    JDIMENSION rows = cinfo->output_height;
    if (rows > 1 && !everyRow) jpeg_skip_scanlines(cinfo, rows - 1);
    JSAMPARRAY last = (*cinfo->mem->alloc_sarray)((j_common_ptr)cinfo, JPOOL_IMAGE,
                                                  cinfo->output_width * (JDIMENSION)cinfo->output_components, 1);
    while (cinfo->output_scanline < cinfo->output_height) jpeg_read_scanlines(cinfo, last, 1);
    jpeg_finish_decompress(cinfo);

    result->scans = cinfo->input_scan_number;
    result->warnings = (int)state->errors.base.num_warnings;
    result->status = result->warnings > 0 ? CStoryshareCodecs_failed : CStoryshareCodecs_decoded;
    jpeg_destroy_decompress(cinfo);
    free(state);
}
