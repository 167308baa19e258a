import Foundation

/// A value worked out on another thread while the caller goes on, and waited for when it is
/// needed.
final class Later<Value: Sendable>: @unchecked Sendable {  // `result` is set before `done` is left, read after.
    private let done = DispatchGroup()
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async { [self] in
            result = work()
            done.leave()
        }
    }

    /// The value, once it is worked out.
    var value: Value {
        done.wait()
        return result!
    }
}
