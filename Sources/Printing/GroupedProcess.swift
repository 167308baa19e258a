import Foundation

/// A program started in a process group of its own, so that it can be ended together with every
/// process it starts (Chromium starts several): a signal to the group reaches them all. The tests
/// that lay pages out in Chromium start it so too.
package struct GroupedProcess {
    package let id: pid_t

    /// How the wait for it ended.
    package enum Outcome: Equatable {
        case exited(status: Int32)
        /// It ran past the limit; the group has been ended.
        case timedOut
        /// sheetgen was asked to stop (Ctrl-C, `kill`); the group has been ended.
        case interrupted(signal: Int32)
    }

    /// Starts `executable` with `arguments`, its input from /dev/null and its output and errors
    /// appended to `output`. The child starts with the default action for every signal and none
    /// blocked, whatever sheetgen inherited, so that TERM reaches it.
    package init(_ executable: String, _ arguments: [String], output: String) throws(PrintError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_APPEND, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let failure = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard failure == 0 else {
            throw PrintError("cannot start Chromium (\(executable)): \(String(cString: strerror(failure)))")
        }
        id = child
    }

    /// Waits for it to exit, at most `limit` seconds; past the limit, or when sheetgen is asked to
    /// stop meanwhile, ends the whole group: TERM, `grace` seconds, then KILL.
    package func wait(limit: Double, grace: Double = 2) -> Outcome {
        let deadline = Date().addingTimeInterval(limit)
        return Interruption.watching {
            while true {
                if let status = exitStatus() { return .exited(status: status) }
                if let signal = Interruption.received {
                    endGroup(grace: grace)
                    return .interrupted(signal: signal)
                }
                if Date() >= deadline {
                    endGroup(grace: grace)
                    return .timedOut
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    /// Its exit status once it has exited (a signal's death counted as 128 + the signal).
    private func exitStatus(blocking: Bool = false) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(id, &status, blocking ? 0 : WNOHANG)
        guard result == id else { return result < 0 && errno != EINTR ? -1 : nil }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// TERM to the group, up to `grace` seconds for the leader to go, then KILL to whatever of
    /// the group is left (a process that ignores TERM, or children the leader left behind).
    package func endGroup(grace: Double) {
        kill(-id, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        var exited = exitStatus() != nil
        while !exited && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            exited = exitStatus() != nil
        }
        kill(-id, SIGKILL)
        if !exited { _ = exitStatus(blocking: true) }
    }
}
