import StoryshareRules

/// One output format of a report, SwiftLint's shape: an identifier (what `--format` takes) and a pure
/// function from a report to text. Reporters never print and never read a file.
public protocol Reporter {
    /// The format's name: `text`, `json`, `sarif`, `junit`, `github`, `xcode`.
    static var identifier: String { get }

    /// The whole report in this format, ending with a newline (or empty, when the format prints nothing for
    /// a report without findings). Throws when a value has no form in the format (a JSON number that is not
    /// finite): a report is never printed half-made.
    static func generateReport(_ report: Report, context: ReportContext) throws -> String
}

/// Every reporter, and the one an identifier names.
public enum Reporters {
    /// Every reporter, in the order `--format` lists them (made on each use: a list of metatypes is no state
    /// to share between threads).
    public static var all: [any Reporter.Type] {
        [
            TextReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self, GitHubActionsReporter.self,
            XcodeReporter.self,
        ]
    }

    /// The reporter whose identifier is `identifier`, if any.
    public static func reporter(identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }

    /// `report` rendered by the reporter of `format`.
    public static func render(
        _ report: Report, as format: ReportFormat, context: ReportContext = ReportContext()
    ) throws -> String {
        try format.reporter.generateReport(report, context: context)
    }
}
