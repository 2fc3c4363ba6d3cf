import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Errors of reading bytes from a source.
public enum ByteSourceError: Error, Equatable, Sendable {
    /// A read asked for bytes past the end: `offset`, `count` requested, `size` of the source.
    case pastEnd(offset: UInt64, count: Int, size: UInt64)
    /// The operating system refused a read: `errno` text.
    case system(String)
}
