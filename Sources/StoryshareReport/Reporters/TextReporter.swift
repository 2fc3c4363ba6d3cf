import StoryshareRules
import StoryshareSystem

/// `PATH: severity: message [rule]`, one line per finding, then a summary line. Paths and messages are
/// shown through `DisplayText`, so a name or a value from a file cannot forge a line or send the terminal
/// an escape sequence.
public enum TextReporter: Reporter {
    /// `--format text` (the default).
    public static let identifier = "text"

    /// One line per finding, then the summary line.
    public static func generateReport(_ report: Report, context: ReportContext) -> String {
        var out = ""
        for (file, finding) in report.findingsByFile {
            out += line(finding, subject: file.subject, color: context.useColor) + "\n"
        }
        out += summaryLine(report.summary, strict: report.strict, color: context.useColor) + "\n"
        return out
    }

    /// One finding as `PATH: severity: message [rule]`, or `PATH: severity: SUBJECT: message [rule]` when
    /// the file's subject is given (see ``Report/File/subject``); `PATH:LINE: …` when the finding has a line.
    public static func line(_ finding: Finding, subject: String? = nil, color: Bool) -> String {
        let severity = paint(finding.severity.rawValue, code: code(for: finding.severity), on: color)
        let rule = paint("[\(finding.rule)]", code: "2", on: color)
        let message = DisplayText.escaped(finding.message(subject: subject))
        return "\(finding.placed(DisplayText.path(finding.path))): \(severity): \(message) \(rule)"
    }

    /// `3 files checked: 1 error, 1 warning, 0 infos; failed`: the last line of text and GitHub reports
    /// (`…, 0 infos, 12 baselined; passed` when a baseline left findings out).
    public static func summaryLine(_ s: Report.Summary, strict: Bool, color: Bool) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let files = count(s.files, "file")
        let verdict = s.passed ? paint("passed", code: "32", on: color) : paint("failed", code: "31;1", on: color)
        let strictNote = strict && s.errors == 0 && s.warnings > 0 ? " (strict: warnings fail)" : ""
        let baselined = s.baselined.map { ", \($0) baselined" } ?? ""
        return "\(files) checked: \(count(s.errors, "error")), \(count(s.warnings, "warning")), "
            + "\(count(s.infos, "info"))\(baselined); \(verdict)\(strictNote)"
    }

    private static func code(for severity: Severity) -> String {
        switch severity {
        case .error: "31;1"
        case .warning: "33"
        case .info: "36"
        }
    }

    private static func paint(_ text: String, code: String, on: Bool) -> String {
        on ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
