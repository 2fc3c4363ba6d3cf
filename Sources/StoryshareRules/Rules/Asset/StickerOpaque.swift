import StoryshareKit

extension AssetRule {
    /// Sticker without transparency: it shows as a rectangle over the background.
    public static let stickerOpaque = AssetRule(
        RuleDescription(
            id: StoryRule.stickerOpaque.id, summary: "Sticker has no alpha channel (JPEG, or PNG without alpha/tRNS).",
            defaultSeverity: StoryRule.stickerOpaque.defaultSeverity, appliesTo: "sticker",
            source: RuleSource.sharingToStories),
        triggering: [Example.image(.jpeg, 640, 480, role: .sticker), Example.image(.png, 640, 480, role: .sticker)],
        nonTriggering: [Example.image(.png, 640, 480, alpha: true, role: .sticker), Example.image(.jpeg, 1080, 1920)]
    ) { $0.message(.stickerOpaque) }
}
