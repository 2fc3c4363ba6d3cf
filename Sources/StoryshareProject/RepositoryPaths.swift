/// Paths below a repository's root, as the app model writes them: relative, `/`-separated, never starting with
/// `./`. The root itself is `""` as a parent folder and `"."` as a codebase's folder (what `scan` prints).
enum RepositoryPaths {
    /// The folder holding `path`: `""` for a file at the root.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The folder holding `path`, with the root spelled `"."`.
    static func folder(of path: String) -> String {
        let parent = parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// Whether `path` is `folder` or lies below it (`"."` holds everything).
    static func contains(_ folder: String, _ path: String) -> Bool {
        folder == "." || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` below `folder` (the root spelled `"."` or `""`).
    static func joined(_ folder: String, _ path: String) -> String {
        folder == "." || folder.isEmpty ? path : folder + "/" + path
    }

    /// `relative` (which may hold `.` and `..`) below `folder`, resolved, never above the root (a `..` there is
    /// dropped).
    static func joinResolving(_ folder: String, _ relative: String) -> String {
        resolved(folder, relative, atRoot: .dropped) ?? ""
    }

    /// `relative` (which may hold `.` and `..`) below `folder` (`""` for the root), resolved; `nil` when a `..`
    /// would leave the root.
    static func joinInside(_ folder: String, _ relative: String) -> String? {
        resolved(folder, relative, atRoot: .refused)
    }

    /// What a `..` at the root does.
    private enum AboveRoot { case dropped, refused }

    private static func resolved(_ folder: String, _ relative: String, atRoot: AboveRoot) -> String? {
        var parts = folder.split(separator: "/").map(String.init)
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
        return parts.joined(separator: "/")
    }
}
