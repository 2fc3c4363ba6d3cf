import StoryshareRules
import StoryshareSystem

/// A finding as the JSON documents show it (`validate`, `doctor` and `fix`): its file is the entry it sits in,
/// its message is escaped (`DisplayText`), and a finding in a text file says where it is (`line`, `column`).
public struct JSONFinding: Encodable, Sendable {
    /// The id of the rule that found it.
    public let rule: String
    /// Its severity.
    public let severity: Severity
    /// What was found, escaped.
    public let message: String
    /// The error code the platform gives for it, when it has one.
    public let platformErrorCode: Int?
    /// Where the finding is in a text file; absent for images and videos.
    public let line: Int?
    /// The column of ``line``, when known.
    public let column: Int?

    /// `finding` as the documents show it.
    public init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity
        message = DisplayText.escaped(finding.message)
        platformErrorCode = finding.platformErrorCode
        line = finding.line
        column = finding.column
    }
}
