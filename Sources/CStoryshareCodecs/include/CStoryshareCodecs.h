#ifndef C_STORYSHARE_CODECS_H
#define C_STORYSHARE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// How a full decode ended.
typedef enum {
    CStoryshareCodecs_decoded = 0,   ///< every row decoded, no error and (for JPEG) no warning
    CStoryshareCodecs_failed = 1,    ///< the codec reported an error, or a warning (JPEG); see `message`
    CStoryshareCodecs_refused = 2,   ///< header read, but the declared size is over the pixel cap: nothing allocated
                                     ///< (the one place the cap is decided; Swift words it once)
    CStoryshareCodecs_unreadable = 3,  ///< a reader's read failed, or the file ended before its size: see `message`
    CStoryshareCodecs_iccTooLarge = 4, ///< (pixels) the embedded ICC profile is over `CStoryshareCodecs_maxICCBytes`:
                                       ///< nothing past the bound was kept; `message` names its size
    CStoryshareCodecs_tooCostly = 5,   ///< header read, but decoding would take more memory than a bound allows
                                       ///< (a JPEG's held coefficients, `CStoryshareCodecs_maxHeldCoefficientBytes`;
                                       ///< a PNG's rows or interlaced image, `CStoryshareCodecs_maxRowBytes`):
                                       ///< nothing allocated for it; `message` says how much and the bound
} CStoryshareCodecsStatus;

/// The most a JPEG decode may hold of the image's DCT coefficients at once. A progressive or multi-scan JPEG
/// keeps every coefficient of the image until its last scan (two bytes for each of 64 per 8x8 block of each
/// component): 3 bytes a pixel for 4:2:0 colour, 6 for 4:4:4, 2 for grey. This bound admits a 16-megapixel
/// 4:2:0 photo (8 of 4:4:4, 24 of grey) and keeps fix and preview under 100 MB; a larger one is refused
/// (status `tooCostly`) before the coefficients are allocated. Baseline JPEGs, decoded a row of blocks at a
/// time, hold none.
enum { CStoryshareCodecs_maxHeldCoefficientBytes = 48 * 1024 * 1024 };

/// The largest ICC profile the pixel decoder keeps (a profile is a few kB, a large CMYK one a few MB): a
/// PNG's iCCP chunk is inflated to at most this (a larger one is dropped, as libpng does), and a JPEG whose
/// APP2 ICC_PROFILE segments come to more is refused (status `iccTooLarge`).
enum { CStoryshareCodecs_maxICCBytes = 4 * 1024 * 1024 };

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
    int colorSpace;          ///< JPEG: a CStoryshareCodecsColor
    int bitDepth;            ///< PNG: bit depth per sample; JPEG: data precision
    int progressive;         ///< JPEG: progressive (multi-scan) mode
    int scans;               ///< JPEG: scans consumed
    int warnings;            ///< warnings the codec emitted
    char message[200];       ///< first error (or, for a failed JPEG, first warning) message
} CStoryshareCodecsResult;

/// Where a check reads a file it does not hold: `size` bytes, through `descriptor` with `pread` when it is
/// not negative, else through `read`. The codecs read it a window at a time and never hold it whole.
/// (`data`, when not NULL, is the file already in memory: windows then point into it, nothing is copied.)
typedef struct {
    uint64_t size;
    int descriptor;
    /// Bytes read at a time; 0 for the codec's own: 64 KiB for a PNG, 1 MiB for a JPEG (see
    /// `CStoryshareCodecs_decodeJPEG`). Tests use a few bytes, to put a window's edge everywhere.
    size_t window;
    /// Copies up to `count` bytes at `offset` into `buffer`: returns how many (0 only at the end), or -1
    /// with `errno` set.
    int64_t (*read)(void *context, uint64_t offset, uint8_t *buffer, size_t count);
    void *context;
    const uint8_t *data;
} CStoryshareCodecsReader;

/// Checks a PNG held in memory for everything a full decode can find wrong, without unfiltering rows:
/// signature, chunk layout and order, every chunk's CRC, IHDR, PLTE, the zlib stream of the IDAT
/// chunks (Adler-32 checked), each row's filter-type byte, and the
/// exact amount of image data (interlaced images pass by pass), through IEND. Ancillary chunks are
/// never parsed or inflated. Refuses images over `maxPixels` before inflating anything. `validate` and
/// `probe` use this; libpng (below) is the reference it is tested against.
void CStoryshareCodecs_checkPNG(const uint8_t *data, size_t size, uint64_t maxPixels,
                                CStoryshareCodecsResult *result);

/// Image data up to this many bytes (a 2500x2500 RGBA image; 1080x1920 RGBA is 8.3 MB, 16-bit 16.6 MB) is
/// inflated in one buffer by libdeflate; larger image data streams through zlib in 64 KiB. With a file read
/// whole (at most 12 MiB, see `MediaProbe`) and the IDAT data joined for libdeflate, that keeps the check of
/// one file under 12 + 12 + 24 MB.
#define CStoryshareCodecs_pngWholeBufferLimit ((uint64_t)24 << 20)

/// `CStoryshareCodecs_checkPNG` with the whole-buffer limit given: 0 always streams (tests use it to hold
/// the two inflate paths to the same verdicts).
void CStoryshareCodecs_checkPNGWithLimit(const uint8_t *data, size_t size, uint64_t maxPixels,
                                         uint64_t wholeBufferLimit, CStoryshareCodecsResult *result);

/// `CStoryshareCodecs_checkPNG` reading the file through `reader` instead of holding it: the chunks are
/// walked and their CRCs computed window by window, and the image data streams through zlib as it is read
/// (the verdict of a run of IDAT chunks is still given only once the chunk after it is whole, as the
/// in-memory check gives it). Same verdicts and messages as the in-memory check; memory: a few 64 KiB buffers.
void CStoryshareCodecs_checkPNGFrom(const CStoryshareCodecsReader *reader, uint64_t maxPixels,
                                    CStoryshareCodecsResult *result);

/// The reference for `CStoryshareCodecs_checkPNG`, used by tests and the differential fuzz target, not
/// by `validate`: fully decodes a PNG held in memory with libpng, one row at a time (memory: one row, never the image).
/// Chunk CRCs are checked for every chunk; ancillary chunks (iCCP, zTXt, iTXt, ...) are skipped
/// unread, never inflated. Reads through IEND. Refuses images over `maxPixels` before allocating.
void CStoryshareCodecs_decodePNG(const uint8_t *data, size_t size, uint64_t maxPixels,
                                 CStoryshareCodecsResult *result);

/// Fully decodes a JPEG held in memory: every entropy-coded segment of every scan, discarding the
/// pixels. libjpeg is handed the file 1 MiB at a time, as `CStoryshareCodecs_decodeJPEGFrom` reads it:
/// libjpeg-turbo's Huffman decoder takes a fast path that passes over some corrupt codes its careful path
/// reports, and takes it only while enough bytes are in its buffer, so the verdict on damaged data can
/// depend on where the buffer ends; the same windows in both give the same verdicts and messages, and a
/// JPEG of up to 1 MiB (nearly all) is decoded from one buffer, exactly as jpeg_mem_src would. Any libjpeg warning (corrupt data, premature end) counts as failure. Refuses images over
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

/// `CStoryshareCodecs_decodeJPEG` reading the file through `reader` (a libjpeg source manager, 1 MiB at
/// a time unless the reader says otherwise) instead of holding it: same verdicts and messages.
void CStoryshareCodecs_decodeJPEGFrom(const CStoryshareCodecsReader *reader, uint64_t maxPixels, int maxScans,
                                      CStoryshareCodecsResult *result);

// MARK: - Pixels

/// A decoder of one PNG or JPEG to 8-bit RGBA rows (see pixels.c): opened (header read, nothing allocated
/// for pixels), started at a scale with a window of columns, then read a band of rows at a time, and closed.
typedef struct CStoryshareCodecs_Decoder CStoryshareCodecs_Decoder;

/// What an opened image is, before any pixel is decoded.
typedef struct {
    int format;          ///< 1 PNG, 2 JPEG
    uint32_t width;      ///< stored width
    uint32_t height;     ///< stored height
    int hasAlpha;        ///< PNG: an alpha channel or tRNS
    int colorSpace;      ///< a CStoryshareCodecsColor (a PNG: gray or RGB, whatever its palette)
    int interlaced;      ///< PNG: Adam7 (the whole image is decoded when started)
    uint32_t iccLength;  ///< bytes of the embedded ICC profile (JPEG APP2, PNG iCCP), 0 when none
    uint64_t iccClaimed; ///< JPEG: bytes of all its ICC_PROFILE segments, set even when refused as `iccTooLarge`
} CStoryshareCodecsImageInfo;

/// The rows a started decoder hands out.
typedef struct {
    uint32_t scaledWidth;   ///< whole image, after the scale
    uint32_t scaledHeight;
    uint32_t x;             ///< first column of each row handed out
    uint32_t width;         ///< columns of each row handed out
    int channels;           ///< 8-bit samples a pixel of the rows handed out: a JPEG 4 (RGBA); a PNG as libpng
                            ///< makes them, 1 grey, 2 grey and alpha, 3 RGB or 4 RGBA
} CStoryshareCodecsWindow;

/// The most a PNG's rows may take to decode, in bytes: libpng's two row buffers and the caller's row (a PNG
/// 50 megapixels wide would need 200 MB to 1 GB); a wider PNG is refused (status `tooCostly`, the message says
/// how wide and how much) before they are allocated. 8-bit grey rows of 16 million pixels fit, 8-bit RGBA of 4.
/// It also bounds an interlaced PNG, which is decoded whole: 12 megapixels of RGBA fit, 50 of grey.
enum { CStoryshareCodecs_maxRowBytes = 48 * 1024 * 1024 };

/// Opens the PNG or JPEG `reader` reads (which need not outlive this call: it is copied; its `data`, when
/// set, must outlive the decoder). Reads the header and the ICC profile; refuses a declared size over
/// `maxPixels` (status `refused`) before allocating anything for pixels. NULL when it fails, with `result`
/// saying why (header fields set when the header was read).
CStoryshareCodecs_Decoder *CStoryshareCodecs_openImage(const CStoryshareCodecsReader *reader, uint64_t maxPixels,
                                                       int maxScans, CStoryshareCodecsImageInfo *info,
                                                       CStoryshareCodecsResult *result);

/// Starts decoding at 1/`denominator` of the size (JPEG: 1, 2, 4 or 8, by libjpeg's DCT scaling; a PNG is
/// always 1) with only columns `x` to `x + width` of the scaled image (0 and 0: all). The codec may hand out
/// more columns than asked (a JPEG's are widened to whole iMCU columns): `window` says which. 0, or -1.
int CStoryshareCodecs_startImage(CStoryshareCodecs_Decoder *decoder, int denominator, uint32_t x, uint32_t width,
                                 CStoryshareCodecsWindow *window, CStoryshareCodecsResult *result);

/// Decodes up to `count` rows of `window.width` pixels of `window.channels` samples each (a JPEG RGBA) into
/// `rgba` (`stride` bytes apart).
/// Returns the rows written (fewer only at the end of the image), or -1. A JPEG warning (corrupt data)
/// is a failure, as it is for `validate`.
int32_t CStoryshareCodecs_readImageRows(CStoryshareCodecs_Decoder *decoder, uint8_t *rgba, size_t stride,
                                        uint32_t count, CStoryshareCodecsResult *result);

/// Passes over up to `count` rows (a JPEG's are entropy-decoded only): the rows passed, or -1.
int32_t CStoryshareCodecs_skipImageRows(CStoryshareCodecs_Decoder *decoder, uint32_t count,
                                        CStoryshareCodecsResult *result);

/// Copies up to `capacity` bytes of the image's ICC profile into `buffer`: how many.
size_t CStoryshareCodecs_imageICC(const CStoryshareCodecs_Decoder *decoder, uint8_t *buffer, size_t capacity);

/// Frees the decoder and everything it holds (NULL is fine).
void CStoryshareCodecs_closeImage(CStoryshareCodecs_Decoder *decoder);

// MARK: - Encoding

/// Bytes an encoder wrote, in memory the codecs allocated: free them with `CStoryshareCodecs_freeBuffer`.
typedef struct {
    uint8_t *bytes;
    size_t count;
} CStoryshareCodecsBuffer;

/// Encodes `height` rows of RGBA (`stride` bytes apart; alpha ignored) as a baseline JPEG through libjpeg:
/// `quality` 1-100, optimised Huffman tables, 4:2:0 chroma, the ICC profile written in APP2 segments when
/// `icc` is not NULL. 0, or -1 with `result` saying why.
int CStoryshareCodecs_encodeJPEG(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int quality,
                                 const uint8_t *icc, size_t iccLength, CStoryshareCodecsBuffer *output,
                                 CStoryshareCodecsResult *result);

/// Encodes `height` rows of RGBA (`stride` bytes apart) as an 8-bit PNG through libpng: RGBA when `alpha`
/// is non-zero, else RGB (the alpha bytes dropped); an iCCP chunk when `icc` is not NULL (a profile libpng
/// finds unfit for the image is left out). 0, or -1 with `result` saying why.
int CStoryshareCodecs_encodePNG(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int alpha,
                                const uint8_t *icc, size_t iccLength, CStoryshareCodecsBuffer *output,
                                CStoryshareCodecsResult *result);

/// Frees what an encoder wrote.
void CStoryshareCodecs_freeBuffer(CStoryshareCodecsBuffer *buffer);

#endif
