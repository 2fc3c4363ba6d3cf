/// A finding's path as CI reports show it: lexically normalised (no empty, `.` or `..` components,
/// so `./a.png` and `dir//b.png` become `a.png` and `dir/b.png`) and, when it lies inside the working
/// directory, relative to it.
///
/// The normalisation is lexical only: reporters are pure functions and never ask the file system, so
/// symbolic links are not resolved.
struct ReportPath: Equatable, Sendable {
    /// Whether the path starts at the file system root.
    var isAbsolute: Bool
    /// The components, none of them empty or `.`; only a relative path may start with `..`.
    var components: [String]

    init(isAbsolute: Bool, components: [String]) {
        self.isAbsolute = isAbsolute
        self.components = components
    }

    /// `path` as the user typed it, resolved against `workingDirectory` (absolute, or relative to some
    /// directory both share). Inside the working directory the result is relative; outside it, an
    /// absolute path stays absolute and a relative one climbs out with `..`.
    init(_ path: String, workingDirectory: String) {
        let base = Self.normalized(workingDirectory)
        let target =
            path.hasPrefix("/")
            ? Self.normalized(path)
            : Self.normalized(components: base.components + Self.split(path), isAbsolute: base.isAbsolute)
        if target.isAbsolute == base.isAbsolute, target.components.starts(with: base.components) {
            self.init(isAbsolute: false, components: Array(target.components.dropFirst(base.components.count)))
        } else if target.isAbsolute {
            self = target
        } else {
            // Both relative to the same unknown directory: climb out of the working directory.
            let common = zip(base.components, target.components).prefix { $0 == $1 }.count
            let climb = Array(repeating: "..", count: base.components.count - common)
            self.init(isAbsolute: false, components: climb + target.components.dropFirst(common))
        }
    }

    /// The path as text: `dir/b.png`, `/elsewhere/c.png`, `.` for the working directory itself.
    var string: String {
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` with `.`, `..` and empty components resolved, without a base directory.
    static func normalized(_ path: String) -> ReportPath {
        normalized(components: split(path), isAbsolute: path.hasPrefix("/"))
    }

    private static func normalized(components: [String], isAbsolute: Bool) -> ReportPath {
        var stack: [String] = []
        for component in components {
            switch component {
            case "", ".":
                continue
            case "..":
                if let last = stack.last, last != ".." {
                    stack.removeLast()
                } else if !isAbsolute {
                    stack.append("..")  // `..` at the root is the root itself
                }
            default:
                stack.append(component)
            }
        }
        return ReportPath(isAbsolute: isAbsolute, components: stack)
    }

    private static func split(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
