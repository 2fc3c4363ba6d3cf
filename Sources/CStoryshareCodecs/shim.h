// What the C files of the codecs share: the first-message rule of results, and libjpeg's error manager and
// source manager as shim.c defines them (the check and the pixel decoder read JPEGs the same way).
#ifndef C_STORYSHARE_CODECS_SHIM_H
#define C_STORYSHARE_CODECS_SHIM_H

#include "CStoryshareCodecs.h"

#include <setjmp.h>
#include <stdio.h>

#include <jpeglib.h>
#include <png.h>

/// Keeps the first message a codec gave in `result->message`.
void CStoryshareCodecs_setMessage(CStoryshareCodecsResult *result, const char *message);

/// libpng's error and warning handlers, for reading and writing: the error pointer given to libpng is the
/// address of a `CStoryshareCodecsResult *` holding the result of the call in progress. An error keeps its
/// message and longjmps; a warning (an odd ICC profile, a text chunk) is only counted.
void CStoryshareCodecs_pngError(png_structp png, png_const_charp message);
void CStoryshareCodecs_pngWarning(png_structp png, png_const_charp message);

/// libjpeg's error manager: an error longjmps to `jump`, which the function making libjpeg calls sets
/// with setjmp before its first call; messages go to `result`; more than `maxScans` scans stop a decode.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    CStoryshareCodecsResult *result;
    int maxScans;
} CStoryshareCodecs_JPEGErrors;

/// How much of a JPEG libjpeg is handed at a time (see CStoryshareCodecs_decodeJPEG in the header).
enum { CStoryshareCodecs_jpegWindow = 1 << 20 };

/// A libjpeg source manager that hands libjpeg the file a window at a time: read through the reader, or
/// pointing into the file when it is in memory. At the end of the file it does what jpeg_mem_src does (a
/// warning and a fake EOI marker).
typedef struct {
    struct jpeg_source_mgr base;
    const CStoryshareCodecsReader *reader;
    uint64_t offset;  // of the next byte to hand over
    size_t window;    // bytes handed over at a time (and of `buffer`, when reading)
    int readFailed;   // the decode stopped because the reader failed
    JOCTET buffer[];
} CStoryshareCodecs_JPEGSource;

/// One decompression: kept on the heap so nothing that changes after setjmp lives in a frame's registers.
typedef struct {
    struct jpeg_decompress_struct cinfo;
    CStoryshareCodecs_JPEGErrors errors;
    struct jpeg_progress_mgr progress;
    CStoryshareCodecs_JPEGSource *source;  // when reading through a reader
} CStoryshareCodecs_JPEGState;

/// libjpeg's `error_exit` for the error manager above (decompressing or compressing): keeps the message and
/// longjmps to `jump`.
void CStoryshareCodecs_jpegErrorExit(j_common_ptr cinfo);

/// libjpeg's `output_message`: silent (messages reach `result` instead of stderr).
void CStoryshareCodecs_jpegOutputMessage(j_common_ptr cinfo);

/// Points `state`'s error manager at `result` (no libjpeg call that can fail: safe before setjmp).
void CStoryshareCodecs_jpegInstallErrors(CStoryshareCodecs_JPEGState *state, CStoryshareCodecsResult *result,
                                         int maxScans);

/// Creates the decompressor with the scan limit, a memory cap and the source manager over `reader` (which
/// must outlive the decompressor). May longjmp: call it after setjmp.
void CStoryshareCodecs_jpegBegin(CStoryshareCodecs_JPEGState *state, const CStoryshareCodecsReader *reader);

/// The CStoryshareCodecsColor of a libjpeg colour space.
int CStoryshareCodecs_jpegColor(J_COLOR_SPACE space);

/// After jpeg_read_header: when decoding would hold more coefficients than
/// `CStoryshareCodecs_maxHeldCoefficientBytes`, sets `result` (status `tooCostly`, the message saying how much)
/// and returns 1; else 0.
int CStoryshareCodecs_jpegRefuseHeldCoefficients(j_decompress_ptr cinfo, CStoryshareCodecsResult *result);

/// `value` with its digits grouped in threes by commas (120,000,000), as the Swift side words numbers.
const char *CStoryshareCodecs_grouped(uint64_t value, char *out, size_t size);

#endif
