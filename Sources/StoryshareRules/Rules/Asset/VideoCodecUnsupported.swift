import StoryshareKit

extension AssetRule {
    /// Video codec not allowed for its container (MP4/MOV: H.264/H.265; WebM: VP8/VP9/AV1).
    public static let videoCodecUnsupported = AssetRule(
        RuleDescription(
            id: StoryRule.videoCodecUnsupported.id,
            summary: "Video codec not allowed for its container (MP4/MOV: H.264/H.265; WebM: VP8/VP9/AV1).",
            defaultSeverity: StoryRule.videoCodecUnsupported.defaultSeverity, appliesTo: "video",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.video(codec: "mpeg4"), Example.video(.mov, codec: "prores"),
            Example.video(.webm, codec: "h264"), Example.video(codec: "av1"),
        ],
        nonTriggering: [
            Example.video(), Example.video(codec: "hevc"), Example.video(.mov, codec: "hevc"),
            Example.video(.webm, codec: "vp8"), Example.video(.webm, codec: "av1"),
        ]
    ) { $0.message(.videoCodecUnsupported) }
}
