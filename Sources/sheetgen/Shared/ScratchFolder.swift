import Foundation
import Printing
import Synchronization

/// A new folder among the system's temporary files (`$TMPDIR`, else /tmp) for a command that must
/// write somewhere but leave nothing behind: removed once the work is done or has failed, and when
/// Ctrl-C, `kill` or a closed terminal stops the command.
enum ScratchFolder {
    /// Runs `body` with a new folder named `prefix-XXXXXX`, removed afterwards however it ends.
    static func using<Result>(_ prefix: String, _ body: (URL) throws -> Result) throws -> Result {
        // Before the folder exists, so that no signal finds it there with no one to remove it.
        let made = Made()
        TerminationSignals.handOver { signal in
            made.remove()
            Interruption.stop(by: signal)
        }
        let folder = try made.make(prefix)
        defer { made.remove() }
        return try body(folder)
    }

    /// The folder once made, removed by whichever thread gets there first.
    private final class Made: Sendable {
        private let path = Mutex<String?>(nil)

        func make(_ prefix: String) throws -> URL {
            var template = Array(
                FileManager.default.temporaryDirectory.appendingPathComponent(prefix + "-XXXXXX").path.utf8CString)
            guard mkdtemp(&template) != nil else {
                throw UsageError(
                    "cannot make a folder among the temporary files: \(String(cString: strerror(errno)))")
            }
            let made = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path.withLock { $0 = made }
            return URL(fileURLWithPath: made)
        }

        /// Removes the folder; twice, should a thread still writing have put a file in it meanwhile.
        func remove() {
            guard let made = path.withLock({ $0 }) else { return }
            for _ in 0..<2 where FileManager.default.fileExists(atPath: made) {
                try? FileManager.default.removeItem(atPath: made)
            }
        }
    }
}
