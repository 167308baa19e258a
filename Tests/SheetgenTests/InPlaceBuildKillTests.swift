import Foundation
import TestSupport
import Testing

/// A build with the cache updates its output in place, by the steps of a journal. Killed
/// before, between or after any of those steps, it loses nothing: the next build first undoes
/// what it left, so a build that then fails leaves the old output exactly as it was, and one that
/// succeeds writes what a build from nothing writes.
@Suite(.tags(.slow)) struct InPlaceBuildKillTests {
    /// Every file below `folder` by its path inside it, with its bytes; folders as `path/`.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in walker {
            let path = String(url.path.dropFirst(folder.path.count + 1))
            files[url.hasDirectoryPath ? path + "/" : path] = url.hasDirectoryPath ? Data() : try Data(contentsOf: url)
        }
        return files
    }

    private func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".Output.") }.sorted()
    }

    /// With the cache or without it: a build without it that renders every page again still
    /// leaves the files whose bytes are the same where they are.
    @Test(arguments: [["build"], ["build", "--no-cache"]])
    func aBuildKilledAtAnyStepOfItsJournalLosesNothing(build: [String]) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Enough pages that stay the same for the build to update its output in place.
        for index in 0..<30 {
            try write("---\ntitle: Kept \(index)\n---\nText.\n", to: "Content/kept/p\(index).md", in: folder)
        }
        try write("---\ntitle: Alpha\ntags: [old]\n---\nFirst.\n", to: "Content/a/alpha.md", in: folder)
        try write("---\ntitle: Bravo\n---\nGone soon.\n", to: "Content/b/bravo.md", in: folder)
        try write("---\ntitle: Bravo 2\n---\nStays.\n", to: "Content/b/bravo2.md", in: folder)
        try write("a map", to: "Content/images/map.txt", in: folder)
        try write("old", to: "Content/old/deep/x.txt", in: folder)
        #expect(try CLI.run(build, in: folder).status == 0)
        let before = try Self.snapshot(folder.appendingPathComponent("Output"))
        // The change, with the same folders of pages (another navigation would change every
        // page): a page edited (and its tag gone), one removed and one added, static files
        // removed (their folder with them) and added in a new folder, and a broken link.
        try write("---\ntitle: Alpha 2\ntags: [new]\n---\n[gone](nowhere.html)\n", to: "Content/a/alpha.md", in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/b/bravo.md"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/old"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/images/map.txt"))
        try write("---\ntitle: Charlie\n---\nNew.\n", to: "Content/a/charlie.md", in: folder)
        try write("a plan", to: "Content/images/plans/plan.txt", in: folder)

        var killedWithAJournal = 0
        var environment = ProcessInfo.processInfo.environment
        for step in 0..<200 {
            environment["SHEETGEN_TEST_DIE_AFTER_JOURNAL_STEPS"] = "\(step)"
            let killed = try CLI.run(build, in: folder, environment: environment)
            if killed.status == 0 { break }  // more steps than the build takes: it finished
            if try leftovers(in: folder).contains(where: { $0.hasPrefix(".Output.sheetgen-journal-") }) {
                killedWithAJournal += 1
            }
            // The next build undoes the killed one's steps, then fails on the broken link.
            #expect(try CLI.run(build + ["--strict"], in: folder).status != 0, "step \(step)")
            #expect(try Self.snapshot(folder.appendingPathComponent("Output")) == before, "step \(step)")
            #expect(try leftovers(in: folder).isEmpty, "step \(step)")
        }
        #expect(killedWithAJournal > 10, "\(killedWithAJournal)")
        let fresh = folder.appendingPathComponent("Fresh")
        #expect(try CLI.run(["build", "--no-cache", "--output", "Fresh"], in: folder).status == 0)
        #expect(try Self.snapshot(folder.appendingPathComponent("Output")) == Self.snapshot(fresh))
        #expect(try leftovers(in: folder).isEmpty)
    }
}
