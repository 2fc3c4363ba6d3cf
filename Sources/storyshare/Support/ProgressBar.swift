import Foundation
import StoryshareJudging

/// A progress bar on stderr, shown only on a terminal and only once a run has taken more than half
/// a second (short runs stay quiet; `STORYSHARE_PROGRESS_AFTER=SECONDS` changes the delay). Safe to
/// advance from several threads.
final class ProgressBar: @unchecked Sendable {
    /// Seconds before the bar appears: `STORYSHARE_PROGRESS_AFTER` when it is a number ≥ 0, else 0.5.
    static var delay: TimeInterval {
        let text = ProcessInfo.processInfo.environment["STORYSHARE_PROGRESS_AFTER"] ?? ""
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return 0.5 }
        return seconds
    }

    private var total: Int
    private var enabled: Bool
    private let delay = ProgressBar.delay
    private let start = Date()
    private let lock = NSLock()
    private var done = 0
    private var drawn = false
    private var lastDraw = Date.distantPast

    /// A bar whose total is told later (``begin(total:)``), when the files are chosen.
    init(enabled: Bool) {
        total = 0
        self.enabled = enabled && Terminal.isTerminal(.standardError)
    }

    /// Sets how many steps the run has, once it knows: a run of one step shows no bar.
    func begin(total: Int) {
        lock.withLock {
            self.total = total
            enabled = enabled && total > 1
        }
    }

    /// Follows a judging run: its total when the files are chosen, a step per file judged; what the choice said
    /// is said on stderr first.
    func follow(_ event: JudgingEvent) {
        switch event {
        case .chosen(let count, let notes):
            notes.forEach(printError)
            begin(total: count)
        case .judged: advance()
        }
    }

    func advance() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let now = Date()
        guard now.timeIntervalSince(start) >= delay, now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        drawn = true
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    func finish() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
