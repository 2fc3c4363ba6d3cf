import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes held in memory (tests, fuzzing, embedded bundle assets).
public final class MemoryByteSource: ByteSource {
    /// The bytes read from.
    public let bytes: [UInt8]
    /// How many bytes reads have returned so far.
    public private(set) var bytesRead: UInt64 = 0
    /// Size of the bytes.
    public var size: UInt64 { UInt64(bytes.count) }

    /// A source over `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The `count` bytes at `offset`; throws `ByteSourceError.pastEnd` when they run past the end.
    public func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        }
        bytesRead += UInt64(count)
        let start = Int(offset)
        return Array(bytes[start..<start + count])
    }
}
