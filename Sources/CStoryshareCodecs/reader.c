#include "reader.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int64_t CStoryshareCodecs_readSome(const CStoryshareCodecsReader *reader, uint64_t offset, uint8_t *buffer,
                                   size_t count) {
    if (offset >= reader->size || count == 0) return 0;
    if (count > reader->size - offset) count = (size_t)(reader->size - offset);
    for (;;) {
        int64_t n;
        if (reader->data != NULL) {
            memcpy(buffer, reader->data + offset, count);
            n = (int64_t)count;
        } else if (reader->descriptor >= 0) {
            n = pread(reader->descriptor, buffer, count, (off_t)offset);
        } else {
            n = reader->read(reader->context, offset, buffer, count);
        }
        if (n < 0 && errno == EINTR) continue;
        return n;
    }
}

int CStoryshareCodecs_readExactly(const CStoryshareCodecsReader *reader, uint64_t offset, uint8_t *buffer,
                                  size_t count, char *why, size_t whySize) {
    size_t done = 0;
    while (done < count) {
        int64_t n = CStoryshareCodecs_readSome(reader, offset + done, buffer + done, count - done);
        if (n < 0) {
            snprintf(why, whySize, "cannot read the file at offset %llu: %s", (unsigned long long)(offset + done),
                     strerror(errno));
            return -1;
        }
        if (n == 0) {
            snprintf(why, whySize, "the file ends at offset %llu, before the %llu bytes it had when opened: it "
                     "changed while being read", (unsigned long long)(offset + done),
                     (unsigned long long)reader->size);
            return -1;
        }
        done += (size_t)n;
    }
    return 0;
}
