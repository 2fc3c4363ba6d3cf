extension AssetRule {
    /// An APNG: Stories show its first frame only.
    public static let imageAnimated = AssetRule(
        RuleDescription(
            id: "image-animated", summary: "Animated PNG (APNG): only the first frame is shown.",
            defaultSeverity: .warning, appliesTo: "images", source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.png, 480, 480) {
                $0.animated = true
                $0.frameCount = 3
            }
        ],
        nonTriggering: [Example.image(.png, 480, 480) { $0.animated = false }]
    ) { asset in
        guard asset.facts.animated == true else { return nil }
        let frames = asset.facts.frameCount.map { " with \($0) frames" } ?? ""
        return "image is an animated PNG\(frames); Stories show only the first frame. Export a still image, "
            + "or share the animation as a video."
    }
}
