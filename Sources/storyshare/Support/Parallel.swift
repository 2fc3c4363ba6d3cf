import Dispatch
import Foundation

/// Maps `items` on up to `jobs` threads; results keep the input order.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    if jobs <= 1 || items.count <= 1 { return items.map(transform) }
    let results = ResultSlots<R>(count: items.count)
    let workers = min(jobs, items.count)
    let next = Counter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.increment()
            guard index < items.count else { return }
            results.set(index, transform(items[index]))
        }
    }
    return results.values()
}

private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func increment() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}

private final class ResultSlots<R>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: R) { lock.withLock { slots[index] = value } }
    func values() -> [R] { lock.withLock { slots.map { $0! } } }
}
