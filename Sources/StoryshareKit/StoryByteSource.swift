import Foundation

/// Where the header readers get bytes: a size and reads at offsets, so that a reader seeks past media data
/// instead of reading it. Data in memory and files (``StoryFile``) are read through it.
public protocol StoryByteSource {
    /// The number of bytes.
    var size: UInt64 { get }
    /// Up to `count` bytes at `offset` (fewer only at the end); `nil` when they cannot be read.
    func read(at offset: UInt64, count: Int) -> [UInt8]?
}
