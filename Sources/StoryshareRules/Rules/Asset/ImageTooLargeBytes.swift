import StoryshareSystem

extension AssetRule {
    /// File bigger than the SDK maximum (error 102).
    public static let imageTooLargeBytes = AssetRule(
        RuleDescription(
            id: "image-too-large-bytes", summary: "Image file is over 12,000,000 bytes.",
            defaultSeverity: .error, appliesTo: "images", source: RuleSource.sdkImageLimits, platformErrorCode: 102),
        triggering: [Example.image(.png, 1080, 1920, bytes: 12_000_001)],
        nonTriggering: [Example.image(.png, 1080, 1920, bytes: 12_000_000), Example.video(bytes: 40_000_000)]
    ) { asset in
        guard asset.facts.kind == .image, let bytes = asset.facts.bytes, bytes > asset.limits.maxImageBytes else {
            return nil
        }
        let limit = asset.limits.maxImageBytes
        return "file is \(NumberText.grouped(bytes)) bytes; the platform takes at most \(NumberText.grouped(limit)) "
            + "(error 102). Compress it (JPEG quality, PNG optimisation) or reduce its size."
    }
}
