import Foundation
import Synchronization

/// A value worked out on a thread of its own, waited for where it is needed.
public final class DetachedWork<Value: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let value = Mutex<Value?>(nil)

    public init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let result = work()
            value.withLock { $0 = result }
            done.signal()
        }
    }

    public func wait() -> Value {
        done.wait()
        return value.withLock { $0! }
    }
}

extension Thread {
    public static func detached<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> DetachedWork<Value> {
        DetachedWork(work)
    }
}
