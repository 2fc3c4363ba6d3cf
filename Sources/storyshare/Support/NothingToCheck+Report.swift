import ArgumentParser
import StoryshareJudging
import StoryshareReport

extension InputSelection.NothingToCheck {
    /// Says on stderr what `said(empty:unreadHint:)` says (and prints a document format's document), and returns
    /// the failure to throw.
    func report(empty: String?, unreadHint: String, format: ReportFormat) -> ExitCode {
        let said = said(empty: empty, unreadHint: unreadHint)
        said.forEach(printError)
        if let text = Self.document(said, format: format) { print(text, terminator: "") }
        return ExitCode.failure
    }

    /// What lets a directory of `validate` or `fix` with nothing to check pass, or choose its files.
    func reportForAssets(format: ReportFormat) -> ExitCode {
        report(
            empty: "--allow-empty lets it pass",
            unreadHint:
                "--all judges every image and video in it, include globs choose the files, --allow-empty lets it pass",
            format: format)
    }
}
