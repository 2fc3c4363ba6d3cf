import StoryshareKit
import StoryshareSystem

extension AssetRule {
    /// Instagram posts only the first 15 s of a longer video from iOS (user reports).
    public static let videoTooLongInstagramIOS = AssetRule(
        RuleDescription(
            id: "video-too-long-instagram-ios", summary: "Instagram video over 15.0 s: iOS posts only the first 15 s.",
            defaultSeverity: .warning, appliesTo: "video, target instagram", source: RuleSource.userReports),
        triggering: [Example.video(seconds: 16, target: .instagram)],
        nonTriggering: [Example.video(seconds: 16), Example.video(seconds: 15, target: .instagram)]
    ) { asset in
        guard asset.target == .instagram, asset.isParsedVideo, let seconds = asset.facts.durationSeconds,
            seconds > asset.limits.instagramMaxVideoSeconds
        else { return nil }
        let limit = asset.limits.instagramMaxVideoSeconds
        return "video is \(NumberText.seconds(seconds)) long; Instagram on iOS posts only the first "
            + "\(NumberText.seconds(limit)). Trim it to \(NumberText.decimal(limit)) s."
    }
}
