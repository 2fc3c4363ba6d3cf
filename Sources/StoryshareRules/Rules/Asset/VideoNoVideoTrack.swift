import StoryshareKit

extension AssetRule {
    /// The container has no video track (an audio-only MP4, say).
    public static let videoNoVideoTrack = AssetRule(
        RuleDescription(
            id: StoryRule.videoNoVideoTrack.id, summary: "The video file has no video track.",
            defaultSeverity: StoryRule.videoNoVideoTrack.defaultSeverity, appliesTo: "video",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.video {
                $0.hasVideo = false
                $0.codec = nil
                $0.hasAudio = true
            }
        ],
        nonTriggering: [Example.video()]
    ) { $0.message(.videoNoVideoTrack) }
}
