import Foundation

/// Lets go of what a finished build held on another thread. A big site's build holds a record
/// and a cache entry for every page until its end, and freeing them took milliseconds of a build
/// with one page changed; a command that ran the build tells its report and exits meanwhile.
enum Leftovers {
    /// Frees `value` on another thread. It must be the last reference to what it holds, moved
    /// here (`consume`): a copy left behind would be freed by whichever lets go last.
    static func free<Value: Sendable>(_ value: consuming Value) {
        let box = Box(consume value)
        DispatchQueue.global(qos: .utility).async { box.value = nil }
    }

    private final class Box<Value: Sendable>: @unchecked Sendable {  // `value` is set once, then let go on one thread.
        var value: Value?

        init(_ value: consuming Value) {
            self.value = consume value
        }
    }
}
