import StoryshareKit

extension AssetRule {
    /// CMYK or YCCK JPEG.
    public static let imageCMYK = AssetRule(
        RuleDescription(
            id: StoryRule.imageCMYK.id, summary: "CMYK/YCCK JPEG: colours may be wrong or the image may not show.",
            defaultSeverity: StoryRule.imageCMYK.defaultSeverity, appliesTo: "images", source: RuleSource.userReports),
        triggering: [
            Example.image(.jpeg, 1080, 1920) { $0.colorSpace = .cmyk },
            Example.image(.jpeg, 1080, 1920) { $0.colorSpace = .ycck },
        ],
        nonTriggering: [Example.image(.jpeg, 1080, 1920), Example.image(.png, 1080, 1920) { $0.colorSpace = .gray }]
    ) { $0.message(.imageCMYK) }
}
