import StoryshareProject

/// A rule about an image set or data set of an asset catalog as a whole (its `Contents.json` and the files it
/// lists), before any file of it is judged by the asset rules.
public struct CatalogRule: Sendable {
    /// What the rule is: id, summary, default severity, source.
    public let description: RuleDescription
    /// One message per problem found (a set may list several missing files), empty when silent.
    public let check: @Sendable (CatalogAssetFacts) -> [String]
    /// Sets the rule must fire on.
    public let triggeringExamples: [CatalogAssetFacts]
    /// Sets the rule must stay silent on.
    public let nonTriggeringExamples: [CatalogAssetFacts]

    /// A catalog rule described by `description`, checked by `check`, its examples run by the tests.
    public init(
        _ description: RuleDescription, triggering: [CatalogAssetFacts], nonTriggering: [CatalogAssetFacts],
        check: @escaping @Sendable (CatalogAssetFacts) -> [String]
    ) {
        self.description = description.inFamily(.catalog)
        self.check = check
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}
