import Foundation

/// The signals that ask a command to stop (Ctrl-C, `kill`, a closed terminal).
enum TerminationSignals {
    static let all = [SIGINT, SIGTERM, SIGHUP]

    /// Unblocks them. A parent may start sheetgen with them blocked (a thread of a test runner
    /// blocks them, and a child inherits that mask): a long-running command would then never hear
    /// `kill` and live on. Signals deliberately ignored (`nohup`, a script's background job) stay
    /// ignored.
    static func unblock() {
        var set = signalSet
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

extension TerminationSignals {
    /// Holds the signals back from this thread, and so from every thread it starts from now on,
    /// and hands the first that comes to `handle` on a thread of its own, which must end
    /// sheetgen. So a command can clean up however it is stopped (but by SIGKILL), whatever its
    /// threads are doing. Signals deliberately ignored stay ignored.
    static func handOver(to handle: @escaping @Sendable (Int32) -> Never) {
        var set = signalSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
        Thread.detachNewThread {
            var set = signalSet, received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            handle(received)
        }
    }

    private static var signalSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in all {
            sigaddset(&set, signal)
        }
        return set
    }
}
