#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening and reading files that must be regular files: configuration files and bundles.
///
/// A FIFO, a device or a directory named where a file is expected must never hang a run or be read as
/// something it is not: the file is opened without blocking (`O_NONBLOCK`, so opening a FIFO with no
/// writer returns at once), then checked with `fstat` before any read.
public enum RegularFile {
    /// Why a file could not be opened or read.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The system refused (missing, permission, too long a name, a link loop).
        case system(SystemError)
        /// A symbolic link whose target does not exist.
        case danglingLink
        /// Not a regular file: what it is.
        case notRegular(FileStatus.Kind)
        /// Larger than the caller allows: size, limit.
        case tooLarge(size: Int64, limit: Int)

        /// What is wrong, as a phrase that follows the path: "no such file", "a FIFO (named pipe), not a
        /// regular file", "Permission denied".
        public var description: String {
            switch self {
            case .system(let error) where error.isNoSuchFile: "no such file"
            case .system(let error): error.description
            case .danglingLink: "a symbolic link to a missing file"
            case .notRegular(.directory): "a directory, not a file"
            case .notRegular(let kind): "\(kind.described), not a regular file"
            case .tooLarge(let size, let limit):
                "\(size) bytes, larger than the \(limit) bytes storyshare reads of such a file"
            }
        }

        /// The reason as a probe reports it: "no such file", "is a FIFO (named pipe), not a regular file",
        /// "cannot open: Permission denied".
        public var readError: String {
            switch self {
            case .system(let error) where error.isNoSuchFile: "no such file"
            case .system(let error): "cannot open: \(error)"
            case .danglingLink, .notRegular, .tooLarge: "is \(description)"
            }
        }
    }

    /// Opens `path` for reading when it is a regular file; returns the descriptor and its status. The
    /// check is made on the open descriptor, so nothing can swap the file in between, and the open
    /// never blocks (a FIFO without a writer) or takes a controlling terminal (a tty).
    public static func open(_ path: String) -> Result<(descriptor: Int32, status: FileStatus), Problem> {
        var descriptor: Int32
        repeat {
            descriptor = PathBytes.withCString(path) { systemOpen($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            let error = SystemError()
            if error.isNoSuchFile, case .success(let link) = FileStatus.of(path, followingLinks: false),
                link.kind == .symbolicLink
            {
                return .failure(.danglingLink)
            }
            // A socket cannot be opened at all: name it rather than the system's puzzling reason.
            if error.code == ENXIO || error.code == EOPNOTSUPP, case .success(let node) = FileStatus.of(path),
                node.kind != .regular
            {
                return .failure(.notRegular(node.kind))
            }
            return .failure(.system(error))
        }
        switch FileStatus.of(descriptor: descriptor) {
        case .failure(let error):
            close(descriptor)
            return .failure(.system(error))
        case .success(let status) where status.kind != .regular:
            close(descriptor)
            return .failure(.notRegular(status.kind))
        case .success(let status):
            return .success((descriptor, status))
        }
    }

    /// The whole file at `path`, when it is a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        contents(path, limit: limit).map(\.bytes)
    }

    /// The whole file at `path` and its status, when it is a regular file of at most `limit` bytes.
    public static func contents(_ path: String, limit: Int) -> Result<(bytes: [UInt8], status: FileStatus), Problem> {
        let opened: (descriptor: Int32, status: FileStatus)
        switch open(path) {
        case .failure(let problem): return .failure(problem)
        case .success(let value): opened = value
        }
        defer { close(opened.descriptor) }
        guard opened.status.size <= Int64(limit) else {
            return .failure(.tooLarge(size: opened.status.size, limit: limit))
        }
        // One byte more than the size, so that the read that finds the end needs no second buffer.
        var bytes = [UInt8](repeating: 0, count: min(Int(opened.status.size), limit) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file may have grown since fstat: read on, within the limit.
                guard bytes.count < limit else {
                    return .failure(.tooLarge(size: Int64(bytes.count) + 1, limit: limit))
                }
                bytes += [UInt8](repeating: 0, count: min(64 * 1024, limit + 1 - bytes.count))
            }
            let read = bytes.withUnsafeMutableBytes { raw in
                Descriptor.read(opened.descriptor, into: UnsafeMutableRawBufferPointer(rebasing: raw[filled...]))
            }
            switch read {
            case .failure(let error): return .failure(.system(error))
            case .success(let count): filled += count
            }
            if filled < bytes.count { break }  // the file ended before the buffer was full
        }
        if filled > limit { return .failure(.tooLarge(size: Int64(filled), limit: limit)) }
        bytes.removeLast(bytes.count - filled)
        return .success((bytes, opened.status))
    }
}

// The system's `open`, named apart from the static function above.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { open(path, flags) }
