import StoryshareRules
import StoryshareSystem

/// `storyshare verify --format json`: `{"tool":{"name","version"},"configuration"?,"bundle","verified",
/// "findings":[…]}`, every path and message escaped (`DisplayText`).
public struct VerifyDocument: Encodable {
    let tool = ToolStamp()
    let configuration: String?
    let bundle: String
    let verified: Bool
    let findings: [Finding]

    /// The document of `findings` about the bundle at `bundle`, judged with the configuration file
    /// `configuration` (when one applied): verified when none is an error.
    public init(bundle: String, findings: [Finding], configuration: String?) {
        self.configuration = configuration.map(DisplayText.escaped)
        self.bundle = DisplayText.escaped(bundle)
        verified = !findings.contains { $0.severity == .error }
        self.findings = findings.map { finding in
            var copy = finding
            copy.path = DisplayText.escaped(finding.path)
            copy.message = DisplayText.escaped(finding.message)
            return copy
        }
    }

    /// The document as JSON, with a final newline. Throws when a value has no JSON form.
    public func json() throws -> String {
        try JSONReporter.encode(self) + "\n"
    }
}
