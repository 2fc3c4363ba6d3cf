import StoryshareKit

extension AssetRule {
    /// Longer than the platform's 20 seconds.
    public static let videoTooLong = AssetRule(
        RuleDescription(
            id: StoryRule.videoTooLong.id, summary: "Video duration is over \(StoryLimits().maxVideoSeconds) s.",
            defaultSeverity: StoryRule.videoTooLong.defaultSeverity, appliesTo: "video",
            source: RuleSource.sharingToStories),
        triggering: [Example.video(seconds: 20.01), Example.video(seconds: 60)],
        nonTriggering: [Example.video(seconds: 20.0), Example.video(seconds: 3)]
    ) { $0.message(.videoTooLong) }
}
