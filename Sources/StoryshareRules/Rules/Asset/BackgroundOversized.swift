import StoryshareKit

extension AssetRule {
    /// Background bigger than a phone screen: it will be scaled down.
    public static let backgroundOversized = AssetRule(
        RuleDescription(
            id: StoryRule.backgroundOversized.id,
            summary:
                "Background image wider than 1080 or taller than 1920 displayed (\"device fullscreen or smaller\").",
            defaultSeverity: StoryRule.backgroundOversized.defaultSeverity, appliesTo: "background image",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.png, 1440, 2560), Example.image(.jpeg, 1081, 1920), Example.image(.jpeg, 1084, 608),
            Example.image(.png, 720, 2000),
        ],
        nonTriggering: [
            Example.image(.png, 1080, 1920), Example.image(.png, 1440, 2560, role: .sticker),
            Example.video(.mp4, 1080, 1920),
        ]
    ) { $0.message(.backgroundOversized) }
}
