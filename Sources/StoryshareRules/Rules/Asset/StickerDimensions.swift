import StoryshareKit

extension AssetRule {
    /// Sticker larger than the documentation's recommendation allows on either side: it will be scaled down.
    ///
    /// The documentation recommends 640x480 for stickers, a recommendation rather than a limit (a square
    /// logo cannot be 640x480 and still be at least 480 px on each side, as the platform requires). The
    /// rule takes 640 px as the most a sticker should measure on either side, so 512x512, 640x480 and
    /// 480x640 are quiet; it is an `info`: the sticker is shown, only scaled.
    public static let stickerDimensions = AssetRule(
        RuleDescription(
            id: StoryRule.stickerDimensions.id,
            summary:
                "Sticker wider or taller than 640 px displayed: Meta's documentation recommends 640x480 for stickers, "
                + "and a larger one is scaled down.",
            defaultSeverity: StoryRule.stickerDimensions.defaultSeverity, appliesTo: "sticker",
            source: RuleSource.sharingToStories + " (recommended sticker size 640x480)"),
        triggering: [
            Example.image(.png, 800, 800, alpha: true, role: .sticker),
            Example.image(.png, 641, 480, alpha: true, role: .sticker),
            Example.image(.png, 480, 720, alpha: true, role: .sticker),
        ],
        nonTriggering: [
            Example.image(.png, 640, 480, alpha: true, role: .sticker),
            Example.image(.png, 512, 512, alpha: true, role: .sticker),
            Example.image(.png, 480, 640, alpha: true, role: .sticker),
            Example.image(.png, 640, 640, alpha: true, role: .sticker),
            Example.image(.png, 1080, 1920),
        ]
    ) { $0.message(.stickerDimensions) }
}
