extension AssetRule {
    /// Displayed width or height below the SDK minimum (error 102).
    public static let imageTooSmall = AssetRule(
        RuleDescription(
            id: "image-too-small", summary: "Displayed width or height is below 480 px.",
            defaultSeverity: .error, appliesTo: "images", source: RuleSource.sdkImageLimits, platformErrorCode: 102),
        triggering: [
            Example.image(.png, 300, 300, role: .sticker),
            Example.image(.jpeg, 479, 1920),
            Example.image(.jpeg, 1920, 479, orientation: 6),
            Example.image(.png, 1600, 390),
        ],
        nonTriggering: [Example.image(.png, 480, 480, role: .sticker), Example.image(.jpeg, 1080, 1920)]
    ) { asset in
        guard asset.facts.kind == .image, asset.isSupportedImage, let (w, h) = asset.displaySize else { return nil }
        let minimum = asset.limits.minImageSide
        guard let under = SideWording.under(width: w, height: h, minimum: minimum) else { return nil }
        return "image is \(w)x\(h) px: \(under); the platform needs at least \(minimum)x\(minimum) (error 102). "
            + "Export it at \(minimum) px or more on each side."
    }
}
