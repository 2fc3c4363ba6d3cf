#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see the old file or the complete new one, never a part: a temporary
/// file in the same directory, written through its own descriptor, flushed to storage, then renamed over
/// the target.
///
/// What it never does:
/// - replace anything but a regular file: a directory, a device (`/dev/null`), a FIFO or a socket at the
///   path is refused, and so is a symbolic link to one; a symbolic link to a regular file is written
///   through (its target is replaced, the link stays);
/// - write over a file the caller is reading from (`protecting`), however it is named;
/// - replace an existing file when the caller says not to (`replacing: false`): the file is then linked into
///   place, which fails if anything took the name in the meantime;
/// - leave its temporary file behind: it is removed on any failure, and by the signal handlers of
///   `TemporaryFiles` when the program installed them. Temporary files of earlier runs that were killed
///   outright are removed by the next write to the same target.
///
/// A new file gets the permissions the umask allows (`0666 & ~umask`), as any file the user creates, unless
/// the caller gives others; a replaced file keeps its permissions.
public enum AtomicFile {
    /// Why a file could not be written. Nothing is left behind in any case, and an existing file at the path
    /// is untouched.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The output path's directory does not exist or cannot be written: path, reason.
        case cannotCreate(path: String, reason: String)
        /// Writing or renaming failed part-way: path, reason.
        case writeFailed(path: String, reason: String)
        /// The path names something that is not a regular file (a device, a FIFO, a directory): it is
        /// never replaced.
        case notRegularFile(path: String, kind: FileStatus.Kind)
        /// The path names one of the files being read.
        case outputIsInput(path: String)
        /// A file exists at the path and the caller asked not to replace one.
        case exists(path: String)

        public var description: String {
            switch self {
            case .cannotCreate(let path, let reason): "cannot create \(DisplayText.path(path)): \(reason)"
            case .writeFailed(let path, let reason):
                "writing \(DisplayText.path(path)) failed: \(reason); nothing was written"
            case .notRegularFile(let path, let kind):
                "\(DisplayText.path(path)) is \(kind.described); storyshare writes only regular files and never "
                    + "replaces anything else"
            case .outputIsInput(let path):
                "\(DisplayText.path(path)) is one of the files being read; writing it would destroy that input"
            case .exists(let path): "\(DisplayText.path(path)) already exists; it was not replaced"
            }
        }
    }

    /// Writes the file at `path` with `body`, which gets the temporary file's descriptor; returns the size of
    /// the file written. Fails before creating anything when `path` names a file in `protecting`, or any file
    /// when not `replacing`. `permissions`, when given, are the file's (the umask does not apply), instead of
    /// the umask's or the replaced file's. Errors `body` throws are rethrown as they are; the write's own are `Failure`s.
    @discardableResult
    public static func write(
        _ path: String, protecting inputs: [FileStatus.Identity] = [], permissions: UInt32? = nil,
        replacing: Bool = true, _ body: (Int32) throws -> Void
    ) throws -> Int {
        let target = try resolve(path, protecting: inputs)
        if !replacing && target.existingPermissions != nil { throw Failure.exists(path: path) }
        removeStaleTemporaryFiles(of: target.path)
        let (descriptor, temporary, slot) = try createTemporary(beside: target.path, displayPath: path)
        defer { TemporaryFiles.unregister(slot) }
        var isOpen = true
        do {
            try body(descriptor)
            if let mode = permissions ?? target.existingPermissions, fchmod(descriptor, mode_t(mode)) != 0 {
                throw Failure.writeFailed(path: path, reason: systemErrorText())
            }
            guard fsync(descriptor) == 0 else { throw Failure.writeFailed(path: path, reason: systemErrorText()) }
            let size: Int
            switch FileStatus.of(descriptor: descriptor) {
            case .success(let status): size = Int(status.size)
            case .failure(let error): throw Failure.writeFailed(path: path, reason: error.description)
            }
            isOpen = false
            guard close(descriptor) == 0 else { throw Failure.writeFailed(path: path, reason: systemErrorText()) }
            try place(temporary, at: target.path, displayPath: path, replacing: replacing)
            synchronizeDirectory(FilePaths.parent(target.path))
            return size
        } catch {
            if isOpen { close(descriptor) }
            _ = PathBytes.withCString(temporary) { unlink($0) }
            throw error
        }
    }

    /// Writes `contents` as the file at `path`; the rest as `write(_:protecting:permissions:replacing:_:)`.
    @discardableResult
    public static func write(
        _ path: String, contents: [UInt8], protecting inputs: [FileStatus.Identity] = [], permissions: UInt32? = nil,
        replacing: Bool = true
    ) throws -> Int {
        try write(path, protecting: inputs, permissions: permissions, replacing: replacing) { descriptor in
            try contents.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let count = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { throw Failure.writeFailed(path: path, reason: systemErrorText()) }
                    offset += count
                }
            }
        }
    }

    /// Creates `path` and its missing parents, as `mkdir -p` does, with the permissions the umask allows.
    public static func makeDirectory(_ path: String) throws(Failure) {
        guard !path.isEmpty else { throw .cannotCreate(path: path, reason: "the directory name is empty") }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            switch FileStatus.of(prefix) {
            case .success(let status) where status.kind == .directory:
                continue
            case .success(let status):
                throw .cannotCreate(path: path, reason: "\(DisplayText.path(prefix)) is \(status.kind.described)")
            case .failure:
                if PathBytes.withCString(prefix, { mkdir($0, 0o777) }) != 0 && errno != EEXIST {
                    throw .cannotCreate(path: path, reason: systemErrorText())
                }
            }
        }
    }

    /// Renames the temporary file over the target; or, not `replacing`, links it there (which fails if
    /// anything has the name) and removes the temporary name.
    private static func place(_ temporary: String, at target: String, displayPath: String, replacing: Bool)
        throws(Failure)
    {
        let placed = PathBytes.withCString(temporary) { from in
            PathBytes.withCString(target) { to in replacing ? rename(from, to) : link(from, to) }
        }
        guard placed == 0 else {
            if !replacing && errno == EEXIST { throw .exists(path: displayPath) }
            throw .writeFailed(path: displayPath, reason: systemErrorText())
        }
        if !replacing { _ = PathBytes.withCString(temporary) { unlink($0) } }
    }

    /// Where the file will be written, and the permissions to keep.
    struct Target {
        let path: String
        let existingPermissions: UInt32?
    }

    /// `path`, or the regular file a symbolic link there leads to; refuses anything else.
    static func resolve(_ path: String, protecting inputs: [FileStatus.Identity]) throws(Failure) -> Target {
        guard !path.isEmpty else { throw .cannotCreate(path: path, reason: "the file name is empty") }
        switch FileStatus.of(path) {
        case .success(let status):
            guard status.kind == .regular else { throw .notRegularFile(path: path, kind: status.kind) }
            if inputs.contains(status.identity) { throw .outputIsInput(path: path) }
            var target = path
            if case .success(let link) = FileStatus.of(path, followingLinks: false), link.kind == .symbolicLink {
                guard let real = PathBytes.withCString(path, { realpath($0, nil) }) else {
                    throw .cannotCreate(path: path, reason: systemErrorText())
                }
                defer { free(real) }
                target = PathBytes.string(fromCString: real)
            }
            return Target(path: target, existingPermissions: status.permissions)
        case .failure(let error) where error.isNoSuchFile:
            if case .success(let link) = FileStatus.of(path, followingLinks: false), link.kind == .symbolicLink {
                throw .cannotCreate(path: path, reason: "it is a symbolic link to a missing file")
            }
            let directory = FilePaths.parent(path)
            guard case .success(let status) = FileStatus.of(directory), status.kind == .directory else {
                throw .cannotCreate(path: path, reason: "the directory \(DisplayText.path(directory)) does not exist")
            }
            return Target(path: path, existingPermissions: nil)
        case .failure(let error):
            throw .cannotCreate(path: path, reason: error.description)
        }
    }

    /// The prefix of every temporary file of `target`: `.NAME.storyshare-`, then the process id.
    static func temporaryPrefix(of target: String) -> String {
        ".\(FilePaths.name(target)).storyshare-"
    }

    /// Creates `.NAME.storyshare-PID-RANDOM.tmp` beside `target` with `O_EXCL` and mode 0666, so the
    /// umask applies as it does to any new file, and registers it for removal on a signal.
    private static func createTemporary(beside target: String, displayPath: String) throws(Failure) -> (
        Int32, String, Int?
    ) {
        let directory = FilePaths.parent(target)
        for _ in 0..<100 {
            let name = temporaryPrefix(of: target) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            let temporary = FilePaths.join(directory, name)
            let (descriptor, slot) = TemporaryFiles.create(temporary) {
                PathBytes.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666)) }
            }
            if descriptor >= 0 { return (descriptor, temporary, slot) }
            if errno != EEXIST { throw .cannotCreate(path: displayPath, reason: systemErrorText()) }
        }
        throw .cannotCreate(path: displayPath, reason: "no free temporary file name")
    }

    /// Removes temporary files of `target` left by writers that no longer run (killed outright, so that
    /// no handler could remove them): ours by name, owned by this user, their process gone.
    static func removeStaleTemporaryFiles(of target: String) {
        let directory = FilePaths.parent(target)
        let prefix = temporaryPrefix(of: target)
        guard case .success(let names) = Directory.entries(directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let rest = name.dropFirst(prefix.count).dropLast(4)
            let fields = rest.split(separator: "-")
            guard fields.count == 2, let pid = Int32(fields[0]), UInt32(fields[1]) != nil, pid > 0,
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            let path = FilePaths.join(directory, name)
            guard case .success(let status) = FileStatus.of(path, followingLinks: false), status.kind == .regular,
                status.owner == UInt32(geteuid())
            else { continue }
            _ = PathBytes.withCString(path) { unlink($0) }
        }
    }

    /// Asks the system to store the directory entry too (best effort: some file systems refuse).
    private static func synchronizeDirectory(_ directory: String) {
        let descriptor = PathBytes.withCString(directory) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}

/// `write(2)`, under a name that does not clash with `AtomicFile.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
