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

/// Why a path could not be opened as a file to read. `message` is the sentence for
/// `MediaFacts.readError`.
public enum FileOpenError: Error, Equatable, Sendable {
    /// Nothing is there.
    case missing
    /// A symbolic link is there, but what it points to is not.
    case danglingSymbolicLink
    /// A directory is there.
    case directory
    /// Something that is neither a regular file nor a directory is there: reading a FIFO or a device could
    /// block forever or never end, so it is refused before any read.
    case notRegularFile(NodeKind)
    /// The system refused to open it (a symbolic-link loop, a name too long, no permission, …): `errno`
    /// and its text.
    case system(code: Int32, reason: String)

    /// What is at a path that is neither a regular file nor a directory.
    public enum NodeKind: String, Equatable, Sendable {
        case fifo = "a FIFO (named pipe)"
        case characterDevice = "a character device"
        case blockDevice = "a block device"
        case socket = "a socket"
        case symbolicLink = "a symbolic link"
        case unknown = "not a regular file"
    }

    /// A sentence for `MediaFacts.readError`: "no such file", "is a FIFO (named pipe), not a regular file".
    public var message: String {
        switch self {
        case .missing: "no such file"
        case .danglingSymbolicLink: "is a symbolic link to a missing file"
        case .directory: "is a directory, not a file"
        case .notRegularFile(.unknown): "is not a regular file"
        case .notRegularFile(let kind): "is \(kind.rawValue), not a regular file"
        case .system(_, let reason): "cannot open: \(reason)"
        }
    }
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

    /// Opens `path` for reading. Only a regular file is accepted, and the check is made on the open
    /// descriptor (`fstat`), so nothing can swap the file in between; the open itself never blocks,
    /// even on a FIFO without a writer. Fails with the reason as a `FileOpenError`.
    public init(path: String) throws(FileOpenError) {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard fd >= 0 else { throw Self.openFailure(path: path, code: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw .system(code: code, reason: systemErrorText(code))
        }
        if let refusal = Self.refusal(mode: info.st_mode) {
            close(fd)
            throw refusal
        }
        descriptor = fd
        size = UInt64(info.st_size)
    }

    deinit { close(descriptor) }

    /// Why a node of this type cannot be read as a file, or nil for a regular file.
    static func refusal(mode: mode_t) -> FileOpenError? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .directory
        case S_IFIFO: .notRegularFile(.fifo)
        case S_IFCHR: .notRegularFile(.characterDevice)
        case S_IFBLK: .notRegularFile(.blockDevice)
        case S_IFSOCK: .notRegularFile(.socket)
        case S_IFLNK: .notRegularFile(.symbolicLink)
        default: .notRegularFile(.unknown)
        }
    }

    /// The reason `open` failed with `code`: a missing target behind a symbolic link is told apart from
    /// a missing name, and a node that cannot be opened at all (a socket) is named.
    private static func openFailure(path: String, code: Int32) -> FileOpenError {
        var info = stat()
        if code == ENOENT {
            let linked = PathBytes.withCString(path) { lstat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFLNK
            return linked ? .danglingSymbolicLink : .missing
        }
        if code == ENXIO || code == EOPNOTSUPP, PathBytes.withCString(path, { stat($0, &info) }) == 0,
            let refusal = refusal(mode: info.st_mode)
        {
            return refusal
        }
        return .system(code: code, reason: systemErrorText(code))
    }

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
