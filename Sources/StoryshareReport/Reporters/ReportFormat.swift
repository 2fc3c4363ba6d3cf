import StoryshareRules

/// The formats reports are written in, by their reporters' identifiers: what `validate` and `doctor` take.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, xcode

    /// The reporter that writes this format.
    public var reporter: any Reporter.Type {
        guard let reporter = Reporters.reporter(identifier: rawValue) else {
            preconditionFailure("no reporter has the identifier \(rawValue)")
        }
        return reporter
    }
}
