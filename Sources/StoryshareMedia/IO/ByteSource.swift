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

/// Bytes held in memory (tests, fuzzing, embedded bundle assets).
public final class MemoryByteSource: ByteSource {
    public let bytes: [UInt8]
    public private(set) var bytesRead: UInt64 = 0
    public var size: UInt64 { UInt64(bytes.count) }

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        }
        bytesRead += UInt64(count)
        let start = Int(offset)
        return Array(bytes[start..<start + count])
    }
}

/// A regular file read with `pread`, never mapped or read whole.
public final class FileByteSource: ByteSource {
    /// The open descriptor (the codecs read large images through it directly).
    let descriptor: Int32
    public let size: UInt64
    public private(set) var bytesRead: UInt64 = 0

    /// The file as it was when opened: identity, size, modification time.
    public let status: FileStatus

    /// Opens `path` for reading (see `RegularFile.open`): only a regular file is accepted, checked on the
    /// open descriptor, and the open itself never blocks, even on a FIFO without a writer.
    public init(path: String) throws(RegularFile.Problem) {
        switch RegularFile.open(path) {
        case .failure(let problem): throw problem
        case .success(let opened):
            descriptor = opened.descriptor
            status = opened.status
            size = UInt64(opened.status.size)
        }
    }

    deinit { close(descriptor) }

    public func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        }
        if count == 0 { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw ByteSourceError.system(systemErrorText())
            }
            if n == 0 { throw ByteSourceError.pastEnd(offset: offset, count: count, size: size) }
            done += n
        }
        bytesRead += UInt64(count)
        return buffer
    }

    /// Reads the whole file (small images: the decoder needs every byte anyway).
    public func readAll() throws -> [UInt8] {
        guard size <= UInt64(Int.max) else { throw ByteSourceError.system("file too large") }
        return try read(at: 0, count: Int(size))
    }
}
