import Foundation
import GameKit
@testable import Site
@testable import SiteModel
import Testing

/// The search index: every page once, sorted by path, with its title, summary, tags and
/// headings; the same bytes whatever the jobs; text from pages never read as script or markup.
@Suite struct SearchIndexTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// The test site's templates, with a search page that loads the index as the default one does.
    static let templates = SiteBuilderTests.templates.merging([
        "search.mustache":
            "{{<base}}{{$main}}<input id=\"search-box\"><script src=\"{{root}}search-index.js\"></script>"
            + "{{/main}}{{/base}}"
    ]) { $1 }

    /// A page of the index, as the search page reads it.
    struct Entry: Equatable, CustomStringConvertible {
        var url: String, title: String, summary = "", tags: [String] = [], headings: [[String]] = []

        var description: String { "\([url, title, summary]) \(tags) \(headings)" }

        init(_ url: String, _ title: String, _ summary: String = "", tags: [String] = [], headings: [[String]] = []) {
            (self.url, self.title, self.summary, self.tags, self.headings) = (url, title, summary, tags, headings)
        }

        init(json: Any) throws {
            let fields = try #require(json as? [Any])
            try #require(fields.count == 5)
            try self.init(
                #require(fields[0] as? String), #require(fields[1] as? String), #require(fields[2] as? String),
                tags: #require(fields[3] as? [String]), headings: #require(fields[4] as? [[String]]))
        }
    }

    /// search.json's pages.
    static func pages(in site: Workspace, folder: URL? = nil) throws -> [Entry] {
        try pages(inJSON: site.read(SearchIndex.jsonFile, in: folder))
    }

    static func pages(inJSON text: String) throws -> [Entry] {
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let index = try #require(json as? [String: Any])
        #expect(index["v"] as? Int == 2)
        return try #require(index["pages"] as? [Any]).map(Entry.init(json:))
    }

    /// search-index.js without `window.sheetgenSearch = ` and `;`: the same JSON as search.json.
    static func scriptJSON(in site: Workspace) throws -> String {
        let script = try site.read(SearchIndex.scriptFile)
        let prefix = "window.sheetgenSearch = ", suffix = ";\n"
        #expect(script.hasPrefix(prefix) && script.hasSuffix(suffix))
        return String(script.dropFirst(prefix.count).dropLast(suffix.count))
    }

    @Test func everyPageIsListedOnceByPathWithItsTitleSummaryTagsAndHeadings() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "rules/b.md",
            "---\ntitle: Bravo\ntags: [magic, loot]\n---\n\nThe *second* [rule](a.html), ~~old~~.\n\nMore.\n")
        try site.add("rules/a.md", "---\ntitle: Alpha\nsummary: \"Plain: text, <b>not</b> markup\"\n---\nBody\n")
        try site.add("index-me.md", "---\ntitle: Top\n---\n")
        try site.add("rules/deep/c d.md", "---\ntitle: Charlie\n---\n# Only a *heading*\n")
        let report = try site.build(templates: Self.templates)
        let pages = try Self.pages(in: site)
        #expect(
            pages == [
                Entry("index-me.html", "Top"),
                Entry("rules/a.html", "Alpha", "Plain: text, <b>not</b> markup"),
                Entry("rules/b.html", "Bravo", "The second rule, old.", tags: ["magic", "loot"]),
                Entry("rules/deep/c%20d.html", "Charlie", headings: [["Only a heading", "only-a-heading"]]),
            ])
        #expect(try Self.scriptJSON(in: site) == site.read(SearchIndex.jsonFile))
        #expect(try site.read("search.html").contains("<script src=\"search-index.js\"></script>"))
        #expect(report.brokenLinks.isEmpty)
    }

    @Test func theIndexIsTheSameByteForByteWhateverTheJobs() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 0..<60 {
            try site.add(
                "s\(index % 3)/p\(index).md",
                "---\ntitle: P \(index)\ntags: [t\(index % 4)]\n---\nSummary *\(index)* www.example.org/\(index)\n")
        }
        let one = site.root.appendingPathComponent("one"), two = site.root.appendingPathComponent("two")
        _ = try site.build(jobs: 1, output: one, templates: Self.templates)
        _ = try site.build(jobs: 8, output: two, templates: Self.templates)
        for file in [SearchIndex.jsonFile, SearchIndex.scriptFile, "search.html"] {
            let first = try Data(contentsOf: one.appendingPathComponent(file))
            #expect(try first == Data(contentsOf: two.appendingPathComponent(file)), "\(file)")
        }
        let paths = try Self.pages(in: site, folder: one).map(\.url)
        #expect(paths.count == 60 && paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func headingsAreListedInOrderWithTheAnchorsThePageGivesThem() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "notes.md",
            "---\ntitle: Notes\n---\n# Notes\n## Rules\ntext\n## Rules\n### `Code` & <b>bold</b>\n## !!!\n##\n"
                + "Setext *too*\n---\n## \\</script> \\<!--\n")
        _ = try site.build(templates: Self.templates)
        let headings = try #require(Self.pages(in: site).first { $0.title == "Notes" }).headings
        #expect(
            headings == [
                ["Notes", "notes"], ["Rules", "rules"], ["Rules", "rules-1"], ["Code & bold", "code-bold"],
                ["!!!", "section"], ["Setext too", "setext-too"], ["</script> <!--", "script"],
            ])
        // Each id is the anchor the page gives that heading.
        let page = try site.read("notes.html")
        for id in headings.map({ $0[1] }) { #expect(page.contains(" id=\"\(id)\">"), "\(id)") }
        #expect(!(try site.read(SearchIndex.scriptFile)).contains("</script"))
    }

    @Test func aLayoutThatShowsNoContentGivesNoHeadingsToLinkTo() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("bare.md", "---\ntitle: Bare\nlayout: bare\n---\n## Hidden\n")
        var templates = Self.templates
        templates["bare.mustache"] = "{{<base}}{{$main}}<h1>{{title}}</h1>{{/main}}{{/base}}"
        _ = try site.build(templates: templates)
        #expect(try Self.pages(in: site) == [Entry("bare.html", "Bare")])
    }

    @Test func headingsOfAReusedPageStayAndAnEditedPagesChange() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\n---\n## Goblins\n")
        try site.add("b.md", "---\ntitle: B\nsummary: Short.\n---\n## Bells\n### Ringing\n")
        _ = try site.build(cached: true, templates: Self.templates)
        let first = try site.read(SearchIndex.jsonFile)
        #expect(try site.build(cached: true, templates: Self.templates).reused == 2)
        #expect(try site.read(SearchIndex.jsonFile) == first)
        try site.add("a.md", "---\ntitle: A\n---\n## Kobolds\n")
        #expect(try site.build(cached: true, templates: Self.templates).reused == 1)
        #expect(
            try Self.pages(in: site) == [
                Entry("a.html", "A", headings: [["Kobolds", "kobolds"]]),
                Entry("b.html", "B", "Short.", headings: [["Bells", "bells"], ["Ringing", "ringing"]]),
            ])
    }

    @Test func hostileTitlesStayTextInTheScript() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let titles = [
            "Quote \" and back\\slash", "</script><script>alert(1)</script>", "<!-- comment",
            "line\u{2028}separator\u{2029}paragraph", "bell\u{7}escape\u{1B}delete\u{7F}", "tab\tnew\nline",
        ]
        for (index, title) in titles.enumerated() {
            try site.add("p\(index).md", "---\ntitle: \(Self.yamlQuoted(title))\ntags: [\"</SCRIPT\"]\n---\nx\n")
        }
        _ = try site.build(templates: Self.templates)
        let script = try site.read(SearchIndex.scriptFile)
        #expect(!script.lowercased().contains("</script") && !script.contains("<!--"))
        #expect(!script.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        #expect(!script.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
        // What the script holds is JSON, and reads back as the titles themselves.
        let pages = try Self.pages(inJSON: Self.scriptJSON(in: site))
        #expect(pages.map(\.title) == titles)
        #expect(pages.allSatisfy { $0.tags == ["</SCRIPT"] })
    }

    @Test func draftsAndPagesOutsideTheirDatesAreNotInTheIndex() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("shown.md", "---\ntitle: Shown\n---\nx\n")
        try site.add("draft.md", "---\ntitle: Draft\ndraft: true\n---\nx\n")
        try site.add("future.md", "---\ntitle: Future\npublishDate: 2999-01-01\n---\nx\n")
        try site.add("expired.md", "---\ntitle: Expired\nexpiryDate: 2000-01-01\n---\nx\n")
        _ = try site.build(templates: Self.templates)
        #expect(try Self.pages(in: site).map(\.title) == ["Shown"])
    }

    @Test(arguments: [
        ("search.md", "search.md: writes search.html, as the search page does"),
        ("search.json", "search.json: writes search.json, as the search index does"),
        ("search-index.md", "search-index.js: writes search-index.js, as the search index does"),
    ])
    func aFileWhereSearchWritesIsAnErrorNamingBoth(_ file: String, _ expected: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(file.replacingOccurrences(of: "-index.md", with: "-index.js"), "x")
        #expect {
            try site.build(templates: Self.templates)
        } throws: { error in
            let described = (error as? BuildFailure)?.errors.map(\.description) ?? []
            return described == [expected]
        }
    }

    @Test func templatesWithoutASearchLayoutMakeNoSearch() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\n---\nx\n")
        _ = try site.build()
        for file in ["search.html", SearchIndex.jsonFile, SearchIndex.scriptFile] {
            #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent(file).path))
        }
    }

    @Test func everyCharacterReadsBackThroughJSON() throws {
        let scalars = (0..<0x80).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{2029}", "é", "\u{1F3B2}"]
        let text = String(String.UnicodeScalarView(scalars))
        let quoted = JSONText.quoted(text)
        #expect(quoted.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && $0 != "<" })
        let read = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed)
        #expect(read as? String == text)
    }

    /// The quoting works on bytes; it escapes exactly the scalars a scalar-by-scalar quoting
    /// does, over thousands of texts mixing what is escaped with its UTF-8 neighbours (U+2026,
    /// U+2027 and U+202A share the lead byte of U+2028 and U+2029).
    @Test func quotingOnBytesEscapesWhatQuotingScalarsDoes() {
        var random = SeededRandom(seed: 23)
        let pieces = [
            "a", " ", "\"", "\\", "<", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2026}", "\u{2027}",
            "\u{2028}", "\u{2029}", "\u{202A}", "\u{20AC}", "é", "\u{1F3B2}", "\u{301}",
        ]
        for _ in 0..<3_000 {
            let text = (0..<random.int(in: 0...30)).map { _ in random.pick(pieces) }.joined()
            #expect(JSONText.quoted(text) == Self.quotedByScalars(text), "\(Array(text.unicodeScalars))")
        }
    }

    private static func quotedByScalars(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "<", "\u{7F}", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    @Test func longSummariesAreCutAtAWord() {
        let words = Array(repeating: "word", count: 100).joined(separator: " ")
        let cut = SearchIndex.shortened(words)
        #expect(cut.count <= SearchIndex.summaryLimit + 1 && cut.hasSuffix("word\u{2026}"))
        #expect(SearchIndex.shortened("short") == "short")
    }

    /// The cut is trimmed as Foundation's `trimmingCharacters(in: .whitespaces)` trims, over
    /// thousands of texts of words, blanks of every kind and combining marks.
    @Test func cutSummariesAreTrimmedAsFoundationTrimsThem() {
        var random = SeededRandom(seed: 17)
        let pieces = [
            "word", " ", "  ", "\t", "\u{A0}", "\u{3000}", "\u{2009}", "\u{301}", "é", "\n", "日本", "x\u{200B}",
        ]
        // ASCII texts are cut by their bytes: carriage returns (a CR LF is one Character) are not.
        let ascii = ["word", " ", "  ", "\t", "\n", "a.b", "x", "\u{7F}"]
        for round in 0..<9_000 {
            let kinds = [pieces, ascii, ascii + ["\r", "\r\n"]]
            let text = (0..<random.int(in: 40...160)).map { _ in random.pick(kinds[round % 3]) }.joined()
            guard text.count > SearchIndex.summaryLimit else { continue }
            let cut = text.prefix(SearchIndex.summaryLimit)
            let expected = cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)].trimmingCharacters(in: .whitespaces)
            #expect(SearchIndex.shortened(text) == expected + "\u{2026}", "\(Array(text.unicodeScalars))")
        }
    }

    /// A title as a YAML double-quoted scalar, every character but letters escaped.
    static func yamlQuoted(_ text: String) -> String {
        "\""
            + text.unicodeScalars.map { scalar in
                scalar.properties.isAlphabetic ? String(scalar) : String(format: "\\U%08X", scalar.value)
            }.joined() + "\""
    }
}
