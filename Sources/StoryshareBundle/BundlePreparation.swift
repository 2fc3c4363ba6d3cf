import Crypto
import StoryshareColor
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import StoryshareSystem

/// Validation before bundling: every finding, and a plan only when none is an error.
public struct BundlePreparation: Sendable {
    public let findings: [Finding]
    public let plan: BundlePlan?
    /// What each asset given turned out to be, by payload key.
    public let assetFacts: [PayloadKey: MediaFacts]
}
