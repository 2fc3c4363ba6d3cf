import ArgumentParser
import StoryshareJudging

extension InputSelection.NothingToCheck {
    /// Says on stderr what was concluded and each directory with nothing to check, each followed by the options
    /// that would let it pass or choose its files (`empty`, if any, for a directory that held nothing, `unreadHint` for one
    /// whose project storyshare does not read), and returns the failure to throw.
    func report(empty: String?, unreadHint: String) -> ExitCode {
        notes.forEach(printError)
        for line in lines { printError(empty.map { "\(line); \($0)" } ?? line) }
        for line in unread { printError("\(line); \(unreadHint)") }
        return ExitCode.failure
    }
}
