import StoryshareSystem

/// Walks a directory tree for the files a command looks at, so that nothing is skipped in silence: hidden
/// entries are passed over; links to files and directories are followed, each directory walked once (so link
/// loops end); a directory that cannot be read, or a link with a wanted name whose target is missing, is listed
/// with the reason. What a command looks for is its own: which files it wants, and what each folder is to it
/// (walked, in a context of the command's, or standing for inputs itself, or passed over).
struct DirectoryWalk<Context: Sendable>: Sendable {
    /// What a folder found is to the walk.
    enum Folder {
        /// Walked, what it holds judged in this context.
        case walk(Context)
        /// Not walked: it stands for these inputs (an asset catalog's image set).
        case inputs([InputFile])
        /// Passed over.
        case skip
    }

    /// What the folder named `name` at `path`, found in a folder walked in `context`, is.
    let folder: @Sendable (_ path: String, _ name: String, _ context: Context) -> Folder
    /// Whether a file named `name`, found in a folder walked in `context`, is one to look at.
    let wantsFile: @Sendable (_ name: String, _ context: Context) -> Bool

    /// The files under `directory` (whose identity is `identity`), sorted by path, each with its path below it.
    func files(under directory: String, identity: FileStatus.Identity, context: Context) -> [InputFile] {
        var root = directory
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var visited: Set<FileStatus.Identity> = [identity]
        var pending = [(path: root, context: context)]
        var found: [InputFile] = []
        while let current = pending.popLast() {
            let names: [String]
            switch Directory.entries(current.path) {
            case .success(let entries): names = entries
            case .failure(let error):
                found.append(InputFile(path: current.path, problem: "cannot read the directory: \(error)"))
                continue
            }
            func enter(_ path: String, _ name: String, _ identity: FileStatus.Identity) {
                guard visited.insert(identity).inserted else { return }
                switch folder(path, name, current.context) {
                case .walk(let context): pending.append((path, context))
                case .inputs(let inputs): found += inputs
                case .skip: break
                }
            }
            for name in names where !name.hasPrefix(".") {
                let path = FilePaths.join(current.path, name)
                switch FileStatus.of(path, followingLinks: false) {
                case .failure(let error):
                    found.append(InputFile(path: path, problem: "cannot read: \(error)"))
                case .success(let entry) where entry.kind == .symbolicLink:
                    switch FileStatus.of(path) {
                    case .success(let target) where target.kind == .directory:
                        enter(path, name, target.identity)
                    case .success:
                        if wantsFile(name, current.context) { found.append(InputFile(path: path)) }
                    case .failure(let error):
                        // Where a link leads cannot be told; one with a wanted name is reported.
                        guard wantsFile(name, current.context) else { continue }
                        let reason = error.isNoSuchFile ? "a symbolic link to a missing file" : "\(error)"
                        found.append(InputFile(path: path, problem: reason))
                    }
                case .success(let entry) where entry.kind == .directory:
                    enter(path, name, entry.identity)
                case .success:
                    if wantsFile(name, current.context) { found.append(InputFile(path: path)) }
                }
            }
        }
        // Below the root: `join` adds no "./" under ".", and a single "/" under "/".
        let prefix = root == "." ? 0 : root == "/" ? 1 : root.count + 1
        return found.sorted { $0.path < $1.path }.map { file in
            var file = file
            file.relativePath = String(file.path.dropFirst(prefix))
            file.root = directory
            return file
        }
    }
}
