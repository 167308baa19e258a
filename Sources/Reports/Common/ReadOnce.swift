import Foundation
import SiteFiles
import Synchronization

/// A reader of what the vault at a path holds that reads it once for as long as the file stays
/// as it was, however many blocks ask: a site of many blocks opens a vault that was not just
/// written once, and the pages `serve` renders again after it changed show it as it is now.
/// (What `VaultBlock` makes of a failure is its message, which is kept.)
final class ReadOnce<Records: Sendable>: Sendable {
    private let read: @Sendable (String) throws -> Records?
    private let found = Mutex<[String: (stamp: FileTree.Stamp?, result: Result<Records?, ReadFailure>)]>([:])

    /// A failure to read, kept as it is told.
    struct ReadFailure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ read: @escaping @Sendable (String) throws -> Records?) {
        self.read = read
    }

    /// Nanoseconds since 1970, as file stamps count them.
    private static func now() -> Int64 {
        Int64(Date().timeIntervalSince1970 * 1_000_000_000)
    }

    /// What the vault at `path` holds; nil when there is no file there. The lock is held while
    /// one block reads, so that the others wait for its result rather than read too.
    @Sendable func callAsFunction(_ path: String) throws -> Records? {
        try found.withLock { found in
            let stamp = FileTree.Stamp(path: path)
            if let known = found[path], known.stamp == stamp { return known.result }
            let result: Result<Records?, ReadFailure>
            do {
                result = .success(try read(path))
            } catch {
                result = .failure(ReadFailure(description: "\(error)"))
            }
            // A file changed within the last second may change again with the same stamp (its
            // time is only as fine as the file system's clock): what it holds is not kept.
            let settled = stamp.map { Self.now() - $0.modified > 1_000_000_000 } ?? true
            found[path] = settled ? (stamp, result) : nil
            return result
        }.get()
    }
}
