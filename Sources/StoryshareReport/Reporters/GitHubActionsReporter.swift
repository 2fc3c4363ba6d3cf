import StoryshareRules
import StoryshareSystem

/// GitHub Actions workflow commands: one annotation per finding
/// (`::error file=PATH,title=RULE::MESSAGE`, or `::error file=PATH,line=LINE,col=COLUMN,title=RULE::MESSAGE` for a
/// finding with a line; warnings as `::warning`, infos as `::notice`), then the text summary line, which is not a
/// command and so stays visible in the log.
///
/// `PATH` is normalised and made relative to the working directory (GitHub matches annotations to
/// repository paths), and every value is escaped as the Actions runner requires.
public enum GitHubActionsReporter: Reporter {
    /// `--format github`.
    public static let identifier = "github"

    /// The workflow commands for `report`, one per line, then the summary line.
    public static func generateReport(_ report: Report, context: ReportContext) -> String {
        var out = ""
        for (file, finding) in report.findingsByFile {
            out += command(finding, subject: file.subject, workingDirectory: context.workingDirectory) + "\n"
        }
        out += TextReporter.summaryLine(report.summary, strict: report.strict, color: false) + "\n"
        return out
    }

    /// `::error file=dir/a.png,title=image-too-small::sticker: image is 300x300 px; …`
    static func command(_ finding: Finding, subject: String? = nil, workingDirectory: String) -> String {
        let path = DisplayText.escaped(ReportPath(finding.path, workingDirectory: workingDirectory).string)
        let message = finding.message(subject: subject)
        let line = finding.line.map { ",line=\($0)" } ?? ""
        let column = finding.column.map { ",col=\($0)" } ?? ""
        return "::\(command(for: finding.severity)) file=\(escapeProperty(path))\(line)\(column),"
            + "title=\(escapeProperty(finding.rule))::\(escapeData(DisplayText.escaped(message)))"
    }

    /// GitHub has no `info` annotation: infos are notices.
    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// A command's message: `%`, CR and LF escaped, so a message cannot end the command early.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as a message, plus `:` and `,`, which would end the value.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
