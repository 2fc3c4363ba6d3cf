import StoryshareRules
import StoryshareSystem

/// `storyshare verify` as text: one line per finding, then `PATH: N errors, M warnings; verified` (or `failed`).
public enum VerifyText {
    /// The text of `findings` about the bundle at `bundle`, in colour when `color` says so.
    public static func render(bundle: String, findings: [Finding], color: Bool) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let lines =
            findings.map { TextReporter.line($0, color: color) }
            + [
                "\(DisplayText.path(bundle)): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning"
                    + "\(warnings == 1 ? "" : "s"); " + (errors == 0 ? "verified" : "failed")
            ]
        return lines.joined(separator: "\n") + "\n"
    }
}
