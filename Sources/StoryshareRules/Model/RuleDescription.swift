/// What a rule is, for people and reports (`storyshare rules`, SARIF `tool.driver.rules`).
public struct RuleDescription: Sendable, Equatable {
    /// Stable id; never renamed.
    public let id: String
    /// One line: when the rule fires.
    public let summary: String
    /// The severity of its findings unless a configuration changes it.
    public let defaultSeverity: Severity
    /// What the rule looks at ("images", "background image/video", "payload", …).
    public let appliesTo: String
    /// Where the limit comes from (Meta's documentation, user reports, storyshare's own safety cap).
    public let source: String
    /// The platform's error code, where one exists.
    public let platformErrorCode: Int?
    /// What the rule judges (an asset, a catalog set, a payload, a bundle, an app's files): set by the kind of
    /// rule that holds the description, for reports that group rules (SARIF's tags).
    public internal(set) var family: RuleFamily = .asset

    /// A rule's description; `family` is set again by the kind of rule that holds it.
    public init(
        id: String, summary: String, defaultSeverity: Severity, appliesTo: String, source: String,
        platformErrorCode: Int? = nil, family: RuleFamily = .asset
    ) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.appliesTo = appliesTo
        self.source = source
        self.platformErrorCode = platformErrorCode
        self.family = family
    }

    /// The description in `family`.
    func inFamily(_ family: RuleFamily) -> RuleDescription {
        var copy = self
        copy.family = family
        return copy
    }
}
