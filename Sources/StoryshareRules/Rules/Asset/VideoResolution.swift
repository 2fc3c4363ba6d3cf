extension AssetRule {
    /// Above 1080p.
    public static let videoResolution = AssetRule(
        RuleDescription(
            id: "video-resolution",
            summary: "Video above 1080p: displayed short side over 1080 or long side over 1920.",
            defaultSeverity: .error, appliesTo: "video", source: RuleSource.sharingToStories),
        triggering: [
            Example.video(.mp4, 2160, 3840), Example.video(.mp4, 1080, 1921), Example.video(.mp4, 1200, 1200),
        ],
        nonTriggering: [
            Example.video(.mp4, 1080, 1920), Example.video(.mp4, 1920, 1080), Example.video(.mp4, 720, 1280),
        ]
    ) { asset in
        guard asset.isParsedVideo, let (w, h) = asset.displaySize else { return nil }
        let (short, long) = (min(w, h), max(w, h))
        let (maxShort, maxLong) = (asset.limits.maxVideoShortSide, asset.limits.maxVideoLongSide)
        guard short > maxShort || long > maxLong else { return nil }
        return "video is \(w)x\(h); Stories take up to 1080p (\(maxShort)x\(maxLong)). "
            + "Scale it down (ffmpeg -vf scale=\(maxShort):-2)."
    }
}
