import Foundation
import StoryshareJudging

/// A progress bar on stderr, shown only on a terminal and only once a run has taken more than half a second
/// (`STORYSHARE_PROGRESS_AFTER=SECONDS` changes the delay): ``ProgressMeter`` says when and what to draw.
final class ProgressBar: Sendable {
    let meter: ProgressMeter

    /// A bar whose total is told when the files are chosen.
    init(enabled: Bool) { meter = ProgressMeter(enabled: enabled && Terminal.isTerminal(.standardError)) }

    /// Follows a judging run: its total when the files are chosen, a step per file judged; what the choice said
    /// is said on stderr first.
    func follow(_ event: JudgingEvent) {
        switch event {
        case .chosen(let count, let notes):
            notes.forEach(printError)
            meter.begin(total: count)
        case .judged:
            if let bar = meter.advance() { FileHandle.standardError.write(Data("\r\(bar)".utf8)) }
        }
    }

    /// Clears the bar, if one was drawn.
    func finish() {
        if meter.drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
