import Synchronization
import Testing

@testable import sheetgen

/// The progress line, on a stand-in terminal: what it writes, and when it writes nothing.
struct ProgressReporterTests {
    /// What a reporter wrote, and a clock the test moves by hand.
    final class FakeTerminal: Sendable {
        let written = Mutex<[String]>([])
        let clock = Mutex<UInt64>(0)

        func reporter(_ label: String = "Building pages", quiet: Bool = false, isTerminal: Bool = true)
            -> ProgressReporter
        {
            ProgressReporter(
                label, quiet: quiet, isTerminal: isTerminal,
                write: { text in self.written.withLock { $0.append(text) } },
                now: { self.clock.withLock { $0 } })
        }

        var text: String { written.withLock { $0.joined() } }
        func advance(seconds: Double) { clock.withLock { $0 += UInt64(seconds * 1e9) } }
    }

    @Test func writesDoneOfTotalAndTimeLeftOnATerminal() {
        let terminal = FakeTerminal()
        let progress = terminal.reporter()
        progress.update(done: 0, total: 10_000)
        terminal.advance(seconds: 2)
        progress.update(done: 4_000, total: 10_000)
        #expect(terminal.written.withLock { $0 }.last == "\r\u{1B}[KBuilding pages 4,000/10,000 · 3 s left")
        progress.update(done: 10_000, total: 10_000)
        progress.finish()
        #expect(terminal.written.withLock { $0 }.suffix(2) == ["\r\u{1B}[KBuilding pages 10,000/10,000", "\r\u{1B}[K"])
        #expect(!terminal.text.contains("\n"))
    }

    @Test func writesNothingWhenStderrIsNoTerminalOrWhenQuiet() {
        for (quiet, isTerminal) in [(false, false), (true, true), (true, false)] {
            let terminal = FakeTerminal()
            let progress = terminal.reporter(quiet: quiet, isTerminal: isTerminal)
            #expect(progress.callback == nil)
            progress.update(done: 5, total: 10)
            progress.tellStarted()
            progress.finish()
            #expect(terminal.text.isEmpty, "quiet: \(quiet), terminal: \(isTerminal)")
        }
    }

    @Test func redrawsAtMostTenTimesASecondButAlwaysAtTheEnd() {
        let terminal = FakeTerminal()
        let progress = terminal.reporter()
        for done in 1...1_000 {
            progress.callback?(done, 1_000)
            if done % 10 == 0 { terminal.advance(seconds: 0.01) }
        }
        // One line at the start, one for each tenth of a second of the ten it took, and the last.
        let lines = terminal.written.withLock { $0 }
        #expect(lines.count <= 12 && lines.count >= 10, "\(lines.count)")
        #expect(lines.last == "\r\u{1B}[KBuilding pages 1,000/1,000")
    }

    @Test func leavesNoLineBehindWhenTheWorkFails() {
        struct Stop: Error {}
        let terminal = FakeTerminal()
        #expect(throws: Stop.self) {
            try terminal.reporter().run { progress in
                progress?(1, 2)
                throw Stop()
            }
        }
        #expect(terminal.written.withLock { $0 }.last == "\r\u{1B}[K")
    }

    @Test func saysLongWaitsInMinutesAndHours() {
        #expect(ProgressReporter.duration(2.2) == "3 s")
        #expect(ProgressReporter.duration(125) == "2 min 5 s")
        #expect(ProgressReporter.duration(3_840) == "1 h 4 min")
        #expect(ProgressReporter.grouped(1_234_567) == "1,234,567" && ProgressReporter.grouped(999) == "999")
    }

    @Test func showsNoControlCharactersFromTheLabel() {
        let terminal = FakeTerminal()
        terminal.reporter("Printing \u{1B}]0;pwned\u{07} to PDF").tellStarted()
        #expect(!terminal.text.dropFirst(4).contains("\u{1B}"), "\(terminal.text)")
        let long = FakeTerminal()
        long.reporter("Printing " + String(repeating: "Brother Aldous, ", count: 10)).tellStarted()
        #expect(long.text.count <= 4 + ProgressReporter.longestLabel && long.text.hasSuffix("…"), "\(long.text)")
    }
}
