/// A rule about a bundle file (`verify`): its structure, its assets against their manifest, its expiry.
public struct BundleRule: Sendable {
    /// What the rule is.
    public let description: RuleDescription
    /// One message per problem found (each asset whose bytes differ from the manifest), empty when silent.
    public let check: @Sendable (BundleFacts) -> [String]
    /// Facts the rule fires on.
    public let triggeringExamples: [BundleFacts]
    /// Facts it is silent on.
    public let nonTriggeringExamples: [BundleFacts]

    /// A rule, its examples and its check.
    public init(
        _ description: RuleDescription, triggering: [BundleFacts], nonTriggering: [BundleFacts],
        check: @escaping @Sendable (BundleFacts) -> [String]
    ) {
        self.description = description.inFamily(.bundle)
        self.check = check
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}
