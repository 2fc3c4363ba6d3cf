import StoryshareSystem

extension AssetRule {
    /// Over the recommended 50 MB.
    public static let videoTooLargeBytes = AssetRule(
        RuleDescription(
            id: "video-too-large-bytes", summary: "Video file is over 50,000,000 bytes.",
            defaultSeverity: .warning, appliesTo: "video", source: RuleSource.sharingToStories),
        triggering: [Example.video(bytes: 50_000_001)],
        nonTriggering: [Example.video(bytes: 50_000_000)]
    ) { asset in
        guard asset.facts.kind == .video, let bytes = asset.facts.bytes, bytes > asset.limits.maxVideoBytes else {
            return nil
        }
        return
            "video file is \(NumberText.grouped(bytes)) bytes; keep it under \(NumberText.grouped(asset.limits.maxVideoBytes)) "
            + "so the share loads. Re-encode it at a lower bitrate."
    }
}
