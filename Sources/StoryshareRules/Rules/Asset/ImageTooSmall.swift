import StoryshareKit

extension AssetRule {
    /// Displayed width or height below the SDK minimum (error 102).
    public static let imageTooSmall = AssetRule(
        RuleDescription(
            id: StoryRule.imageTooSmall.id,
            summary: "Displayed width or height is below \(StoryLimits().minImageSide) px.",
            defaultSeverity: StoryRule.imageTooSmall.defaultSeverity, appliesTo: "images",
            source: RuleSource.sdkImageLimits, platformErrorCode: StoryRule.imageTooSmall.platformErrorCode),
        triggering: [
            Example.image(.png, 300, 300, role: .sticker),
            Example.image(.jpeg, 479, 1920),
            Example.image(.jpeg, 1920, 479, orientation: 6),
            Example.image(.png, 1600, 390),
        ],
        nonTriggering: [Example.image(.png, 480, 480, role: .sticker), Example.image(.jpeg, 1080, 1920)]
    ) { $0.message(.imageTooSmall) }
}
