import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random-access bytes. Parsers of containers read headers through it and seek past media data,
/// so judging a large video costs a few kilobytes of reads.
public protocol ByteSource: AnyObject {
    /// Total size in bytes.
    var size: UInt64 { get }
    /// Exactly `count` bytes starting at `offset`, or `ByteSourceError.pastEnd`.
    func read(at offset: UInt64, count: Int) throws -> [UInt8]
    /// Bytes delivered so far (for measuring how little of a file a probe reads).
    var bytesRead: UInt64 { get }
}
