/// One walk of a folder tree, shared by every command that looks for files: each folder is listed once, its
/// names in order; each entry is told with what it leads to (a symbolic link followed), and the caller says
/// whether a folder is entered. A folder is entered at most once whatever path leads to it, so link loops end;
/// a folder that cannot be listed is told too. What is looked for, and what a folder is, stay the caller's.
public enum FolderWalk {
    /// An entry of a folder being walked.
    public struct Entry {
        /// The entry's path: the root's joined with the names down to it.
        public let path: String
        /// Its path below the root (`a/b.png`).
        public let relativePath: String
        /// Its name.
        public let name: String
        /// Whether the entry itself is a symbolic link.
        public let isLink: Bool
        /// What it leads to (a link followed), or why that cannot be told.
        public let target: Result<FileStatus, SystemError>

        /// Whether it leads to a folder.
        public var isFolder: Bool {
            if case .success(let status) = target { return status.kind == .directory }
            return false
        }
    }

    /// What to do after an entry.
    public enum Step<Context> {
        /// Enter the folder the entry leads to, judging what it holds in `Context`.
        case enter(Context)
        /// Go on with the next entry.
        case next
        /// Stop the walk.
        case stop
    }

    /// Walks the folder at `root` (its trailing slashes dropped), whose identity is `identity`, in `context`:
    /// `visit` is called for every entry of every folder entered, `unlisted` for each folder whose entries
    /// cannot be read (with its path and relative path).
    public static func walk<Context>(
        _ root: String, identity: FileStatus.Identity, context: Context,
        visit: (Entry, Context) -> Step<Context>, unlisted: (String, String, SystemError) -> Void
    ) {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var visited: Set<FileStatus.Identity> = [identity]
        var pending = [(path: root, relative: "", context: context)]
        while let folder = pending.popLast() {
            let names: [String]
            switch Directory.entries(folder.path) {
            case .success(let found): names = found.sorted()
            case .failure(let error):
                unlisted(folder.path, folder.relative, error)
                continue
            }
            for name in names {
                let path = FilePaths.join(folder.path, name)
                let entry: Entry
                switch FileStatus.of(path, followingLinks: false) {
                case .success(let status) where status.kind == .symbolicLink:
                    entry = Entry(
                        path: path, relativePath: relative(name, in: folder.relative), name: name, isLink: true,
                        target: FileStatus.of(path))
                case let result:
                    entry = Entry(
                        path: path, relativePath: relative(name, in: folder.relative), name: name, isLink: false,
                        target: result)
                }
                switch visit(entry, folder.context) {
                case .stop: return
                case .next: continue
                case .enter(let context):
                    guard case .success(let status) = entry.target, status.kind == .directory,
                        visited.insert(status.identity).inserted
                    else { continue }
                    pending.append((path, entry.relativePath, context))
                }
            }
        }
    }

    private static func relative(_ name: String, in folder: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }
}
