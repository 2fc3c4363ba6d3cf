#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lexical path arithmetic (no file-system access but `currentDirectory`), on paths as storyshare
/// carries them (see ``PathBytes``).
public enum FilePaths {
    /// `path` made absolute and free of empty, `.` and `..` components (`..` at the root stays there).
    /// Relative paths are taken from `base` (default: the working directory).
    public static func normalize(_ path: String, from base: String? = nil) -> String {
        let full = path.hasPrefix("/") ? path : (base ?? currentDirectory()) + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory holding `path` (`/a/b` → `/a`; `b` → `.`; `/b` → `/`).
    public static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of `path` (`/a/b.png` → `b.png`).
    public static func name(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` inside `directory`: `dir/name`, `/name` under the root, `name` under `.`.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The absolute path of the file `path` names, with every symbolic link resolved (`realpath`); `nil` when
    /// it cannot be resolved (missing, unreadable).
    public static func real(_ path: String) -> String? {
        guard let real = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return PathBytes.string(fromCString: real)
    }

    /// The working directory, or `.` when it cannot be named.
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return PathBytes.string(fromCString: pointer)
    }
}
