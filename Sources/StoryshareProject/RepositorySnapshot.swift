import StoryshareSystem

/// What the app model reads of one repository, through one door: every file, status and listing the stages look
/// at is asked of the snapshot, which goes to the disk for it once and records it. The stages after the walk never
/// open a file themselves.
///
/// Project files (manifests, build scripts, lockfiles, app files, `.env` and `.xcconfig` files) are small: their
/// bytes, or why they could not be read, are kept, so a file several stages consult is read once. Sources are the
/// bulk of a repository: the share-code stage takes each as a stream (``source(_:limit:)``), keeps what it learns
/// and lets the bytes go (those of a source that shares are kept, up to ``sourceBudget`` in all), so memory follows
/// the largest source rather than the sum of them. The two follow-ups that
/// need other sources (which helpers are called; where a named constant is set) take them the same way, each
/// stopping when it has what it looks for.
///
/// Paths are relative to the root, whose spelling in the model is `"."` (``RepositoryPaths/root``); `""`, the
/// root's relative path in a ``FolderWalk``, is taken for it too.
final class RepositorySnapshot {
    /// The repository's root, without a trailing slash.
    let root: String
    /// Every file read, once each, in the order first read.
    private(set) var readPaths: [String] = []
    private var read = Set<String>()
    private var kept: [String: Kept] = [:]
    private var statuses: [String: Result<FileStatus, SystemError>] = [:]
    private var listings: [String: Result<[String], SystemError>] = [:]
    /// How the snapshot reaches the disk: `RegularFile.read` unless a test gives files of its own.
    private let reader: (_ path: String, _ limit: Int) -> Result<[UInt8], RegularFile.Problem>

    /// A kept read: the bytes, or why they could not be had at a limit.
    private enum Kept {
        case bytes([UInt8])
        case failure(RegularFile.Problem, limit: Int)
    }

    /// The snapshot of the repository at `root`, read from the disk.
    convenience init(root: String) {
        self.init(root: root, reader: RegularFile.read)
    }

    /// The snapshot of `root` whose files come from `reader` (given the full path and the limit).
    init(root: String, reader: @escaping (_ path: String, _ limit: Int) -> Result<[UInt8], RegularFile.Problem>) {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.reader = reader
    }

    /// The root with its links resolved (an absolute path), looked up once.
    private(set) lazy var realRoot: String = FilePaths.real(root) ?? FilePaths.normalize(root)

    /// The full path of `relative`.
    func path(_ relative: String) -> String {
        relative.isEmpty || relative == "." ? root : FilePaths.join(root, relative)
    }

    /// The bytes of the project file at `relative`, at most `limit`, read once and kept (a later, larger limit
    /// reads a file that was too large again).
    func bytes(_ relative: String, limit: Int) -> Result<[UInt8], RegularFile.Problem> {
        switch kept[relative] {
        case .bytes(let bytes)?:
            return bytes.count <= limit ? .success(bytes) : .failure(.tooLarge(size: Int64(bytes.count), limit: limit))
        case .failure(.tooLarge(let size, _), let keptLimit)? where limit > keptLimit && Int64(limit) >= size:
            break
        case .failure(.tooLarge(let size, _), _)?:
            return .failure(.tooLarge(size: size, limit: limit))
        case .failure(let problem, _)?:
            return .failure(problem)
        case nil:
            break
        }
        let result = take(relative, limit: limit)
        switch result {
        case .success(let bytes): kept[relative] = .bytes(bytes)
        case .failure(let problem): kept[relative] = .failure(problem, limit: limit)
        }
        return result
    }

    /// The bytes of the source at `relative`, at most `limit`, handed over and not kept.
    func source(_ relative: String, limit: Int) -> Result<[UInt8], RegularFile.Problem> {
        if kept[relative] != nil { return bytes(relative, limit: limit) }
        return take(relative, limit: limit)
    }

    /// Keeps `bytes`, just read as the source at `relative`, for the stages that consult it again (a source that
    /// shares: where its App IDs are set is looked up in it), while the sources kept come to at most
    /// ``sourceBudget``: past it a source is read again when asked, so memory stays bounded whatever the number of
    /// sources that share (80 sources of 1 MB each, all sharing, once took a scan past 100 MB).
    func keep(_ relative: String, _ bytes: [UInt8]) {
        guard kept[relative] == nil, keptSourceBytes + bytes.count <= Self.sourceBudget else { return }
        keptSourceBytes += bytes.count
        kept[relative] = .bytes(bytes)
    }

    /// The most bytes of sources kept.
    static let sourceBudget = 8 << 20
    private var keptSourceBytes = 0

    /// The status of `relative` (links followed), asked of the disk once.
    func status(_ relative: String) -> Result<FileStatus, SystemError> {
        if let known = statuses[relative] { return known }
        let found = FileStatus.of(path(relative))
        statuses[relative] = found
        return found
    }

    /// Whether `relative` is a regular file.
    func isRegularFile(_ relative: String) -> Bool {
        if case .success(let status) = status(relative), status.kind == .regular { return true }
        return false
    }

    /// The names in the folder `relative`, listed once.
    func entries(_ relative: String) -> Result<[String], SystemError> {
        if let known = listings[relative] { return known }
        let found = Directory.entries(path(relative))
        listings[relative] = found
        return found
    }

    private func take(_ relative: String, limit: Int) -> Result<[UInt8], RegularFile.Problem> {
        if read.insert(relative).inserted { readPaths.append(relative) }
        return reader(path(relative), limit)
    }
}
