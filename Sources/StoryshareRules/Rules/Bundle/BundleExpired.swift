import StoryshareKit

extension BundleRule {
    /// The bundle's `options.expirationDate` has passed at the time judged.
    public static let bundleExpired = BundleRule(
        RuleDescription(
            id: "bundle-expired", summary: "The bundle's expiration date has passed.",
            defaultSeverity: .warning, appliesTo: "bundle", source: RuleSource.sharingToStories),
        triggering: [
            BundleFacts(expiry: .init(expiresAt: 1_795_262_700, expiresIn: 300, time: 1_795_262_701)),
            BundleFacts(expiry: .init(expiresAt: 1_795_262_700, expiresIn: 300, time: 1_795_362_700)),
        ],
        nonTriggering: [
            BundleFacts(expiry: .init(expiresAt: 1_795_262_700, expiresIn: 300, time: 1_795_262_700)),
            BundleFacts(expiry: .init(expiresAt: 1_795_262_700, expiresIn: 300, time: 1_795_262_400)),
            BundleFacts(decodeError: "`version` is missing"),
        ]
    ) { facts in
        guard let expiry = facts.expiry, expiry.time > expiry.expiresAt else { return [] }
        return [
            "expired at \(BundleTime.format(expiry.expiresAt)) (\(DurationText.describe(expiry.time - expiry.expiresAt)) "
                + "ago); a share must happen within \(expiry.expiresIn) s of bundling. Make a new bundle, or let the app "
                + "set the expiry when it shares (ShareBundle.expirationDate(sharingAt:))."
        ]
    }
}
