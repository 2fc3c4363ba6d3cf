import StoryshareRules

/// `storyshare rules --format json`: `{"rules":[{"id","defaultSeverity","appliesTo","summary","source",
/// "platformErrorCode"?}]}`, in the registry's order.
public struct RulesDocument: Encodable {
    struct Entry: Encodable {
        let id, defaultSeverity, appliesTo, summary, source: String
        let platformErrorCode: Int?
    }

    let rules: [Entry]

    /// The document of `rules`.
    public init(_ rules: [RuleDescription]) {
        self.rules = rules.map {
            Entry(
                id: $0.id, defaultSeverity: $0.defaultSeverity.rawValue, appliesTo: $0.appliesTo,
                summary: $0.summary, source: $0.source, platformErrorCode: $0.platformErrorCode)
        }
    }

    /// The document as JSON, with a final newline. Throws when a value has no JSON form.
    public func json() throws -> String {
        try JSONReporter.encode(self) + "\n"
    }
}
