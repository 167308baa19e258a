import Foundation
import TestSupport
import Testing

/// `sheetgen check`: the site built into a folder of its own that goes away, and every problem told.
@Suite(.tags(.slow), .timeLimit(.minutes(2))) struct CheckCommandTests {
    /// A site folder, and the temporary folder (`TMPDIR`) the check is given, to see what it leaves.
    struct Site {
        let folder: URL
        var temporary: URL { folder.appendingPathComponent("tmp") }

        init() throws {
            folder = try CLI.temporaryFolder()
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        }

        func add(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent("Content/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        var environment: [String: String] {
            ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        }

        func check(_ arguments: [String] = []) throws -> CLI.Result {
            try CLI.run(["check"] + arguments, in: folder, environment: environment)
        }

        /// What the check left among the temporary files.
        var leftovers: [String] { (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] }

        func exists(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func everyBrokenLinkIsListedWithItsFileAndLineSortedAndTheCheckFails() throws {
        let site = try Site()
        defer { site.remove() }
        let links = (1...25).map { "- [link \($0)](missing-\($0).html)" }.joined(separator: "\n")
        try site.add("notes/trip.md", "---\ntitle: Trip\n---\n\(links)\n\n[home](../index.html)\n")
        try site.add("a.md", "[one](gone.md)\n\n![map](map.png)\n")
        let result = try site.check()
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // The home page lists a.md with its summary, and the summary's link is broken there too.
        let expected =
            ["a.md:1: broken link gone.html", "a.md:3: broken link map.png", "index.html: broken link gone.html"]
            + (1...25).map { "notes/trip.md:\($0 + 3): broken link missing-\($0).html" }
        #expect(Array(lines.dropLast()) == expected)
        #expect(
            lines.last?.wholeMatch(of: /Checked [0-9]+ pages: 0 errors, 0 warnings, 28 broken links\./) != nil,
            "\(lines.last ?? "")")
        #expect(site.leftovers.isEmpty && !site.exists("Output") && !site.exists(".sheetgen-cache"))
    }

    /// A check reads what build wrote, and leaves every file of it as it was, times and all.
    @Test func nothingTheUserOwnsIsWritten() throws {
        let site = try Site()
        defer { site.remove() }
        try site.add("a.md", "---\ntitle: A\n---\nFine.\n")
        #expect(try CLI.run(["build"], in: site.folder).status == 0)
        try site.add("a.md", "---\ntitle: A\n---\n[changed](gone.html)\n")
        let before = try snapshot(of: site.folder, ["Output", ".sheetgen-cache"])
        let result = try site.check()
        #expect(result.status == 1 && result.stdout.hasPrefix("a.md:4: broken link gone.html\n"), "\(result.stdout)")
        #expect(try snapshot(of: site.folder, ["Output", ".sheetgen-cache"]) == before)
        #expect(site.leftovers.isEmpty)
    }

    /// Every file below `folders` of `root`, with its bytes and modification time.
    private func snapshot(of root: URL, _ folders: [String]) throws -> [String: String] {
        var files: [String: String] = [:]
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            for path in try FileManager.default.subpathsOfDirectory(atPath: base.path) {
                let url = base.appendingPathComponent(path)
                let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let bytes = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
                files["\(folder)/\(path)"] = "\(modified) \(bytes ?? "(folder)")"
            }
        }
        #expect(files.count > 3)
        return files
    }

    @Test func warningsAloneLetTheCheckPass() throws {
        let site = try Site()
        defer { site.remove() }
        try site.add("a.md", "---\ntitle: A\nlayout: nowhere\n---\n[home](index.html)\n")
        let result = try site.check()
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("warning: a.md: layout 'nowhere' has no template"))
        #expect(lines[1].hasSuffix(" pages: 0 errors, 1 warning, 0 broken links."), "\(lines)")
    }

    @Test func errorsAreListedAndTheLinksNotChecked() throws {
        let site = try Site()
        defer { site.remove() }
        try site.add("a.md", "---\ntitle: [x\n---\n[gone](gone.html)\n")
        try site.add("b.md", "---\ndate: soon\n---\n")
        let result = try site.check()
        #expect(result.status == 1)
        #expect(
            result.stdout.split(separator: "\n") == [
                "error: a.md:3: invalid YAML: did not find expected ',' or ']'",
                "error: b.md:2: date must be a date like 2026-11-22",
                "Checked no links: the build stopped while rendering the pages, with 2 errors.",
            ])
        #expect(site.leftovers.isEmpty && !site.exists("Output"))
    }

    /// What a page writes reaches the terminal escaped, on its one line.
    @Test func whatAPageSaysCannotMoveTheTerminal() throws {
        let site = try Site()
        defer { site.remove() }
        try "markdown: {unsafe: true}\n".write(
            to: site.folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        try site.add("a.md", "---\ntitle: A\n---\n<a href=\"x\u{1B}[2J\u{7}\nnext.html\">x</a>\n")
        let result = try site.check()
        #expect(result.stdout.hasPrefix("a.md:4: broken link x\\u{1B}[2J\\u{7}\\u{A}next.html\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{7}"))
    }

    @Test func onlyWhatBuildAndServeWriteTakesAnOutput() throws {
        let site = try Site()
        defer { site.remove() }
        let refused = try site.check(["--output", "Elsewhere"])
        #expect(refused.status != 0 && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        let help = try site.check(["--help"])
        #expect(help.stdout.contains("temporary files") && help.stdout.contains("--external"), "\(help.stdout)")
        #expect(!help.stdout.contains("--output") && !help.stdout.contains("--strict"))
    }
}

/// `sheetgen check --external`, against a server on the loopback standing in for other sites.
@Suite(.tags(.slow), .timeLimit(.minutes(2))) struct CheckExternalLinksTests {
    typealias Site = CheckCommandTests.Site

    static let routes: [String: LoopbackServer.Answer] = [
        "/ok": .status(200), "/missing": .status(404), "/refuses-head": .refusesHead,
        "/moved": .status(301, location: "/ok"), "/silent": .silence,
    ]

    @Test func eachLinkToAnotherSiteIsAskedAboutOnceAndTheBrokenOnesAreListed() throws {
        try LoopbackServer.serving(Self.routes) { server in
            let site = try Site()
            defer { site.remove() }
            try site.add(
                "a.md",
                """
                ---
                title: A
                ---
                [fine](\(server.url("/ok#part"))) and [again](\(server.url("/ok")))

                [gone](\(server.url("/missing")))
                [no head](\(server.url("/refuses-head")))
                [moved](\(server.url("/moved")))

                [slow](\(server.url("/silent")))
                """)
            try site.add("b.md", "Also [gone](\(server.url("/missing"))).\n")
            let result = try site.check(["--external", "--external-timeout", "2", "--now", "1800000000"])
            #expect(result.status == 1, "\(result.stderr)")
            #expect(
                result.stdout.split(separator: "\n").map(String.init) == [
                    "a.md:6: broken external link \(server.url("/missing")) (404)",
                    "a.md:10: broken external link \(server.url("/silent")) (timed out)",
                    "b.md:1: broken external link \(server.url("/missing")) (404)",
                    "Checked 6 pages and 6 links to other sites: 0 errors, 0 warnings, 3 broken links.",
                ])
            #expect(
                server.requests.sorted() == [
                    // /ok once for both its links, once more where /moved leads.
                    "GET /refuses-head", "HEAD /missing", "HEAD /moved", "HEAD /ok", "HEAD /ok", "HEAD /refuses-head",
                    "HEAD /silent",
                ])
            #expect(site.leftovers.isEmpty)
        }
    }

    @Test func answersAreRememberedForADayInTheCacheFolder() throws {
        var routes = Self.routes
        routes["/silent"] = nil
        try LoopbackServer.serving(routes) { server in
            let site = try Site()
            defer { site.remove() }
            try site.add(
                "a.md", "[a](\(server.url("/ok"))) [b](\(server.url("/missing"))) [c](\(server.url("/moved")))\n")
            let day = 1_800_000_000
            func check(at moment: Int, _ more: [String] = []) throws -> [String] {
                let before = server.requests.count
                let result = try site.check(["--external", "--now", "\(moment)"] + more)
                #expect(result.status == 1 && result.stdout.contains("(404)"), "\(result.stdout)\(result.stderr)")
                return Array(server.requests[before...]).sorted()
            }
            #expect(try check(at: day) == ["HEAD /missing", "HEAD /moved", "HEAD /ok", "HEAD /ok"])
            let memory = site.folder.appendingPathComponent(".sheetgen-cache/external-links")
            let remembered = try String(contentsOf: memory, encoding: .utf8)
            #expect(remembered.split(separator: "\n").count == 3)
            #expect(try check(at: day + 3600).isEmpty)
            // --no-cache asks again, and neither reads nor writes what is remembered.
            #expect(try check(at: day + 3600, ["--no-cache"]).count == 4)
            #expect(try String(contentsOf: memory, encoding: .utf8) == remembered)
            #expect(try check(at: day + 86_400).count == 4)
            #expect(try String(contentsOf: memory, encoding: .utf8) != remembered)
            // Without --external nothing is asked, and the cache folder is left alone.
            try FileManager.default.removeItem(at: memory.deletingLastPathComponent())
            #expect(try site.check(["--now", "\(day)"]).status == 0)
            #expect(!site.exists(".sheetgen-cache"))
        }
    }

    /// The one file a check writes may not go where a build reads.
    @Test func aCacheFolderInsideTheContentIsRefused() throws {
        let site = try Site()
        defer { site.remove() }
        try site.add("a.md", "Fine.\n")
        let result = try site.check(["--external", "--cache", "Content/cache"])
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix("error: ")
                && result.stdout.contains("/Content/cache: the cache may not lie inside the content folder "),
            "\(result.stdout)")
        #expect(!site.exists("Content/cache"))
    }

    /// Nor inside a Hugo site's static folder, whose files the next build publishes.
    @Test func aCacheFolderInsideTheStaticFolderIsRefused() throws {
        let site = try Site()
        defer { site.remove() }
        try site.add("a.md", "Fine.\n")
        try "title = \"T\"\ncontentDir = \"Content\"\n".write(
            to: site.folder.appendingPathComponent("hugo.toml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: site.folder.appendingPathComponent("static"), withIntermediateDirectories: true)
        let result = try site.check(["--external", "--cache", "static/cache"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("/static/cache: the cache may not lie inside the static folder "), "\(result.stdout)"
        )
        #expect(!site.exists("static/cache"))
    }

    /// A check stopped by a signal (Ctrl-C's, or kill's) takes its folder of temporary files along.
    @Test func aStoppedCheckLeavesNothingBehind() throws {
        try LoopbackServer.serving(Self.routes) { server in
            let site = try Site()
            defer { site.remove() }
            try site.add("a.md", "[slow](\(server.url("/silent")))\n")
            let process = try CLI.start(
                ["check", "--external", "--external-timeout", "600"], in: site.folder, environment: site.environment)
            defer {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
            try #require(server.waitForRequest(to: "/silent"))
            #expect(site.leftovers.count == 1 && site.leftovers[0].hasPrefix("sheetgen-check-"), "\(site.leftovers)")
            // TERM rather than Ctrl-C's INT, which a test run in the background may be ignoring.
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
            #expect(site.leftovers.isEmpty && !site.exists(".sheetgen-cache"))
        }
    }
}
