import Foundation
import StoryshareMedia
import StoryshareSystem

/// The JSON document `validate --format json` prints: `{"tool":{"name","version"},"configuration"?,
/// "summary":{…},"files":[{"path","role","asset"?,"facts","findings"}]}`; `asset` (`{"name","scale"?}`) names
/// the asset catalog's image set or data set a file stands for.
public enum JSONReporter {
    public static let identifier = "json"

    struct Document: Encodable {
        struct File: Encodable {
            let path: String
            let role: AssetRole
            let asset: CatalogAsset?
            let facts: MediaFacts
            let findings: [JSONFinding]
        }
        let tool = ToolStamp()
        /// The configuration file that applied, when one did.
        let configuration: String?
        let summary: ValidationReport.Summary
        let files: [File]
    }

    public static func generateReport(_ report: ValidationReport, context: ReportContext) throws -> String {
        let document = Document(
            configuration: context.configurationFile.map(DisplayText.escaped),
            summary: report.summary,
            files: report.files.map { file in
                Document.File(
                    path: DisplayText.escaped(file.path), role: file.role,
                    asset: file.asset.map { CatalogAsset(name: DisplayText.escaped($0.name), scale: $0.scale) },
                    facts: file.facts.displayed, findings: file.findings.map(JSONFinding.init))
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

extension MediaFacts {
    /// The facts as reports show them: the path with bytes that are not UTF-8 and control characters
    /// escaped (see `DisplayText`).
    public var displayed: MediaFacts {
        var copy = self
        copy.path = DisplayText.escaped(path)
        return copy
    }
}
