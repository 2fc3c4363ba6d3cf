import StoryshareKit

/// A rule about the payload as a whole (app ID, assets present, colours, link).
public struct PayloadRule: Sendable {
    /// What the rule is: id, summary, default severity, source.
    public let description: RuleDescription
    /// One message per problem found (a rule may fire for both colours), empty when silent.
    public let check: @Sendable (PayloadDraft) -> [String]
    /// Payloads the rule must fire on.
    public let triggeringExamples: [PayloadDraft]
    /// Payloads the rule must stay silent on.
    public let nonTriggeringExamples: [PayloadDraft]

    /// A payload rule described by `description`, checked by `check`, its examples run by the tests.
    public init(
        _ description: RuleDescription, triggering: [PayloadDraft], nonTriggering: [PayloadDraft],
        check: @escaping @Sendable (PayloadDraft) -> [String]
    ) {
        self.description = description.inFamily(.payload)
        self.check = check
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}
