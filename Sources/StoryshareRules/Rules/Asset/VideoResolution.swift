import StoryshareKit

extension AssetRule {
    /// Above 1080p.
    public static let videoResolution = AssetRule(
        RuleDescription(
            id: StoryRule.videoResolution.id,
            summary: "Video above 1080p: displayed short side over 1080 or long side over 1920.",
            defaultSeverity: StoryRule.videoResolution.defaultSeverity, appliesTo: "video",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.video(.mp4, 2160, 3840), Example.video(.mp4, 1080, 1921), Example.video(.mp4, 1200, 1200),
        ],
        nonTriggering: [
            Example.video(.mp4, 1080, 1920), Example.video(.mp4, 1920, 1080), Example.video(.mp4, 720, 1280),
        ]
    ) { $0.message(.videoResolution) }
}
