import Crypto
import StoryshareColor
import StoryshareKit
import StoryshareMedia
import StorysharePropertyList
import StoryshareRules
import StoryshareSystem

/// Validation before bundling: every finding, and a plan only when none is an error.
public struct BundlePreparation: Sendable {
    /// Every finding about the request: payload and assets.
    public let findings: [Finding]
    /// The plan to write, or nil when a finding is an error.
    public let plan: BundlePlan?
    /// What each asset given turned out to be, by payload key.
    public let assetFacts: [PayloadKey: MediaFacts]
}
