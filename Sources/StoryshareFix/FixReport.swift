/// The result of a `fix` run: what became of each file, in the order given.
public struct FixReport: Sendable {
    /// Counts over all files.
    public struct Summary: Sendable, Equatable, Codable {
        /// How many files there were.
        public var files: Int
        /// How many were fixed (or, in a dry run, would be).
        public var fixed: Int
        /// How many had nothing `fix` can change.
        public var unchanged: Int
        /// How many `fix` cannot repair.
        public var notFixed: Int
        /// How many fixes were worked out but refused.
        public var refused: Int
        /// Every file passes afterwards.
        public var passed: Bool
    }

    /// What became of each file, in the order given.
    public var files: [FileFix]
    /// Nothing was written: the report says what would be.
    public var dryRun: Bool

    /// The report of `files`, written or, with `dryRun`, only worked out.
    public init(files: [FileFix], dryRun: Bool) {
        self.files = files
        self.dryRun = dryRun
    }

    /// The counts over all files.
    public var summary: Summary {
        func count(_ status: FixStatus) -> Int { files.filter { $0.status == status }.count }
        return Summary(
            files: files.count, fixed: count(.fixed), unchanged: count(.unchanged), notFixed: count(.notFixed),
            refused: count(.refused), passed: files.allSatisfy(\.passes))
    }
}
