/// Paths below a repository's root, as the app model writes them: relative, `/`-separated, never starting with
/// `./`. The root itself is spelled `"."` (what `scan` prints), as a folder and as a path.
enum RepositoryPaths {
    /// The root.
    static let root = "."

    /// The folder holding `path`: the root for a file at the root (and for the root itself).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return root }
        return String(path[..<slash])
    }

    /// Whether `path` is `folder` or lies below it (`"."` holds everything).
    static func contains(_ folder: String, _ path: String) -> Bool {
        folder == "." || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` below `folder`.
    static func joined(_ folder: String, _ path: String) -> String {
        folder == root ? path : folder + "/" + path
    }

    /// `relative` (which may hold `.` and `..`) below `folder`, resolved, never above the root (a `..` there is
    /// dropped).
    static func joinResolving(_ folder: String, _ relative: String) -> String {
        resolved(folder, relative, atRoot: .dropped) ?? root
    }

    /// `relative` (which may hold `.` and `..`) below `folder`, resolved; `nil` when a `..` would leave the root.
    static func joinInside(_ folder: String, _ relative: String) -> String? {
        resolved(folder, relative, atRoot: .refused)
    }

    /// What a `..` at the root does.
    private enum AboveRoot { case dropped, refused }

    private static func resolved(_ folder: String, _ relative: String, atRoot: AboveRoot) -> String? {
        var parts = folder == root ? [] : folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    if atRoot == .refused { return nil }
                    continue
                }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? root : parts.joined(separator: "/")
    }
}
