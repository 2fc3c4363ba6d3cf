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
///   path is refused, and so is a symbolic link to one;
/// - follow a symbolic link the caller did not name: with `links: .followed` (a path the user typed) a link
///   to a regular file is written through (its target is replaced, the link stays); with `links: .replaced`
///   (a name storyshare chose) a link at the path is replaced by the new file and its target never touched;
/// - write over a file the caller is reading from (`protecting`), however it is named;
/// - replace a file that is no longer the one the caller read (`unchangedSince`): another version saved
///   meanwhile is kept, and the write fails;
/// - replace an existing file when the caller says not to (`replacing: false`): the file is then linked into
///   place, which fails if anything took the name in the meantime;
/// - change who owns a file: a replaced file's owner and group (or those of `like`) are kept, and when they
///   cannot be (another user's file, written without the right to give it away) nothing is replaced;
/// - carry set-user-ID, set-group-ID or sticky bits onto the file it wrote;
/// - leave its temporary file behind: it is removed on any failure, and by the signal handlers of
///   `TemporaryFiles` when the program installed them. Temporary files of earlier runs that were killed
///   outright are removed by the next write to the same target. Their names fit the system's limit on a
///   name's length whatever the target's name.
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
        /// The file at the path is no longer the one the caller read (another version was saved, or it was
        /// replaced or removed): it is kept as it is.
        case changed(path: String)
        /// The file's owner and group could not be kept: path, why.
        case ownerNotKept(path: String, reason: String)

        /// The failure as a message names it: what could not be done to which path, and why.
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
            case .changed(let path):
                "\(DisplayText.path(path)) changed while storyshare worked on it (saved, replaced or removed "
                    + "meanwhile); the newer file was kept and nothing was written. Run again."
            case .ownerNotKept(let path, let reason):
                "\(DisplayText.path(path)) would lose its owner and group (\(reason)); nothing was replaced"
            }
        }
    }

    /// What a symbolic link at the path is to the write.
    public enum Links: Sendable {
        /// The user typed the path: a link to a regular file is written through.
        case followed
        /// storyshare chose the name: a link there is replaced by the file, never followed.
        case replaced
    }

    /// Writes the file at `path` with `body`, which gets the temporary file's descriptor; returns the size of
    /// the file written. Fails before creating anything when `path` names a file in `protecting`, or any file
    /// when not `replacing`, or a file that is not `unchangedSince` the status given. `permissions`, when
    /// given, are the file's (the umask does not apply); else `like`'s, else the replaced file's, else the
    /// umask's. The owner and group are `like`'s, else the replaced file's, else the writer's. Errors `body`
    /// throws are rethrown as they are; the write's own are `Failure`s.
    @discardableResult
    public static func write(
        _ path: String, protecting inputs: [FileStatus.Identity] = [], permissions: UInt32? = nil,
        replacing: Bool = true, links: Links = .followed, unchangedSince expected: FileStatus? = nil,
        like model: FileStatus? = nil, _ body: (Int32) throws -> Void
    ) throws -> Int {
        let target = try resolve(path, protecting: inputs, links: links)
        if !replacing && target.existing != nil { throw Failure.exists(path: path) }
        if let expected { try requireUnchanged(target, since: expected, displayPath: path) }
        removeStaleTemporaryFiles(of: target.path)
        let (descriptor, temporary, slot) = try createTemporary(beside: target.path, displayPath: path)
        defer { TemporaryFiles.unregister(slot) }
        var isOpen = true
        do {
            try body(descriptor)
            try keepOwnership(descriptor, like: model ?? target.existing, displayPath: path)
            if let mode = permissions ?? model?.permissions ?? target.existing?.permissions,
                fchmod(descriptor, mode_t(mode & plainPermissions)) != 0
            {
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
            if let expected { try requireUnchanged(target, since: expected, displayPath: path) }
            try place(temporary, at: target.path, displayPath: path, replacing: replacing)
            synchronizeDirectory(FilePaths.parent(target.path))
            return size
        } catch {
            if isOpen { close(descriptor) }
            _ = PathBytes.withCString(temporary) { unlink($0) }
            throw error
        }
    }

    /// The permission bits a written file may carry: read, write and execute, never set-user-ID,
    /// set-group-ID or sticky.
    static let plainPermissions: UInt32 = 0o777

    /// Fails unless the file at the target is still the one `expected` describes.
    private static func requireUnchanged(_ target: Target, since expected: FileStatus, displayPath: String)
        throws(Failure)
    {
        guard case .success(let now) = FileStatus.of(target.path, followingLinks: false),
            now.isUnchanged(comparedTo: expected)
        else { throw .changed(path: displayPath) }
    }

    /// Gives the file open at `descriptor` the owner and group of `model`, when they differ from the writer's.
    private static func keepOwnership(_ descriptor: Int32, like model: FileStatus?, displayPath: String)
        throws(Failure)
    {
        guard let model, case .success(let written) = FileStatus.of(descriptor: descriptor),
            written.owner != model.owner || written.group != model.group
        else { return }
        guard fchown(descriptor, uid_t(model.owner), gid_t(model.group)) == 0 else {
            throw .ownerNotKept(
                path: displayPath,
                reason: "it belongs to user \(model.owner), group \(model.group), and giving a file to them failed: "
                    + systemErrorText())
        }
    }

    /// Writes `contents` as the file at `path`; the rest as
    /// `write(_:protecting:permissions:replacing:links:unchangedSince:like:_:)`.
    @discardableResult
    public static func write(
        _ path: String, contents: [UInt8], protecting inputs: [FileStatus.Identity] = [], permissions: UInt32? = nil,
        replacing: Bool = true, links: Links = .followed, unchangedSince expected: FileStatus? = nil,
        like model: FileStatus? = nil
    ) throws -> Int {
        try write(
            path, protecting: inputs, permissions: permissions, replacing: replacing, links: links,
            unchangedSince: expected, like: model
        ) { descriptor in
            let written = contents.withUnsafeBytes { Descriptor.write(descriptor, $0) }
            if case .failure(let error) = written { throw Failure.writeFailed(path: path, reason: error.description) }
        }
    }

    /// Creates `path` and its missing parents, as `mkdir -p` does, with the permissions the umask allows.
    /// Below `root` (a directory the user named, inside which storyshare chose the names), a symbolic link is
    /// refused rather than followed: a link a repository ships must not lead a write out of the tree.
    public static func makeDirectory(_ path: String, below root: String? = nil) throws(Failure) {
        guard !path.isEmpty else { throw .cannotCreate(path: path, reason: "the directory name is empty") }
        var prefix = path.hasPrefix("/") ? "" : "."
        let rootDepth = root.map { FilePaths.normalize($0).split(separator: "/").count }
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if let rootDepth, FilePaths.normalize(prefix).split(separator: "/").count > rootDepth,
                case .success(let link) = FileStatus.of(prefix, followingLinks: false), link.kind == .symbolicLink
            {
                throw .cannotCreate(
                    path: path,
                    reason: "\(DisplayText.path(prefix)) is a symbolic link; storyshare does not write through links "
                        + "below the directory named")
            }
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

    /// Where the file will be written, and the file it replaces.
    struct Target {
        let path: String
        let existing: FileStatus?
    }

    /// `path`, or the regular file a symbolic link there leads to when links are `followed`; refuses anything
    /// else.
    static func resolve(_ path: String, protecting inputs: [FileStatus.Identity], links: Links = .followed)
        throws(Failure) -> Target
    {
        guard !path.isEmpty else { throw .cannotCreate(path: path, reason: "the file name is empty") }
        if links == .replaced, case .success(let link) = FileStatus.of(path, followingLinks: false),
            link.kind == .symbolicLink
        {
            try requireDirectory(of: path)
            return Target(path: path, existing: nil)
        }
        switch FileStatus.of(path) {
        case .success(let status):
            guard status.kind == .regular else { throw .notRegularFile(path: path, kind: status.kind) }
            if inputs.contains(status.identity) { throw .outputIsInput(path: path) }
            var target = path
            if case .success(let link) = FileStatus.of(path, followingLinks: false), link.kind == .symbolicLink {
                guard let real = FilePaths.real(path) else {
                    throw .cannotCreate(path: path, reason: systemErrorText())
                }
                target = real
            }
            return Target(path: target, existing: status)
        case .failure(let error) where error.isNoSuchFile:
            if case .success(let link) = FileStatus.of(path, followingLinks: false), link.kind == .symbolicLink {
                throw .cannotCreate(path: path, reason: "it is a symbolic link to a missing file")
            }
            try requireDirectory(of: path)
            return Target(path: path, existing: nil)
        case .failure(let error):
            throw .cannotCreate(path: path, reason: error.description)
        }
    }

    /// Fails unless the directory `path` would be written in exists.
    private static func requireDirectory(of path: String) throws(Failure) {
        let directory = FilePaths.parent(path)
        guard case .success(let status) = FileStatus.of(directory), status.kind == .directory else {
            throw .cannotCreate(path: path, reason: "the directory \(DisplayText.path(directory)) does not exist")
        }
    }

    /// The prefix of every temporary file of `target`: `.NAME.storyshare-`, then the process id; for a name
    /// so long that the temporary name would pass the system's limit (255 bytes), `.storyshare-HASH-`, the
    /// name's 64-bit FNV-1a hash in hex.
    static func temporaryPrefix(of target: String) -> String {
        let name = FilePaths.name(target)
        let bytes = PathBytes.bytes(of: name)
        guard bytes.count > longestKeptName else { return ".\(name).storyshare-" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return ".storyshare-" + String(repeating: "0", count: 16 - hex.count) + hex + "-"
    }

    /// The longest name kept whole in a temporary name: its dot, `.storyshare-`, a process id of up to ten
    /// digits, a dash, a random number of up to ten digits and `.tmp` add 38 bytes, and a name may have 255.
    static let longestKeptName = 255 - 38

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
