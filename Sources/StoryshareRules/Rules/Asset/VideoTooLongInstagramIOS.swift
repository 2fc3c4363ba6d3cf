import StoryshareKit

extension AssetRule {
    /// Instagram posts only the first 15 s of a longer video from iOS (user reports).
    public static let videoTooLongInstagramIOS = AssetRule(
        RuleDescription(
            id: StoryRule.videoTooLongInstagramIOS.id,
            summary: "Instagram video over \(StoryLimits().instagramMaxVideoSeconds) s: iOS posts only the first 15 s.",
            defaultSeverity: StoryRule.videoTooLongInstagramIOS.defaultSeverity, appliesTo: "video, target instagram",
            source: RuleSource.userReports),
        triggering: [Example.video(seconds: 16, target: .instagram)],
        nonTriggering: [Example.video(seconds: 16), Example.video(seconds: 15, target: .instagram)]
    ) { $0.message(.videoTooLongInstagramIOS) }
}
