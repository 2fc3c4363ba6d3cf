import ArgumentParser
import StoryshareJudging
import StoryshareReport
import StoryshareSystem

extension InputSelection.NothingToCheck {
    /// Says on stderr what was concluded and each directory with nothing to check, each followed by the options
    /// that would let it pass or choose its files (`empty`, if any, for a directory that held nothing, `unreadHint` for one
    /// whose project storyshare does not read), and returns the failure to throw.
    func report(empty: String?, unreadHint: String, format: ReportFormat) -> ExitCode {
        let said =
            notes + lines.map { line in empty.map { "\(line); \($0)" } ?? line } + unread.map { "\($0); \(unreadHint)" }
        said.forEach(printError)
        // A document format still prints its document (no file, not passed), so a pipeline reading it gets one.
        if [.json, .sarif, .junit].contains(format) {
            var report = Report(files: [])
            report.failsEmpty = true
            report.notes = said
            let context = ReportContext(
                workingDirectory: FilePaths.currentDirectory(), useColor: false, configurationFile: nil)
            if let text = try? Reporters.render(report, as: format, context: context) { print(text, terminator: "") }
        }
        return ExitCode.failure
    }
}
