import StoryshareKit

/// A rule about the payload as a whole (app ID, assets present, colours, link).
public struct PayloadRule: Sendable {
    public let description: RuleDescription
    /// One message per problem found (a rule may fire for both colours), empty when silent.
    public let check: @Sendable (PayloadDraft) -> [String]
    public let triggeringExamples: [PayloadDraft]
    public let nonTriggeringExamples: [PayloadDraft]

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
