import StoryshareRules
import StoryshareSystem

/// Lines an Xcode Run Script build phase turns into issues: `ABSOLUTE_PATH: error: MESSAGE [rule]`
/// (`warning:`, and `note:` for infos), or `ABSOLUTE_PATH:LINE: error: …` for a finding with a line, one per
/// finding, with no summary line and no colour.
///
/// Xcode reads every line of a script's output against `^(.+?)(?::(\d+))?: (error|warning|note): (.*)$` and
/// attributes the issue to the file the first group names (at the line the second gives), so the path is absolute (lexically normalised against the
/// working directory: Xcode runs scripts elsewhere than the user typed them) and written as it is: spaces,
/// `:` and quotes need no escaping in that pattern. Control characters and bytes that are not UTF-8 are
/// escaped (see `DisplayText`), as they are everywhere, so a name cannot forge a line; such a path names no
/// file Xcode could open, but its issue still shows. A path holding `: error: ` itself would be cut short
/// there: the pattern allows no escape.
public enum XcodeReporter: Reporter {
    /// `--format xcode`.
    public static let identifier = "xcode"

    /// One line per finding, in report order; empty when there is none.
    public static func generateReport(_ report: Report, context: ReportContext) -> String {
        report.findingsByFile.map { file, finding in
            line(finding, subject: file.subject, workingDirectory: context.workingDirectory) + "\n"
        }.joined()
    }

    /// `/abs/path.png: error: sticker: image is 300x300 px; … [image-too-small]`, `/abs/Info.plist:12: error: …`
    static func line(_ finding: Finding, subject: String?, workingDirectory: String) -> String {
        let path = finding.placed(DisplayText.escaped(absolute(finding.path, workingDirectory: workingDirectory)))
        return "\(path): \(finding.severity.noteLevel): \(DisplayText.escaped(finding.message(subject: subject))) "
            + "[\(finding.rule)]"
    }

    /// `path` made absolute against `workingDirectory` and free of `.`, `..` and empty components (lexical
    /// only: reporters never ask the file system); a relative path stays as it is when the working
    /// directory is not known as an absolute path either.
    static func absolute(_ path: String, workingDirectory: String) -> String {
        guard path.hasPrefix("/") || workingDirectory.hasPrefix("/") else { return path }
        return FilePaths.normalize(path, from: workingDirectory)
    }
}
