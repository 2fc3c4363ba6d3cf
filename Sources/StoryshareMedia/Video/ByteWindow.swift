/// Reads a `ByteSource` through one window of cached bytes, so that walking many small headers
/// costs few reads while skipping media data costs none.
///
/// A miss reads `max(count, readAhead)` bytes. The read-ahead doubles (up to 64 KiB) while
/// misses land just past the window — a run of small boxes — and drops back to 64 bytes after a
/// jump, so the header in front of a large payload is read with a few dozen bytes and the
/// payload itself never is. Containers the parser wants whole are loaded with `prefetch`.
struct ByteWindow {
    /// Where the bytes come from.
    let source: any ByteSource
    /// The cached bytes, starting at file offset `start`.
    private(set) var bytes: [UInt8] = []
    /// File offset of `bytes[0]`.
    private(set) var start: UInt64 = 0
    private var readAhead = ByteWindow.minReadAhead

    static let minReadAhead = 64
    static let maxReadAhead = 64 << 10

    init(_ source: any ByteSource) {
        self.source = source
    }

    /// Size of the source in bytes.
    var size: UInt64 { source.size }

    /// Makes the `count` bytes at `offset` available and returns the index of the first in `bytes`.
    /// Throws `ByteSourceError.pastEnd` when the source ends before them.
    mutating func load(at offset: UInt64, count: Int) throws -> Int {
        precondition(count >= 0)
        if offset >= start, offset - start <= UInt64(bytes.count),
            UInt64(count) <= UInt64(bytes.count) - (offset - start)
        {
            return Int(offset - start)
        }
        guard offset <= size, UInt64(count) <= size - offset else {
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        }
        let nearby = offset >= start && offset - start <= UInt64(bytes.count) + UInt64(readAhead)
        readAhead = nearby ? min(readAhead * 2, Self.maxReadAhead) : Self.minReadAhead
        let wanted = UInt64(max(count, readAhead))
        let length = Int(min(wanted, size - offset))
        bytes = try source.read(at: offset, count: length)
        start = offset
        return 0
    }

    /// Loads exactly the `count` bytes at `offset` in one read, unless they are already cached.
    mutating func prefetch(at offset: UInt64, count: Int) throws {
        if offset >= start, offset - start <= UInt64(bytes.count),
            UInt64(count) <= UInt64(bytes.count) - (offset - start)
        {
            return
        }
        guard offset <= size, UInt64(count) <= size - offset else {
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        }
        bytes = try source.read(at: offset, count: count)
        start = offset
    }

    /// The big-endian 32-bit value at `offset`.
    mutating func uint32(at offset: UInt64) throws -> UInt32 {
        let i = try load(at: offset, count: 4)  // before reading `bytes`, which the load may replace
        return BigEndian.uint32(bytes, i)
    }

    /// The big-endian 64-bit value at `offset`.
    mutating func uint64(at offset: UInt64) throws -> UInt64 {
        let i = try load(at: offset, count: 8)
        return BigEndian.uint64(bytes, i)
    }
}
