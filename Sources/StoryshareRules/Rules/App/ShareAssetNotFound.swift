import StoryshareProject

extension AppFileRule {
    /// An image the sharing code names for its share that the codebase does not hold: `UIImage(named:)` returns nil
    /// at run time, so the share sends nothing or is never made.
    public static let shareAssetNotFound = AppFileRule(
        RuleDescription(
            id: "share-asset-not-found",
            summary: "The sharing code names an image for its share that no image set or image file of the codebase "
                + "holds.",
            defaultSeverity: .warning, appliesTo: "the sharing code the app model finds",
            source: RuleSource.userReports),
        triggering: [Example.shareCall(missingAssets: ["StoryBg"])],
        nonTriggering: [Example.shareCall()]
    ) { file in
        guard case .shareCode(let code) = file.facts else { return [] }
        return code.missingAssets.map { missing in
            LocatedMessage(
                "\"\(missing.name)\" names no image set or image file in this codebase: UIImage(named:) and its kin "
                    + "return nil at run time, so the share sends no image or is not made. Add the image, fix the "
                    + "name, or, when a package or pod brings it, load it from that bundle.",
                at: missing.location)
        }
    }
}
