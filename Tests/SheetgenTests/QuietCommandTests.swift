import Foundation
import TestSupport
import Testing

/// The commands that show progress on a terminal show none in a pipe, and --quiet silences them.
@Suite(.tags(.slow)) struct QuietCommandTests {
    @Test func longCommandsSayNothingOnStderrInAPipeAndNothingAtAllWhenQuiet() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let simulate = ["ghost", "simulate", "--games", "300", "--seed", "1", "--vault", "v.sqlite"]
        let piped = try CLI.run(simulate, in: folder)
        #expect(piped.status == 0 && piped.stderr.isEmpty && piped.stdout.hasPrefix("Recorded 300"), "\(piped)")
        let quiet = try CLI.run(simulate + ["--quiet"], in: folder)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet)")

        #expect(try CLI.run(["character", "save", "--seed", "3", "--vault", "v.sqlite"], in: folder).status == 0)
        let archive = try CLI.run(["character", "export", "--vault", "v.sqlite", "--output", "all.yml"], in: folder)
        #expect(archive.status == 0, "\(archive.stderr)")
        let imported = try CLI.run(["character", "import", "all.yml", "--vault", "w.sqlite", "--quiet"], in: folder)
        #expect(imported.status == 0 && imported.stdout.isEmpty && imported.stderr.isEmpty, "\(imported)")
        let listed = try CLI.run(["character", "list", "--vault", "w.sqlite"], in: folder)
        #expect(listed.stdout.split(separator: "\n").count == 1, "\(listed.stdout)")
    }
}
