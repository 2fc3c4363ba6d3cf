extension BundleRule {
    /// The file is not a bundle: not a binary property list (an XML or JSON bundle of an earlier version
    /// included), no bundle structure, another URL than the target's, an expiry that does not add up.
    public static let bundleMalformed = BundleRule(
        RuleDescription(
            id: "bundle-malformed",
            summary:
                "The bundle cannot be decoded, lacks the bundle structure, opens another URL than its target's, or its "
                + "expiry does not add up.",
            defaultSeverity: .error, appliesTo: "bundle", source: "the storyshare bundle format"),
        triggering: [
            BundleFacts(decodeError: "`version` is missing"),
            BundleFacts(
                decodeError:
                    "it is JSON, an encoding of bundles that storyshare no longer reads; make the bundle again with "
                    + "`storyshare bundle` (bundles are binary property lists now)"),
        ],
        nonTriggering: [BundleFacts(), BundleFacts(assets: [BundleIntegrity.example()])]
    ) { facts in
        guard let error = facts.decodeError else { return [] }
        return [error.contains("make the bundle again") ? "\(error)." : "\(error). Make the bundle again."]
    }
}
