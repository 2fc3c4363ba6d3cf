/// The codebases of a scan by folder: the one holding a path is found by looking up the path's own folders, from
/// the deepest up (as many lookups as the path has folders), never by comparing the path with every codebase, so
/// a tree of thousands of projects is placed in time linear in its files.
struct CodebaseFolders {
    /// Each codebase's index by its folder (`.` for the root); `nil` for a folder that is no codebase's (a Gradle
    /// module its build's settings leave out).
    /// (Keyed by `Substring`: a path's folders are looked up as slices of it, with no string made for each.)
    private var indexes: [Substring: Int?] = [:]

    /// The folders of `codebases`; the first of two with one folder is kept.
    init(_ codebases: [Codebase]) {
        for (index, codebase) in codebases.enumerated() where indexes[codebase.path[...]] == nil {
            indexes[codebase.path[...]] = index
        }
        for codebase in codebases {
            for folder in codebase.unbuiltFolders.keys where indexes[folder[...]] == nil {
                indexes[folder[...]] = .some(nil)
            }
        }
        // A local package linked by a project, outside every codebase, is its codebase's (one inside another codebase
        // stays that one's: the scan gives its share calls to the linking codebase too).
        var links: [(String, Int)] = []
        for (index, codebase) in codebases.enumerated() {
            for folder in codebase.linkedFolders where nearest(folder) == nil { links.append((folder, index)) }
        }
        for (folder, index) in links where indexes[folder[...]] == nil { indexes[folder[...]] = index }
    }

    /// The codebase holding `path` (relative to the root): the one with the longest folder that is `path` or
    /// holds it; `nil` when none does, or when a folder no codebase's is nearer (a module left out of its build).
    func nearest(_ path: String) -> Int? {
        var folder = Substring(path)
        while !folder.isEmpty {
            if let index = indexes[folder] { return index }
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = folder[..<slash]
        }
        return indexes["."] ?? nil
    }

    /// The codebase holding the folder `path` other than the one at `path` itself: the nearest above it.
    func nearest(above path: String) -> Int? {
        guard path != ".", !path.isEmpty else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return indexes["."] ?? nil }
        return nearest(String(path[..<slash]))
    }
}
