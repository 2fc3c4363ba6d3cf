extension AssetRule {
    /// Declared pixel count over the safety cap: refused before any pixel buffer is allocated.
    public static let imageDimensionsExcessive = AssetRule(
        RuleDescription(
            id: "image-dimensions-excessive",
            summary: "Declared pixel count is over the safety cap (default 50 megapixels); refused without decoding.",
            defaultSeverity: .error, appliesTo: "images", source: RuleSource.storyshare),
        triggering: [Example.image(.png, 100_000, 100_000), Example.image(.jpeg, 10_000, 5_001)],
        nonTriggering: [Example.image(.jpeg, 10_000, 5_000), Example.image(.png, 1080, 1920)]
    ) { asset in
        guard asset.facts.kind == .image, let w = asset.facts.width, let h = asset.facts.height else { return nil }
        let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
        let cap = asset.limits.maxPixels
        guard overflow || pixels > cap else { return nil }
        return "image declares \(w)x\(h) px (\(Format.grouped(pixels)) pixels), over the cap of "
            + "\(Format.grouped(cap)); it was not decoded. Resize it to 1080x1920."
    }
}
