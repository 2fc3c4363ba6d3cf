import Foundation

/// Bytes in memory as a ``StoryByteSource``.
public struct StoryBytes: StoryByteSource, Sendable {
    /// The bytes.
    public let data: Data
    /// A source reading `data`.
    public init(_ data: Data) { self.data = data }
    /// The number of bytes.
    public var size: UInt64 { UInt64(data.count) }
    /// Up to `count` bytes at `offset`.
    public func read(at offset: UInt64, count: Int) -> [UInt8]? {
        guard offset <= size, count >= 0 else { return nil }
        let start = data.startIndex + Int(offset)
        return [UInt8](data[start..<min(data.endIndex, start + min(count, data.count - Int(offset)))])
    }
}
