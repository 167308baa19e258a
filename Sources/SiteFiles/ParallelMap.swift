import Foundation

/// Maps items on `jobs` threads at once and returns the results in the items' order, so the outcome
/// is the same whatever `jobs` is.
package enum ParallelMap {
    /// `prepare`, when given, is called for the items in order on one more thread, at most
    /// `lookahead` items ahead of the workers: for work that waits rather than computes, such as
    /// asking the disk for an item's file, so that the workers find it done. Once that far ahead,
    /// it waits until the workers are half as far behind: woken for every item claimed, it cost a
    /// clean build of 10,000 pages a twelfth of its samples in the kernel, waking and sleeping.
    package static func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, progress: (@Sendable (Int, Int) -> Void)?,
        prepare: (@Sendable (Item) -> Void)? = nil, lookahead: Int = 64, _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        let work = WorkList(count: items.count)
        let preparing = prepare.map { prepare in
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                var index = 0
                while let next = work.waitForClaims(past: index - lookahead, resuming: index - lookahead / 2) {
                    index = max(index, next)
                    guard index < items.count else { break }
                    prepare(items[index])
                    index += 1
                }
                finished.signal()
            }
            return finished
        }
        let workers = max(1, min(jobs, items.count))
        // Each result goes straight into its own place in the array: no optional slots, no copy.
        let results = [Output](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }  // no items, no room
            let slots = Slots(base: base)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = work.claimNext() {
                    (slots.base + index).initialize(to: transform(items[index]))
                    let finished = work.finishOne()
                    progress?(finished, items.count)
                }
            }
            initialized = items.count
        }
        preparing?.wait()  // every item is claimed by now, so the preparing thread is about to stop
        return results
    }
}

/// Where the results go. Shared by the workers, but each writes only the places it claimed, and
/// the array is read only after every worker has finished.
private struct Slots<Output>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Output>
}

/// Which item is next, and how many are done.
private final class WorkList: @unchecked Sendable {  // Its state is behind `condition`.
    private let condition = NSCondition()
    private let count: Int
    private var next = 0
    private var finished = 0
    /// While the preparing thread waits: the index past which claims wake it.
    private var waking: Int?

    init(count: Int) {
        self.count = count
    }

    func claimNext() -> Int? {
        condition.withLock {
            guard next < count else { return nil }
            next += 1
            if let waking, next > waking || next == count { condition.broadcast() }
            return next - 1
        }
    }

    func finishOne() -> Int {
        condition.withLock {
            finished += 1
            return finished
        }
    }

    /// Returns the next item's index once the items up to `index` are claimed, waiting, when they
    /// are not, until those up to `resuming` are; nil once every item is claimed.
    func waitForClaims(past index: Int, resuming: Int) -> Int? {
        condition.withLock {
            if next <= index && next < count {
                waking = max(index, resuming)
                while next <= max(index, resuming) && next < count { condition.wait() }
                waking = nil
            }
            return next < count ? next : nil
        }
    }
}
