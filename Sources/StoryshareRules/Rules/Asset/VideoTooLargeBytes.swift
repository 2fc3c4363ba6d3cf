import StoryshareKit
import StoryshareSystem

extension AssetRule {
    /// Over the recommended 50 MB.
    public static let videoTooLargeBytes = AssetRule(
        RuleDescription(
            id: StoryRule.videoTooLargeBytes.id,
            summary: "Video file is over \(NumberText.grouped(StoryLimits().maxVideoBytes)) bytes.",
            defaultSeverity: StoryRule.videoTooLargeBytes.defaultSeverity, appliesTo: "video",
            source: RuleSource.sharingToStories),
        triggering: [Example.video(bytes: 50_000_001)],
        nonTriggering: [Example.video(bytes: 50_000_000)]
    ) { $0.message(.videoTooLargeBytes) }
}
