import StoryshareRules
import StoryshareSystem

/// A finding as the JSON documents show it (`validate`, `doctor` and `fix`): its file is the entry it sits in,
/// its message is escaped (`DisplayText`), and a finding in a text file says where it is (`line`, `column`).
public struct JSONFinding: Encodable, Sendable {
    public let rule: String
    public let severity: Severity
    public let message: String
    public let platformErrorCode: Int?
    /// Where the finding is in a text file; absent for images and videos.
    public let line: Int?
    public let column: Int?

    public init(_ finding: Finding) {
        rule = finding.rule
        severity = finding.severity
        message = DisplayText.escaped(finding.message)
        platformErrorCode = finding.platformErrorCode
        line = finding.line
        column = finding.column
    }
}
