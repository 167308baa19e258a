import Foundation
import Synchronization

/// Notes Ctrl-C, `kill` and a closed terminal while a print runs, so that the print can end
/// Chromium's process group and remove its folder before sheetgen stops (the default action
/// would leave both behind).
package enum Interruption {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The signal received while watching; nil when none was.
    static var received: Int32? {
        let signal = lastSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Runs `body` with the signals caught (and unblocked on this thread) and puts the previous
    /// handling back afterwards; prints running at once share one installation.
    static func watching<Result>(_ body: () -> Result) -> Result {
        installation.withLock { state in
            if state.watchers == 0 {
                lastSignal.store(0, ordering: .relaxed)
                var action = sigaction()
                action.__sigaction_handler.sa_handler = noteSignal
                sigemptyset(&action.sa_mask)
                state.previous = signals.map { signal in
                    var previous = sigaction()
                    sigaction(signal, &action, &previous)
                    // A signal ignored on purpose (`nohup`, a background job) stays ignored.
                    if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
                        == unsafeBitCast(SIG_IGN, to: Int.self)
                    {
                        sigaction(signal, &previous, nil)
                    }
                    return previous
                }
            }
            state.watchers += 1
        }
        var set = sigset_t(), before = sigset_t()
        sigemptyset(&set)
        signals.forEach { sigaddset(&set, $0) }
        pthread_sigmask(SIG_UNBLOCK, &set, &before)
        defer {
            pthread_sigmask(SIG_SETMASK, &before, nil)
            installation.withLock { state in
                state.watchers -= 1
                if state.watchers == 0 {
                    for (signal, previous) in zip(signals, state.previous) {
                        var previous = previous
                        sigaction(signal, &previous, nil)
                    }
                }
            }
        }
        return body()
    }

    /// Ends sheetgen by `signal`, as it would have without the watch: default action, raised again.
    package static func stop(by signal: Int32) -> Never {
        Foundation.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        exit(128 + signal)
    }

    private struct Installation {
        var watchers = 0
        var previous: [sigaction] = []
    }

    private static let installation = Mutex(Installation())
}

/// The last signal caught; 0 for none. Storing it is all the handler does (async-signal-safe).
private let lastSignal = Atomic<Int32>(0)
private let noteSignal: @convention(c) (Int32) -> Void = { lastSignal.store($0, ordering: .relaxed) }
