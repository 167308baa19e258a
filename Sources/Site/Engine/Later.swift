import Foundation
import Synchronization

/// A value worked out on another thread while the caller goes on, and waited for when it is
/// needed.
final class Later<Value: Sendable>: Sendable {
    private let done = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.leave()
        }
    }

    /// The value, once it is worked out.
    var value: Value {
        done.wait()
        return result.withLock { $0! }
    }
}
