import Foundation

/// The signals that ask a command to stop (Ctrl-C, `kill`, a closed terminal).
enum TerminationSignals {
    static let all = [SIGINT, SIGTERM, SIGHUP]

    /// Unblocks them. A parent may start sheetgen with them blocked (a thread of a test runner
    /// blocks them, and a child inherits that mask): a long-running command would then never hear
    /// `kill` and live on. Signals deliberately ignored (`nohup`, a script's background job) stay
    /// ignored.
    static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in all {
            sigaddset(&set, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
