import Foundation
import Synchronization

/// One updating line on stderr for long work ("Building pages 4,210/10,000 · 3 s left"), shown only
/// when stderr is a terminal and the user did not ask for --quiet: a pipe or a CI log gets nothing,
/// since a line rewritten with `\r` is noise there. The modules doing the work only call `update`
/// through a `(done, total)` callback and know nothing of terminals.
final class ProgressReporter: Sendable {
    private struct State {
        var startedAt: UInt64?
        var lastShownAt: UInt64?
        var shown = false
    }

    /// At most ten lines a second: a terminal redrawn on every page slows the work it tells of.
    static let interval: UInt64 = 100_000_000

    /// What is left beside the label for the numbers, in a terminal of 80 columns.
    static let longestLabel = 48

    let label: String
    let isShown: Bool
    private let write: @Sendable (String) -> Void
    private let now: @Sendable () -> UInt64
    private let state = Mutex(State())

    /// `isTerminal`, `write` and `now` (nanoseconds) are the real ones but in tests.
    init(
        _ label: String, quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) == 1,
        write: @escaping @Sendable (String) -> Void = {
            try? FileHandle.standardError.write(contentsOf: Data($0.utf8))
        },
        now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) {
        // A pack's title may hold a player's name; and a line wider than the terminal wraps, which
        // `\r` cannot take back.
        let shown = escapingControls(label)
        self.label = shown.count > Self.longestLabel ? shown.prefix(Self.longestLabel - 1) + "…" : shown
        self.isShown = isTerminal && !quiet
        self.write = write
        self.now = now
    }

    /// The callback to hand the work, or nil when nothing is shown (so the work need not call it).
    var callback: (@Sendable (Int, Int) -> Void)? {
        isShown ? { @Sendable [self] done, total in update(done: done, total: total) } : nil
    }

    /// Tells that `done` of `total` are done; redrawn at most every `interval`, and always at the end.
    func update(done: Int, total: Int) {
        guard isShown else { return }
        let time = now()
        let line: String? = state.withLock { state in
            let started = state.startedAt ?? time
            state.startedAt = started
            if let last = state.lastShownAt, done < total, time - last < Self.interval { return nil }
            state.lastShownAt = time
            state.shown = true
            return Self.line(label, done: done, total: total, elapsed: time - started)
        }
        if let line { write("\r\u{1B}[K" + line) }
    }

    /// Shows the label alone, for work that cannot tell how far it has come (Chromium printing a PDF).
    func tellStarted() {
        guard isShown else { return }
        state.withLock { $0.shown = true }
        write("\r\u{1B}[K" + label)
    }

    /// Clears the line, so that what is said next starts on a clean one.
    func finish() {
        let wasShown = state.withLock { state in
            defer { state.shown = false }
            return state.shown
        }
        if wasShown { write("\r\u{1B}[K") }
    }

    /// Runs `work` with the callback, and clears the line however it ends.
    func run<Result>(_ work: ((@Sendable (Int, Int) -> Void)?) throws -> Result) rethrows -> Result {
        defer { finish() }
        return try work(callback)
    }

    /// "Building pages 4,210/10,000 · 3 s left"; the time left once a second has passed, since the
    /// first items are too few to tell the pace.
    static func line(_ label: String, done: Int, total: Int, elapsed: UInt64) -> String {
        var line = "\(label) \(grouped(done))/\(grouped(total))"
        if done > 0, done < total, elapsed >= 1_000_000_000 {
            let left = Double(elapsed) / Double(done) * Double(total - done) / 1e9
            line += " · \(duration(left)) left"
        }
        return line
    }

    /// 12,345: digits grouped by threes, the same in every locale.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// "3 s", "2 min 5 s", "1 h 4 min".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        switch whole {
        case ..<60: return "\(whole) s"
        case ..<3600: return "\(whole / 60) min \(whole % 60) s"
        default: return "\(whole / 3600) h \(whole % 3600 / 60) min"
        }
    }
}
