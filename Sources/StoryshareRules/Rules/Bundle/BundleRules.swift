/// Rules about bundle files. Their checks live with the bundle decoder (`verify`); the registry
/// lists them so reports and `storyshare rules` describe them.
public enum BundleRules {
    public static let malformed = RuleDescription(
        id: "bundle-malformed",
        summary:
            "The bundle cannot be decoded, lacks the bundle structure, opens another URL than its target's, or its expiry does not add up.",
        defaultSeverity: .error, appliesTo: "bundle", source: "the storyshare bundle format", family: .bundle)
    public static let integrity = RuleDescription(
        id: "bundle-integrity",
        summary: "An embedded asset's SHA-256, size, media type, displayed size or duration differs from the manifest.",
        defaultSeverity: .error, appliesTo: "bundle", source: "the storyshare bundle format", family: .bundle)
    public static let expired = RuleDescription(
        id: "bundle-expired", summary: "The bundle's expiration date has passed.",
        defaultSeverity: .warning, appliesTo: "bundle", source: RuleSource.sharingToStories, family: .bundle)

    public static let all = [malformed, integrity, expired]
}
