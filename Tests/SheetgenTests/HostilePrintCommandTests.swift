import Foundation
import TestSupport
import Testing

/// Stopping sheetgen while Chromium prints: Chromium's whole process group goes,
/// and its folder with it.
@Suite(.tags(.slow), .timeLimit(.minutes(1))) struct HostilePrintCommandTests {
    @Test func sigtermWhilePrintingEndsChromiumsGroupAndRemovesItsFolder() throws {
        let fake = try StubbornChromium.make()
        defer { try? FileManager.default.removeItem(at: fake) }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheetgen = try CLI.start(
            ["party", "--seed", "7", "--count", "1", "--output", "party.pdf"], in: folder,
            environment: ["PATH": fake.path + ":/usr/bin:/bin"])
        defer {
            if sheetgen.isRunning { kill(sheetgen.processIdentifier, SIGKILL) }
            sheetgen.waitUntilExit()
        }
        let childFile = fake.appendingPathComponent("child")
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: childFile.path) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let child = try #require(
            pid_t(String(contentsOf: childFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(child, SIGKILL) }

        sheetgen.terminate()
        var ended = false
        for _ in 0..<400 where !ended {
            ended = !sheetgen.isRunning
            if !ended { Thread.sleep(forTimeInterval: 0.05) }
        }
        #expect(ended, "sheetgen did not stop within 20 s of SIGTERM")
        if ended { #expect(sheetgen.terminationReason == .uncaughtSignal && sheetgen.terminationStatus == SIGTERM) }
        #expect(StubbornChromium.ends(child, within: 10), "the process Chromium started is still running")
        #expect(try StubbornChromium.profileFolderIsGone(fake))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("party.pdf").path))
    }
}
