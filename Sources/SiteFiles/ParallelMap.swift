import Foundation
import Synchronization

/// Maps items on `jobs` threads at once and returns the results in the items' order, so the outcome
/// is the same whatever `jobs` is.
package enum ParallelMap {
    /// `prepare`, when given, is called for each item once, `lookahead` items before a worker
    /// takes it: for work that waits rather than computes, such as asking the disk for an item's
    /// file, so that the worker finds it done.
    package static func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, progress: (@Sendable (Int, Int) -> Void)?,
        prepare: (@Sendable (Item) -> Void)? = nil, lookahead: Int = 64, _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        if let prepare { items.prefix(lookahead).forEach(prepare) }
        // Each worker takes the next item as soon as it is free, so a slow item holds up no other.
        let next = Atomic(0), finished = Atomic(0)
        let done = Mutex<[(index: Int, output: Output)]>([])
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, items.count))) { _ in
            var mine: [(index: Int, output: Output)] = []
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < items.count else { break }
                if let prepare, index + lookahead < items.count { prepare(items[index + lookahead]) }
                mine.append((index, transform(items[index])))
                let count = finished.add(1, ordering: .relaxed).newValue
                progress?(count, items.count)
            }
            done.withLock { $0 += mine }
        }
        var results = done.withLock { $0 }
        results.sort { $0.index < $1.index }
        return results.map(\.output)
    }
}
