import StoryshareFix
import StoryshareMedia
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// The JSON report of a `fix` run:
/// `{"tool","configuration"?,"dryRun","summary":{…},"files":[{"path","role","status","passes","before",
/// "changes","output"?,"outputFacts"?,"after"?,"reason"?,"command"?}]}`.
public enum FixJSONReporter {
    struct Document: Encodable {
        struct File: Encodable {
            let path: String
            let role: AssetRole
            let status: FixStatus
            let passes: Bool
            let before: [JSONFinding]
            let changes: [FixChange]
            let output: String?
            let outputFacts: MediaFacts?
            let after: [JSONFinding]?
            let reason: String?
            let command: String?
        }
        let tool = ToolStamp()
        let configuration: String?
        let dryRun: Bool
        let summary: FixReport.Summary
        let files: [File]
    }

    /// The JSON document of `report`, naming the `configurationFile` that applied, with a final newline.
    /// Throws when a value has no JSON form.
    public static func generateReport(_ report: FixReport, configurationFile: String?) throws -> String {
        let document = Document(
            configuration: configurationFile.map(DisplayText.escaped), dryRun: report.dryRun, summary: report.summary,
            files: report.files.map { file in
                Document.File(
                    path: DisplayText.escaped(file.path), role: file.role, status: file.status, passes: file.passes,
                    before: file.before.map(JSONFinding.init),
                    changes: file.changes.map { FixChange(rule: $0.rule, DisplayText.escaped($0.description)) },
                    output: file.output.map(DisplayText.escaped), outputFacts: file.outputFacts?.displayed,
                    after: file.after?.map(JSONFinding.init), reason: file.reason.map(DisplayText.escaped),
                    command: file.command.map(DisplayText.escaped))
            })
        return try JSONReporter.encode(document) + "\n"
    }
}
