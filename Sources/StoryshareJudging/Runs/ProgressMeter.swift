import Foundation

/// How far a judging run has gone, and when to show it: a bar only once the run has taken longer than `delay`
/// seconds (short runs stay quiet), redrawn at most ten times a second, and never for a run of one step. Safe to
/// advance from several threads; what draws it is the caller's.
public final class ProgressMeter: @unchecked Sendable {
    /// Seconds before the bar appears: `STORYSHARE_PROGRESS_AFTER` in `environment` when it is a number ≥ 0, else
    /// 0.5.
    public static func delay(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimeInterval {
        guard let seconds = Double(environment["STORYSHARE_PROGRESS_AFTER"] ?? ""), seconds.isFinite, seconds >= 0
        else { return 0.5 }
        return seconds
    }

    private var total = 0
    private var enabled: Bool
    private let delay: TimeInterval
    private let start = Date()
    private let lock = NSLock()
    private var done = 0
    private var lastDraw = Date.distantPast
    /// Whether a bar was drawn (and is to be cleared at the end).
    public private(set) var drawn = false

    /// A meter whose total is told later (``begin(total:)``), when the files are chosen; none is shown unless
    /// `enabled`.
    public init(enabled: Bool, delay: TimeInterval = ProgressMeter.delay()) {
        self.enabled = enabled
        self.delay = delay
    }

    /// Sets how many steps the run has, once it knows: a run of one step shows no bar.
    public func begin(total: Int) {
        lock.withLock {
            self.total = total
            enabled = enabled && total > 1
        }
    }

    /// One more step done: the bar to draw now (`[=====     ] 5/10`), or `nil` when none is due.
    public func advance(now: Date = Date()) -> String? {
        lock.withLock {
            guard enabled else { return nil }
            done += 1
            guard now.timeIntervalSince(start) >= delay, now.timeIntervalSince(lastDraw) > 0.1 else { return nil }
            lastDraw = now
            drawn = true
            let width = 30
            let filled = total > 0 ? width * done / total : width
            return "[" + String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
                + "] \(done)/\(total)"
        }
    }
}
