import Foundation
import Synchronization

/// What the open browser tabs poll: a number that goes up with every build, and the error of the
/// last build if it failed (the site then still shows the previous output).
public final class BuildStatus: Sendable {
    public struct Snapshot: Sendable, Equatable {
        public let generation: Int
        public let error: String?
    }

    private let state = Mutex(Snapshot(generation: 0, error: nil))
    /// Wakes the waiters of `change` when a build finishes; held while the state changes, so
    /// that none misses it.
    private let finishing = NSCondition()

    public init() {}

    public var current: Snapshot { state.withLock { $0 } }

    /// Records a finished build: nil for success, else what went wrong.
    public func finished(error: String?) {
        finishing.lock()
        state.withLock { $0 = Snapshot(generation: $0.generation + 1, error: error) }
        finishing.broadcast()
        finishing.unlock()
    }

    /// The status once its generation differs from `generation`, after `timeout` seconds, or
    /// as soon as `abandoned` says nobody waits for it any more.
    func change(from generation: Int, timeout: Double, abandoned: () -> Bool) -> Snapshot {
        let deadline = Date().addingTimeInterval(timeout)
        finishing.lock()
        defer { finishing.unlock() }
        // Woken at once by a build; every half second to see whether the browser went away.
        while current.generation == generation && Date() < deadline && !abandoned() {
            _ = finishing.wait(until: min(deadline, Date().addingTimeInterval(0.5)))
        }
        return current
    }
}
