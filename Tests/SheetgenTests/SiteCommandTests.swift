import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import TestSupport
import Testing

@Suite(.tags(.slow)) struct SiteCommandTests {
    static func makeSite() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let notes = folder.appendingPathComponent("Content/notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "---\ntitle: Hello\n---\nFirst version.\n".write(
            to: notes.appendingPathComponent("hello.md"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func buildsAndSaysWhatItDid() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["build"], in: folder)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(
            first.stdout.hasPrefix("Built 6 pages and ") && first.stdout.contains(" files into Output in "),
            "\(first.stdout)")
        // A build leaves a receipt only when the files it read were last changed a while before it.
        let second = try CLI.run(["build", Self.aWhileLater], in: folder)
        // The page, home, notes/index, tag index, 404 and search pages.
        #expect(second.stdout.hasPrefix("Built 6 pages (1 unchanged) and "), "\(second.stdout)")
        let third = try CLI.run(["build", "--timings", Self.aWhileLater], in: folder)
        #expect(
            third.stdout.contains(
                "making sure the last build is up to date\nNothing changed: Output is up to date, "
                    + "with 6 pages and "), "\(third.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".sheetgen-cache").path))
        #expect(try CLI.run(["build", "--quiet", "--no-cache", "--output", "Quiet"], in: folder).stdout.isEmpty)
    }

    /// The output is looked over for the receipt a folder at a time, however many folders a site
    /// has and however few files a process may keep open: looking into all of them at once left
    /// no receipt, and every build went through every page.
    @Test func aSiteWithMoreFoldersThanOpenFilesStillStopsAtItsReceipt() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<80 {
            let section = folder.appendingPathComponent("Content/s\(index)")
            try FileManager.default.createDirectory(at: section, withIntermediateDirectories: true)
            try "# Page \(index)\n".write(to: section.appendingPathComponent("p.md"), atomically: true, encoding: .utf8)
        }
        let fewFiles = ["/bin/sh", "-c", "ulimit -n 64 && exec \"$0\" \"$@\""]
        let first = try CLI.run(["build"], in: folder, wrapper: fewFiles)
        #expect(first.status == 0, "\(first.stderr)")
        // The files read must be a while old for a receipt.
        #expect(try CLI.run(["build", Self.aWhileLater], in: folder, wrapper: fewFiles).status == 0)
        let third = try CLI.run(["build", Self.aWhileLater], in: folder, wrapper: fewFiles)
        #expect(third.stdout.hasPrefix("Nothing changed: Output is up to date, "), "\(third.stdout)\(third.stderr)")
    }

    /// The build's moment ten seconds from now, when the files a test just wrote count as settled.
    static var aWhileLater: String { "--now=\(Int(Date().timeIntervalSince1970) + 10)" }

    @Test func hiddenNowMustBeAMomentTheCacheCanHold() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        for bad in ["-1", "7258118400", "soon"] {
            let result = try CLI.run(["build", "--now", bad], in: folder)
            #expect(result.status != 0 && result.stderr.split(separator: "\n").count == 1, "\(bad): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }

    @Test func timingsTellEveryPhaseInOrderEvenWhenQuiet() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--quiet", "--timings"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let phases = [
            "scanning the content", "rendering the pages", "writing the index pages", "writing the feeds",
            "copying the static files", "checking the links", "writing the sitemap", "putting the new output in place",
        ]
        #expect(lines.map { $0.split(separator: "  ").last.map(String.init) } == phases, "\(result.stdout)")
        #expect(lines.allSatisfy { $0.wholeMatch(of: /\ *[0-9]+ ms  [a-z ]+/) != nil }, "\(result.stdout)")
    }

    @Test func problemsAreOneLineEachAndExitNonZero() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CLI.run(["build", "--config", "nowhere.yml"], in: folder)
        #expect(
            missing.status != 0 && missing.stderr == "sheetgen: nowhere.yml: no such site config\n", "\(missing.stderr)"
        )
        try "---\ntitle: [x\n---\n".write(
            to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        try "---\ndate: soon\n---\n".write(
            to: folder.appendingPathComponent("Content/b.md"), atomically: true, encoding: .utf8)
        let broken = try CLI.run(["build"], in: folder)
        #expect(broken.status != 0)
        #expect(
            broken.stderr.split(separator: "\n").map { $0.prefix(16) } == ["sheetgen: a.md:3", "sheetgen: b.md:2"],
            "\(broken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }

    @Test func aGeneratedSectionsBadSettingIsToldWithItsLine() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("sheetgen.yml")
        try "title: Notes\nsections:\n  items:\n    seed: 1\n    count: many\n".write(
            to: config, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["build"], in: folder)
        #expect(bad.status != 0)
        #expect(
            bad.stderr == "sheetgen: \(config.path):5: sections.items.count must be a whole number from 1 to 100000\n")
        try "sections:\n  dice: {}\n".write(to: config, atomically: true, encoding: .utf8)
        let unknown = try CLI.run(["build"], in: folder)
        // Which sections it knows is SiteGames' to say, and GeneratedSectionTests' to check.
        let told = unknown.stderr.split(separator: "\n")
        #expect(told.count == 1 && told[0].contains(":2: unknown generated section 'dice' (known: "), "\(told)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }

    @Test(.timeLimit(.minutes(1))) func serveRebuildsAndTellsTheOpenPage() async throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ended however the test ends: TERM, a bounded wait, then KILL (a thread of the test runner
        // starts it with TERM blocked, so a bare terminate() left it running).
        let server = try ServeProcess(in: folder)
        defer { server.stop() }
        let base = try #require(server.address())

        let page = try await Self.get(base + "notes/hello.html")
        #expect(page.status == 200 && page.body.contains("First version.") && page.body.contains("/_sheetgen/status"))
        let status = try await Self.get(base + "_sheetgen/status?since=-1")
        #expect(status.body == "{\"generation\":1}")
        #expect(try await Self.get(base + "missing.html").status == 404)
        #expect(try await Self.get(base + "%2e%2e/%2e%2e/etc/passwd").status == 400)

        // Each page is told its version; the status says a page's version now, when asked.
        let first = try #require(Self.version(in: page.body))
        let notFound = try #require(Self.version(in: try await Self.get(base + "404.html").body))
        let helloStatus = base + "_sheetgen/status?since=1&page=%2Fnotes%2Fhello.html"
        #expect(
            try await Self.get(base + "_sheetgen/status?since=-1&page=%2Fnotes%2Fhello.html").body
                == "{\"generation\":1,\"page\":\"\(first)\"}")

        async let change = Self.get(base + "_sheetgen/status?since=1")  // waits for the next build
        async let changedPage = Self.get(helloStatus)
        async let samePage = Self.get(base + "_sheetgen/status?since=1&page=%2F404.html")
        try await Task.sleep(for: .milliseconds(300))  // so that they wait: nothing tells when they reach serve
        try Self.save("---\ntitle: Hello\n---\nSecond version.\n", as: "Content/notes/hello.md", in: folder)
        #expect(try await change.body == "{\"generation\":2}")
        let second = try await Self.get(base + "notes/hello.html").body
        #expect(second.contains("Second version."))
        // The changed page hears of its new version, and reloads; a page whose bytes are the same,
        // as are those of what it loads, hears of the same one, and stays. (The search page loads
        // the search index, which has the page's new summary: it reloads too.)
        let secondVersion = try #require(Self.version(in: second))
        #expect(secondVersion != first)
        #expect(try await changedPage.body == "{\"generation\":2,\"page\":\"\(secondVersion)\"}")
        #expect(try await samePage.body == "{\"generation\":2,\"page\":\"\(notFound)\"}")
        // The files on disk have no script: only what the preview serves does.
        let onDisk = try String(contentsOf: folder.appendingPathComponent("Output/notes/hello.html"), encoding: .utf8)
        #expect(!onDisk.contains("_sheetgen"))
    }

    /// A host answers any address the site lacks with its 404 page, so that page's links start at
    /// the site's root; serve answers below the site's path as the host does.
    @Test(.timeLimit(.minutes(1))) func theNotFoundPageWorksAtAnyDepth() async throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.save("title: Games\nbaseURL: https://example.org/games/\n", as: "sheetgen.yml", in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content/games"), withIntermediateDirectories: true)
        try Self.save("---\ntitle: Dice\n---\nThe dice page.\n", as: "Content/games/dice.md", in: folder)
        let server = try ServeProcess(in: folder)
        defer { server.stop() }
        let base = try #require(server.address())
        for deep in ["missing.html", "notes/nope/missing.html", "games/notes/nope/"] {
            let missing = try await Self.get(base + deep)
            #expect(missing.status == 404 && missing.body.contains("Page not found"), "\(deep)")
            #expect(missing.body.contains("href=\"/games/assets/site.css\""), "\(missing.body)")
            #expect(missing.body.contains("href=\"/games/notes/index.html\""), "\(missing.body)")
            #expect(!missing.body.contains("href=\"../") && !missing.body.contains("href=\"index.html"))
        }
        #expect(try await Self.get(base + "games/assets/site.css").status == 200)
        // The site's own folder of the base path's name is served as it is.
        #expect(try await Self.get(base + "games/dice.html").body.contains("The dice page."))
        #expect(try await Self.get(base + "games/notes/hello.html").body.contains("First version."))
        #expect(try await Self.get(base + "notes/hello.html").body.contains("First version."))
    }

    /// The players' vault the config names is watched as the content is: a character saved at
    /// the table while serve runs has its page in the gallery.
    @Test(.timeLimit(.minutes(1))) func serveSeesTheVaultChange() async throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let save = ["character", "save", "--vault", "players.sqlite", "--seed"]
        #expect(try CLI.run(save + ["5"], in: folder).status == 0)
        try Self.save("sections:\n  characters:\n    vault: players.sqlite\n", as: "sheetgen.yml", in: folder)
        let server = try ServeProcess(in: folder)
        defer { server.stop() }
        let base = try #require(server.address())
        #expect(try await Self.get(base + "characters/saved-1.html").status == 200)
        #expect(try await Self.get(base + "characters/saved-2.html").status == 404)
        async let built = Self.get(base + "_sheetgen/status?since=1")
        try await Task.sleep(for: .milliseconds(300))  // so that it waits: nothing tells when it reaches serve
        #expect(try CLI.run(save + ["6"], in: folder).status == 0)
        #expect(try await built.body == "{\"generation\":2}")
        #expect(try await Self.get(base + "characters/saved-2.html").status == 200)
    }

    /// A saved body is put in place by the session, a new title by a build; either way the
    /// preview serves what a build makes.
    @Test(.timeLimit(.minutes(1))) func serveShowsASavedBodyAndANewTitle() async throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServeProcess(in: folder)
        defer { server.stop() }
        let base = try #require(server.address())
        for (generation, text, shown) in [
            (2, "---\ntitle: Hello\n---\nFirst version.\n\nA second paragraph.\n", "A second paragraph."),
            (3, "---\ntitle: Hello\n---\nFirst version.\n\nA [broken link](gone.html).\n", "gone.html"),
            (4, "---\ntitle: Greetings\n---\nFirst version.\n", "Greetings"),
        ] {
            async let built = Self.get(base + "_sheetgen/status?since=\(generation - 1)")
            try await Task.sleep(for: .milliseconds(300))  // so that it waits: nothing tells when it reaches serve
            try Self.save(text, as: "Content/notes/hello.md", in: folder)
            #expect(try await built.body == "{\"generation\":\(generation)}")
            #expect(try await Self.get(base + "notes/hello.html").body.contains(shown))
        }
        #expect(try await Self.get(base + "notes/index.html").body.contains("Greetings"))
        let stop = server.output.fileHandleForReading
        server.stop()
        // The first build's line was read with the address.
        let said = String(decoding: stop.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.components(separatedBy: "Built ").count == 4, "\(said)")
        #expect(server.stderr.contains("warning: broken link notes/hello.html: gone.html"))
    }

    @Test(.timeLimit(.minutes(1))) func aChangedImageChangesTheVersionOfThePagesShowingIt() async throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("Content/notes")
        try Data("first image".utf8).write(to: notes.appendingPathComponent("map.png"))
        try "---\ntitle: Map\n---\n![The map](map.png)\n".write(
            to: notes.appendingPathComponent("map.md"), atomically: true, encoding: .utf8)
        let server = try ServeProcess(in: folder)
        defer { server.stop() }
        let base = try #require(server.address())
        let first = try #require(Self.version(in: try await Self.get(base + "notes/map.html").body))
        let hello = try #require(Self.version(in: try await Self.get(base + "notes/hello.html").body))
        async let map = Self.get(base + "_sheetgen/status?since=1&page=%2Fnotes%2Fmap.html")
        async let other = Self.get(base + "_sheetgen/status?since=1&page=%2Fnotes%2Fhello.html")
        try await Task.sleep(for: .milliseconds(300))  // so that they wait: nothing tells when they reach serve
        try Self.save("second image, another size", as: "Content/notes/map.png", in: folder)
        // The page's HTML is the same, but what it shows is not: it reloads; the other page stays.
        let now = try await map.body
        #expect(now.hasPrefix("{\"generation\":2,\"page\":\"") && !now.contains(first), "\(now)")
        #expect(try await other.body == "{\"generation\":2,\"page\":\"\(hello)\"}")
    }

    /// Puts `text` at `path` in the site `folder` in one step: written beside the content, which
    /// serve watches, and renamed into it. (A save in several steps may be seen as more than one
    /// change: the watcher's tests are about that; these count builds.)
    static func save(_ text: String, as path: String, in folder: URL) throws {
        let draft = folder.appendingPathComponent("draft-\(UUID())")
        try text.write(to: draft, atomically: false, encoding: .utf8)
        guard rename(draft.path, folder.appendingPathComponent(path).path) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// The version the preview told a page it served.
    static func version(in page: String) -> String? {
        guard let start = page.range(of: "const version = \"") else { return nil }
        return String(page[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The `http://127.0.0.1:PORT/` that `serve` prints once it listens.
    static func address(from handle: FileHandle) -> String? {
        var text = ""
        while !text.contains("Ctrl-C") {
            let data = handle.availableData
            if data.isEmpty { return nil }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let start = text.range(of: "http://127.0.0.1:"), let end = text[start.upperBound...].firstIndex(of: "/")
        else { return nil }
        return String(text[start.lowerBound...end])
    }

    static func get(_ address: String) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: address)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}
