// Reading a file through a CStoryshareCodecsReader: shared by the PNG check and the JPEG source manager.
#ifndef C_STORYSHARE_CODECS_READER_H
#define C_STORYSHARE_CODECS_READER_H

#include "CStoryshareCodecs.h"

/// How much of a file the PNG check reads at a time, unless the reader says otherwise.
enum { CStoryshareCodecs_windowSize = 64 * 1024 };

/// The reader's window size, or `otherwise`.
static inline size_t CStoryshareCodecs_window(const CStoryshareCodecsReader *reader, size_t otherwise) {
    return reader->window > 0 ? reader->window : otherwise;
}

/// Up to `count` bytes at `offset` into `buffer`: how many (0 only at the end of the file), or -1 with
/// `errno` set. Retries reads interrupted by a signal.
int64_t CStoryshareCodecs_readSome(const CStoryshareCodecsReader *reader, uint64_t offset, uint8_t *buffer,
                                   size_t count);

/// Exactly `count` bytes at `offset` into `buffer`: 0, or -1 with a sentence saying why in `why`.
int CStoryshareCodecs_readExactly(const CStoryshareCodecsReader *reader, uint64_t offset, uint8_t *buffer,
                                  size_t count, char *why, size_t whySize);

#endif
