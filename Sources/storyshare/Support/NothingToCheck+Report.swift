import ArgumentParser
import StoryshareJudging
import StoryshareReport
import StoryshareSystem

extension InputSelection.NothingToCheck {
    /// Says on stderr what was concluded and each directory with nothing to check, each followed by the options
    /// that would let it pass or choose its files (`empty`, if any, for a directory that held nothing, `unreadHint` for one
    /// whose project storyshare does not read), and returns the failure to throw.
    func report(empty: String?, unreadHint: String, format: ReportFormat) -> ExitCode {
        notes.forEach(printError)
        for line in lines { printError(empty.map { "\(line); \($0)" } ?? line) }
        for line in unread { printError("\(line); \(unreadHint)") }
        // A document format still prints its document (no file, not passed), so a pipeline reading it gets one.
        if [.json, .sarif, .junit].contains(format) {
            var report = Report(files: [])
            report.failsEmpty = true
            let context = ReportContext(
                workingDirectory: FilePaths.currentDirectory(), useColor: false, configurationFile: nil)
            if let text = try? Reporters.render(report, as: format, context: context) { print(text, terminator: "") }
        }
        return ExitCode.failure
    }
}
