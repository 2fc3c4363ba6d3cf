import StoryshareKit

extension AssetRule {
    /// A full decode of the image failed.
    public static let imageCorrupt = AssetRule(
        RuleDescription(
            id: StoryRule.imageCorrupt.id,
            summary: "A full decode fails: truncation, CRC error, bad entropy data, missing IEND, libjpeg warnings.",
            defaultSeverity: StoryRule.imageCorrupt.defaultSeverity, appliesTo: "images", source: RuleSource.userReports
        ),
        triggering: [
            Example.image(.jpeg, 1080, 1920) { $0.decodeError = "Premature end of JPEG file" },
            Example.image(.png, 1080, 1920) { $0.decodeError = "IDAT: CRC error" },
        ],
        nonTriggering: [Example.image(.png, 1080, 1920), Example.video { $0.decodeError = "truncated" }]
    ) { $0.message(.imageCorrupt) }
}
