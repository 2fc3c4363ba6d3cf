import StorysharePropertyList
import StoryshareSystem

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
/// - leave its temporary file behind: it is removed on any failure, and by the signal handlers of
///   `TemporaryFiles` when the program installed them. Temporary files of earlier runs that were killed
///   outright are removed by the next write to the same target.
///
/// A new file gets the permissions the umask allows (`0666 & ~umask`), as any file the user creates; a
/// replaced file keeps its permissions.
public enum AtomicFile {
    /// Writes the file at `path` with `body`, which gets a sink over the temporary file; returns the
    /// size of the file written. Fails before creating anything when `path` names a file in `protecting`.
    @discardableResult
    public static func write(
        _ path: String, protecting inputs: [FileStatus.Identity] = [], _ body: (FileSink) throws -> Void
    ) throws(BundleWriteError) -> Int {
        let target = try resolve(path, protecting: inputs)
        removeStaleTemporaryFiles(of: target.path)
        let (descriptor, temporary, slot) = try createTemporary(beside: target.path, displayPath: path)
        defer { TemporaryFiles.unregister(slot) }
        var isOpen = true
        do {
            let sink = FileSink(fileDescriptor: descriptor, displayPath: DisplayText.path(path))
            try body(sink)
            try sink.flush()
            if let permissions = target.existingPermissions, fchmod(descriptor, mode_t(permissions)) != 0 {
                throw BundleWriteError.writeFailed(path: path, reason: systemErrorText())
            }
            try sink.synchronize()
            let size: Int
            switch FileStatus.of(descriptor: descriptor) {
            case .success(let status): size = Int(status.size)
            case .failure(let error): throw BundleWriteError.writeFailed(path: path, reason: error.description)
            }
            isOpen = false
            guard close(descriptor) == 0 else {
                throw BundleWriteError.writeFailed(path: path, reason: systemErrorText())
            }
            let renamed = PathBytes.withCString(temporary) { from in
                PathBytes.withCString(target.path) { to in rename(from, to) }
            }
            guard renamed == 0 else { throw BundleWriteError.writeFailed(path: path, reason: systemErrorText()) }
            synchronizeDirectory(FilePaths.parent(target.path))
            return size
        } catch {
            if isOpen { close(descriptor) }
            _ = PathBytes.withCString(temporary) { unlink($0) }
            if let error = error as? BundleWriteError { throw error }
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }

    /// Where the file will be written, and the permissions to keep.
    struct Target {
        let path: String
        let existingPermissions: UInt32?
    }

    /// `path`, or the regular file a symbolic link there leads to; refuses anything else.
    static func resolve(_ path: String, protecting inputs: [FileStatus.Identity]) throws(BundleWriteError) -> Target {
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
    private static func createTemporary(beside target: String, displayPath: String) throws(BundleWriteError) -> (
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
