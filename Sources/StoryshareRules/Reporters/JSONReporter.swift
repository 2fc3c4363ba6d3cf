import Foundation
import StoryshareMedia

/// The JSON document of SPEC §5:
/// `{"tool":{"name","version"},"summary":{…},"files":[{"path","role","facts","findings"}]}`.
public enum JSONReporter {
    public static let identifier = "json"

    struct Document: Encodable {
        struct File: Encodable {
            let path: String
            let role: AssetRole
            let facts: MediaFacts
            let findings: [FindingEntry]
        }
        struct FindingEntry: Encodable {
            let rule: String
            let severity: Severity
            let message: String
            let platformErrorCode: Int?
        }
        let tool = ToolStamp()
        let summary: ValidationReport.Summary
        let files: [File]
    }

    public static func generateReport(_ report: ValidationReport, context: ReportContext) -> String {
        let document = Document(
            summary: report.summary,
            files: report.files.map { file in
                Document.File(
                    path: file.path, role: file.role, facts: file.facts,
                    findings: file.findings.map {
                        .init(
                            rule: $0.rule, severity: $0.severity, message: $0.message,
                            platformErrorCode: $0.platformErrorCode)
                    })
            })
        return encode(document) + "\n"
    }

    /// Pretty JSON with sorted keys (stable across runs) and unescaped slashes.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these value types cannot fail (no non-finite numbers reach it).
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
