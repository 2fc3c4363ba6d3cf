import Foundation

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

    private let total: Int
    private let enabled: Bool
    private let delay = ProgressBar.delay
    private let start = Date()
    private let lock = NSLock()
    private var done = 0
    private var drawn = false
    private var lastDraw = Date.distantPast

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && Terminal.isTerminal(.standardError) && total > 1
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
