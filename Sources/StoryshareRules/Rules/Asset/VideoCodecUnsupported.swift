extension AssetRule {
    /// Video codec not allowed for its container (MP4/MOV: H.264/H.265; WebM: VP8/VP9/AV1).
    public static let videoCodecUnsupported = AssetRule(
        RuleDescription(
            id: "video-codec-unsupported",
            summary: "Video codec not allowed for its container (MP4/MOV: H.264/H.265; WebM: VP8/VP9/AV1).",
            defaultSeverity: .error, appliesTo: "video", source: RuleSource.sharingToStories),
        triggering: [
            Example.video(codec: "mpeg4"), Example.video(.mov, codec: "prores"),
            Example.video(.webm, codec: "h264"), Example.video(codec: "av1"),
        ],
        nonTriggering: [
            Example.video(), Example.video(codec: "hevc"), Example.video(.mov, codec: "hevc"),
            Example.video(.webm, codec: "vp8"), Example.video(.webm, codec: "av1"),
        ]
    ) { asset in
        guard asset.isParsedVideo, asset.facts.hasVideo == true, let codec = asset.facts.codec else { return nil }
        let allowed = asset.facts.format == .webm ? ["vp8", "vp9", "av1"] : ["h264", "hevc"]
        guard !allowed.contains(codec) else { return nil }
        let container = asset.facts.format.rawValue.uppercased()
        let names = asset.facts.format == .webm ? "VP8, VP9 or AV1" : "H.264 or H.265"
        return "video codec is \(codec) in \(container); Stories take \(names) in \(container). "
            + "Re-encode it (e.g. ffmpeg -c:v libx264)."
    }
}
