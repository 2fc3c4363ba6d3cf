import StoryshareMedia

/// Output formats of `storyshare validate`.
public enum ValidationReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, xcode
}

/// What a reporter may need besides the findings.
public struct ReportContext: Sendable {
    /// Paths in SARIF and GitHub reports are made relative to this directory, and absolute from it in Xcode
    /// reports: an absolute path (the command line gives the process's working directory).
    public var workingDirectory: String
    /// ANSI colours in text output (only on a terminal).
    public var useColor: Bool
    /// The configuration file that applied, if any: JSON, SARIF and JUnit reports name it.
    public var configurationFile: String?

    public init(workingDirectory: String = ".", useColor: Bool = false, configurationFile: String? = nil) {
        self.workingDirectory = workingDirectory
        self.useColor = useColor
        self.configurationFile = configurationFile
    }
}

/// Renders a validation report in any format: one pure function per format, one file per reporter.
public enum Reporters {
    public static func render(
        _ report: ValidationReport, as format: ValidationReportFormat,
        context: ReportContext = ReportContext()
    ) throws -> String {
        switch format {
        case .text: TextReporter.generateReport(report, context: context)
        case .json: try JSONReporter.generateReport(report, context: context)
        case .sarif: try SARIFReporter.generateReport(report, context: context)
        case .junit: JUnitReporter.generateReport(report, context: context)
        case .github: GitHubActionsReporter.generateReport(report, context: context)
        case .xcode: XcodeReporter.generateReport(report, context: context)
        }
    }
}

/// `{"name": "storyshare", "version": "…"}`: the `tool` member of every JSON document storyshare prints.
public struct ToolStamp: Encodable, Sendable {
    public let name = ToolInfo.name
    public let version = ToolInfo.version

    public init() {}
}
