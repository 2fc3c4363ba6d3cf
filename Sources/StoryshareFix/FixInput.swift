import StoryshareSystem

/// One file for `fix`, with what the run knows about where it lies.
public struct FixInput: Sendable {
    /// The path as typed, or as the walk built it.
    public var path: String
    /// The path below the directory that was named (its name, for a file named itself): where a result goes
    /// below an output directory.
    public var relativePath: String
    /// The directory named that the file was found in, when it was found by a walk: a file rewritten in place
    /// must lie inside it. `nil` for a file named itself (written where it is, through a link the user typed).
    public var root: String?
    /// The name of the asset catalog image set the file belongs to, whose `Contents.json` names it: its name
    /// must not change.
    public var catalogSet: String?
    /// Why the path could not be looked into (a directory that cannot be read, a link to a missing file), when
    /// the walk found so: it is then reported as unreadable.
    public var problem: String?

    /// A file at `path`, found below `root` as `relativePath` (or named itself), in `catalogSet` if any.
    public init(
        path: String, relativePath: String? = nil, root: String? = nil, catalogSet: String? = nil,
        problem: String? = nil
    ) {
        self.path = path
        self.relativePath = relativePath ?? FilePaths.name(path)
        self.root = root
        self.catalogSet = catalogSet
        self.problem = problem
    }
}
