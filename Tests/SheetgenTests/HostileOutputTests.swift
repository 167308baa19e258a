import Foundation
import Testing

/// Issue 14's hostile sweep of where sheetgen writes: no command may replace or delete anything
/// but a folder or file it was asked to write, and never its own inputs.
@Suite struct HostileOutputTests {
    /// A folder with Content/a.md and sheetgen.yml, removed after `body`.
    private func withSite(_ body: (URL) throws -> Void) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "# A\n".write(to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        try "title: Site\n".write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        try body(folder)
    }

    private func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    private func expectRefused(_ result: CLI.Result, _ comment: Comment? = nil) {
        #expect(result.status != 0, comment)
        #expect(result.stderr.hasPrefix("sheetgen: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func buildRefusesAnOutputFolderThatIsContainsOrLiesInsideItsInputs() throws {
        try withSite { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "Content")
            for output in [".", "..", "Content", "Content/public", "link", "link/../Content", "./Content/", "Templates", "Templates/out",
                           "sheetgen.yml", ".sheetgen-cache", ".sheetgen-cache/x", folder.path, "/"] {
                expectRefused(try CLI.run(["build", "--output", output], in: folder), "--output \(output)")
                #expect(exists("Content/a.md", in: folder) && exists("sheetgen.yml", in: folder) && exists("Templates", in: folder))
            }
            expectRefused(try CLI.run(["build", "--content", "site", "--output", "site"], in: folder))
            expectRefused(try CLI.run(["build", "--output", "Output", "--content", "Output/pages"], in: folder))
        }
    }

    @Test func buildRefusesAnOutputFolderHoldingAVaultTheConfigNames() throws {
        try withSite { folder in
            try "title: Site\nsections:\n  highscores:\n    vault: Output/demo-vault.sqlite\n".write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Output"), withIntermediateDirectories: true)
            #expect(try CLI.run(["ghost", "simulate", "--games", "1", "--seed", "1", "--vault", "Output/demo-vault.sqlite"], in: folder).status == 0)
            expectRefused(try CLI.run(["build"], in: folder))
            #expect(exists("Output/demo-vault.sqlite", in: folder))
        }
    }

    @Test func generatedSitesRefuseAnOutputHoldingTheirVaultOrTheCurrentFolder() throws {
        try withSite { folder in
            #expect(try CLI.run(["ghost", "simulate", "--games", "1", "--seed", "1"], in: folder).status == 0)
            _ = try CLI.run(["bullseye", "simulate", "--variant", "classic", "--rounds", "1", "--seed", "1", "--player", "Ann"], in: folder)
            for command in [["ghost", "highscores"], ["bullseye", "summary"], ["catalogue", "--seed", "1", "--count", "1"]] {
                for output in [".", "..", "Content"] {
                    expectRefused(try CLI.run(command + ["--output", output], in: folder), "\(command) --output \(output)")
                }
            }
            expectRefused(try CLI.run(["ghost", "highscores", "--output", "v", "--vault", "v/sheetgen.sqlite"], in: folder))
            #expect(exists("sheetgen.sqlite", in: folder) && exists("Content/a.md", in: folder))
        }
    }

    @Test func aFolderSheetgenDidNotMakeIsReplacedOnlyWithForce() throws {
        try withSite { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("mine"), withIntermediateDirectories: true)
            try "keep".write(to: folder.appendingPathComponent("mine/notes.txt"), atomically: true, encoding: .utf8)
            expectRefused(try CLI.run(["build", "--output", "mine"], in: folder))
            expectRefused(try CLI.run(["catalogue", "--seed", "1", "--count", "1", "--output", "mine"], in: folder))
            #expect(exists("mine/notes.txt", in: folder))
            #expect(try CLI.run(["build", "--output", "mine", "--force"], in: folder).status == 0)
            #expect(!exists("mine/notes.txt", in: folder) && exists("mine/a.html", in: folder))
            // Its own output, marked, is replaced without --force; an empty folder is fine too.
            #expect(try CLI.run(["build", "--output", "mine"], in: folder).status == 0)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
            #expect(try CLI.run(["build", "--output", "empty"], in: folder).status == 0)
        }
    }

    @Test func theOutputMarkerIsNeitherAPageNorInTheSitemap() throws {
        try withSite { folder in
            #expect(try CLI.run(["build"], in: folder).status == 0)
            #expect(exists("Output/.sheetgen-output", in: folder))
            let sitemap = try String(contentsOf: folder.appendingPathComponent("Output/sitemap.xml"), encoding: .utf8)
            #expect(!sitemap.contains("sheetgen-output"))
            let home = try String(contentsOf: folder.appendingPathComponent("Output/index.html"), encoding: .utf8)
            #expect(!home.contains("sheetgen-output"))
        }
    }

    @Test func outputOntoAnExistingFileIsRefused() throws {
        try withSite { folder in
            try "data".write(to: folder.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
            _ = try CLI.run(["ghost", "simulate", "--games", "1", "--seed", "1"], in: folder)
            for command in [["build"], ["catalogue", "--seed", "1", "--count", "1"], ["ghost", "highscores"], ["bullseye", "summary"]] {
                expectRefused(try CLI.run(command + ["--output", "file.txt"], in: folder), "\(command)")
                #expect(try String(contentsOf: folder.appendingPathComponent("file.txt"), encoding: .utf8) == "data")
            }
        }
    }

    @Test func aBuildKilledBetweenItsRenamesLosesNoOutputEvenAfterAFailingBuild() throws {
        try withSite { folder in
            #expect(try CLI.run(["build"], in: folder).status == 0)
            var environment = ProcessInfo.processInfo.environment
            environment["SHEETGEN_TEST_DIE_BETWEEN_RENAMES"] = "1"
            #expect(try CLI.run(["build"], in: folder, environment: environment).status != 0)
            #expect(!exists("Output", in: folder))  // the hook did die between the renames
            try "# A\n[gone](missing.md)\n".write(to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["build", "--strict"], in: folder).status != 0)
            #expect(exists("Output/a.html", in: folder))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".Output.") }
            #expect(leftovers.isEmpty)
        }
    }
}
