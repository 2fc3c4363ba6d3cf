import StoryshareRules

/// What a reporter may need besides the findings.
public struct ReportContext: Sendable {
    /// Paths in SARIF and GitHub reports are made relative to this directory, and absolute from it in Xcode
    /// reports: an absolute path (the command line gives the process's working directory).
    public var workingDirectory: String
    /// ANSI colours in text output (only on a terminal).
    public var useColor: Bool
    /// The configuration file that applied, if any: JSON, SARIF and JUnit reports name it.
    public var configurationFile: String?

    /// A context relative to `workingDirectory`, in colour or not, naming the `configurationFile` that applied.
    public init(workingDirectory: String = ".", useColor: Bool = false, configurationFile: String? = nil) {
        self.workingDirectory = workingDirectory
        self.useColor = useColor
        self.configurationFile = configurationFile
    }
}
