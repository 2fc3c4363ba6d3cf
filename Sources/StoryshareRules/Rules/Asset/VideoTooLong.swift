import StoryshareSystem

extension AssetRule {
    /// Longer than the platform's 20 seconds.
    public static let videoTooLong = AssetRule(
        RuleDescription(
            id: "video-too-long", summary: "Video duration is over 20.0 s.",
            defaultSeverity: .error, appliesTo: "video", source: RuleSource.sharingToStories),
        triggering: [Example.video(seconds: 20.01), Example.video(seconds: 60)],
        nonTriggering: [Example.video(seconds: 20.0), Example.video(seconds: 3)]
    ) { asset in
        guard asset.isParsedVideo, let seconds = asset.facts.durationSeconds, seconds > asset.limits.maxVideoSeconds
        else { return nil }
        let limit = asset.limits.maxVideoSeconds
        return "video is \(NumberText.seconds(seconds)) long; Stories take at most \(NumberText.seconds(limit)). "
            + "Trim it (ffmpeg -t \(NumberText.decimal(limit)))."
    }
}
