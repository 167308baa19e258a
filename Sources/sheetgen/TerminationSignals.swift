import Foundation

/// The signals that ask a command to stop (Ctrl-C, `kill`, a closed terminal).
enum TerminationSignals {
    static let all = [SIGINT, SIGTERM, SIGHUP]

    /// Lets them stop the process again, as their default action does. A parent may start sheetgen
    /// with them blocked or ignored (a thread of a test runner blocks them, and a child inherits
    /// that mask): a long-running command would then never hear `kill` and live on.
    static func restoreDefaults() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in all {
            sigaddset(&set, signal)
            Foundation.signal(signal, SIG_DFL)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
