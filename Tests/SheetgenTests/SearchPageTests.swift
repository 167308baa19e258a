import Foundation
import Testing
import TestSupport

/// The search page of a site built with the default templates: the site's chrome, the box, the
/// index and script it loads, and (where Chromium is) the script finding pages from the disk.
@Suite(.tags(.slow)) struct SearchPageTests {
    /// A site of three pages, one of them with a title that would end a script if it were let.
    static func makeSite() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("people"), withIntermediateDirectories: true)
        let pages = [
            "people/elf.md": "---\ntitle: Elwen the Elf\ntags: [elf, ranger]\n---\nA ranger of the woods.\n",
            "people/dwarf.md": "---\ntitle: Dorn\ntags: [dwarf]\n---\nA smith who once met an elf.\n",
            "evil.md": "---\ntitle: \"</script><img src=x onerror=alert(1)> elf\"\n---\nBad.\n",
            "spells.md": "---\ntitle: Spells\n---\nFirst level.\n\n## Light\n\n## Sleep\n\n## Sleep, mass\n",
        ]
        for (path, text) in pages {
            try text.write(to: content.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let built = try CLI.run(["build", "--quiet"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        return folder
    }

    @Test func theSearchPageHasTheSiteChromeTheBoxAndItsScripts() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        let page = try String(contentsOf: output.appendingPathComponent("search.html"), encoding: .utf8)
        for part in [
            "<link rel=\"stylesheet\" href=\"assets/site.css\">", "<header class=\"masthead\">",
            "<footer class=\"site-footer\">", "<input id=\"search-box\" name=\"q\" type=\"search\"",
            "<ul id=\"search-results\"", "<script src=\"search-index.js\"></script>",
            "<script src=\"assets/search.js\"></script>",
        ] {
            #expect(page.contains(part), "\(part)")
        }
        // Every page's menu leads to it, and what it loads is there.
        let elf = try String(contentsOf: output.appendingPathComponent("people/elf.html"), encoding: .utf8)
        #expect(elf.contains("<a href=\"../search.html\">Search</a>"))
        for file in ["search-index.js", "search.json", "assets/search.js"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test(.enabled(if: RequiredTool.chromium.canTest, "needs Chromium (Debian: chromium)"), .timeLimit(.minutes(2)))
    func theScriptFindsPagesFromTheDiskAndShowsTitlesAsText() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("Output/search.html")
        let dom = try Self.renderedDOM(of: page.absoluteString + "?q=elf", profile: folder.appendingPathComponent("p"))
        let results = try #require(dom.range(of: "<ul id=\"search-results\"").map { String(dom[$0.lowerBound...]) })
        // Title matches first (the one tagged so too before the other); then the page that has the
        // word only in its summary.
        let links = results.components(separatedBy: "<a href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Array(links.prefix(3)) == ["people/elf.html", "evil.html", "people/dwarf.html"], "\(results)")
        #expect(dom.contains("3 pages found."))
        #expect(dom.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; elf</a>"))
        #expect(!dom.contains("<img src=\"x\""))
    }

    @Test(.enabled(if: RequiredTool.chromium.canTest, "needs Chromium (Debian: chromium)"), .timeLimit(.minutes(2)))
    func theScriptFindsHeadingsAndLinksToThem() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("Output/search.html")
        let dom = try Self.renderedDOM(
            of: page.absoluteString + "?q=sleep", profile: folder.appendingPathComponent("p"))
        #expect(dom.contains("1 page found."))
        #expect(
            dom.contains(
                "<a href=\"spells.html\">Spells</a><ul class=\"search-headings\">"
                    + "<li><a href=\"spells.html#sleep\">Sleep</a></li>"
                    + "<li><a href=\"spells.html#sleep-mass\">Sleep, mass</a></li></ul>"), "\(dom)")
    }

    /// The page's DOM once its scripts ran, as headless Chromium dumps it.
    static func renderedDOM(of url: String, profile: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [
            "60", "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=3000", "--dump-dom", url,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
