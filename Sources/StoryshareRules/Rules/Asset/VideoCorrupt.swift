import StoryshareKit

extension AssetRule {
    /// The container cannot be parsed.
    public static let videoCorrupt = AssetRule(
        RuleDescription(
            id: StoryRule.videoCorrupt.id,
            summary: "The container cannot be parsed (truncated, lying sizes, nesting bomb).",
            defaultSeverity: StoryRule.videoCorrupt.defaultSeverity, appliesTo: "video", source: RuleSource.userReports),
        triggering: [Example.video { $0.decodeError = "ISO BMFF: no moov box" }],
        nonTriggering: [Example.video(), Example.image(.png, 1080, 1920) { $0.decodeError = "bad" }]
    ) { $0.message(.videoCorrupt) }
}
