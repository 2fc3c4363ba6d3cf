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
