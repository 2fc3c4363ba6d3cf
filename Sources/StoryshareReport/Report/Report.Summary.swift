extension Report {
    /// Counts over all files.
    public struct Summary: Sendable, Equatable, Codable {
        public var files: Int
        public var errors: Int
        public var warnings: Int
        public var infos: Int
        /// No error-level finding (and, in a strict run, no warning either).
        public var passed: Bool
        /// Findings a baseline accepted, left out of the counts above; absent when no baseline was given.
        public var baselined: Int?

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
