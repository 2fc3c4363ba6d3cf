import StoryshareReport
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
        files(under: directory, identity: identity, context: context, stoppingAt: { _ in false }) ?? []
    }

    /// The files under `directory` (whose identity is `identity`), sorted by path, each with its path below it; or
    /// `nil` when the walk meets an entry (hidden ones are never looked at) whose name `stop` picks: the walk ends
    /// there. Every entry of a folder is met before any folder in it is entered.
    func files(
        under directory: String, identity: FileStatus.Identity, context: Context, stoppingAt stop: (String) -> Bool
    ) -> [InputFile]? {
        var found: [InputFile] = []
        var stopped = false
        FolderWalk.walk(directory, identity: identity, context: context) { entry, context in
            guard !entry.name.hasPrefix(".") else { return .next }
            if stop(entry.name) {
                stopped = true
                return .stop
            }
            switch entry.target {
            case .success(let target) where target.kind == .directory:
                switch folder(entry.path, entry.name, context) {
                case .walk(let inner): return .enter(inner)
                case .inputs(let inputs): found += inputs
                case .skip: break
                }
            case .success:
                if wantsFile(entry.name, context) { found.append(InputFile(path: entry.path)) }
            case .failure(let error) where entry.isLink:
                // Where a link leads cannot be told; one with a wanted name is reported.
                guard wantsFile(entry.name, context) else { break }
                let reason = error.isNoSuchFile ? "a symbolic link to a missing file" : "\(error)"
                found.append(InputFile(path: entry.path, problem: reason))
            case .failure(let error):
                found.append(InputFile(path: entry.path, problem: "cannot read: \(error)"))
            }
            return .next
        } unlisted: { path, _, error in
            found.append(InputFile(path: path, problem: "cannot read the directory: \(error)"))
        }
        if stopped { return nil }
        var root = directory
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
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
