import StoryshareMedia
import StoryshareSystem

/// One file to look at, or a path that could not be looked into (it becomes a `file-unreadable` finding).
struct InputFile: Sendable, Equatable {
    /// The path as the user typed it, or as the walk built it.
    let path: String
    /// Why a directory of the walk could not be read, or a link found in it not followed.
    let problem: String?
    /// The path below the directory that was named (`stickers/logo.png`), or the file's name when it was
    /// named itself.
    var relativePath: String = ""

    /// The facts of the file: probed, or only the reason it could not be read.
    func facts(options: ProbeOptions) -> MediaFacts {
        guard let problem else { return MediaProbe.probe(path: path, options: options) }
        return .unreadable(path, problem)
    }
}

/// Turns the paths a user typed into the list of files to look at. Nothing is skipped in silence:
/// what cannot be walked is listed with its reason.
enum InputPaths {
    /// Extensions a directory walk picks up.
    static let assetExtensions: Set<String> = ["png", "jpg", "jpeg", "mp4", "mov", "m4v", "webm"]

    /// Paths that are not directories are kept as typed, even when missing, a FIFO or a dangling link
    /// (probing says what is wrong with them). Directories, also through symbolic links, are walked:
    /// hidden entries skipped, files with an asset extension kept, links to files and directories
    /// followed (each directory walked once, so link loops end), and a directory that cannot be read, or
    /// a link with an asset extension whose target is missing, listed with the reason. Results are
    /// sorted within each directory named; a file named twice is listed once, where it first appears.
    static func expand(_ paths: [String]) -> [InputFile] {
        var seen = Set<String>()
        var result: [InputFile] = []
        for path in paths {
            let found: [InputFile]
            if case .success(let status) = FileStatus.of(path), status.kind == .directory {
                found = walk(path, identity: status.identity)
            } else {
                found = [InputFile(path: path, problem: nil, relativePath: FilePaths.name(path))]
            }
            result += found.filter { seen.insert(FilePaths.normalize($0.path)).inserted }
        }
        return result
    }

    /// Whether a name has an extension a walk picks up.
    static func isAsset(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return assetExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private static func walk(_ directory: String, identity: FileStatus.Identity) -> [InputFile] {
        var root = directory
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var visited: Set<FileStatus.Identity> = [identity]
        var pending = [root]
        var found: [InputFile] = []
        while let current = pending.popLast() {
            let names: [String]
            switch Directory.entries(current) {
            case .success(let entries): names = entries
            case .failure(let error):
                found.append(InputFile(path: current, problem: "cannot read the directory: \(error)"))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = FilePaths.join(current, name)
                switch FileStatus.of(path, followingLinks: false) {
                case .failure(let error):
                    found.append(InputFile(path: path, problem: "cannot read: \(error)"))
                case .success(let entry) where entry.kind == .symbolicLink:
                    switch FileStatus.of(path) {
                    case .success(let target) where target.kind == .directory:
                        if visited.insert(target.identity).inserted { pending.append(path) }
                    case .success:
                        if isAsset(name) { found.append(InputFile(path: path, problem: nil)) }
                    case .failure(let error):
                        // Where a link leads cannot be told; one that looks like an asset is reported.
                        guard isAsset(name) else { continue }
                        let reason = error.isNoSuchFile ? "a symbolic link to a missing file" : "\(error)"
                        found.append(InputFile(path: path, problem: reason))
                    }
                case .success(let entry) where entry.kind == .directory:
                    if visited.insert(entry.identity).inserted { pending.append(path) }
                case .success:
                    if isAsset(name) { found.append(InputFile(path: path, problem: nil)) }
                }
            }
        }
        // Below the root: `join` adds no "./" under ".", and a single "/" under "/".
        let prefix = root == "." ? 0 : root == "/" ? 1 : root.count + 1
        return found.sorted { $0.path < $1.path }.map { file in
            var file = file
            file.relativePath = String(file.path.dropFirst(prefix))
            return file
        }
    }
}
