/// Placeholder until the CI reporters land: renders the text report.
public enum JUnitReporter {
    public static let identifier = "junit"

    public static func generateReport(_ report: ValidationReport, context: ReportContext) -> String {
        TextReporter.generateReport(report, context: context)
    }
}
