extension AssetRule {
    /// Sticker larger than the recommended 640x480: it will be scaled down.
    public static let stickerDimensions = AssetRule(
        RuleDescription(
            id: "sticker-dimensions",
            summary: "Sticker wider than 640 or taller than 480 displayed (it will be scaled down).",
            defaultSeverity: .warning, appliesTo: "sticker", source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.png, 800, 800, alpha: true, role: .sticker),
            Example.image(.png, 480, 640, alpha: true, role: .sticker),
        ],
        nonTriggering: [Example.image(.png, 640, 480, alpha: true, role: .sticker), Example.image(.png, 1080, 1920)]
    ) { asset in
        guard asset.role == .sticker, asset.isSupportedImage, asset.decodedCleanly, let (w, h) = asset.displaySize
        else { return nil }
        let (maxW, maxH) = (asset.limits.maxStickerWidth, asset.limits.maxStickerHeight)
        guard w > maxW || h > maxH else { return nil }
        return "sticker is \(w)x\(h) px, larger than the recommended \(maxW)x\(maxH); it will be scaled down. "
            + "Export it to fit \(maxW)x\(maxH)."
    }
}
