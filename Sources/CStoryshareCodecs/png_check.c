// The PNG pixel-data check that `validate` runs on every PNG: everything a full decode can find wrong,
// without the work a decode does that cannot fail.
//
// A PNG decode can fail only in the chunk layer (CRC, order, truncation) or while inflating the
// image data (zlib errors, too little or too much data, a bad filter-type byte at the start of a row).
// Undoing the row filters (Sub/Up/Average/Paeth) turns any bytes into some pixels and can never fail,
// so it is skipped: only each row's filter byte is read.
//
// Two ways to inflate, one verdict:
// - Whole buffer (libdeflate, about twice as fast as zlib) when the image data is at most
//   CStoryshareCodecs_pngWholeBufferLimit bytes: the IDAT data in one piece, the rows in one buffer.
// - Streaming (zlib) through one 64 KiB buffer: for larger images, and to judge any stream that the
//   whole-buffer pass did not accept, so every failure gets zlib's precise message and position.
// A file too large to hold is read through a CStoryshareCodecsReader a window at a time instead: the same
// chunk walk, CRCs computed piece by piece, the image data streamed through zlib as it is read.
// libpng's row-by-row decode stays in shim.c as the reference that tests and the fuzzer hold this to.
#include "CStoryshareCodecs.h"
#include "reader.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libdeflate.h>
#include <zlib.h>

__attribute__((format(printf, 2, 3)))
static void CStoryshareCodecs_fail(CStoryshareCodecsResult *result, const char *format, ...) {
    result->status = CStoryshareCodecs_failed;
    if (result->message[0] != '\0') return;  // keep the first
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(result->message, sizeof result->message, format, arguments);
    va_end(arguments);
}

static uint32_t CStoryshareCodecs_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int CStoryshareCodecs_isLetter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

static int CStoryshareCodecs_isChunk(const uint8_t *name, const char *expected) {
    return memcmp(name, expected, 4) == 0;
}

// MARK: - Rows

// Adam7: x start, y start, x step, y step of each pass.
static const uint8_t CStoryshareCodecs_adam7[7][4] = {
    {0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2},
};

/// Where the inflated stream is in the image: which pass, which row, how far into the row.
typedef struct {
    uint32_t width, height;
    uint64_t bitsPerPixel;
    int interlaced;
    int pass;            // 0..6 when interlaced, 0 otherwise; 7 (or 1) when every row is done
    uint32_t passRows;   // rows in the current pass
    uint64_t rowBytes;   // bytes of one row of the current pass, filter byte included
    uint32_t row;        // row within the pass
    uint64_t inRow;      // bytes of the current row already seen; 0 = the next byte is a filter byte
    uint64_t seen;       // bytes of image data seen in all
    uint64_t expected;   // bytes the whole image needs
    int done;            // every row of every pass seen
} CStoryshareCodecs_Rows;

static uint32_t CStoryshareCodecs_passExtent(uint32_t size, uint8_t start, uint8_t step) {
    return size > start ? (size - start + step - 1) / step : 0;
}

/// Bytes of one row of `pass` (filter byte included) and its number of rows; 0 rows when the image is
/// too small to have pixels in that pass (it then has no rows and no filter bytes at all).
static uint64_t CStoryshareCodecs_passShape(const CStoryshareCodecs_Rows *rows, int pass, uint32_t *lines) {
    uint32_t columns = rows->width;
    *lines = rows->height;
    if (rows->interlaced) {
        const uint8_t *p = CStoryshareCodecs_adam7[pass];
        columns = CStoryshareCodecs_passExtent(rows->width, p[0], p[2]);
        *lines = CStoryshareCodecs_passExtent(rows->height, p[1], p[3]);
    }
    if (columns == 0) *lines = 0;
    return 1 + ((uint64_t)columns * rows->bitsPerPixel + 7) / 8;
}

/// Moves to the first non-empty pass at or after `pass`, or marks every row done.
static void CStoryshareCodecs_enterPass(CStoryshareCodecs_Rows *rows, int pass) {
    int passes = rows->interlaced ? 7 : 1;
    for (; pass < passes; pass++) {
        uint32_t lines;
        uint64_t rowBytes = CStoryshareCodecs_passShape(rows, pass, &lines);
        if (lines == 0) continue;
        rows->pass = pass;
        rows->passRows = lines;
        rows->rowBytes = rowBytes;
        rows->row = 0;
        rows->inRow = 0;
        return;
    }
    rows->pass = passes;
    rows->done = 1;
}

static void CStoryshareCodecs_startRows(CStoryshareCodecs_Rows *rows, uint32_t width, uint32_t height,
                                        uint64_t bitsPerPixel, int interlaced) {
    memset(rows, 0, sizeof *rows);
    rows->width = width;
    rows->height = height;
    rows->bitsPerPixel = bitsPerPixel;
    rows->interlaced = interlaced;
    for (int pass = 0; pass < (interlaced ? 7 : 1); pass++) {
        uint32_t lines;
        uint64_t rowBytes = CStoryshareCodecs_passShape(rows, pass, &lines);
        rows->expected += (uint64_t)lines * rowBytes;
    }
    CStoryshareCodecs_enterPass(rows, 0);
}

/// Walks `count` inflated bytes through the row layout, checking each row's filter byte. Returns the
/// bytes that belong to the image (fewer than `count` when the stream holds more than the image).
static size_t CStoryshareCodecs_takeRows(CStoryshareCodecs_Rows *rows, const uint8_t *bytes, size_t count,
                                         CStoryshareCodecsResult *result) {
    size_t used = 0;
    while (used < count && !rows->done) {
        if (rows->inRow == 0 && bytes[used] > 4) {
            if (rows->interlaced) {
                CStoryshareCodecs_fail(result, "bad filter type %u at the start of row %u of interlace pass %d "
                                       "(filter types are 0 to 4): the image data is corrupt",
                                       bytes[used], rows->row, rows->pass + 1);
            } else {
                CStoryshareCodecs_fail(result, "bad filter type %u at the start of row %u (filter types are 0 to 4): "
                                       "the image data is corrupt", bytes[used], rows->row);
            }
            return used;
        }
        uint64_t take = rows->rowBytes - rows->inRow;
        if (take > count - used) take = count - used;
        used += (size_t)take;
        rows->inRow += take;
        if (rows->inRow == rows->rowBytes) {
            rows->inRow = 0;
            rows->row += 1;
            if (rows->row == rows->passRows) CStoryshareCodecs_enterPass(rows, rows->pass + 1);
        }
    }
    rows->seen += used;
    return used;
}

// MARK: - Header

static int CStoryshareCodecs_channels(int colorType) {
    switch (colorType) {
    case 0: return 1;  // gray
    case 2: return 3;  // RGB
    case 3: return 1;  // palette index
    case 4: return 2;  // gray + alpha
    case 6: return 4;  // RGBA
    default: return 0;
    }
}

static int CStoryshareCodecs_depthAllowed(int colorType, int bitDepth) {
    switch (colorType) {
    case 0: return bitDepth == 1 || bitDepth == 2 || bitDepth == 4 || bitDepth == 8 || bitDepth == 16;
    case 3: return bitDepth == 1 || bitDepth == 2 || bitDepth == 4 || bitDepth == 8;
    case 2: case 4: case 6: return bitDepth == 8 || bitDepth == 16;
    default: return 0;
    }
}

/// Checks IHDR's fields. Returns 0 and fills `result` when they are not a valid PNG header.
static int CStoryshareCodecs_readIHDR(const uint8_t *data, uint32_t length, CStoryshareCodecsResult *result,
                                      int *colorType, int *interlaced) {
    if (length != 13) {
        CStoryshareCodecs_fail(result, "IHDR is %u bytes long; it must be 13", length);
        return 0;
    }
    uint32_t width = CStoryshareCodecs_be32(data), height = CStoryshareCodecs_be32(data + 4);
    int bitDepth = data[8];
    *colorType = data[9];
    *interlaced = data[12];
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) {
        CStoryshareCodecs_fail(result, "IHDR declares a size of %ux%u; each side must be 1 to 2147483647",
                               width, height);
        return 0;
    }
    if (!CStoryshareCodecs_depthAllowed(*colorType, bitDepth)) {
        CStoryshareCodecs_fail(result, "IHDR declares bit depth %d with colour type %d, which PNG does not allow",
                               bitDepth, *colorType);
        return 0;
    }
    if (data[10] != 0 || data[11] != 0 || *interlaced > 1) {
        CStoryshareCodecs_fail(result, "IHDR declares compression method %u, filter method %u and interlace "
                               "method %u; PNG defines only 0, 0 and 0 or 1", data[10], data[11], data[12]);
        return 0;
    }
    result->headerRead = 1;
    result->width = width;
    result->height = height;
    result->bitDepth = bitDepth;
    return 1;
}

// MARK: - Input

/// The file being checked: in memory, or read through a reader one window at a time.
typedef struct {
    const uint8_t *data;                    // the whole file, when it is in memory
    const CStoryshareCodecsReader *reader;  // else where it is read from
    uint64_t size;
    uint8_t *window;                        // reader only: a copy of the bytes at windowStart
    uint64_t windowStart;
    size_t windowLength;
    size_t windowSize;                      // how much is read at a time
} CStoryshareCodecs_Input;

/// The most a check asks for in one piece besides chunk data: IHDR's fields.
enum { CStoryshareCodecs_largestField = 13 };

/// The `count` bytes at `offset`, which the caller has checked lie in the file (at most a window, or a
/// field of at most CStoryshareCodecs_largestField bytes, when reading); NULL after filling `result` when
/// they cannot be read.
static const uint8_t *CStoryshareCodecs_bytesAt(CStoryshareCodecs_Input *input, uint64_t offset, size_t count,
                                                CStoryshareCodecsResult *result) {
    if (input->reader == NULL) return input->data + offset;
    if (offset >= input->windowStart && offset - input->windowStart + count <= input->windowLength) {
        return input->window + (offset - input->windowStart);
    }
    // Read a whole window from here: chunk headers and CRCs are met in order, and most lie in it.
    size_t length = input->windowSize > count ? input->windowSize : count;
    if (length > input->size - offset) length = (size_t)(input->size - offset);
    input->windowLength = 0;
    if (CStoryshareCodecs_readExactly(input->reader, offset, input->window, length, result->message,
                                      sizeof result->message) != 0) {
        result->status = CStoryshareCodecs_unreadable;  // nothing was wrong before (the walk stops at the first)
        return NULL;
    }
    input->windowStart = offset;
    input->windowLength = length;
    return input->window;
}

// MARK: - Inflate

typedef struct {
    z_stream zlib;
    int ended;  // the zlib stream reached its end (Adler-32 checked)
    uint8_t buffer[64 * 1024];
} CStoryshareCodecs_Inflater;

static CStoryshareCodecs_Inflater *CStoryshareCodecs_startInflater(CStoryshareCodecsResult *result) {
    CStoryshareCodecs_Inflater *inflater = calloc(1, sizeof *inflater);
    if (inflater == NULL || inflateInit(&inflater->zlib) != Z_OK) {
        free(inflater);
        CStoryshareCodecs_fail(result, "out of memory starting zlib");
        return NULL;
    }
    return inflater;
}

static void CStoryshareCodecs_endInflater(CStoryshareCodecs_Inflater *inflater) {
    if (inflater == NULL) return;
    inflateEnd(&inflater->zlib);
    free(inflater);
}

/// Inflates `length` (> 0) bytes of the data of the IDAT chunk at `offset` through the row walk: the whole
/// chunk, or a piece of it with `after` bytes of the chunk still to come.
/// Returns 0 after filling `result` on an error.
/// Strict where libpng only warns (libpng warnings about image data count as failure here, as libjpeg's
/// do for JPEG): data past the last row, bytes after the end of the zlib stream and a wrong Adler-32
/// are all corrupt data, and the first two stop the work at once, so a small image cannot make us
/// inflate a bomb.
static int CStoryshareCodecs_inflateIDAT(CStoryshareCodecs_Inflater *inflater, CStoryshareCodecs_Rows *rows,
                                         const uint8_t *data, uint32_t length, uint32_t after, uint64_t offset,
                                         CStoryshareCodecsResult *result) {
    if (inflater->ended) {
        // Only ever at the start of a chunk: a stream that ends inside a chunk fails where it ends (below).
        CStoryshareCodecs_fail(result, "the IDAT chunk at offset %llu holds %u bytes after the end of the "
                               "compressed image data", (unsigned long long)offset, length + after);
        return 0;
    }
    z_stream *zlib = &inflater->zlib;
    zlib->next_in = (Bytef *)data;
    zlib->avail_in = length;
    for (;;) {
        zlib->next_out = inflater->buffer;
        zlib->avail_out = sizeof inflater->buffer;
        int status = inflate(zlib, Z_NO_FLUSH);
        size_t produced = sizeof inflater->buffer - zlib->avail_out;
        size_t taken = CStoryshareCodecs_takeRows(rows, inflater->buffer, produced, result);
        if (result->status == CStoryshareCodecs_failed) return 0;
        if (taken < produced) {
            CStoryshareCodecs_fail(result, "too much image data: the compressed data inflates to more than the %llu "
                                   "bytes the rows need (IDAT chunk at offset %llu)",
                                   (unsigned long long)rows->expected, (unsigned long long)offset);
            return 0;
        }
        if (status == Z_STREAM_END) {
            inflater->ended = 1;
            if (!rows->done) {
                CStoryshareCodecs_fail(result, "not enough image data: the compressed data ends after %llu of the %llu "
                                       "bytes the rows need", (unsigned long long)rows->seen,
                                       (unsigned long long)rows->expected);
                return 0;
            }
            if (zlib->avail_in > 0 || after > 0) {
                CStoryshareCodecs_fail(result, "%u bytes follow the end of the compressed image data in the IDAT chunk "
                                       "at offset %llu", zlib->avail_in + after, (unsigned long long)offset);
                return 0;
            }
            return 1;
        }
        if (status == Z_NEED_DICT) {
            CStoryshareCodecs_fail(result, "the image data in the IDAT chunk at offset %llu asks for a preset zlib "
                                   "dictionary, which PNG does not allow", (unsigned long long)offset);
            return 0;
        }
        if (status != Z_OK && status != Z_BUF_ERROR) {
            const char *why = status == Z_MEM_ERROR ? "out of memory" : (zlib->msg ? zlib->msg : "corrupt data");
            CStoryshareCodecs_fail(result, "the image data does not inflate (zlib: %s) in the IDAT chunk at offset "
                                   "%llu, after %llu of %llu bytes", why, (unsigned long long)offset,
                                   (unsigned long long)rows->seen, (unsigned long long)rows->expected);
            return 0;
        }
        // Done with these bytes when zlib has eaten them all and had room to spare (nothing left pending).
        if (status == Z_BUF_ERROR || (zlib->avail_in == 0 && zlib->avail_out > 0)) return 1;
    }
}

/// The verdict on a run of IDAT chunks once it has ended (before chunk `next` at `nextOffset`), from what
/// inflating them said (`inflated`: its first failure, if any) and where the rows and the stream stand.
/// Returns 0 after filling `result` when the image data is not exactly right.
static int CStoryshareCodecs_endOfImageData(const CStoryshareCodecs_Inflater *inflater,
                                            const CStoryshareCodecsResult *inflated,
                                            const CStoryshareCodecs_Rows *rows, const char *next, uint64_t nextOffset,
                                            CStoryshareCodecsResult *result) {
    if (inflated->status == CStoryshareCodecs_failed) {
        CStoryshareCodecs_fail(result, "%s", inflated->message);
        return 0;
    }
    if (!rows->done) {
        CStoryshareCodecs_fail(result, "not enough image data: the IDAT chunks end (before %s at offset %llu) after "
                               "%llu of the %llu bytes the rows need", next, (unsigned long long)nextOffset,
                               (unsigned long long)rows->seen, (unsigned long long)rows->expected);
        return 0;
    }
    if (inflater == NULL || !inflater->ended) {
        CStoryshareCodecs_fail(result, "the compressed image data stops before its end (the zlib stream has no end "
                               "or checksum before %s at offset %llu)", next, (unsigned long long)nextOffset);
        return 0;
    }
    return 1;
}

// MARK: - The image data in memory

/// Where the IDAT chunks lie in the file (each chunk's length is in its own header).
typedef struct {
    size_t *offsets;     // of each non-empty IDAT chunk (its length field)
    size_t count, capacity;
    uint64_t bytes;      // all their data
} CStoryshareCodecs_Spans;

static int CStoryshareCodecs_addSpan(CStoryshareCodecs_Spans *spans, size_t offset, uint32_t length) {
    if (spans->count == spans->capacity) {
        size_t capacity = spans->capacity ? spans->capacity * 2 : 64;
        size_t *offsets = realloc(spans->offsets, capacity * sizeof *offsets);
        if (offsets == NULL) return 0;
        spans->offsets = offsets;
        spans->capacity = capacity;
    }
    spans->offsets[spans->count] = offset;
    spans->count += 1;
    spans->bytes += length;
    return 1;
}

/// The fast pass: the whole zlib stream inflated at once by libdeflate. Returns 1 when it settles the
/// verdict (the data is exactly right, or a row's filter byte is bad), 0 to leave it to zlib.
static int CStoryshareCodecs_inflateWhole(const uint8_t *data, const CStoryshareCodecs_Spans *spans,
                                          CStoryshareCodecs_Rows *rows, CStoryshareCodecsResult *result) {
    const uint8_t *input = NULL;
    uint8_t *joined = NULL, *output = NULL;
    struct libdeflate_decompressor *decompressor = NULL;
    int settled = 0;
    if (spans->count == 1) {
        input = data + spans->offsets[0] + 8;
    } else {
        joined = malloc(spans->bytes ? (size_t)spans->bytes : 1);
        if (joined == NULL) goto done;
        size_t at = 0;
        for (size_t i = 0; i < spans->count; i++) {
            uint32_t length = CStoryshareCodecs_be32(data + spans->offsets[i]);
            memcpy(joined + at, data + spans->offsets[i] + 8, length);
            at += length;
        }
        input = joined;
    }
    output = malloc((size_t)rows->expected);
    decompressor = libdeflate_alloc_decompressor();
    if (output == NULL || decompressor == NULL) goto done;
    size_t used = 0, produced = 0;
    enum libdeflate_result status = libdeflate_zlib_decompress_ex(
        decompressor, input, (size_t)spans->bytes, output, (size_t)rows->expected, &used, &produced);
    if (status == LIBDEFLATE_SUCCESS && used == spans->bytes && produced == rows->expected) {
        CStoryshareCodecs_takeRows(rows, output, produced, result);
        settled = 1;  // every filter byte fine (rows done), or `result` names the bad one
    }
done:
    libdeflate_free_decompressor(decompressor);
    free(output);
    free(joined);
    return settled;
}

/// Judges the run of IDAT chunks of a file in memory that ends before chunk `next` at `nextOffset`.
/// Returns 0 after filling `result` when the image data is not exactly right.
static int CStoryshareCodecs_judgeImageData(const uint8_t *data, const CStoryshareCodecs_Spans *spans,
                                            CStoryshareCodecs_Rows *rows, uint64_t wholeBufferLimit,
                                            const char *next, uint64_t nextOffset, CStoryshareCodecsResult *result) {
    if (rows->expected <= wholeBufferLimit && CStoryshareCodecs_inflateWhole(data, spans, rows, result)) {
        return result->status != CStoryshareCodecs_failed;
    }
    // The whole-buffer pass walks the rows only when it settles the verdict: here they are untouched.
    CStoryshareCodecs_Inflater *inflater = CStoryshareCodecs_startInflater(result);
    if (inflater == NULL) return 0;
    CStoryshareCodecsResult inflated;
    memset(&inflated, 0, sizeof inflated);
    for (size_t i = 0; i < spans->count; i++) {
        if (!CStoryshareCodecs_inflateIDAT(inflater, rows, data + spans->offsets[i] + 8,
                                           CStoryshareCodecs_be32(data + spans->offsets[i]), 0,
                                           spans->offsets[i], &inflated)) {
            break;
        }
    }
    int ok = CStoryshareCodecs_endOfImageData(inflater, &inflated, rows, next, nextOffset, result);
    CStoryshareCodecs_endInflater(inflater);
    return ok;
}

// MARK: - The check

/// The check over `input`. A file in memory has its image data judged when the run of IDAT chunks ends (in
/// one piece by libdeflate when it is small enough); a file being read has it inflated as it is read, each
/// chunk's CRC computed alongside, and the verdict kept until the run ends, so both give the same one.
static void CStoryshareCodecs_walk(CStoryshareCodecs_Input *input, uint64_t maxPixels, uint64_t wholeBufferLimit,
                                   CStoryshareCodecsResult *result) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    int streaming = input->reader != NULL;
    const uint8_t *start = input->size >= 8 ? CStoryshareCodecs_bytesAt(input, 0, 8, result) : NULL;
    if (result->status != CStoryshareCodecs_decoded) return;
    if (start == NULL || memcmp(start, signature, 8) != 0) {
        CStoryshareCodecs_fail(result, "not a PNG: the signature is missing");
        return;
    }
    CStoryshareCodecs_Spans spans = {0};
    CStoryshareCodecs_Rows rows;
    memset(&rows, 0, sizeof rows);
    CStoryshareCodecs_Inflater *inflater = NULL;  // streaming: the image data, inflated as it is read
    CStoryshareCodecsResult inflated;             // streaming: what inflating it said, until the run ends
    memset(&inflated, 0, sizeof inflated);
    int colorType = 0, interlaced = 0, sawPLTE = 0, idatState = 0;  // idatState: 0 none yet, 1 in the run, 2 after
    int rowsStarted = 0;
    uint64_t offset = 8;
    unsigned chunks = 0;
    for (;;) {
        uint64_t remaining = input->size - offset;
        if (remaining < 12) {
            if (remaining == 0) {
                CStoryshareCodecs_fail(result, "no IEND chunk after %u chunks: the file is truncated", chunks);
            } else {
                CStoryshareCodecs_fail(result, "truncated: the file ends %llu bytes into the chunk header at offset "
                                       "%llu", (unsigned long long)remaining, (unsigned long long)offset);
            }
            break;
        }
        const uint8_t *header = CStoryshareCodecs_bytesAt(input, offset, 8, result);
        if (header == NULL) break;
        uint32_t length = CStoryshareCodecs_be32(header);
        char nameText[5] = {0};
        memcpy(nameText, header + 4, 4);  // a copy: reading the chunk's data moves the window
        const uint8_t *name = (const uint8_t *)nameText;
        if (length > 0x7FFFFFFFu || !CStoryshareCodecs_isLetter(name[0]) || !CStoryshareCodecs_isLetter(name[1])
            || !CStoryshareCodecs_isLetter(name[2]) || !CStoryshareCodecs_isLetter(name[3])) {
            CStoryshareCodecs_fail(result, "malformed chunk header at offset %llu (length %u; the type must be four "
                                   "letters and the length at most 2147483647)", (unsigned long long)offset, length);
            break;
        }
        if ((uint64_t)length + 12 > remaining) {
            CStoryshareCodecs_fail(result, "truncated: chunk %s at offset %llu declares %llu bytes but only %llu "
                                   "remain", nameText, (unsigned long long)offset, (unsigned long long)length + 12,
                                   (unsigned long long)remaining);
            break;
        }
        int isIDAT = CStoryshareCodecs_isChunk(name, "IDAT");
        // Streaming: image data goes to zlib as it is read (the state checks below accept this chunk).
        int feed = streaming && isIDAT && rowsStarted && idatState != 2 && length > 0
                   && !(idatState == 0 && colorType == 3 && !sawPLTE);
        if (feed && inflater == NULL && (inflater = CStoryshareCodecs_startInflater(result)) == NULL) break;
        uint32_t computed = libdeflate_crc32(0, name, 4);
        uint32_t done = 0;
        while (done < length) {
            uint32_t piece = length - done;
            if (streaming && piece > input->windowSize) piece = (uint32_t)input->windowSize;
            const uint8_t *bytes = CStoryshareCodecs_bytesAt(input, offset + 8 + done, piece, result);
            if (bytes == NULL) break;
            computed = libdeflate_crc32(computed, bytes, piece);
            if (feed && inflated.status != CStoryshareCodecs_failed) {
                CStoryshareCodecs_inflateIDAT(inflater, &rows, bytes, piece, length - done - piece, offset, &inflated);
            }
            done += piece;
        }
        if (done < length) break;
        const uint8_t *crc = CStoryshareCodecs_bytesAt(input, offset + 8 + length, 4, result);
        if (crc == NULL) break;
        uint32_t stored = CStoryshareCodecs_be32(crc);
        if (stored != computed) {
            CStoryshareCodecs_fail(result, "CRC error in chunk %s at offset %llu: stored 0x%08X, computed 0x%08X",
                                   nameText, (unsigned long long)offset, stored, computed);
            break;
        }
        chunks += 1;
        if (idatState == 1 && !isIDAT) {
            idatState = 2;
            int ok = streaming
                ? CStoryshareCodecs_endOfImageData(inflater, &inflated, &rows, nameText, offset, result)
                : CStoryshareCodecs_judgeImageData(input->data, &spans, &rows, wholeBufferLimit, nameText, offset,
                                                   result);
            if (!ok) break;
        }
        if (chunks == 1) {
            if (!CStoryshareCodecs_isChunk(name, "IHDR")) {
                CStoryshareCodecs_fail(result, "the first chunk is %s, not IHDR", nameText);
                break;
            }
            const uint8_t *fields = CStoryshareCodecs_bytesAt(input, offset + 8, length < 13 ? length : 13, result);
            if (fields == NULL) break;
            if (!CStoryshareCodecs_readIHDR(fields, length, result, &colorType, &interlaced)) break;
            // 2^40 pixels bounds the byte counts below far from overflow, whatever cap a caller sets.
            uint64_t pixels = (uint64_t)result->width * (uint64_t)result->height;
            if (pixels > maxPixels || pixels > ((uint64_t)1 << 40)) {
                result->status = CStoryshareCodecs_refused;
                break;
            }
            uint64_t bitsPerPixel = (uint64_t)CStoryshareCodecs_channels(colorType) * (uint64_t)result->bitDepth;
            CStoryshareCodecs_startRows(&rows, result->width, result->height, bitsPerPixel, interlaced);
            rowsStarted = 1;
        } else if (CStoryshareCodecs_isChunk(name, "IHDR")) {
            CStoryshareCodecs_fail(result, "a second IHDR chunk at offset %llu", (unsigned long long)offset);
            break;
        } else if (CStoryshareCodecs_isChunk(name, "PLTE") && idatState != 0) {
            // After a complete image a palette can change nothing: ignored, as libpng ignores it.
        } else if (CStoryshareCodecs_isChunk(name, "PLTE")) {
            if (sawPLTE) {
                CStoryshareCodecs_fail(result, "a second PLTE chunk at offset %llu", (unsigned long long)offset);
                break;
            }
            sawPLTE = 1;
            if (colorType == 0 || colorType == 4) {
                CStoryshareCodecs_fail(result, "a PLTE chunk at offset %llu in a grayscale image (colour type %d), "
                                       "where PNG forbids one", (unsigned long long)offset, colorType);
                break;
            }
            if (length == 0 || length > 768 || length % 3 != 0) {
                CStoryshareCodecs_fail(result, "PLTE chunk at offset %llu is %u bytes long; a palette is 3 to 768 "
                                       "bytes, a multiple of 3", (unsigned long long)offset, length);
                break;
            }
        } else if (isIDAT) {
            if (idatState == 0) {
                if (colorType == 3 && !sawPLTE) {
                    CStoryshareCodecs_fail(result, "a palette image has no PLTE chunk before its image data");
                    break;
                }
                idatState = 1;
            }
            // A stray IDAT after the chunks that follow a complete image is ignored, as libpng ignores it.
            if (!streaming && idatState == 1 && length > 0 && !CStoryshareCodecs_addSpan(&spans, (size_t)offset, length)) {
                CStoryshareCodecs_fail(result, "out of memory listing the IDAT chunks");
                break;
            }
        } else if (CStoryshareCodecs_isChunk(name, "IEND")) {
            if (idatState == 0) {
                CStoryshareCodecs_fail(result, "IEND at offset %llu comes before any image data (no IDAT chunk)",
                                       (unsigned long long)offset);
                break;
            }
            // idatState == 2 here: the run of IDATs was closed and judged above.
            if (length != 0) {
                CStoryshareCodecs_fail(result, "IEND at offset %llu holds %u bytes; it must be empty",
                                       (unsigned long long)offset, length);
                break;
            }
            result->status = CStoryshareCodecs_decoded;
            break;
        } else if (!(name[0] & 0x20)) {
            // An upper-case first letter marks a critical chunk: a decoder that does not know it must stop.
            CStoryshareCodecs_fail(result, "unknown critical chunk %s at offset %llu", nameText,
                                   (unsigned long long)offset);
            break;
        }
        offset += (uint64_t)length + 12;
    }
    free(spans.offsets);
    CStoryshareCodecs_endInflater(inflater);
}

void CStoryshareCodecs_checkPNG(const uint8_t *data, size_t size, uint64_t maxPixels,
                                CStoryshareCodecsResult *result) {
    CStoryshareCodecs_checkPNGWithLimit(data, size, maxPixels, CStoryshareCodecs_pngWholeBufferLimit, result);
}

void CStoryshareCodecs_checkPNGWithLimit(const uint8_t *data, size_t size, uint64_t maxPixels,
                                         uint64_t wholeBufferLimit, CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    CStoryshareCodecs_Input input = {data, NULL, size, NULL, 0, 0, 0};  // read in place: no window
    CStoryshareCodecs_walk(&input, maxPixels, wholeBufferLimit, result);
}

void CStoryshareCodecs_checkPNGFrom(const CStoryshareCodecsReader *reader, uint64_t maxPixels,
                                    CStoryshareCodecsResult *result) {
    memset(result, 0, sizeof *result);
    size_t window = CStoryshareCodecs_window(reader, CStoryshareCodecs_windowSize);
    CStoryshareCodecs_Input input = {NULL, reader, reader->size, malloc(window + CStoryshareCodecs_largestField), 0,
                                     0, window};
    if (input.window == NULL) {
        CStoryshareCodecs_fail(result, "out of memory for a read buffer");
        return;
    }
    CStoryshareCodecs_walk(&input, maxPixels, 0, result);
    free(input.window);
}
