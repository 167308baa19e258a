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

    public init() {}

    public var current: Snapshot { state.withLock { $0 } }

    /// Records a finished build: nil for success, else what went wrong.
    public func finished(error: String?) {
        state.withLock { $0 = Snapshot(generation: $0.generation + 1, error: error) }
    }

    /// The status once its generation differs from `generation`, after `timeout` seconds, or
    /// as soon as `abandoned` says nobody waits for it any more.
    func change(from generation: Int, timeout: Double, abandoned: () -> Bool) -> Snapshot {
        let deadline = Date().addingTimeInterval(timeout)
        while current.generation == generation && Date() < deadline && !abandoned() {
            Thread.sleep(forTimeInterval: 0.1)
        }
        return current
    }
}
