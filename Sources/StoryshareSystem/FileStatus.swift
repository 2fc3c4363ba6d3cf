#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a path: its kind, identity, size, mode, owner and group.
public struct FileStatus: Equatable, Sendable {
    /// The kinds of file a path can name.
    public enum Kind: String, Sendable {
        case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

        /// How messages name the kind: "a FIFO (named pipe)".
        public var described: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .socket: "a socket"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .unknown: "not a regular file"
            }
        }
    }

    /// Which file it is, whatever path named it: (device, inode).
    public struct Identity: Hashable, Sendable {
        /// The device the file is on (`st_dev`).
        public let device: UInt64
        /// The file's inode number on that device (`st_ino`).
        public let inode: UInt64
    }

    /// What kind of file it is: regular, directory, link, FIFO…
    public let kind: Kind
    /// Which file it is, whatever path named it.
    public let identity: Identity
    /// Size in bytes (`st_size`).
    public let size: Int64
    /// Permission bits (`0o7777`).
    public let permissions: UInt32
    /// The owner's user ID.
    public let owner: UInt32
    /// The owner's group ID.
    public let group: UInt32
    /// Last modification, in nanoseconds since 1970.
    public let modified: Int64

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .unknown
        }
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int64(info.st_size)
        permissions = UInt32(info.st_mode) & 0o7777
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        #if canImport(Darwin)
            modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// The status of the file at `path`, following symbolic links unless `followingLinks` is false.
    public static func of(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, SystemError> {
        var info = stat()
        let status = PathBytes.withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return status == 0 ? .success(FileStatus(info)) : .failure(SystemError())
    }

    /// The identities of those of `paths` that exist (following links): the files an output must never replace,
    /// however a path names them.
    public static func identities(of paths: [String]) -> [Identity] {
        paths.compactMap { path in
            guard case .success(let status) = of(path) else { return nil }
            return status.identity
        }
    }

    /// The status of an open descriptor.
    public static func of(descriptor: Int32) -> Result<FileStatus, SystemError> {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? .success(FileStatus(info)) : .failure(SystemError())
    }

    /// Whether the file has the same identity, size and modification time: the same bytes, as far as
    /// the file system can tell.
    public func isUnchanged(comparedTo other: FileStatus) -> Bool {
        identity == other.identity && size == other.size && modified == other.modified
    }
}
