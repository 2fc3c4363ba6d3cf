import StoryshareKit
import StoryshareMedia

/// A rule about one file (image or video), SwiftLint style: a self-describing value whose examples
/// are its tests. Rules read facts; they never read files.
public struct AssetRule: Sendable {
    /// What the rule is: id, summary, default severity, source.
    public let description: RuleDescription
    /// The message when the rule fires on `asset` (what is wrong, the value, the limit, the fix), else `nil`.
    public let check: @Sendable (Asset) -> String?
    /// Assets the rule must fire on.
    public let triggeringExamples: [Asset]
    /// Assets the rule must stay silent on.
    public let nonTriggeringExamples: [Asset]

    /// An asset rule described by `description`, checked by `check`, its examples run by the tests.
    public init(
        _ description: RuleDescription, triggering: [Asset], nonTriggering: [Asset],
        check: @escaping @Sendable (Asset) -> String?
    ) {
        self.description = description.inFamily(.asset)
        self.check = check
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

extension Asset {
    /// The asset given where `kind` is demanded (a bundle's background image or video).
    public func expecting(_ kind: MediaKind) -> Asset {
        var copy = self
        copy.expectedKind = kind
        return copy
    }
}
