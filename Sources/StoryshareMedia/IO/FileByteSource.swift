import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file read with `pread`, never mapped or read whole.
public final class FileByteSource: ByteSource {
    /// The open descriptor (the codecs read large images through it directly).
    let descriptor: Int32
    /// Size of the file when it was opened.
    public let size: UInt64
    /// How many bytes reads have returned so far.
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

    /// The `count` bytes at `offset`, read with `pread`; throws `ByteSourceError.pastEnd` when they run past the end, `.system` when the read fails.
    public func read(at offset: UInt64, count: Int) throws -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        }
        if count == 0 { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { Descriptor.read(descriptor, into: $0, at: Int64(offset)) }
        switch read {
        case .failure(let error): throw ByteSourceError.system(error.description)
        case .success(let done) where done < count:
            throw ByteSourceError.pastEnd(offset: offset, count: count, size: size)
        case .success: break
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
