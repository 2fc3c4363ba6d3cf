// Decoding PNG and JPEG to 8-bit RGBA rows, a band at a time, for the imaging core. libpng and libjpeg report
// fatal errors by longjmp: every entry point below sets its own setjmp before its first library call, so a
// longjmp never crosses a Swift frame. The caller holds at most a band of rows; only an interlaced PNG (whose
// rows arrive in seven passes) is decoded whole, after the pixel cap and CStoryshareCodecs_maxRowBytes were
// checked.
#include "CStoryshareCodecs.h"
#include "reader.h"
#include "shim.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>
#include <png.h>

enum { CStoryshareCodecs_formatPNG = 1, CStoryshareCodecs_formatJPEG = 2 };  // CStoryshareCodecsImageInfo.format

struct CStoryshareCodecs_Decoder {
    int format;
    /// A copy of the caller's reader: the source managers point at it for as long as the decoder lives.
    CStoryshareCodecsReader reader;
    CStoryshareCodecsResult *result;  // of the call in progress
    uint32_t width, height;           // stored size
    uint32_t cropX, cropWidth;        // columns handed out, in output pixels
    uint32_t outWidth, outHeight;     // whole output size (after scaling)
    uint32_t nextRow;                 // next output row to hand out
    uint8_t *icc;
    uint32_t iccLength;
    // JPEG: the ICC_PROFILE segments of APP2 as they arrive (at most CStoryshareCodecs_maxICCBytes of them
    // kept), and the bytes all of them claim, kept or not.
    uint8_t *iccSegments;
    uint32_t iccSegmentsLength;
    uint64_t iccClaimed;
    uint8_t iccSegmentCount;              // as the segments say (every one must say the same)
    uint8_t iccMalformed;                 // a segment disagreed or repeated: no profile is kept
    uint32_t iccSegmentStart[256];        // where segment `seq` starts in iccSegments (seq 1 to 255)
    uint32_t iccSegmentLength[256];       // 0: not seen
    // JPEG
    CStoryshareCodecs_JPEGState *jpeg;
    int cmyk;          // rows arrive as CMYK (or YCCK converted by libjpeg) and are made RGBA here
    JSAMPROW scratch;  // one row as libjpeg delivers it, when it cannot be written to the caller's row
    // PNG
    png_structp png;
    png_infop info;
    uint64_t offset;  // of the next byte libpng reads
    int passes;
    int channels;    // of the rows libpng hands out: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA (8 bits each)
    uint8_t *row;    // one full row as libpng hands it out, when only some of its columns are wanted
    uint8_t *whole;  // an interlaced image, as libpng hands it out, decoded at start
};

// MARK: - Shared

static void CStoryshareCodecs_fail(CStoryshareCodecsResult *result, int status, const char *message) {
    result->status = status;
    CStoryshareCodecs_setMessage(result, message);
}

static void CStoryshareCodecs_keepICC(CStoryshareCodecs_Decoder *decoder, const uint8_t *profile, uint32_t length) {
    if (profile == NULL || length == 0) return;
    decoder->icc = malloc(length);
    if (decoder->icc == NULL) return;  // a profile is worth keeping, not worth failing for
    memcpy(decoder->icc, profile, length);
    decoder->iccLength = length;
}

// MARK: - PNG

static void CStoryshareCodecs_pixelsPNGRead(png_structp png, png_bytep out, size_t count) {
    CStoryshareCodecs_Decoder *decoder = png_get_io_ptr(png);
    char why[160];
    if (CStoryshareCodecs_readExactly(&decoder->reader, decoder->offset, out, count, why, sizeof why) != 0) {
        png_error(png, why);
    }
    decoder->offset += count;
}

// Every ancillary chunk but tRNS (pixels) and iCCP (the profile carried to the output): passed over unread.
static const png_byte CStoryshareCodecs_pixelsSkippedChunks[] =
    "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0tEXt\0tIME\0zTXt\0";

/// Reads the chunks up to the image data; sets the transforms that make every colour type and depth 8-bit RGBA.
static int CStoryshareCodecs_openPNG(CStoryshareCodecs_Decoder *decoder, uint64_t maxPixels,
                                     CStoryshareCodecsImageInfo *info) {
    CStoryshareCodecsResult *result = decoder->result;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->result, CStoryshareCodecs_pngError,
                                          CStoryshareCodecs_pngWarning);
    if (decoder->png == NULL) {
        CStoryshareCodecs_fail(result, CStoryshareCodecs_failed, "libpng could not start (out of memory)");
        return -1;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        CStoryshareCodecs_fail(result, CStoryshareCodecs_failed, "libpng could not start (out of memory)");
        return -1;
    }
    png_structp png = decoder->png;
    png_infop pngInfo = decoder->info;
    if (setjmp(png_jmpbuf(png))) {
        result->status = CStoryshareCodecs_failed;
        return -1;
    }
    png_set_read_fn(png, decoder, CStoryshareCodecs_pixelsPNGRead);
    png_set_user_limits(png, 0x7FFFFFFF, 0x7FFFFFFF);  // the pixel cap below is the limit
    // Nothing but the chunks that make the pixels (tRNS) and the profile kept with them (iCCP) is read: text
    // (tEXt, zTXt, iTXt) and every other ancillary or unknown chunk is passed over unparsed and uninflated
    // (CRC still checked), so no number of compressed chunks costs memory or time beyond reading them.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, CStoryshareCodecs_pixelsSkippedChunks,
                                (int)(sizeof CStoryshareCodecs_pixelsSkippedChunks / 5));
    png_set_chunk_cache_max(png, 16);
    // An iCCP chunk inflates to at most this (a profile is a few kB; a larger claim is dropped with a warning).
    png_set_chunk_malloc_max(png, CStoryshareCodecs_maxICCBytes);
    png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    png_read_info(png, pngInfo);
    decoder->width = png_get_image_width(png, pngInfo);
    decoder->height = png_get_image_height(png, pngInfo);
    info->width = decoder->width;
    info->height = decoder->height;
    int colorType = png_get_color_type(png, pngInfo);
    info->hasAlpha = (colorType & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, pngInfo, PNG_INFO_tRNS) != 0;
    info->colorSpace = (colorType & PNG_COLOR_MASK_COLOR) ? CStoryshareCodecs_colorRGB : CStoryshareCodecs_colorGray;
    info->interlaced = png_get_interlace_type(png, pngInfo) != PNG_INTERLACE_NONE;
    if ((uint64_t)decoder->width * decoder->height > maxPixels) {
        result->status = CStoryshareCodecs_refused;
        return -1;
    }
    png_charp name;
    int compression;
    png_bytep profile;
    png_uint_32 length;
    if (png_get_iCCP(png, pngInfo, &name, &compression, &profile, &length) == PNG_INFO_iCCP) {
        CStoryshareCodecs_keepICC(decoder, profile, length);
    }
    png_set_expand(png);    // palette to RGB, grey below 8 bits to 8, tRNS to an alpha channel
    png_set_scale_16(png);  // 16 bits to 8, rounded
    // Rows are handed out as libpng makes them, 8-bit grey, grey and alpha, RGB or RGBA (the caller reads
    // each kind): libpng sizes its two row buffers for the widest pixel its transforms make, so making RGBA
    // here would cost a wide grey image 8 bytes a pixel in libpng and 4 in the caller's rows instead of 2 and 1.
    decoder->passes = png_set_interlace_handling(png);
    int depth = png_get_bit_depth(png, pngInfo) > 8 ? 2 : 1;  // bytes a sample before scaling, read before the update
    png_read_update_info(png, pngInfo);
    decoder->channels = png_get_channels(png, pngInfo);
    if (png_get_bit_depth(png, pngInfo) != 8 || decoder->channels < 1 || decoder->channels > 4 ||
        png_get_rowbytes(png, pngInfo) != (size_t)decoder->width * (size_t)decoder->channels) {
        png_error(png, "unexpected row layout");
    }
    // libpng's two row buffers (sized for the widest pixel before or after its transforms) and the caller's
    // row: a row too wide for them is refused before any is allocated.
    uint64_t rowCost = (uint64_t)decoder->width * (uint64_t)decoder->channels * (uint64_t)(2 * depth + 1);
    if (rowCost > CStoryshareCodecs_maxRowBytes) {
        char message[200], width[32], cost[32], bound[32];
        snprintf(message, sizeof message, "its rows of %s pixels take %s bytes to decode, over the bound of %s bytes",
                 CStoryshareCodecs_grouped(decoder->width, width, sizeof width),
                 CStoryshareCodecs_grouped(rowCost, cost, sizeof cost),
                 CStoryshareCodecs_grouped(CStoryshareCodecs_maxRowBytes, bound, sizeof bound));
        CStoryshareCodecs_fail(result, CStoryshareCodecs_tooCostly, message);  // a bound, not damage
        return -1;
    }
    // An interlaced image's rows arrive in seven passes over the whole image: it is decoded whole, and one too
    // large for that is refused before it is allocated.
    uint64_t wholeBytes = (uint64_t)decoder->width * decoder->height * (uint64_t)decoder->channels;
    if (decoder->passes > 1 && wholeBytes > CStoryshareCodecs_maxRowBytes) {
        char message[200], cost[32], bound[32];
        snprintf(message, sizeof message,
                 "it is interlaced, so decoded whole: %ux%u takes %s bytes, over the bound of %s bytes", decoder->width,
                 decoder->height, CStoryshareCodecs_grouped(wholeBytes, cost, sizeof cost),
                 CStoryshareCodecs_grouped(CStoryshareCodecs_maxRowBytes, bound, sizeof bound));
        CStoryshareCodecs_fail(result, CStoryshareCodecs_tooCostly, message);
        return -1;
    }
    return 0;
}

static int CStoryshareCodecs_startPNG(CStoryshareCodecs_Decoder *decoder) {
    png_structp png = decoder->png;
    if (setjmp(png_jmpbuf(png))) {
        decoder->result->status = CStoryshareCodecs_failed;
        return -1;
    }
    size_t rowBytes = (size_t)decoder->width * (size_t)decoder->channels;
    if (decoder->passes > 1) {
        decoder->whole = malloc(rowBytes * decoder->height);
        if (decoder->whole == NULL) png_error(png, "out of memory for an interlaced image");
        for (int pass = 0; pass < decoder->passes; pass++) {
            for (uint32_t y = 0; y < decoder->height; y++) png_read_row(png, decoder->whole + rowBytes * y, NULL);
        }
    } else if (decoder->cropX != 0 || decoder->cropWidth != decoder->width) {
        decoder->row = malloc(rowBytes);
        if (decoder->row == NULL) png_error(png, "out of memory for one row");
    }
    return 0;
}

static int32_t CStoryshareCodecs_readPNGRows(CStoryshareCodecs_Decoder *decoder, uint8_t *out, size_t stride,
                                             uint32_t count, int deliver) {
    png_structp png = decoder->png;
    if (setjmp(png_jmpbuf(png))) {
        decoder->result->status = CStoryshareCodecs_failed;
        return -1;
    }
    int channels = decoder->channels;
    size_t rowBytes = (size_t)decoder->width * (size_t)channels;
    uint32_t done = 0;
    while (done < count && decoder->nextRow < decoder->height) {
        uint8_t *target = deliver ? out + stride * done : NULL;
        const uint8_t *row;
        if (decoder->whole != NULL) {
            row = decoder->whole + rowBytes * decoder->nextRow;
        } else if (decoder->row != NULL || target == NULL) {
            if (decoder->row == NULL) {
                decoder->row = malloc(rowBytes);  // rows passed over: once, and only then
                if (decoder->row == NULL) png_error(png, "out of memory for one row");
            }
            png_read_row(png, decoder->row, NULL);
            row = decoder->row;
        } else {
            png_read_row(png, target, NULL);  // every column wanted: straight into the caller's row
            row = target;
        }
        if (target != NULL && row != target) {
            size_t at = (size_t)decoder->cropX * (size_t)channels;
            memcpy(target, row + at, (size_t)decoder->cropWidth * (size_t)channels);
        }
        decoder->nextRow += 1;
        done += 1;
    }
    return (int32_t)done;
}

// MARK: - JPEG

/// The next byte of the marker segment libjpeg is reading (its source never suspends: at the end of the file
/// it hands over a fake EOI, with a warning that fails the decode later).
static int CStoryshareCodecs_markerByte(j_decompress_ptr cinfo) {
    struct jpeg_source_mgr *source = cinfo->src;
    if (source->bytes_in_buffer == 0 && !(*source->fill_input_buffer)(cinfo)) ERREXIT(cinfo, JERR_CANT_SUSPEND);
    source->bytes_in_buffer -= 1;
    return *source->next_input_byte++;
}

/// libjpeg's processor of APP2 segments: an `ICC_PROFILE` segment's bytes are kept while all of them come to
/// at most CStoryshareCodecs_maxICCBytes (every byte is counted, kept or not); any other APP2 segment, and
/// everything past the bound, is skipped unread. So no number of APP2 segments costs more than the bound.
static boolean CStoryshareCodecs_readAPP2(j_decompress_ptr cinfo) {
    CStoryshareCodecs_Decoder *decoder = cinfo->client_data;
    long length = (long)(CStoryshareCodecs_markerByte(cinfo) << 8);
    length += CStoryshareCodecs_markerByte(cinfo);
    length -= 2;
    static const char tag[14] = "ICC_PROFILE";  // with its NUL, then sequence number and count
    uint8_t head[14];
    long read = 0;
    while (read < length && read < 14) head[read++] = (uint8_t)CStoryshareCodecs_markerByte(cinfo);
    if (read < 14 || memcmp(head, tag, 12) != 0) {
        (*cinfo->src->skip_input_data)(cinfo, length - read);
        return TRUE;
    }
    uint32_t payload = (uint32_t)(length - 14);
    unsigned seq = head[12], count = head[13];
    decoder->iccClaimed += payload;
    int fits = decoder->iccClaimed <= CStoryshareCodecs_maxICCBytes;
    if (seq == 0 || count == 0 || seq > count || (decoder->iccSegmentCount != 0 && count != decoder->iccSegmentCount) ||
        decoder->iccSegmentLength[seq] != 0 || payload == 0) {
        decoder->iccMalformed = 1;
    }
    decoder->iccSegmentCount = (uint8_t)count;
    if (!fits || decoder->iccMalformed) {
        (*cinfo->src->skip_input_data)(cinfo, (long)payload);
        return TRUE;
    }
    uint8_t *grown = realloc(decoder->iccSegments, decoder->iccSegmentsLength + payload);
    if (grown == NULL) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 10);
    decoder->iccSegments = grown;
    decoder->iccSegmentStart[seq] = decoder->iccSegmentsLength;
    decoder->iccSegmentLength[seq] = payload;
    uint8_t *to = grown + decoder->iccSegmentsLength;
    for (uint32_t left = payload; left > 0;) {
        struct jpeg_source_mgr *source = cinfo->src;
        if (source->bytes_in_buffer == 0 && !(*source->fill_input_buffer)(cinfo)) ERREXIT(cinfo, JERR_CANT_SUSPEND);
        size_t count = source->bytes_in_buffer < left ? source->bytes_in_buffer : left;
        memcpy(to, source->next_input_byte, count);
        source->next_input_byte += count;
        source->bytes_in_buffer -= count;
        to += count;
        left -= (uint32_t)count;
    }
    decoder->iccSegmentsLength += payload;
    return TRUE;
}

/// The profile the ICC_PROFILE segments make, in sequence order, when every one of them is there once
/// (as jpeg_read_icc_profile wants it); otherwise none.
static void CStoryshareCodecs_joinICC(CStoryshareCodecs_Decoder *decoder) {
    unsigned count = decoder->iccSegmentCount;
    if (count == 0 || decoder->iccMalformed) return;
    uint64_t total = 0;
    for (unsigned seq = 1; seq <= count; seq++) {
        if (decoder->iccSegmentLength[seq] == 0) return;
        total += decoder->iccSegmentLength[seq];
    }
    decoder->icc = malloc(total);
    if (decoder->icc == NULL) return;
    uint32_t at = 0;
    for (unsigned seq = 1; seq <= count; seq++) {
        memcpy(decoder->icc + at, decoder->iccSegments + decoder->iccSegmentStart[seq], decoder->iccSegmentLength[seq]);
        at += decoder->iccSegmentLength[seq];
    }
    decoder->iccLength = at;
}

static int CStoryshareCodecs_openJPEG(CStoryshareCodecs_Decoder *decoder, uint64_t maxPixels, int maxScans,
                                      CStoryshareCodecsImageInfo *info) {
    CStoryshareCodecsResult *result = decoder->result;
    decoder->jpeg = calloc(1, sizeof *decoder->jpeg);
    if (decoder->jpeg == NULL) {
        CStoryshareCodecs_fail(result, CStoryshareCodecs_failed, "out of memory");
        return -1;
    }
    CStoryshareCodecs_JPEGState *state = decoder->jpeg;
    j_decompress_ptr cinfo = &state->cinfo;
    CStoryshareCodecs_jpegInstallErrors(state, result, maxScans);
    if (setjmp(state->errors.jump)) {
        int unreadable = state->source != NULL && state->source->readFailed;
        result->status = unreadable ? CStoryshareCodecs_unreadable : CStoryshareCodecs_failed;
        return -1;
    }
    CStoryshareCodecs_jpegBegin(state, &decoder->reader);
    cinfo->client_data = decoder;
    jpeg_set_marker_processor(cinfo, JPEG_APP0 + 2, CStoryshareCodecs_readAPP2);  // ICC_PROFILE segments
    jpeg_read_header(cinfo, TRUE);
    decoder->width = cinfo->image_width;
    decoder->height = cinfo->image_height;
    info->width = decoder->width;
    info->height = decoder->height;
    info->hasAlpha = 0;
    info->colorSpace = CStoryshareCodecs_jpegColor(cinfo->jpeg_color_space);
    if ((uint64_t)decoder->width * decoder->height > maxPixels) {
        result->status = CStoryshareCodecs_refused;
        return -1;
    }
    if (CStoryshareCodecs_jpegRefuseHeldCoefficients(cinfo, result)) return -1;
    info->iccClaimed = decoder->iccClaimed;
    if (decoder->iccClaimed > CStoryshareCodecs_maxICCBytes) {
        char message[160];
        snprintf(message, sizeof message,
                 "the ICC profile (APP2 ICC_PROFILE segments) is %llu bytes, over the bound of %u bytes",
                 (unsigned long long)decoder->iccClaimed, (unsigned)CStoryshareCodecs_maxICCBytes);
        CStoryshareCodecs_fail(result, CStoryshareCodecs_iccTooLarge, message);
        return -1;
    }
    CStoryshareCodecs_joinICC(decoder);
    free(decoder->iccSegments);
    decoder->iccSegments = NULL;
    return 0;
}

static int CStoryshareCodecs_startJPEG(CStoryshareCodecs_Decoder *decoder, int denominator, uint32_t x,
                                       uint32_t width) {
    CStoryshareCodecs_JPEGState *state = decoder->jpeg;
    j_decompress_ptr cinfo = &state->cinfo;
    if (setjmp(state->errors.jump)) {
        decoder->result->status = CStoryshareCodecs_failed;
        return -1;
    }
    cinfo->scale_num = 1;
    cinfo->scale_denom = (unsigned int)denominator;
    decoder->cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
    cinfo->out_color_space = decoder->cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(cinfo);
    decoder->outWidth = cinfo->output_width;
    decoder->outHeight = cinfo->output_height;
    JDIMENSION xoffset = x, columns = width;
    if (xoffset + columns > cinfo->output_width || columns == 0) {
        xoffset = 0;
        columns = cinfo->output_width;
    }
    // libjpeg-turbo decodes only the iMCU columns that hold the window (rounded out to their edges): the
    // entropy data of the others is still read, their IDCT and colour conversion skipped.
    if (xoffset > 0 || columns < cinfo->output_width) jpeg_crop_scanline(cinfo, &xoffset, &columns);
    decoder->cropX = xoffset;
    decoder->cropWidth = columns;
    if (decoder->cmyk) {
        decoder->scratch = (*cinfo->mem->alloc_small)((j_common_ptr)cinfo, JPOOL_IMAGE, (size_t)columns * 4);
    }
    return 0;
}

/// CMYK as Adobe applications write it (and libjpeg delivers YCCK): every channel stored inverted, so that
/// 255 is no ink. Without a colour profile, the common approximation R = (1 - C)(1 - K), ...: what browsers
/// and ImageMagick do for such files.
static void CStoryshareCodecs_cmykToRGBA(const JSAMPLE *cmyk, uint8_t *rgba, uint32_t pixels) {
    for (uint32_t i = 0; i < pixels; i++) {
        unsigned k = cmyk[3];
        rgba[0] = (uint8_t)((cmyk[0] * k + 127) / 255);
        rgba[1] = (uint8_t)((cmyk[1] * k + 127) / 255);
        rgba[2] = (uint8_t)((cmyk[2] * k + 127) / 255);
        rgba[3] = 0xFF;
        cmyk += 4;
        rgba += 4;
    }
}

static int32_t CStoryshareCodecs_readJPEGRows(CStoryshareCodecs_Decoder *decoder, uint8_t *out, size_t stride,
                                              uint32_t count, int deliver) {
    CStoryshareCodecs_JPEGState *state = decoder->jpeg;
    j_decompress_ptr cinfo = &state->cinfo;
    if (setjmp(state->errors.jump)) {
        int unreadable = state->source != NULL && state->source->readFailed;
        decoder->result->status = unreadable ? CStoryshareCodecs_unreadable : CStoryshareCodecs_failed;
        return -1;
    }
    uint32_t done = 0;
    if (!deliver) {
        JDIMENSION left = cinfo->output_height - cinfo->output_scanline;
        done = jpeg_skip_scanlines(cinfo, count < left ? count : left);
    }
    while (deliver && done < count && cinfo->output_scanline < cinfo->output_height) {
        uint8_t *target = out + stride * done;
        JSAMPROW row = decoder->cmyk ? decoder->scratch : target;
        if (jpeg_read_scanlines(cinfo, &row, 1) != 1) ERREXIT(cinfo, JERR_INPUT_EOF);
        if (decoder->cmyk) CStoryshareCodecs_cmykToRGBA(decoder->scratch, target, decoder->cropWidth);
        done += 1;
    }
    decoder->nextRow += done;
    // A warning (corrupt data, a premature end) means grey blocks in the pixels: a failure, as for validate.
    if (state->errors.base.num_warnings > 0) {
        decoder->result->status = CStoryshareCodecs_failed;
        return -1;
    }
    return (int32_t)done;
}

// MARK: - Entry points

CStoryshareCodecs_Decoder *CStoryshareCodecs_openImage(const CStoryshareCodecsReader *reader, uint64_t maxPixels,
                                                       int maxScans, CStoryshareCodecsImageInfo *info,
                                                       CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    memset(info, 0, sizeof *info);
    uint8_t signature[8] = {0};
    char why[160];
    if (reader->size < 8) {
        CStoryshareCodecs_fail(result, CStoryshareCodecs_failed, "the file is too short to be a PNG or JPEG");
        return NULL;
    }
    if (CStoryshareCodecs_readExactly(reader, 0, signature, 8, why, sizeof why) != 0) {
        CStoryshareCodecs_fail(result, CStoryshareCodecs_unreadable, why);
        return NULL;
    }
    CStoryshareCodecs_Decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        CStoryshareCodecs_fail(result, CStoryshareCodecs_failed, "out of memory");
        return NULL;
    }
    decoder->reader = *reader;
    decoder->result = result;
    static const uint8_t pngSignature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    int status;
    if (memcmp(signature, pngSignature, 8) == 0) {
        decoder->format = CStoryshareCodecs_formatPNG;
        status = CStoryshareCodecs_openPNG(decoder, maxPixels, info);
    } else if (signature[0] == 0xFF && signature[1] == 0xD8) {
        decoder->format = CStoryshareCodecs_formatJPEG;
        status = CStoryshareCodecs_openJPEG(decoder, maxPixels, maxScans, info);
    } else {
        CStoryshareCodecs_fail(result, CStoryshareCodecs_failed, "not a PNG or JPEG");
        status = -1;
    }
    if (decoder->width > 0) {
        result->headerRead = 1;
        result->width = decoder->width;
        result->height = decoder->height;
    }
    if (status != 0) {
        if (result->status == CStoryshareCodecs_decoded) result->status = CStoryshareCodecs_failed;
        CStoryshareCodecs_closeImage(decoder);
        return NULL;
    }
    info->iccLength = decoder->iccLength;
    info->format = decoder->format;
    return decoder;
}

int CStoryshareCodecs_startImage(CStoryshareCodecs_Decoder *decoder, int denominator, uint32_t x, uint32_t width,
                                 CStoryshareCodecsWindow *window, CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    decoder->result = result;
    if (decoder->jpeg != NULL) decoder->jpeg->errors.result = result;
    int status;
    if (decoder->format == CStoryshareCodecs_formatJPEG) {
        if (denominator != 1 && denominator != 2 && denominator != 4 && denominator != 8) denominator = 1;
        status = CStoryshareCodecs_startJPEG(decoder, denominator, x, width);
    } else {
        decoder->outWidth = decoder->width;
        decoder->outHeight = decoder->height;
        if (width == 0 || x + (uint64_t)width > decoder->width) {
            x = 0;
            width = decoder->width;
        }
        decoder->cropX = x;
        decoder->cropWidth = width;
        status = CStoryshareCodecs_startPNG(decoder);
    }
    window->channels = decoder->format == CStoryshareCodecs_formatPNG ? decoder->channels : 4;
    window->scaledWidth = decoder->outWidth;
    window->scaledHeight = decoder->outHeight;
    window->x = decoder->cropX;
    window->width = decoder->cropWidth;
    return status;
}

int32_t CStoryshareCodecs_readImageRows(CStoryshareCodecs_Decoder *decoder, uint8_t *rgba, size_t stride,
                                        uint32_t count, CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    decoder->result = result;
    if (decoder->format == CStoryshareCodecs_formatJPEG) {
        decoder->jpeg->errors.result = result;
        return CStoryshareCodecs_readJPEGRows(decoder, rgba, stride, count, 1);
    }
    return CStoryshareCodecs_readPNGRows(decoder, rgba, stride, count, 1);
}

int32_t CStoryshareCodecs_skipImageRows(CStoryshareCodecs_Decoder *decoder, uint32_t count,
                                        CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    decoder->result = result;
    if (decoder->format == CStoryshareCodecs_formatJPEG) {
        decoder->jpeg->errors.result = result;
        return CStoryshareCodecs_readJPEGRows(decoder, NULL, 0, count, 0);
    }
    return CStoryshareCodecs_readPNGRows(decoder, NULL, 0, count, 0);
}

size_t CStoryshareCodecs_imageICC(const CStoryshareCodecs_Decoder *decoder, uint8_t *buffer, size_t capacity) {
    size_t count = decoder->iccLength < capacity ? decoder->iccLength : capacity;
    if (count > 0) memcpy(buffer, decoder->icc, count);
    return count;
}

void CStoryshareCodecs_closeImage(CStoryshareCodecs_Decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->jpeg != NULL) {
        jpeg_destroy_decompress(&decoder->jpeg->cinfo);  // frees the scratch row too (JPOOL_IMAGE)
        free(decoder->jpeg->source);
        free(decoder->jpeg);
    }
    if (decoder->png != NULL) png_destroy_read_struct(&decoder->png, decoder->info ? &decoder->info : NULL, NULL);
    free(decoder->row);
    free(decoder->whole);
    free(decoder->icc);
    free(decoder->iccSegments);
    free(decoder);
}
