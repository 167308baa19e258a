import Foundation
import Printing
import TestSupport
import Testing

/// Printing against a Chromium that misbehaves: the time limit holds, the whole
/// process group goes, and nothing is left behind.
@Suite(.tags(.slow), .timeLimit(.minutes(1))) struct HostilePrintingTests {
    @Test func aChromiumThatHangsAndIgnoresTERMIsKilledWithItsGroupAtTheLimit() throws {
        let fake = try StubbornChromium.make()
        defer { try? FileManager.default.removeItem(at: fake) }
        // The fake waits ten minutes: a printer that waited for it would meet the suite's time limit.
        #expect {
            try ChromiumPrinter(executable: fake.path + "/chromium", timeLimit: 1).pdf(of: "<p>x</p>")
        } throws: { error in
            "\(error)" == "Chromium did not finish printing in 1 s"
        }
        let child = try #require(
            pid_t(
                String(contentsOf: fake.appendingPathComponent("child"), encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        defer { kill(child, SIGKILL) }
        #expect(StubbornChromium.ends(child, within: 10), "the process Chromium started is still running")
        #expect(try StubbornChromium.profileFolderIsGone(fake))
    }
}
