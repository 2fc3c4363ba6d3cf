extension AssetRule {
    /// The container has no video track (an audio-only MP4, say).
    public static let videoNoVideoTrack = AssetRule(
        RuleDescription(
            id: "video-no-video-track", summary: "The video file has no video track.",
            defaultSeverity: .error, appliesTo: "video", source: RuleSource.sharingToStories),
        triggering: [
            Example.video {
                $0.hasVideo = false
                $0.codec = nil
                $0.hasAudio = true
            }
        ],
        nonTriggering: [Example.video()]
    ) { asset in
        guard asset.isParsedVideo, asset.facts.hasVideo == false else { return nil }
        let audio = asset.facts.hasAudio == true ? " (only audio)" : ""
        return "the file has no video track\(audio); a background video needs one. Export it with video."
    }
}
