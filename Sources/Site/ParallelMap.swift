import Foundation

/// Maps items on `jobs` threads at once and returns the results in the items' order, so the outcome
/// is the same whatever `jobs` is.
enum ParallelMap {
    static func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, progress: (@Sendable (Int, Int) -> Void)?, _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claimNext() {
                results.store(transform(items[index]), at: index)
                if let progress { progress(results.finished, items.count) }
            }
        }
        return results.outputs
    }
}

/// The shared state of one parallel map: which item is next, and a slot for each result.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Output?]
    private var next = 0
    private(set) var finished = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ output: Output, at index: Int) {
        lock.withLock {
            slots[index] = output
            finished += 1
        }
    }

    var outputs: [Output] { lock.withLock { slots.map { $0! } } }
}
