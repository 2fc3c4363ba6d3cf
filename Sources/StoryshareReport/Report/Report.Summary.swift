extension Report {
    /// Counts over all files.
    public struct Summary: Sendable, Equatable, Codable {
        /// How many files were looked at.
        public var files: Int
        /// How many error-level findings there are.
        public var errors: Int
        /// How many warnings there are.
        public var warnings: Int
        /// How many findings of the info level there are.
        public var infos: Int
        /// No error-level finding (and, in a strict run, no warning either).
        public var passed: Bool
        /// Findings a baseline accepted, left out of the counts above; absent when no baseline was given.
        public var baselined: Int?

        /// Counts as given.
        public init(files: Int, errors: Int, warnings: Int, infos: Int, passed: Bool, baselined: Int? = nil) {
            self.files = files
            self.errors = errors
            self.warnings = warnings
            self.infos = infos
            self.passed = passed
            self.baselined = baselined
        }
    }
}
