import StoryshareRules

/// What reporters render: the files a command looked at, each with its findings, whatever family of rules
/// judged them (images and videos for `validate`, an app's Info.plist and AndroidManifest.xml for `doctor`).
public struct Report: Sendable {
    /// The files looked at, in report order.
    public var files: [File]
    /// Whether warnings fail the run.
    public var strict: Bool
    /// How many findings a baseline accepted and the report leaves out, when a baseline was given.
    public var baselined: Int?
    /// Whether the run fails with no file judged (a directory with nothing to check): the document still says so.
    public var failsEmpty = false
    /// Why nothing was judged where a directory held nothing to check, one line each (what the run says on stderr):
    /// a document that fails with no file carries its reason.
    public var notes: [String] = []

    /// The report of `files`; with `strict`, warnings fail the run.
    public init(files: [File], strict: Bool = false) {
        self.files = files
        self.strict = strict
    }

    /// Every finding, in report order.
    public var findings: [Finding] { files.flatMap(\.findings) }

    /// Every finding with the file it is about, in report order.
    public var findingsByFile: [(file: File, finding: Finding)] {
        files.flatMap { file in file.findings.map { (file, $0) } }
    }

    /// The counts and the verdict.
    public var summary: Summary {
        let all = findings
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.filter { $0.severity == .warning }.count
        return Summary(
            files: files.count, errors: errors, warnings: warnings,
            infos: all.filter { $0.severity == .info }.count,
            passed: errors == 0 && (!strict || warnings == 0) && !failsEmpty, baselined: baselined)
    }
}
