import StoryshareSystem

/// A finding as the JSON documents show it (`validate` and `fix`): its file is the entry it sits in, and its
/// message is escaped (`DisplayText`).
public struct JSONFinding: Encodable, Sendable {
    public let rule: String
    public let severity: Severity
    public let message: String
    public let platformErrorCode: Int?

    public init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity
        message = DisplayText.escaped(finding.message)
        platformErrorCode = finding.platformErrorCode
    }
}
