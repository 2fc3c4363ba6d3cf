/// Random access to a file's bytes for the image header walks: an array in memory (no copies), or a
/// window over a `ByteSource` (a large file, read a window at a time and never whole).
protocol HeaderBytes {
    /// Size in bytes.
    var count: Int { get }
    /// The `count` bytes at `offset`, which the caller has checked lie inside.
    mutating func bytes(at offset: Int, count: Int) throws(ByteSourceError) -> ArraySlice<UInt8>
}

extension HeaderBytes {
    mutating func uint16(at offset: Int) throws(ByteSourceError) -> UInt16 {
        let b = try bytes(at: offset, count: 2)
        return UInt16(b[b.startIndex]) << 8 | UInt16(b[b.startIndex + 1])
    }

    mutating func uint32(at offset: Int) throws(ByteSourceError) -> UInt32 {
        let b = try bytes(at: offset, count: 4)
        let i = b.startIndex
        return UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
}

extension Array: HeaderBytes where Element == UInt8 {
    func bytes(at offset: Int, count: Int) -> ArraySlice<UInt8> { self[offset..<offset + count] }
}
