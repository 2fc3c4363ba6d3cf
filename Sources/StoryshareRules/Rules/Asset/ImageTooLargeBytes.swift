import StoryshareKit
import StoryshareSystem

extension AssetRule {
    /// File bigger than the SDK maximum (error 102).
    public static let imageTooLargeBytes = AssetRule(
        RuleDescription(
            id: StoryRule.imageTooLargeBytes.id,
            summary: "Image file is over \(NumberText.grouped(StoryLimits().maxImageBytes)) bytes.",
            defaultSeverity: StoryRule.imageTooLargeBytes.defaultSeverity, appliesTo: "images",
            source: RuleSource.sdkImageLimits, platformErrorCode: StoryRule.imageTooLargeBytes.platformErrorCode),
        triggering: [Example.image(.png, 1080, 1920, bytes: 12_000_001)],
        nonTriggering: [Example.image(.png, 1080, 1920, bytes: 12_000_000), Example.video(bytes: 40_000_000)]
    ) { $0.message(.imageTooLargeBytes) }
}
