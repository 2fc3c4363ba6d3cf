import StoryshareProject

/// A rule about an image set or data set of an asset catalog as a whole (its `Contents.json` and the files it
/// lists), before any file of it is judged by the asset rules.
public struct CatalogRule: Sendable {
    public let description: RuleDescription
    /// One message per problem found (a set may list several missing files), empty when silent.
    public let check: @Sendable (CatalogAssetFacts) -> [String]
    public let triggeringExamples: [CatalogAssetFacts]
    public let nonTriggeringExamples: [CatalogAssetFacts]

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
