import Foundation

/// A limit on the size of the files a process may write (`ulimit -f`).
enum FileSizeLimit {
    /// Has a write past the limit fail as any other write error does (`File too large`), told in
    /// one line with what was half written cleaned up, rather than end the process at once on
    /// the kernel's SIGXFSZ, which leaves temporary files and staging folders behind.
    static func failWritesPastIt() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
