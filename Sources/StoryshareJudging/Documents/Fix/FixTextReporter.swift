import StoryshareFix
import StoryshareMedia
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// `fix`'s report for people: per file a line saying what became of it, then its findings before, what was
/// changed, what was written and its findings after; then a summary line. Paths and messages are escaped
/// (`DisplayText`).
public enum FixTextReporter {
    /// The text of `report`, in ANSI colours when `color` is on.
    public static func generateReport(_ report: FixReport, color: Bool) -> String {
        var out = ""
        for file in report.files { out += section(file, dryRun: report.dryRun, color: color) }
        out += summaryLine(report, color: color) + "\n"
        return out
    }

    static func section(_ file: FileFix, dryRun: Bool, color: Bool) -> String {
        let path = DisplayText.path(file.path)
        var lines: [String]
        switch file.status {
        case .fixed:
            let verb = dryRun ? "would write" : "wrote"
            lines = ["\(path): \(paint(dryRun ? "to fix" : "fixed", "32", color)), \(verb) \(describe(file))"]
        case .unchanged:
            lines = ["\(path): nothing to fix"]
        case .notFixed:
            lines = ["\(path): \(paint("not fixed", "31;1", color)): \(DisplayText.escaped(file.reason ?? ""))"]
        case .refused:
            lines = ["\(path): \(paint("not fixed", "31;1", color)): \(DisplayText.escaped(file.reason ?? ""))"]
        }
        for finding in file.before { lines.append("  before: " + findingText(finding, color: color)) }
        for change in file.changes { lines.append("  change: " + DisplayText.escaped(change.description)) }
        if let command = file.command { lines.append("  ffmpeg: " + DisplayText.escaped(command)) }
        if file.status == .fixed, let after = file.after {
            if after.isEmpty { lines.append("  after:  no findings") }
            for finding in after { lines.append("  after:  " + findingText(finding, color: color)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `out/logo.png (PNG, 480x480, 3,911 bytes)`.
    static func describe(_ file: FileFix) -> String {
        let output = DisplayText.path(file.output ?? "")
        guard let facts = file.outputFacts else { return output }
        var parts = [facts.format.rawValue.uppercased()]
        if let width = facts.width, let height = facts.height { parts.append("\(width)x\(height)") }
        if let bytes = facts.bytes { parts.append("\(NumberText.grouped(bytes)) bytes") }
        return "\(output) (\(parts.joined(separator: ", ")))"
    }

    /// `severity: message [rule]`.
    static func findingText(_ finding: Finding, color: Bool) -> String {
        let line = TextReporter.line(finding, color: color)
        // The path is the section's; the rest is the finding.
        let prefix = DisplayText.path(finding.path) + ": "
        return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
    }

    static func summaryLine(_ report: FixReport, color: Bool) -> String {
        let s = report.summary
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = ["\(s.fixed) \(report.dryRun ? "to fix" : "fixed")", "\(s.unchanged) with nothing to fix"]
        if s.notFixed + s.refused > 0 { parts.append("\(s.notFixed + s.refused) not fixed") }
        let verdict = s.passed ? paint("passed", "32", color) : paint("failed", "31;1", color)
        let dry = report.dryRun ? " (dry run: nothing written)" : ""
        return "\(count(s.files, "file")): \(parts.joined(separator: ", ")); \(verdict)\(dry)"
    }

    private static func paint(_ text: String, _ code: String, _ on: Bool) -> String {
        on ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
