import StoryshareKit

extension AssetRule {
    /// Declared pixel count over the safety cap, or a decode that would hold more memory than the decoder allows
    /// (a large progressive JPEG): the probe refused to decode it (`decodeSkipped`), before any pixel buffer was
    /// allocated. The probe decides, against the cap it was given (`Validator.probeOptions` passes the
    /// configured `max-pixels`); the rule reports its verdict.
    public static let imageDimensionsExcessive = AssetRule(
        RuleDescription(
            id: StoryRule.imageDimensionsExcessive.id,
            summary:
                "Declared pixel count is over the safety cap (default 50 megapixels), or decoding would hold over "
                + "48 MiB (a large progressive JPEG); refused without decoding.",
            defaultSeverity: StoryRule.imageDimensionsExcessive.defaultSeverity, appliesTo: "images",
            source: RuleSource.storyshare),
        triggering: [
            Example.image(.png, 100_000, 100_000) {
                $0.decodeSkipped =
                    "declared size 100000x100000 (10,000,000,000 pixels) is over the 50-megapixel cap; not decoded"
            },
            Example.image(.jpeg, 10_000, 5_001) {
                $0.decodeSkipped =
                    "declared size 10000x5001 (50,010,000 pixels) is over the 50-megapixel cap; not decoded"
            },
            Example.image(.jpeg, 7000, 7000) {
                $0.progressive = true
                $0.decodeSkipped =
                    "decoding this progressive JPEG holds every DCT coefficient of its 7000x7000 pixels at once: "
                    + "98,000,000 bytes, over the bound of 50,331,648 bytes; not decoded"
            },
        ],
        nonTriggering: [
            Example.image(.jpeg, 10_000, 5_000), Example.image(.png, 1080, 1920),
            // Over the default cap but decoded: the probe was given a higher one, and its verdict stands.
            Example.image(.png, 10_000, 10_000),
        ]
    ) { $0.message(.imageDimensionsExcessive) }
}
