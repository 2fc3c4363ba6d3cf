/// Placeholder until the CI reporters land: renders the text report.
public enum GitHubActionsReporter {
    public static let identifier = "github"

    public static func generateReport(_ report: ValidationReport, context: ReportContext) -> String {
        TextReporter.generateReport(report, context: context)
    }
}
