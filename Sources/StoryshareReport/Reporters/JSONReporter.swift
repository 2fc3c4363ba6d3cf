import Foundation
import StoryshareMedia
import StoryshareProject
import StoryshareRules
import StoryshareSystem

/// The JSON document `validate` and `doctor` print with `--format json`: `{"tool":{"name","version"},
/// "configuration"?,"summary":{…},"notes"?,"files":[{"path","role","asset"?,"facts","findings"}]}`; `notes` says why
/// a run that judged nothing fails (a directory with nothing to check, and why); `asset`
/// (`{"name","scale"?}`) names the asset catalog's image set or data set a file stands for. An app's file has
/// `kind` (`info-plist`, `android-manifest`) instead of `role`, and its findings a `line` and a `column` where the
/// file has lines.
public enum JSONReporter: Reporter {
    /// `--format json`.
    public static let identifier = "json"

    struct Document: Encodable {
        struct File: Encodable {
            let path: String
            let role: AssetRole?
            let kind: AppFileKind?
            let asset: CatalogAsset?
            let facts: Facts
            let findings: [JSONFinding]
        }
        /// What is known about a file, by what it was judged as.
        enum Facts: Encodable {
            case media(MediaFacts)
            case appFile(AppFileSummary)

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .media(let facts): try container.encode(facts.displayed)
                case .appFile(let summary): try container.encode(summary)
                }
            }
        }
        let tool = ToolStamp()
        /// The configuration file that applied, when one did.
        let configuration: String?
        let summary: Report.Summary
        let notes: [String]?
        let files: [File]
    }

    /// The JSON document of `report`, with a final newline.
    public static func generateReport(_ report: Report, context: ReportContext) throws -> String {
        let document = Document(
            configuration: context.configurationFile.map(DisplayText.escaped),
            summary: report.summary,
            notes: report.notes.isEmpty ? nil : report.notes.map(DisplayText.escaped),
            files: report.files.map { file in
                Document.File(
                    path: DisplayText.escaped(file.path), content: file.content,
                    findings: file.findings.map(JSONFinding.init))
            })
        return try encode(document) + "\n"
    }

    /// Pretty JSON with sorted keys (stable across runs) and unescaped slashes. Throws when a value has
    /// no JSON form (a non-finite number): a document is never printed half-made or empty.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension JSONReporter.Document.File {
    init(path: String, content: Report.File.Content, findings: [JSONFinding]) {
        self.path = path
        self.findings = findings
        switch content {
        case .asset(let role, let facts, let asset):
            self.role = role
            kind = nil
            self.asset = asset.map { CatalogAsset(name: DisplayText.escaped($0.name), scale: $0.scale) }
            self.facts = .media(facts)
        case .appFile(let facts):
            role = nil
            kind = facts.kind
            asset = nil
            self.facts = .appFile(AppFileSummary(facts))
        }
    }
}

extension MediaFacts {
    /// The facts as reports show them: the path with bytes that are not UTF-8 and control characters
    /// escaped (see `DisplayText`).
    public var displayed: MediaFacts {
        var copy = self
        copy.path = DisplayText.escaped(path)
        return copy
    }
}
