extension AssetRule {
    /// CMYK or YCCK JPEG.
    public static let imageCMYK = AssetRule(
        RuleDescription(
            id: "image-cmyk", summary: "CMYK/YCCK JPEG: colours may be wrong or the image may not show.",
            defaultSeverity: .warning, appliesTo: "images", source: RuleSource.userReports),
        triggering: [
            Example.image(.jpeg, 1080, 1920) { $0.colorSpace = .cmyk },
            Example.image(.jpeg, 1080, 1920) { $0.colorSpace = .ycck },
        ],
        nonTriggering: [Example.image(.jpeg, 1080, 1920), Example.image(.png, 1080, 1920) { $0.colorSpace = .gray }]
    ) { asset in
        guard let space = asset.facts.colorSpace, space == .cmyk || space == .ycck else { return nil }
        return "image is a \(space.rawValue.uppercased()) JPEG (print colours); phones expect RGB and may show "
            + "wrong colours. Convert it to sRGB."
    }
}
