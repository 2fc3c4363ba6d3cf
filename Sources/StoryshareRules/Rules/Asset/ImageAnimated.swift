import StoryshareKit

extension AssetRule {
    /// An APNG: Stories show its first frame only.
    public static let imageAnimated = AssetRule(
        RuleDescription(
            id: StoryRule.imageAnimated.id, summary: "Animated PNG (APNG): only the first frame is shown.",
            defaultSeverity: StoryRule.imageAnimated.defaultSeverity, appliesTo: "images",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.png, 480, 480) {
                $0.animated = true
                $0.frameCount = 3
            }
        ],
        nonTriggering: [Example.image(.png, 480, 480) { $0.animated = false }]
    ) { $0.message(.imageAnimated) }
}
