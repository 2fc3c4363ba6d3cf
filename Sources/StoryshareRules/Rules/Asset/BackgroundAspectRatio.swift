import StoryshareKit

extension AssetRule {
    /// Background not 9:16 (Instagram also takes 9:18) within the tolerance.
    public static let backgroundAspectRatio = AssetRule(
        RuleDescription(
            id: StoryRule.backgroundAspectRatio.id,
            summary: "Displayed ratio differs from 9:16 by more than 1% (Instagram: 9:16 or 9:18).",
            defaultSeverity: StoryRule.backgroundAspectRatio.defaultSeverity, appliesTo: "background image/video",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.jpeg, 1920, 1080),
            Example.image(.jpeg, 1080, 1080),
            Example.image(.jpeg, 1080, 2160),  // 9:18 is Instagram-only
            Example.video(.mp4, 1920, 1080),
        ],
        nonTriggering: [
            Example.image(.jpeg, 1080, 1920),
            Example.image(.jpeg, 1920, 1080, orientation: 6),  // shown 1080x1920
            Example.image(.png, 720, 1280),
            Example.image(.png, 1080, 1910),  // 0.565: within 1%
            Example.image(.jpeg, 1080, 2160, target: .instagram),
            Example.video(.mp4, 1920, 1080, rotation: 90),
            Example.image(.png, 640, 480, role: .sticker),
        ]
    ) { $0.message(.backgroundAspectRatio) }
}
