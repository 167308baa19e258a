import Foundation
import Mistakes
import Site
import SiteFiles

/// The one way sheetgen writes to standard output. A write that fails (a full disk, a closed
/// pipe, /dev/full) ends the command with one line on stderr and exit status 1, instead of a
/// crash or a silent success with lost output.
enum StandardOutput {
    static func write(_ data: Data) {
        do { try OutputFile.writeAll(data, to: STDOUT_FILENO) } catch { fail(error) }
    }

    static func write(_ text: String) {
        write(Data(text.utf8))
    }

    /// At exit: whatever a library printed through the C buffers must reach stdout too.
    static func finish() {
        if fflush(nil) != 0 { fail(UserError(String(cString: strerror(errno)))) }
    }

    private static func fail(_ error: Error) -> Never {
        report("cannot write to standard output: \(error)")
        exit(1)
    }
}
