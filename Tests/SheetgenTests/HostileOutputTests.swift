import Foundation
import TestSupport
import Testing

/// A hostile sweep of where sheetgen writes: no command may replace or delete anything
/// but a folder or file it was asked to write, and never its own inputs.
@Suite(.tags(.slow)) struct HostileOutputTests {
    /// A folder with Content/a.md and sheetgen.yml, removed after `body`.
    private func withSite(_ body: (URL) throws -> Void) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "# A\n".write(to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        try "title: Site\n".write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        try body(folder)
    }

    private func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    private func expectRefused(_ result: CLI.Result, _ comment: Comment? = nil) {
        #expect(result.status != 0, comment)
        #expect(
            result.stderr.hasPrefix("sheetgen: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)"
        )
    }

    @Test func buildRefusesAnOutputFolderThatIsContainsOrLiesInsideItsInputs() throws {
        try withSite { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("link").path, withDestinationPath: "Content")
            for output in [
                ".", "..", "Content", "Content/public", "link", "link/../Content", "./Content/", "Templates",
                "Templates/out",
                "sheetgen.yml", ".sheetgen-cache", ".sheetgen-cache/x", folder.path, "/",
            ] {
                expectRefused(try CLI.run(["build", "--output", output], in: folder), "--output \(output)")
                #expect(
                    exists("Content/a.md", in: folder) && exists("sheetgen.yml", in: folder)
                        && exists("Templates", in: folder))
            }
            expectRefused(try CLI.run(["build", "--content", "site", "--output", "site"], in: folder))
            expectRefused(try CLI.run(["build", "--output", "Output", "--content", "Output/pages"], in: folder))
        }
    }

    @Test func buildRefusesAnOutputFolderHoldingAVaultTheConfigNames() throws {
        try withSite { folder in
            try "title: Site\nsections:\n  highscores:\n    vault: Output/demo-vault.sqlite\n".write(
                to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Output"), withIntermediateDirectories: true)
            #expect(
                try CLI.run(
                    ["ghost", "simulate", "--games", "1", "--seed", "1", "--vault", "Output/demo-vault.sqlite"],
                    in: folder
                ).status == 0)
            expectRefused(try CLI.run(["build"], in: folder))
            #expect(exists("Output/demo-vault.sqlite", in: folder))
        }
    }

    @Test func generatedSitesRefuseAnOutputHoldingTheirVaultOrTheCurrentFolder() throws {
        try withSite { folder in
            #expect(try CLI.run(["ghost", "simulate", "--games", "1", "--seed", "1"], in: folder).status == 0)
            _ = try CLI.run(
                ["bullseye", "simulate", "--variant", "classic", "--rounds", "1", "--seed", "1", "--player", "Ann"],
                in: folder)
            for command in [
                ["ghost", "highscores"], ["bullseye", "summary"], ["catalogue", "--seed", "1", "--count", "1"],
            ] {
                for output in [".", "..", "Content"] {
                    expectRefused(
                        try CLI.run(command + ["--output", output], in: folder), "\(command) --output \(output)")
                }
            }
            expectRefused(
                try CLI.run(["ghost", "highscores", "--output", "v", "--vault", "v/sheetgen.sqlite"], in: folder))
            #expect(exists("sheetgen.sqlite", in: folder) && exists("Content/a.md", in: folder))
        }
    }

    @Test func aFolderSheetgenDidNotMakeIsReplacedOnlyWithForce() throws {
        try withSite { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("mine"), withIntermediateDirectories: true)
            try "keep".write(to: folder.appendingPathComponent("mine/notes.txt"), atomically: true, encoding: .utf8)
            expectRefused(try CLI.run(["build", "--output", "mine"], in: folder))
            expectRefused(try CLI.run(["catalogue", "--seed", "1", "--count", "1", "--output", "mine"], in: folder))
            #expect(exists("mine/notes.txt", in: folder))
            let forced = try CLI.run(["build", "--output", "mine", "--force"], in: folder)
            #expect(forced.status == 0)
            // Even so, what sheetgen did not make stays, and the build says so.
            #expect(exists("mine/notes.txt", in: folder) && exists("mine/a.html", in: folder))
            #expect(forced.stderr.contains("kept what sheetgen did not make in the output: notes.txt"))
            // Its own output, marked, is replaced without --force; an empty folder is fine too.
            #expect(try CLI.run(["build", "--output", "mine"], in: folder).status == 0)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
            #expect(try CLI.run(["build", "--output", "empty"], in: folder).status == 0)
        }
    }

    /// Files put into the output by hand (a publishing branch checked out there, a host's CNAME, a
    /// file in a folder of pages) outlive every kind of build: one that updates the output in
    /// place, one without the cache, and one that makes a new folder and swaps it in.
    @Test func filesSheetgenDidNotMakeInItsOutputStay() throws {
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            let theirs = [".git/HEAD": "ref: refs/heads/pages\n", "CNAME": "example.com\n", "tags/notes.txt": "mine"]
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Output/.git"), withIntermediateDirectories: true)
            for (path, text) in theirs {
                try text.write(to: folder.appendingPathComponent("Output/\(path)"), atomically: false, encoding: .utf8)
            }
            let page = folder.appendingPathComponent("Content/a.md")
            func edit(_ text: String) throws {
                let handle = try FileHandle(forWritingTo: page)
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(text.utf8))
                try handle.close()
            }
            try edit("more\n")
            let inPlace = try CLI.run(["build"], in: folder)
            #expect(inPlace.status == 0, "\(inPlace.stderr)")
            #expect(
                inPlace.stderr.contains("kept what sheetgen did not make in the output: .git/, CNAME, tags/notes.txt"))
            try edit("again\n")
            #expect(try CLI.run(["build", "--no-cache", "--quiet"], in: folder).status == 0)
            // A link where sheetgen made a file: the output is made anew, whole.
            let notFound = folder.appendingPathComponent("Output/404.html")
            try FileManager.default.removeItem(at: notFound)
            try FileManager.default.createSymbolicLink(at: notFound, withDestinationURL: page)
            try edit("and again\n")
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: notFound.path)) == nil)
            #expect(exists("Output/404.html", in: folder))
            for (path, text) in theirs {
                let kept = try String(contentsOf: folder.appendingPathComponent("Output/\(path)"), encoding: .utf8)
                #expect(kept == text, "\(path)")
            }
            #expect(
                try String(contentsOf: folder.appendingPathComponent("Output/a.html"), encoding: .utf8)
                    .contains("and again"))
        }
    }

    /// An output whose marker was lost (a publishing branch cloned without it): the files sheetgen
    /// would write anew with the same bytes are not taken for its own, so `--force` builds, and
    /// every build after it. A marker whose lines a checkout ended in CR LF is still its marker.
    @Test func anOutputWithItsMarkerLostBuildsWithForce() throws {
        try withSite { folder in
            // One whose lines came back from a checkout ending in CR LF is still its marker.
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            let marker = folder.appendingPathComponent("Output/.sheetgen-output")
            let text = try String(contentsOf: marker, encoding: .utf8)
            try text.replacingOccurrences(of: "\n", with: "\r\n").write(to: marker, atomically: false, encoding: .utf8)
            try "old".write(to: folder.appendingPathComponent("Output/gone.html"), atomically: false, encoding: .utf8)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/a.md"))
            let build = try CLI.run(["build", "--no-cache"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(!exists("Output/a.html", in: folder) && exists("Output/gone.html", in: folder))
        }
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Output/.sheetgen-output"))
            expectRefused(try CLI.run(["build"], in: folder))
            for _ in 0..<2 {
                let build = try CLI.run(["build", "--force"], in: folder)
                #expect(build.status == 0, "\(build.stderr)")
            }
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
        }
    }

    /// A file of the user's where sheetgen made a folder is refused, not removed.
    @Test func aFileWhereSheetgenMadeAFolderIsNotRemoved() throws {
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            let tags = folder.appendingPathComponent("Output/tags")
            try FileManager.default.removeItem(at: tags)
            try "mine".write(to: tags, atomically: false, encoding: .utf8)
            expectRefused(try CLI.run(["build", "--no-cache"], in: folder))
            #expect(try String(contentsOf: tags, encoding: .utf8) == "mine")
        }
    }

    /// When the output is made anew, whole, what sheetgen did not make goes along as it was: a
    /// folder's mode (set-group-ID and all) and times, a folder no one may write or read into,
    /// a name that is not UTF-8.
    @Test func aWholeNewOutputTakesWhatSheetgenDidNotMakeAlongAsItWas() throws {
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            let output = folder.appendingPathComponent("Output").path
            let shared = output + "/.git/objects", closed = output + "/closed", sealed = output + "/sealed"
            for path in [shared, closed, sealed] {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try "kept".write(toFile: path + "/f", atomically: false, encoding: .utf8)
            }
            #expect(chmod(shared, 0o2775) == 0 && chmod(closed, 0o500) == 0 && chmod(sealed, 0o000) == 0)
            let oddName = (Array(output.utf8) + Array("/odd-".utf8) + [0xFF, 0]).map { CChar(bitPattern: $0) }
            #expect(mkdir(oddName, 0o755) == 0)
            var before = stat()
            #expect(stat(shared, &before) == 0)
            // A link where sheetgen made a file: the output is made anew, whole.
            let notFound = output + "/404.html"
            try FileManager.default.removeItem(atPath: notFound)
            try FileManager.default.createSymbolicLink(atPath: notFound, withDestinationPath: "index.html")
            let build = try CLI.run(["build"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            var after = stat()
            #expect(stat(shared, &after) == 0)
            #expect(after.st_mode == before.st_mode && after.st_mtim.tv_sec == before.st_mtim.tv_sec)
            #expect(after.st_ino != before.st_ino)  // made anew, so the whole output was
            #expect(try String(contentsOfFile: shared + "/f", encoding: .utf8) == "kept")
            #expect(try String(contentsOfFile: closed + "/f", encoding: .utf8) == "kept")
            #expect(chmod(sealed, 0o700) == 0)
            #expect(try String(contentsOfFile: sealed + "/f", encoding: .utf8) == "kept")
            #expect(access(oddName, F_OK) == 0)
            _ = chmod(closed, 0o700)
        }
    }

    /// A path argument whose bytes are not UTF-8 is refused, not taken as another name.
    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        try withSite { folder in
            let script = "exec \"$0\" character --seed 7 --output $'s\\xff.html'"
            let made = try CLI.run([], in: folder, wrapper: ["/bin/bash", "-c", script])
            expectRefused(made)
            #expect(made.stderr == "sheetgen: argument 5 ('s\\xFF.html') is not UTF-8 text\n", "\(made.stderr)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "Content", "sheetgen.yml",
                ])
        }
    }

    /// Copies of the output that someone keeps beside it, named as a build's leftovers once were,
    /// are no build's leftovers: they stay.
    @Test func copiesOfTheOutputBesideItStay() throws {
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            let copies = [".Output.backup-20241127", ".Output.old-1", ".Output.building-2"]
            for copy in copies {
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent("Output"), to: folder.appendingPathComponent(copy))
            }
            #expect(try CLI.run(["build", "--quiet", "--no-cache"], in: folder).status == 0)
            for copy in copies { #expect(exists("\(copy)/a.html", in: folder), "\(copy)") }
        }
    }

    /// An output that is a link to a folder builds that folder, keeping the link and what the
    /// folder holds that sheetgen did not make.
    @Test func anOutputThatIsALinkBuildsTheFolderItLeadsTo() throws {
        try withSite { folder in
            let site = folder.appendingPathComponent("www/site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Output").path, withDestinationPath: "www/site")
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            try "example.com\n".write(to: site.appendingPathComponent("CNAME"), atomically: false, encoding: .utf8)
            try "# A, again\n".write(
                to: folder.appendingPathComponent("Content/a.md"), atomically: false, encoding: .utf8)
            for options in [["--no-cache"], []] {
                let build = try CLI.run(["build", "--quiet"] + options, in: folder)
                #expect(build.status == 0, "\(build.stderr)")
            }
            let link = try FileManager.default.destinationOfSymbolicLink(
                atPath: folder.appendingPathComponent("Output").path)
            #expect(link == "www/site")
            #expect(try String(contentsOf: site.appendingPathComponent("a.html"), encoding: .utf8).contains("again"))
            #expect(exists("www/site/CNAME", in: folder))
        }
    }

    /// A file sheetgen did not make where the build writes one: refused, the output as it was,
    /// unless --force, which replaces that file and keeps the rest.
    @Test func aFileSheetgenDidNotMakeIsWrittenOverOnlyWithForce() throws {
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            try "example.com\n".write(
                to: folder.appendingPathComponent("Output/CNAME"), atomically: false, encoding: .utf8)
            try "example.org\n".write(
                to: folder.appendingPathComponent("Content/CNAME"), atomically: false, encoding: .utf8)
            let refused = try CLI.run(["build"], in: folder)
            expectRefused(refused)
            #expect(refused.stderr.contains("Output/CNAME: sheetgen did not make this file"))
            #expect(
                try String(contentsOf: folder.appendingPathComponent("Output/CNAME"), encoding: .utf8)
                    == "example.com\n")
            #expect(try CLI.run(["build", "--force", "--quiet"], in: folder).status == 0)
            #expect(
                try String(contentsOf: folder.appendingPathComponent("Output/CNAME"), encoding: .utf8)
                    == "example.org\n")
            // Now it is sheetgen's: it goes with the file it was copied from.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/CNAME"))
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            #expect(!exists("Output/CNAME", in: folder))
        }
    }

    /// The output of an earlier sheetgen, whose marker listed no files: the dot files it never
    /// wrote stay, the rest is its own.
    @Test func anEarlierSheetgensOutputKeepsItsDotFiles() throws {
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            try "This folder was made by sheetgen; the next build replaces it whole.\n".write(
                to: folder.appendingPathComponent("Output/.sheetgen-output"), atomically: false, encoding: .utf8)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Output/.git"), withIntermediateDirectories: true)
            try "ref\n".write(to: folder.appendingPathComponent("Output/.git/HEAD"), atomically: false, encoding: .utf8)
            try "old".write(to: folder.appendingPathComponent("Output/gone.html"), atomically: false, encoding: .utf8)
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            #expect(exists("Output/.git/HEAD", in: folder))
            #expect(!exists("Output/gone.html", in: folder))
        }
    }

    /// A limit on the size of files a process may write (`ulimit -f`), which the kernel enforces
    /// with a signal that ends the process: the writes fail instead, told in one line for the
    /// whole build however many files met it, and nothing half written is left behind.
    @Test func aFileSizeLimitIsOneErrorAndLeavesNothingBehind() throws {
        try withSite { folder in
            for index in 0..<20 {
                try "# Page \(index)\n".write(
                    to: folder.appendingPathComponent("Content/p\(index).md"), atomically: false, encoding: .utf8)
            }
            let limited = ["/bin/bash", "-c", "ulimit -f 1; exec \"$0\" \"$@\""]
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            let build = try CLI.run(["build", "--no-cache"], in: folder, wrapper: limited)
            expectRefused(build)
            #expect(build.stderr.hasSuffix("Output: cannot write the output: File too large\n"), "\(build.stderr)")
            let sheet = try CLI.run(
                ["character", "--seed", "7", "--output", "sheet.html"], in: folder, wrapper: limited)
            expectRefused(sheet)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        }
    }

    /// Names longer than the file system allows, and an alias onto sheetgen's own marker: the
    /// error names the page that asked for the file, never the build's temporary folder.
    @Test func aNameTheOutputCannotHoldIsToldAtItsPage() throws {
        try withSite { folder in
            let long = String(repeating: "a", count: 252)
            let cases = [
                ("\(long).md", "# Long\n", "\(long).md: cannot write "),
                ("slug.md", "---\nslug: \(String(repeating: "b", count: 300))\n---\nx\n", "slug.md: cannot write "),
                ("alias.md", "---\naliases: [.sheetgen-output/]\n---\nx\n", "alias.md:2: alias '.sheetgen-output/'"),
            ]
            for (name, text, told) in cases {
                let page = folder.appendingPathComponent("Content/\(name)")
                try text.write(to: page, atomically: false, encoding: .utf8)
                let build = try CLI.run(["build"], in: folder)
                expectRefused(build)
                #expect(build.stderr.hasPrefix("sheetgen: \(told)"), "\(build.stderr)")
                #expect(!build.stderr.contains(".Output.sheetgen-"), "\(build.stderr)")
                try FileManager.default.removeItem(at: page)
            }
        }
    }

    /// Tags too long for a file name (with the feed's `.atom.xml` after them) get pages all the
    /// same, each its own, and every link to them leads there.
    @Test func aTagTooLongForAFileNameStillHasItsPage() throws {
        try withSite { folder in
            let tags = [("t", 250), ("t", 251), ("л", 250)].map { String(repeating: $0, count: $1) }
            try "---\ntitle: Tagged\ntags: [\(tags.joined(separator: ", "))]\n---\nText.\n".write(
                to: folder.appendingPathComponent("Content/tagged.md"), atomically: false, encoding: .utf8)
            let build = try CLI.run(["build", "--strict"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            let pages = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("Output/tags").path)
            #expect(pages.filter { $0.hasSuffix(".atom.xml") }.count == 3, "\(pages)")
            #expect(pages.allSatisfy { $0.utf8.count <= 255 })
        }
    }

    /// A cache inside the content folder would be published and change with every build; one
    /// inside the output would be replaced by it: both are refused, and nothing is written.
    @Test func aCacheInsideTheContentOrTheOutputIsRefused() throws {
        try withSite { folder in
            #expect(try CLI.run(["build", "--quiet"], in: folder).status == 0)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
            try "title: Site\n".write(
                to: folder.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
            for cache in ["Content/c", "Content", "Output/c", "Templates/c", "Templates", "notes.txt"] {
                let build = try CLI.run(["build", "--cache", cache], in: folder)
                expectRefused(build)
                #expect(build.stderr.contains(cache), "\(build.stderr)")
                #expect(!exists("\(cache)/.", in: folder) || ["Content", "Templates"].contains(cache), "\(cache)")
            }
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
            for command in [
                ["build"], ["catalogue", "--seed", "1", "--count", "1"], ["ghost", "highscores"],
                ["bullseye", "summary"],
            ] {
                expectRefused(try CLI.run(command + ["--output", "file.txt"], in: folder), "\(command)")
                #expect(try String(contentsOf: folder.appendingPathComponent("file.txt"), encoding: .utf8) == "data")
            }
        }
    }

    /// `--output` of a single file never writes over what the command reads (a character file,
    /// by its own name or a link) nor over any vault, whatever the command.
    @Test(arguments: [
        ["character", "--from", "c.yml", "-o", "c.yml"], ["character", "--from", "c.yml", "-o", "link.yml"],
        ["party", "--files", "c.yml", "-o", "c.yml"], ["character", "--seed", "7", "-o", "v.sqlite"],
        ["character", "show", "1", "--vault", "v.sqlite", "-o", "v.sqlite"],
        ["character", "export", "--vault", "v.sqlite", "-o", "vault-link"],
        ["ghost", "export", "--vault", "v.sqlite", "-o", "v.sqlite"],
        ["bullseye", "export", "--vault", "v.sqlite", "-o", "v.sqlite"], ["item", "--seed", "1", "-o", "v.sqlite"],
    ])
    func aSingleFileOutputNeverReplacesAnInputOrAVault(arguments: [String]) throws {
        try withSite { folder in
            let character =
                "name: Ann\nclass: Fighter\nrolled: {strength: 12, intelligence: 10, wisdom: 10, "
                + "dexterity: 10, constitution: 10, charisma: 10}\nhitPoints: 5\ngold: 60\n"
            try character.write(to: folder.appendingPathComponent("c.yml"), atomically: true, encoding: .utf8)
            let manager = FileManager.default
            try manager.createSymbolicLink(
                atPath: folder.appendingPathComponent("link.yml").path, withDestinationPath: "c.yml")
            try manager.createSymbolicLink(
                atPath: folder.appendingPathComponent("vault-link").path, withDestinationPath: "v.sqlite")
            #expect(try CLI.run(["character", "save", "--seed", "3", "--vault", "v.sqlite"], in: folder).status == 0)
            let before = try ["c.yml", "v.sqlite"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
            let result = try CLI.run(arguments, in: folder)
            expectRefused(result)
            #expect(result.stderr.contains("refusing to write over"), "\(result.stderr)")
            let after = try ["c.yml", "v.sqlite"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
            #expect(after == before)
        }
    }

    @Test func aBuildKilledBetweenItsRenamesLosesNoOutputEvenAfterAFailingBuild() throws {
        try withSite { folder in
            #expect(try CLI.run(["build"], in: folder).status == 0)
            var environment = ProcessInfo.processInfo.environment
            environment["SHEETGEN_TEST_DIE_BETWEEN_RENAMES"] = "1"
            // With most of its files new, the build makes a whole new folder and swaps it for the old one.
            let pages = folder.appendingPathComponent("Content/new")
            try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
            for index in 0..<30 {
                try "# P\(index)\n".write(
                    to: pages.appendingPathComponent("p\(index).md"), atomically: true, encoding: .utf8)
            }
            #expect(try CLI.run(["build"], in: folder, environment: environment).status != 0)
            #expect(!exists("Output", in: folder))  // the hook did die between the renames
            try "# A\n[gone](missing.md)\n".write(
                to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["build", "--strict"], in: folder).status != 0)
            #expect(exists("Output/a.html", in: folder))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasPrefix(".Output.")
            }
            #expect(leftovers.isEmpty)
        }
    }
}

/// Single-file outputs, standard output and messages.
@Suite(.tags(.slow)) struct HostileSingleFileOutputTests {
    /// Runs sheetgen with stdout on `path` (through a shell, as a user would redirect it).
    private func runRedirected(_ command: String, to path: String, in folder: URL) throws -> (
        status: Int32, stderr: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \(command) > \(path)", CLI.executable.path]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func aWriteErrorOnStandardOutputIsOneLineAndAFailure() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "# A\n".write(to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["ghost", "simulate", "--games", "1", "--seed", "1"], in: folder).status == 0)
        for command in [
            "character --seed 1", "item --seed 1", "markdown < Content/a.md", "ghost export", "build", "--help",
            "catalogue --seed 1 --count 1 --output cat",
        ] {
            let result = try runRedirected(command, to: "/dev/full", in: folder)
            #expect(result.status == 1, "\(command)")
            #expect(
                result.stderr == "sheetgen: cannot write to standard output: No space left on device\n",
                "\(command): \(result.stderr)")
        }
    }

    @Test func outputOntoADeviceOrFIFOWritesThroughAndNeverReplacesIt() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["character", "--seed", "1", "--output", "/dev/null"], in: folder)
        #expect(result.status == 0)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        let failed = try CLI.run(["character", "--seed", "1", "--output", "/dev/full"], in: folder)
        #expect(failed.status != 0 && failed.stderr.hasPrefix("sheetgen: /dev/full: cannot write"))
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        defer {
            if reader.isRunning { reader.terminate() }
            reader.waitUntilExit()
        }
        #expect(try CLI.run(["character", "--seed", "1", "--output", fifo], in: folder).status == 0)
        let read = pipe.fileHandleForReading.readDataToEndOfFile()
        #expect(read.starts(with: Array("<!DOCTYPE".utf8)) || read.count > 1000)
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func outputOntoASymlinkReplacesItsTargetAndKeepsTheLink() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(to: folder.appendingPathComponent("real.html"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.html").path, withDestinationPath: "real.html")
        #expect(try CLI.run(["character", "--seed", "1", "--output", "link.html"], in: folder).status == 0)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.html").path)
                == "real.html")
        #expect(try String(contentsOf: folder.appendingPathComponent("real.html"), encoding: .utf8).count > 1000)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["link.html", "real.html"])
    }

    @Test func messagesShowControlCharactersEscaped() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let evil = "e\u{1B}]0;owned\u{07}\u{1B}[31m"
        for arguments in [
            ["character", "--seed", "1", "--output", "\(evil)/x.html"], ["build", "--content", evil],
            ["ghost", "import", evil], ["ghost", "export", "--vault", evil],
        ] {
            let result = try CLI.run(arguments, in: folder)
            #expect(result.status != 0)
            #expect(
                !result.stderr.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" },
                "\(arguments)")
            #expect(result.stderr.contains("\\u{1B}"), "\(arguments): \(result.stderr)")
        }
        // A name from an imported file.
        let export =
            #"{"games":[{"id":1,"language":"english","players":["A\u001b[2J","B"],"rounds":[]}],"#
            + #""players":["A\u001b[2J"]}"#
        try export.write(to: folder.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
        let imported = try CLI.run(["ghost", "import", "in.json"], in: folder)
        #expect(!(imported.stdout + imported.stderr).unicodeScalars.contains { $0 == "\u{1B}" })
    }
}

/// `serve` refuses an output it may not replace before it serves anything.
@Suite(.tags(.slow)) struct HostileServeOutputTests {
    @Test func serveRefusesAnOutputThatIsTheCurrentFolderOrAFile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "# A\n".write(to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        try "data".write(to: folder.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        for output in [".", "Content", "file.txt"] {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["serve", "--port", "0", "--output", output]
            process.currentDirectoryURL = folder
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            defer {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!process.isRunning, "serve --output \(output) kept running")
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(
                process.terminationStatus != 0 && text.hasPrefix("sheetgen: ") && text.contains("refusing"),
                "\(output): \(text)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content/a.md").path))
    }
}
