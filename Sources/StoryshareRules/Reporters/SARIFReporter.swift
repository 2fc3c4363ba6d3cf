/// Placeholder until the CI reporters land: renders the text report.
public enum SARIFReporter {
    public static let identifier = "sarif"

    public static func generateReport(_ report: ValidationReport, context: ReportContext) -> String {
        TextReporter.generateReport(report, context: context)
    }
}
