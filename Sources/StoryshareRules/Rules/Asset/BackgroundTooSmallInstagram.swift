import StoryshareKit

extension AssetRule {
    /// Instagram's background minimum is 720x1280.
    public static let backgroundTooSmallInstagram = AssetRule(
        RuleDescription(
            id: StoryRule.backgroundTooSmallInstagram.id,
            summary:
                "Instagram background image smaller than \(StoryLimits().instagramMinBackgroundWidth)x\(StoryLimits().instagramMinBackgroundHeight) displayed.",
            defaultSeverity: StoryRule.backgroundTooSmallInstagram.defaultSeverity,
            appliesTo: "background image, target instagram", source: RuleSource.instagram),
        triggering: [
            Example.image(.jpeg, 540, 960, target: .instagram), Example.image(.jpeg, 720, 1279, target: .instagram),
        ],
        nonTriggering: [
            Example.image(.jpeg, 540, 960), Example.image(.jpeg, 720, 1280, target: .instagram),
            Example.image(.png, 540, 540, role: .sticker, target: .instagram),
        ]
    ) { $0.message(.backgroundTooSmallInstagram) }
}
