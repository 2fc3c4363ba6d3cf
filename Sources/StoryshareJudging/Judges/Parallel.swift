import Dispatch
import Foundation

/// Maps `items` on up to `jobs` threads; results keep the input order.
public func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    if jobs <= 1 || items.count <= 1 { return items.map(transform) }
    let work = SharedWork<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
        while let index = work.take() {
            work.set(index, transform(items[index]))
        }
    }
    return work.results()
}

/// The indexes still to do and the results done, shared by `parallelMap`'s threads under one lock.
private final class SharedWork<R>: @unchecked Sendable {
    private var next = 0
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next index no thread has taken, or nil when none is left.
    func take() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func set(_ index: Int, _ value: R) { lock.withLock { slots[index] = value } }

    func results() -> [R] { lock.withLock { slots.map { $0! } } }
}
