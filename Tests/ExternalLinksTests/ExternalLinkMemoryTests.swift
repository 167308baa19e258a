import ExternalLinks
import Foundation
import Testing

/// The answers of other sites are remembered for a day, in one file of the cache folder.
@Suite struct ExternalLinkMemoryTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-memory-\(UUID())/cache")
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func file() throws -> String {
        try String(contentsOf: folder.appendingPathComponent(ExternalLinkMemory.fileName), encoding: .utf8)
    }

    @Test func answersAreRememberedForADayAndNoLonger() throws {
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var memory = ExternalLinkMemory(folder: folder, now: now)
        memory.remember(.answered(200), of: "https://example.org/a")
        memory.remember(.answered(404), of: "https://example.org/gone")
        try memory.save()
        #expect(
            try file() == "https://example.org/a\t1800000000\t200\nhttps://example.org/gone\t1800000000\t404\n")
        let later = ExternalLinkMemory(folder: folder, now: now.addingTimeInterval(ExternalLinkMemory.lifetime - 1))
        #expect(later.outcome(of: "https://example.org/a") == .answered(200))
        #expect(later.outcome(of: "https://example.org/gone") == .answered(404))
        #expect(later.outcome(of: "https://example.org/b") == nil)
        let dayLater = ExternalLinkMemory(folder: folder, now: now.addingTimeInterval(ExternalLinkMemory.lifetime))
        #expect(dayLater.outcome(of: "https://example.org/a") == nil)
        // A clock set back does not make an answer from its future trusted.
        let earlier = ExternalLinkMemory(folder: folder, now: now.addingTimeInterval(-60))
        #expect(earlier.outcome(of: "https://example.org/a") == nil)
    }

    /// What says something of the moment rather than of the link is asked again next time.
    @Test func passingTroubleIsNotRemembered() throws {
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var memory = ExternalLinkMemory(folder: folder, now: now)
        for (index, outcome) in [LinkOutcome.timedOut, .cannotConnect, .tooManyRedirects, .answered(503)]
            .enumerated()
        {
            memory.remember(outcome, of: "https://example.org/\(index)")
        }
        memory.remember(.answered(429), of: "https://example.org/busy")
        memory.remember(.answered(200), of: "https://example.org/line\nbreak")
        try memory.save()
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing learnt, nothing written")
    }

    @Test func linesThatAreNotOnesAreForgotten() throws {
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lines = [
            "https://a.example/\t1800000000\t200", "half a line", "https://b.example/\tsoon\t200",
            "https://c.example/\t1800000000\t503",
        ]
        try (lines.joined(separator: "\n") + "\n").write(
            to: folder.appendingPathComponent(ExternalLinkMemory.fileName), atomically: true, encoding: .utf8)
        var memory = ExternalLinkMemory(folder: folder, now: now)
        #expect(memory.outcome(of: "https://a.example/") == .answered(200))
        #expect(memory.outcome(of: "https://b.example/") == nil && memory.outcome(of: "https://c.example/") == nil)
        memory.remember(.answered(301), of: "https://d.example/")
        try memory.save()
        #expect(try file() == "https://a.example/\t1800000000\t200\nhttps://d.example/\t1800000000\t301\n")
    }
}
