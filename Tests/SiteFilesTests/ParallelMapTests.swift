import Foundation
@testable import SiteFiles
import Synchronization
import Testing

@Suite struct ParallelMapTests {
    @Test(arguments: [1, 2, 8])
    func resultsComeInTheItemsOrderWhateverTheJobs(jobs: Int) {
        let done = Mutex<[Int]>([])
        let results = ParallelMap.run(
            Array(0..<500), jobs: jobs,
            progress: { finished, total in
                done.withLock { $0.append(finished) }
                #expect(total == 500)
            }
        ) { $0 * $0 }
        #expect(results == (0..<500).map { $0 * $0 })
        #expect(done.withLock { $0.sorted() } == Array(1...500))
    }

    @Test func noItemsMeanNoWork() {
        let prepared = Mutex(0)
        let results = ParallelMap.run(
            [Int](), jobs: 4, progress: nil,
            prepare: { _ in
                prepared.withLock { $0 += 1 }
            }
        ) { $0 }
        #expect(results.isEmpty)
        #expect(prepared.withLock { $0 } == 0)
    }

    /// Items are prepared in order, each at most once, never more than `lookahead` ahead of the
    /// workers, and none once `run` returns.
    @Test(arguments: [1, 4])
    func itemsArePreparedAheadButNotTooFar(lookahead: Int) {
        struct State {
            var prepared: [Int] = []
            var started = 0
            var tooFar: [Int] = []
            var returned = false
            var afterReturn = 0
        }
        let state = Mutex(State())
        _ = ParallelMap.run(
            Array(0..<300), jobs: 1, progress: nil,
            prepare: { item in
                state.withLock { state in
                    // With one worker, item i is prepared only once item i - lookahead is claimed.
                    if item > state.started + lookahead { state.tooFar.append(item) }
                    if state.returned { state.afterReturn += 1 }
                    state.prepared.append(item)
                }
            }, lookahead: lookahead
        ) { item in
            state.withLock { $0.started = item + 1 }
            return item
        }
        state.withLock { $0.returned = true }
        let final = state.withLock { $0 }
        #expect(final.tooFar == [])
        #expect(final.prepared == final.prepared.sorted() && Set(final.prepared).count == final.prepared.count)
        #expect(final.afterReturn == 0)
    }
}
