#ifndef C_STORYSHARE_CODECS_H
#define C_STORYSHARE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// How a full decode ended.
typedef enum {
    CStoryshareCodecs_decoded = 0,   ///< every row decoded, no error and (for JPEG) no warning
    CStoryshareCodecs_failed = 1,    ///< the codec reported an error, or a warning (JPEG); see `message`
    CStoryshareCodecs_refused = 2,   ///< header read, but the declared size is over the pixel cap: nothing allocated
} CStoryshareCodecsStatus;

/// Colour spaces as libjpeg reports them in the frame header.
typedef enum {
    CStoryshareCodecs_colorUnknown = 0,
    CStoryshareCodecs_colorGray = 1,
    CStoryshareCodecs_colorRGB = 2,   ///< RGB or YCbCr
    CStoryshareCodecs_colorCMYK = 3,
    CStoryshareCodecs_colorYCCK = 4,
} CStoryshareCodecsColor;

/// What a decode learned. Header fields are filled as soon as the header was read, even when
/// the decode later fails.
typedef struct {
    int status;              ///< a CStoryshareCodecsStatus
    int headerRead;          ///< 1 when width/height/... below are valid
    uint32_t width;
    uint32_t height;
    int components;          ///< JPEG: number of components
    int colorSpace;          ///< JPEG: a CStoryshareCodecsColor
    int bitDepth;            ///< PNG: bit depth per sample; JPEG: data precision
    int progressive;         ///< JPEG: progressive (multi-scan) mode
    int scans;               ///< JPEG: scans consumed
    int warnings;            ///< warnings the codec emitted
    char message[200];       ///< first error (or, for a failed JPEG, first warning) message
} CStoryshareCodecsResult;

/// Checks a PNG held in memory for everything a full decode can find wrong, without unfiltering rows:
/// signature, chunk layout and order, every chunk's CRC, IHDR, PLTE, the zlib stream of the IDAT
/// chunks (Adler-32 checked), each row's filter-type byte, and the
/// exact amount of image data (interlaced images pass by pass), through IEND. Ancillary chunks are
/// never parsed or inflated. Refuses images over `maxPixels` before inflating anything. `validate` and
/// `probe` use this; libpng (below) is the reference it is tested against.
void CStoryshareCodecs_checkPNG(const uint8_t *data, size_t size, uint64_t maxPixels,
                                CStoryshareCodecsResult *result);

/// Image data up to this many bytes (a 2900x2900 RGBA image; 1080x1920 RGBA is 8.3 MB) is inflated in
/// one buffer by libdeflate; larger image data streams through zlib in 64 KiB.
#define CStoryshareCodecs_pngWholeBufferLimit ((uint64_t)32 << 20)

/// `CStoryshareCodecs_checkPNG` with the whole-buffer limit given: 0 always streams (tests use it to hold
/// the two inflate paths to the same verdicts).
void CStoryshareCodecs_checkPNGWithLimit(const uint8_t *data, size_t size, uint64_t maxPixels,
                                         uint64_t wholeBufferLimit, CStoryshareCodecsResult *result);

/// The reference for `CStoryshareCodecs_checkPNG`, used by tests and the differential fuzz target, not
/// by `validate`: fully decodes a PNG held in memory with libpng, one row at a time (memory: one row, never the image).
/// Chunk CRCs are checked for every chunk; ancillary chunks (iCCP, zTXt, iTXt, ...) are skipped
/// unread, never inflated. Reads through IEND. Refuses images over `maxPixels` before allocating.
void CStoryshareCodecs_decodePNG(const uint8_t *data, size_t size, uint64_t maxPixels,
                                 CStoryshareCodecsResult *result);

/// Fully decodes a JPEG held in memory: every entropy-coded segment of every scan, discarding the
/// pixels. Any libjpeg warning (corrupt data, premature end) counts as failure. Refuses images over
/// `maxPixels` before decoding and stops after `maxScans` scans (hostile progressive files).
/// libjpeg-turbo skips the IDCT, upsampling and colour conversion of all rows but the last
/// (`jpeg_skip_scanlines` still Huffman-decodes every MCU); `CStoryshareCodecs_decodeJPEGRows` with
/// `everyRow` set is the same decode producing every row, the reference this is tested against.
void CStoryshareCodecs_decodeJPEG(const uint8_t *data, size_t size, uint64_t maxPixels, int maxScans,
                                  CStoryshareCodecsResult *result);

/// `CStoryshareCodecs_decodeJPEG`, producing every row with `jpeg_read_scanlines` when `everyRow` is
/// non-zero (tests and the differential fuzz target), or skipping all but the last when it is 0.
void CStoryshareCodecs_decodeJPEGRows(const uint8_t *data, size_t size, uint64_t maxPixels, int maxScans,
                                      int everyRow, CStoryshareCodecsResult *result);

#endif
