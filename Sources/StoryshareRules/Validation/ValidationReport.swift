import StoryshareMedia

/// The result of validating files: what reporters render.
public struct ValidationReport: Sendable {
    /// One validated file.
    public struct File: Sendable {
        public var path: String
        public var role: AssetRole
        public var facts: MediaFacts
        public var findings: [Finding]
        /// The asset catalog's image set or data set the file stands for, when it is one.
        public var asset: CatalogAsset?

        public init(
            path: String, role: AssetRole, facts: MediaFacts, findings: [Finding], asset: CatalogAsset? = nil
        ) {
            self.path = path
            self.role = role
            self.facts = facts
            self.findings = findings
            self.asset = asset
        }
    }

    /// Counts over all files.
    public struct Summary: Sendable, Equatable, Codable {
        public var files: Int
        public var errors: Int
        public var warnings: Int
        public var infos: Int
        /// No error-level finding (and, with `--strict`, no warning either).
        public var passed: Bool
    }

    public var files: [File]
    /// Whether warnings fail the run.
    public var strict: Bool

    public init(files: [File], strict: Bool = false) {
        self.files = files
        self.strict = strict
    }

    public var findings: [Finding] { files.flatMap(\.findings) }

    /// Every finding with the file it is about, in report order.
    public var findingsByFile: [(file: File, finding: Finding)] {
        files.flatMap { file in file.findings.map { (file, $0) } }
    }

    public var summary: Summary {
        let all = findings
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.filter { $0.severity == .warning }.count
        return Summary(
            files: files.count, errors: errors, warnings: warnings,
            infos: all.filter { $0.severity == .info }.count,
            passed: errors == 0 && (!strict || warnings == 0))
    }
}

extension ValidationReport.File {
    /// What the file's findings are about: reports made for people begin every message with it, so the role
    /// a file was judged in shows in every format (`sticker: image is 300x300 px; …`), and so do the asset
    /// and the scale judged for a file of an asset catalog
    /// (`StoryBackground.imageset (3x, background): image is …`).
    public var subject: String {
        guard let asset else { return role.rawValue }
        return "\(asset.name) (\(asset.scale.map { "\($0), " } ?? "")\(role.rawValue))"
    }
}
