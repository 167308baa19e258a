import Foundation

/// Maps items on `jobs` threads at once and returns the results in the items' order, so the outcome
/// is the same whatever `jobs` is.
enum ParallelMap {
    static func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, progress: (@Sendable (Int, Int) -> Void)?, _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        let work = WorkList(count: items.count)
        let workers = max(1, min(jobs, items.count))
        // Each result goes straight into its own place in the array: no optional slots, no copy.
        return Array(unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = work.claimNext() {
                    (slots.base! + index).initialize(to: transform(items[index]))
                    let finished = work.finishOne()
                    progress?(finished, items.count)
                }
            }
            initialized = items.count
        }
    }
}

/// Where the results go. Shared by the workers, but each writes only the places it claimed, and
/// the array is read only after every worker has finished.
private struct Slots<Output>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Output>?
}

/// Which item is next, and how many are done.
private final class WorkList: @unchecked Sendable {  // Its state is behind `lock`.
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var finished = 0

    init(count: Int) {
        self.count = count
    }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finishOne() -> Int {
        lock.withLock {
            finished += 1
            return finished
        }
    }
}
