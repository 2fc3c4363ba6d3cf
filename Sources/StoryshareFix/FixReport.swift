/// The result of a `fix` run: what became of each file, in the order given.
public struct FixReport: Sendable {
    /// Counts over all files.
    public struct Summary: Sendable, Equatable, Codable {
        public var files: Int
        public var fixed: Int
        public var unchanged: Int
        public var notFixed: Int
        public var refused: Int
        /// Every file passes afterwards.
        public var passed: Bool
    }

    public var files: [FileFix]
    /// Nothing was written: the report says what would be.
    public var dryRun: Bool

    public init(files: [FileFix], dryRun: Bool) {
        self.files = files
        self.dryRun = dryRun
    }

    public var summary: Summary {
        func count(_ status: FixStatus) -> Int { files.filter { $0.status == status }.count }
        return Summary(
            files: files.count, fixed: count(.fixed), unchanged: count(.unchanged), notFixed: count(.notFixed),
            refused: count(.refused), passed: files.allSatisfy(\.passes))
    }
}
