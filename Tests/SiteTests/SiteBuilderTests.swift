import Foundation
import Site
import SiteModel
import TemplateEngine
import TestSupport
import Testing

@Suite struct SiteBuilderTests {
    static let templates: [String: String] = [
        "base.mustache":
            "<html><body>{{#breadcrumbs}}<a "
            + "href=\"{{url}}\">{{title}}</a>{{/breadcrumbs}}{{$main}}{{/main}}</body></html>",
        "page.mustache": "{{<base}}{{$main}}<h1>{{title}}</h1>{{{content}}}{{/main}}{{/base}}",
        "section.mustache":
            "{{<base}}{{$main}}<h1>{{title}}</h1>{{#pages}}<a "
            + "href=\"{{url}}\">{{title}}</a>{{/pages}}{{/main}}{{/base}}",
        "home.mustache":
            "{{<base}}{{$main}}{{#children}}<a href=\"{{url}}\">{{title}}</a>{{/children}}{{/main}}{{/base}}",
        "tag.mustache":
            "{{<base}}{{$main}}{{#pages}}<a "
            + "href=\"{{url}}\">{{title}}</a>{{/pages}}{{#pager}}[{{number}}/{{count}}{{#previous}} <a "
            + "href=\"{{.}}\">prev</a>{{/previous}}{{#next}} <a "
            + "href=\"{{.}}\">next</a>{{/next}}]{{/pager}}{{/main}}{{/base}}",
        "tags.mustache":
            "{{<base}}{{$main}}{{#tagList}}<a href=\"{{url}}\">{{title}}</a>{{/tagList}}{{/main}}{{/base}}",
        "404.mustache": "{{<base}}{{$main}}missing{{/main}}{{/base}}",
        "assets/site.css": "body{}",
    ]

    struct Workspace {
        let root: URL
        var content: URL { root.appendingPathComponent("Content") }
        var output: URL { root.appendingPathComponent("Output") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-site-\(UUID())")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        }

        func add(_ path: String, _ text: String) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        var cache: URL { root.appendingPathComponent("Cache") }

        func build(
            jobs: Int = 2, output: URL? = nil, strict: Bool = false, cached: Bool = false,
            templates: [String: String] = SiteBuilderTests.templates,
            config: SiteConfig = SiteConfig(), now: Date = Date(), generated: [Document] = []
        ) throws(BuildFailure) -> BuildReport {
            var options = BuildOptions(content: content, output: output ?? self.output, jobs: jobs)
            options.strict = strict
            options.now = now
            options.cache = cached ? cache : nil
            let renderer = try! ParsedTemplates.renderer(templates)
            return try SiteBuilder(config: config, renderer: renderer).build(generated: generated, options: options)
        }

        func read(_ path: String, in folder: URL? = nil) throws -> String {
            try String(contentsOf: (folder ?? output).appendingPathComponent(path), encoding: .utf8)
        }
    }

    @Test func buildsPagesIndexesTagsSitemapAndStatics() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("rules/b.md", "---\ntitle: Bravo\nweight: 2\ntags: [magic]\n---\n\nSee [alpha](a.html).\n")
        try site.add("rules/a.md", "---\ntitle: Alpha\nweight: 1\ntags: [magic, loot]\n---\n\n~~old~~\n")
        try site.add("rules/deep/c.md", "---\ntitle: Charlie\nslug: charlie-page\n---\nText\n")
        try site.add("images/map.txt", "a map")
        let report = try site.build()
        #expect(try site.read("rules/a.html").contains("<del>old</del>"))
        #expect(
            try site.read("rules/deep/charlie-page.html").contains(
                "<a href=\"../../index.html\">Home</a><a href=\"../../rules/index.html\">Rules</a><a "
                    + "href=\"../../rules/deep/index.html\">Deep</a>"
            ))
        let section = try site.read("rules/index.html")
        #expect(section.contains("<a href=\"../rules/a.html\">Alpha</a><a href=\"../rules/b.html\">Bravo</a>"))
        #expect(try site.read("tags/magic.html").contains("<a href=\"../rules/a.html\">Alpha</a>"))
        #expect(try site.read("tags/index.html").contains("loot"))
        #expect(try site.read("images/map.txt") == "a map")
        #expect(try site.read("assets/site.css") == "body{}")
        #expect(try site.read("sitemap.xml").contains("<loc>/rules/deep/charlie-page.html</loc>"))
        #expect(try site.read("404.html").contains("missing"))
        #expect(report.brokenLinks.isEmpty)
        // Pages, indexes (home, rules, rules/deep), two tags, the tag index, 404.
        #expect(report.pages == 3 + 3 + 2 + 1 + 1)
    }

    @Test func outputIsTheSameWhateverTheJobs() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 0..<60 {
            try site.add(
                "s\(index % 3)/p\(index).md",
                "---\ntitle: P \(index)\ntags: [t\(index % 4)]\n---\n~~x~~ www.example.org/\(index)\n")
        }
        let one = site.root.appendingPathComponent("one"), two = site.root.appendingPathComponent("two")
        _ = try site.build(jobs: 1, output: one)
        _ = try site.build(jobs: 8, output: two)
        for path in ["s0/p0.html", "s1/index.html", "tags/t3.html", "sitemap.xml", "index.html"] {
            #expect(try site.read(path, in: one) == site.read(path, in: two))
        }
    }

    @Test func everyProblemIsReportedAndTheOldOutputSurvives() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("good.md", "---\ntitle: Good\n---\nfine\n")
        _ = try site.build()
        let before = try site.read("good.html")
        try site.add("bad-yaml.md", "---\ntitle: [unclosed\n---\n")
        try site.add("bad-title.md", "---\nweight: 1\ntitle: [12]\n---\n")
        try site.add("bad-date.md", "---\ntitle: D\ndate: 2026-02-30\n---\n")
        try site.add("escape.md", "---\ntitle: E\nslug: ../../etc\n---\n")
        try Data([0x2D, 0x2D, 0xFF, 0xFE]).write(to: site.content.appendingPathComponent("binary.md"))
        do {
            _ = try site.build()
            Issue.record("the build should have failed")
        } catch {
            let text = error.errors.map(\.description)
            #expect(text.contains { $0.hasPrefix("bad-yaml.md:3: invalid YAML") }, "\(text)")
            #expect(text.contains("bad-title.md:3: title must be text"), "\(text)")
            #expect(text.contains("bad-date.md:3: date must be a date like 2026-11-22"), "\(text)")
            #expect(text.contains { $0.hasPrefix("escape.md:3: slug must be one path segment") }, "\(text)")
            #expect(text.contains("binary.md: file is not UTF-8 text"), "\(text)")
        }
        #expect(try site.read("good.html") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == ["Content", "Output"])
    }

    @Test func listingsSortByWeightThenTitleAsReadThenPath() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let pages: [(String, String, String)] = [  // file, title, weight
            ("none-b", "Bravo", ""), ("none-a", "Alpha", ""), ("big", "Big", "9223372036854775807"),
            ("ten", "Ten", "10"),
            ("two", "Two", "2"), ("minus", "Minus", "-3"), ("same-2", "Same", "5"), ("same-1", "Same", "5"),
            ("accent", "Ëa", "5"), ("lower", "lower", "5"),
        ]
        for (file, title, weight) in pages {
            try site.add(
                "s/\(file).md", "---\ntitle: \(title)\n\(weight.isEmpty ? "" : "weight: \(weight)\n")---\ntext\n")
        }
        // Titles without regard to case: "lower" before "Same".
        let expected = ["minus", "two", "lower", "same-1", "same-2", "accent", "ten", "big", "none-a", "none-b"]
        func order(in folder: URL? = nil) throws -> [String] {
            try site.read("s/index.html", in: folder).components(separatedBy: "href=\"../s/").dropFirst().map {
                String($0.prefix { $0 != "." })
            }
        }
        _ = try site.build(cached: true)
        #expect(try order() == expected)
        // Listed again with one page rendered anew and the others taken from the last build.
        try site.add("s/ten.md", "---\ntitle: Ten\nweight: 10\n---\nnew text\n")
        #expect(try site.build(cached: true).reused == pages.count - 1)
        #expect(try order() == expected)
    }

    @Test func twoPagesWritingOneFileAreRefused() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("s/a.md", "---\ntitle: A\nslug: same\n---\n")
        try site.add("s/b.md", "---\ntitle: B\nslug: same\n---\n")
        try site.add("s/c.md", "---\ntitle: C\nslug: same\n---\n")
        try site.add("s/same.md", "---\ntitle: D\n---\n")
        try site.add("s/other.md", "---\ntitle: E\n---\n")
        do {
            _ = try site.build()
            Issue.record("the build should have failed")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    "s/b.md: writes s/same.html, as s/a.md does", "s/c.md: writes s/same.html, as s/a.md does",
                    "s/same.md: writes s/same.html, as s/a.md does",
                ])
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func brokenLinksWarnOrFailWithStrict() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "[gone](missing.html) [fine](a.html) [web](https://example.org/x.html)\n")
        let report = try site.build()
        #expect(Array(report.brokenLinks) == ["a.html: missing.html"])
        #expect(throws: BuildFailure.self) { try site.build(strict: true) }
    }

    @Test func relativeLinksResolveLikeABrowserWould() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("rules/deep/c d.md", "---\ntitle: C\n---\n")
        try site.add("rules/b.md", "---\ntitle: B\n---\n")
        let good = [
            "./b.html", "b.html#top", "?print", "deep/", "deep/./c%20d.html", "x/../b.html", "../rules/b.html",
            "../index.html", "../", "..",
        ]
        let bad = ["deep/b.html", "../b.html", "x/../../../b.html", "../../outside.html", "b.html/"]
        try site.add("rules/a.md", (good + bad).map { "[link](<\($0)>)" }.joined(separator: " ") + "\n")
        let report = try site.build()
        #expect(Array(report.brokenLinks) == bad.map { "rules/a.html: \($0)" }.sorted())
    }

    @Test func generatedPathsOutsideTheOutputAreRefused() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: Self.templates))
        let options = BuildOptions(content: nil, output: site.output, jobs: 1)
        #expect(throws: BuildFailure.self) {
            try SiteBuilder(config: SiteConfig(), renderer: renderer).build(
                generated: [Document(path: "../evil", title: "x", body: "")], options: options)
        }
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("evil.html").path))
    }

    @Test func aChangedPartRendersItsDocumentAgain() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var templates = Self.templates
        templates["pack.mustache"] = "{{#parts}}<p>{{title}}</p>{{/parts}}"
        var options = BuildOptions(content: nil, output: site.output, jobs: 1)
        options.cache = site.cache
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: templates))
        func build(_ part: String) throws -> BuildReport {
            let pack = Document(
                path: "pack", title: "Pack", layout: "pack", body: "",
                parts: [Document(path: "a", title: part, body: "")])
            return try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [pack], options: options)
        }
        _ = try build("first")
        #expect(try build("first").reused == 1)
        let changed = try build("second")
        #expect(changed.reused == 0)
        #expect(try site.read("pack.html") == "<p>second</p>")
    }

    @Test func unchangedPagesAreReusedAndChangesAreRenderedAgain() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("s/a.md", "---\ntitle: Alpha\n---\nfirst\n")
        try site.add("s/b.md", "---\ntitle: Bravo\n---\nsecond\n")
        try site.add("s/draft.md", "---\ntitle: Draft\ndraft: true\n---\nnot yet\n")
        #expect(try site.build(cached: true).reused == 0)
        #expect(try site.build(cached: true).reused == 3)  // two pages and the draft left out again

        try site.add("s/b.md", "---\ntitle: Bravo Two\n---\nchanged\n")
        #expect(try site.build(cached: true).reused == 2)
        #expect(try site.read("s/b.html").contains("changed"))
        #expect(try site.read("s/index.html").contains("Bravo Two"))

        var templates = Self.templates
        templates["page.mustache"] = "{{<base}}{{$main}}<h2>{{title}}</h2>{{{content}}}{{/main}}{{/base}}"
        #expect(try site.build(cached: true, templates: templates).reused == 0)
        #expect(try site.read("s/a.html").contains("<h2>Alpha</h2>"))

        // A file changed in the output by hand is not trusted.
        try "edited".write(to: site.output.appendingPathComponent("s/a.html"), atomically: false, encoding: .utf8)
        #expect(try site.build(cached: true, templates: templates).reused == 2)
        #expect(try site.read("s/a.html").contains("<h2>Alpha</h2>"))
    }

    @Test func aFailedBuildLeavesTheCacheAsItWas() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 0..<30 {
            try site.add("s/p\(index).md", "---\ntitle: P\(index)\n---\ntext\n")
        }
        _ = try site.build(cached: true)
        func cacheFiles() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: site.cache.path)
            return try Dictionary(
                uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: site.cache.appendingPathComponent($0))) })
        }
        let before = try cacheFiles()
        // The manifest alone (no receipt: the pages were just written).
        #expect(before.keys.map { URL(fileURLWithPath: $0).pathExtension }.sorted() == ["cache"])
        try site.add("s/p7.md", "---\ntitle: [broken\n---\n")
        #expect(throws: BuildFailure.self) { try site.build(cached: true) }
        #expect(try cacheFiles() == before)
        try site.add("s/p7.md", "---\ntitle: P7\n---\nnew text\n")
        #expect(try site.build(cached: true).reused == 29)
        #expect(try site.build(cached: true).reused == 30)
        #expect(try cacheFiles().count == 1)
    }

    @Test func cachedBuildsWriteTheSameSiteAsFreshOnes() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "odd/tab.md",
            "---\ntitle: \"Tab\\there, new\\nline \\\\ back\"\nsummary: \"\"\ntags: [\"a\\tb\", \"\"]\nweight: "
                + "3\n---\n[home](../index.html)\n"
        )
        try site.add("odd/plain.md", "---\ntitle: Plain\ndate: 2026-11-22\n---\ntext\n")
        let fresh = site.root.appendingPathComponent("fresh")
        _ = try site.build(output: fresh)
        _ = try site.build(cached: true)
        let touched = site.content.appendingPathComponent("odd/plain.md")
        try "---\ntitle: Plain\ndate: 2026-11-22\n---\ntext\n".write(to: touched, atomically: true, encoding: .utf8)
        #expect(try site.build(cached: true).reused == 2)
        for path in FileManager.default.subpaths(atPath: fresh.path)!.sorted()
        where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            #expect(try site.read(path) == site.read(path, in: fresh), "\(path)")
        }
    }

    @Test func foldersLeftByKilledBuildsAreCleanedUp() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "text\n")
        // pid 2^22 + 1 is above Linux's largest pid, so no process has it.
        for name in [".Output.sheetgen-building-4194305", ".Output.sheetgen-old-4194305"] {
            try FileManager.default.createDirectory(
                at: site.root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        _ = try site.build()
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == ["Content", "Output"])
    }

    @Test func longListingsGoOnOverSeveralPages() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 1...5 {
            try site.add("s/p\(index).md", "---\ntitle: P\(index)\nweight: \(index)\ntags: [t]\n---\ntext\n")
        }
        var config = SiteConfig()
        config.listingSize = 2
        let report = try site.build(config: config)
        #expect(report.brokenLinks.isEmpty, "\(report.brokenLinks)")
        #expect(
            try site.read("tags/t.html").contains(
                "<a href=\"../s/p1.html\">P1</a><a href=\"../s/p2.html\">P2</a>[1/3 <a "
                    + "href=\"../tags/t.2.html\">next</a>]"
            ))
        #expect(
            try site.read("tags/t.2.html").contains(
                "P3</a><a href=\"../s/p4.html\">P4</a>[2/3 <a href=\"../tags/t.html\">prev</a> <a "
                    + "href=\"../tags/t.3.html\">next</a>]"
            ))
        #expect(try site.read("tags/t.3.html").contains("P5</a>[3/3 <a href=\"../tags/t.2.html\">prev</a>]"))
        #expect(try site.read("s/index.3.html").contains("P5"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("s/index.4.html").path))
    }

    @Test func aPagerShowsTheEndsAndTheNeighbourhoodOfTheCurrentPage() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 1...12 {
            try site.add("s/p\(index).md", "---\ntitle: P\(index)\ntags: [t]\n---\n")
        }
        var config = SiteConfig()
        config.listingSize = 1
        var templates = Self.templates
        templates["tag.mustache"] =
            "{{<base}}{{$main}}{{#pager}}{{#pages}}{{#gap}}~{{/gap}}{{^gap}}{{#current}}({{number}}){{/current}}"
            + "{{^current}}{{number}}{{/current}}{{/gap}} {{/pages}}{{/pager}}{{/main}}{{/base}}"
        _ = try site.build(templates: templates, config: config)
        #expect(try site.read("tags/t.html").hasSuffix("(1) 2 3 ~ 12 </body></html>"))
        #expect(try site.read("tags/t.4.html").hasSuffix("1 2 3 (4) 5 6 ~ 12 </body></html>"))
        #expect(try site.read("tags/t.7.html").hasSuffix("1 ~ 5 6 (7) 8 9 ~ 12 </body></html>"))
        #expect(try site.read("tags/t.12.html").hasSuffix("1 ~ 10 11 (12) </body></html>"))
    }

    @Test func brokenLinksAreListedInTheSameOrderWhateverTheJobs() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 0..<40 {
            // Each page also links to a page written later, which settles that link.
            let later = "p\((index + 2) % 40).html"
            try site.add(
                "s\(index % 2)/p\(index).md", "[a](gone-\(index).html) [later](\(later)) [b](../nowhere/x.html)\n")
        }
        let one = try site.build(jobs: 1, output: site.root.appendingPathComponent("one"))
        let eight = try site.build(jobs: 8, output: site.root.appendingPathComponent("eight"))
        #expect(one.brokenLinks.count == 80)
        #expect(
            Array(one.brokenLinks.prefix(3)) == [
                "s0/p0.html: ../nowhere/x.html", "s0/p0.html: gone-0.html", "s0/p10.html: ../nowhere/x.html",
            ])
        #expect(Array(one.brokenLinks) == Array(eight.brokenLinks))
    }
}
