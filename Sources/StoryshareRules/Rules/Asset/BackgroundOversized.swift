extension AssetRule {
    /// Background bigger than a phone screen: it will be scaled down.
    public static let backgroundOversized = AssetRule(
        RuleDescription(
            id: "background-oversized",
            summary:
                "Background image wider than 1080 or taller than 1920 displayed (\"device fullscreen or smaller\").",
            defaultSeverity: .warning, appliesTo: "background image", source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.png, 1440, 2560), Example.image(.jpeg, 1081, 1920), Example.image(.jpeg, 1084, 608),
            Example.image(.png, 720, 2000),
        ],
        nonTriggering: [
            Example.image(.png, 1080, 1920), Example.image(.png, 1440, 2560, role: .sticker),
            Example.video(.mp4, 1080, 1920),
        ]
    ) { asset in
        guard asset.role == .background, asset.facts.kind == .image, asset.isSupportedImage, asset.decodedCleanly,
            let (w, h) = asset.displaySize
        else { return nil }
        let (maxW, maxH) = (asset.limits.maxBackgroundWidth, asset.limits.maxBackgroundHeight)
        guard let over = SideWording.over(width: w, height: h, maxWidth: maxW, maxHeight: maxH) else { return nil }
        return "image is \(w)x\(h) px: \(over) (device fullscreen is \(maxW)x\(maxH)); it costs memory and will "
            + "be scaled down. Export it within \(maxW)x\(maxH)."
    }
}
