// The checks' libpng and libjpeg calls (pixels.c decodes to pixels, encode.c encodes; png_check.c walks PNGs
// itself). Both libraries report fatal errors by longjmp, so every setjmp lives in these C files, in the same
// function as the calls it guards; Swift only sees plain functions that return a result struct.
#include "CStoryshareCodecs.h"
#include "reader.h"
#include "shim.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>
#include <jpeglib.h>
#include <jerror.h>

void CStoryshareCodecs_setMessage(CStoryshareCodecsResult *result, const char *message) {
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

void CStoryshareCodecs_pngError(png_structp png, png_const_charp message) {
    CStoryshareCodecsResult **result = png_get_error_ptr(png);
    CStoryshareCodecs_setMessage(*result, message);
    png_longjmp(png, 1);
}

void CStoryshareCodecs_pngWarning(png_structp png, png_const_charp message) {
    CStoryshareCodecsResult **result = png_get_error_ptr(png);
    (*result)->warnings += 1;
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
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source.result, CStoryshareCodecs_pngError,
                                             CStoryshareCodecs_pngWarning);
    if (png == NULL) {
        result->status = CStoryshareCodecs_failed;
        CStoryshareCodecs_setMessage(result, "libpng could not start (out of memory)");
        return;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        result->status = CStoryshareCodecs_failed;
        CStoryshareCodecs_setMessage(result, "libpng could not start (out of memory)");
        png_destroy_read_struct(&png, NULL, NULL);
        return;
    }
    // `row` is assigned after setjmp and read after a longjmp: it must be volatile. setjmp stands alone as
    // the whole controlling expression, one of the few places C allows it.
    png_bytep volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        result->status = CStoryshareCodecs_failed;
        free(row);
        png_destroy_read_struct(&png, &info, NULL);
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

static void CStoryshareCodecs_jpegSourceNothing(j_decompress_ptr cinfo) { (void)cinfo; }

static boolean CStoryshareCodecs_jpegFill(j_decompress_ptr cinfo) {
    static const JOCTET fakeEnd[2] = {0xFF, JPEG_EOI};
    CStoryshareCodecs_JPEGSource *source = (CStoryshareCodecs_JPEGSource *)cinfo->src;
    const CStoryshareCodecsReader *reader = source->reader;
    if (reader->data != NULL) {
        uint64_t left = reader->size - source->offset;
        size_t n = left < source->window ? (size_t)left : source->window;
        if (n > 0) {
            source->base.next_input_byte = reader->data + source->offset;
            source->base.bytes_in_buffer = n;
            source->offset += n;
            return TRUE;
        }
    }
    int64_t n = CStoryshareCodecs_readSome(reader, source->offset, source->buffer, source->window);
    if (n < 0) {
        // This message wins over any earlier warning: it says why the decode stopped.
        CStoryshareCodecs_JPEGErrors *errors = (CStoryshareCodecs_JPEGErrors *)cinfo->err;
        snprintf(errors->result->message, sizeof errors->result->message, "cannot read the file at offset %llu: %s",
                 (unsigned long long)source->offset, strerror(errno));
        source->readFailed = 1;
        ERREXIT(cinfo, JERR_FILE_READ);
    }
    if (n == 0) {
        WARNMS(cinfo, JWRN_JPEG_EOF);
        source->base.next_input_byte = fakeEnd;
        source->base.bytes_in_buffer = sizeof fakeEnd;
        return TRUE;
    }
    source->offset += (uint64_t)n;
    source->base.next_input_byte = source->buffer;
    source->base.bytes_in_buffer = (size_t)n;
    return TRUE;
}

/// Skips within the window or seeks past it without reading; past the end of the file, refills as
/// jpeg_mem_src does (each giving a warning and a fake EOI), so the two sources stay alike there too.
static void CStoryshareCodecs_jpegSkip(j_decompress_ptr cinfo, long count) {
    CStoryshareCodecs_JPEGSource *source = (CStoryshareCodecs_JPEGSource *)cinfo->src;
    if (count <= 0) return;
    if ((size_t)count <= source->base.bytes_in_buffer) {
        source->base.next_input_byte += count;
        source->base.bytes_in_buffer -= (size_t)count;
        return;
    }
    count -= (long)source->base.bytes_in_buffer;
    source->base.bytes_in_buffer = 0;
    uint64_t left = source->reader->size - source->offset;
    if ((uint64_t)count <= left) {
        source->offset += (uint64_t)count;
        return;
    }
    source->offset = source->reader->size;
    count -= (long)left;
    while (count > (long)source->base.bytes_in_buffer) {
        count -= (long)source->base.bytes_in_buffer;
        (void)CStoryshareCodecs_jpegFill(cinfo);
    }
    source->base.next_input_byte += count;
    source->base.bytes_in_buffer -= (size_t)count;
}

void CStoryshareCodecs_jpegErrorExit(j_common_ptr cinfo) {
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

void CStoryshareCodecs_jpegOutputMessage(j_common_ptr cinfo) { (void)cinfo; }

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

int CStoryshareCodecs_jpegColor(J_COLOR_SPACE space) {
    switch (space) {
    case JCS_GRAYSCALE: return CStoryshareCodecs_colorGray;
    case JCS_RGB:
    case JCS_YCbCr: return CStoryshareCodecs_colorRGB;
    case JCS_CMYK: return CStoryshareCodecs_colorCMYK;
    case JCS_YCCK: return CStoryshareCodecs_colorYCCK;
    default: return CStoryshareCodecs_colorUnknown;
    }
}

void CStoryshareCodecs_jpegInstallErrors(CStoryshareCodecs_JPEGState *state, CStoryshareCodecsResult *result,
                                         int maxScans) {
    state->cinfo.err = jpeg_std_error(&state->errors.base);
    state->errors.base.error_exit = CStoryshareCodecs_jpegErrorExit;
    state->errors.base.emit_message = CStoryshareCodecs_jpegEmitMessage;
    state->errors.base.output_message = CStoryshareCodecs_jpegOutputMessage;
    state->errors.result = result;
    state->errors.maxScans = maxScans;
}

const char *CStoryshareCodecs_grouped(uint64_t value, char *out, size_t size) {
    char digits[24];
    int count = snprintf(digits, sizeof digits, "%llu", (unsigned long long)value);
    size_t at = 0;
    for (int i = 0; i < count && at + 1 < size; i++) {
        if (i > 0 && (count - i) % 3 == 0 && at + 2 < size) out[at++] = ',';
        out[at++] = digits[i];
    }
    out[at] = '\0';
    return out;
}

int CStoryshareCodecs_jpegRefuseHeldCoefficients(j_decompress_ptr cinfo, CStoryshareCodecsResult *result) {
    if (!jpeg_has_multiple_scans(cinfo)) return 0;
    // What libjpeg's coefficient controller allocates: each component's blocks, rounded up to whole iMCUs.
    uint64_t held = 0;
    for (int i = 0; i < cinfo->num_components; i++) {
        const jpeg_component_info *component = &cinfo->comp_info[i];
        uint64_t columns = ((uint64_t)component->width_in_blocks + (uint64_t)component->h_samp_factor - 1) /
                           (uint64_t)component->h_samp_factor * (uint64_t)component->h_samp_factor;
        uint64_t rows = ((uint64_t)component->height_in_blocks + (uint64_t)component->v_samp_factor - 1) /
                        (uint64_t)component->v_samp_factor * (uint64_t)component->v_samp_factor;
        held += columns * rows * sizeof(JBLOCK);
    }
    if (held <= CStoryshareCodecs_maxHeldCoefficientBytes) return 0;
    char bytes[32], bound[32], message[256];
    snprintf(message, sizeof message,
             "decoding this %s JPEG holds every DCT coefficient of its %ux%u pixels at once: %s bytes, over the "
             "bound of %s bytes",
             cinfo->progressive_mode ? "progressive" : "multi-scan", (unsigned)cinfo->image_width,
             (unsigned)cinfo->image_height, CStoryshareCodecs_grouped(held, bytes, sizeof bytes),
             CStoryshareCodecs_grouped(CStoryshareCodecs_maxHeldCoefficientBytes, bound, sizeof bound));
    result->status = CStoryshareCodecs_tooCostly;
    CStoryshareCodecs_setMessage(result, message);
    return 1;
}

void CStoryshareCodecs_jpegBegin(CStoryshareCodecs_JPEGState *state, const CStoryshareCodecsReader *reader) {
    j_decompress_ptr cinfo = &state->cinfo;
    jpeg_create_decompress(cinfo);
    state->progress.progress_monitor = CStoryshareCodecs_jpegProgress;
    cinfo->progress = &state->progress;
    // A backstop behind CStoryshareCodecs_jpegRefuseHeldCoefficients: libjpeg's own large buffers (the
    // coefficients a multi-scan file holds) may not pass this; there is no backing store, so it fails cleanly.
    cinfo->mem->max_memory_to_use = CStoryshareCodecs_maxHeldCoefficientBytes + 16L * 1024 * 1024;
    if (reader->size == 0) ERREXIT(cinfo, JERR_INPUT_EMPTY);  // as jpeg_mem_src
    size_t window = CStoryshareCodecs_window(reader, CStoryshareCodecs_jpegWindow);
    state->source = calloc(1, sizeof *state->source + (reader->data != NULL ? 0 : window));
    if (state->source == NULL) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 0);
    CStoryshareCodecs_JPEGSource *source = state->source;
    source->reader = reader;
    source->window = window;
    source->base.init_source = CStoryshareCodecs_jpegSourceNothing;
    source->base.fill_input_buffer = CStoryshareCodecs_jpegFill;
    source->base.skip_input_data = CStoryshareCodecs_jpegSkip;
    source->base.resync_to_restart = jpeg_resync_to_restart;
    source->base.term_source = CStoryshareCodecs_jpegSourceNothing;
    cinfo->src = &source->base;
}

/// The JPEG decode of the file `reader` reads, or points to.
static void CStoryshareCodecs_decodeJPEGInput(const CStoryshareCodecsReader *reader, uint64_t maxPixels, int maxScans,
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
    CStoryshareCodecs_jpegInstallErrors(state, result, maxScans);
    if (setjmp(state->errors.jump)) {
        int unreadable = state->source != NULL && state->source->readFailed;
        result->status = unreadable ? CStoryshareCodecs_unreadable : CStoryshareCodecs_failed;
        result->warnings = (int)state->errors.base.num_warnings;
        jpeg_destroy_decompress(cinfo);
        free(state->source);
        free(state);
        return;
    }
    CStoryshareCodecs_jpegBegin(state, reader);
    jpeg_read_header(cinfo, TRUE);

    result->headerRead = 1;
    result->width = cinfo->image_width;
    result->height = cinfo->image_height;
    result->colorSpace = CStoryshareCodecs_jpegColor(cinfo->jpeg_color_space);
    result->bitDepth = cinfo->data_precision;
    result->progressive = cinfo->progressive_mode ? 1 : 0;
    if ((uint64_t)cinfo->image_width * (uint64_t)cinfo->image_height > maxPixels ||
        CStoryshareCodecs_jpegRefuseHeldCoefficients(cinfo, result)) {
        if (result->status != CStoryshareCodecs_tooCostly) result->status = CStoryshareCodecs_refused;
        jpeg_destroy_decompress(cinfo);
        free(state->source);
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
    free(state->source);
    free(state);
}

void CStoryshareCodecs_decodeJPEG(const uint8_t *data, size_t size, uint64_t maxPixels, int maxScans,
                                  CStoryshareCodecsResult *result) {
    CStoryshareCodecs_decodeJPEGRows(data, size, maxPixels, maxScans, 0, result);
}

void CStoryshareCodecs_decodeJPEGRows(const uint8_t *data, size_t size, uint64_t maxPixels, int maxScans,
                                      int everyRow, CStoryshareCodecsResult *result) {
    CStoryshareCodecsReader reader = {size, -1, 0, NULL, NULL, data};
    CStoryshareCodecs_decodeJPEGInput(&reader, maxPixels, maxScans, everyRow, result);
}

void CStoryshareCodecs_decodeJPEGFrom(const CStoryshareCodecsReader *reader, uint64_t maxPixels, int maxScans,
                                      CStoryshareCodecsResult *result) {
    CStoryshareCodecs_decodeJPEGInput(reader, maxPixels, maxScans, 0, result);
}
