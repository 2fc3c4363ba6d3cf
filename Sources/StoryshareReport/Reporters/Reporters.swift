import StoryshareRules

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
