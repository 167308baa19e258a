import Foundation
import Site
import SiteModel
import Testing
import TemplateEngine

@Suite struct AliasTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static func errors(_ site: Workspace) -> [String] {
        do {
            _ = try site.build()
            Issue.record("the build should have failed")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    /// Jekyll's `redirect_to`: the page is written as a redirect, its link from the root made a path
    /// from the page and checked; a scheme other than http or https is an error at its line.
    @Test func aPageThatRedirectsIsWrittenAsARedirect() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("docs/moved.md", "---\ntitle: Moved\nredirect_to: /docs/new.html#top\n---\nOld text\n")
        try site.add("docs/away.md", "---\ntitle: Away\nredirect_to: https://example.org/?a=1&b=2\n---\n")
        try site.add("docs/nowhere.md", "---\ntitle: Nowhere\nredirect_to: gone.html\n---\n")
        try site.add("docs/new.md", "---\ntitle: New\n---\n# Top\n")
        let report = try site.build()
        // Told for each of the page's links to it: its canonical link and the one in its text.
        #expect(Set(report.brokenLinks) == ["docs/nowhere.html: gone.html"])
        let moved = try site.read("docs/moved.html")
        #expect(moved.contains("<meta http-equiv=\"refresh\" content=\"0; url=../docs/new.html#top\">"))
        #expect(!moved.contains("Old text"))
        #expect(try site.read("docs/away.html").contains("url=https://example.org/?a=1&amp;b=2\""))
        // A browser drops controls and blanks from a URL: they could hide the scheme.
        for target in ["javascript:alert(1)", "\\x01javascript:alert(2)", "java\\tscript:alert(3)", "data:text/html,x"]
        {
            try site.add("docs/away.md", "---\ntitle: Away\n\nRedirect_To: \"\(target)\"\n---\n")
            #expect(Self.errors(site) == ["docs/away.md:4: Redirect_To must be an http or https URL, or a path"])
        }
    }

    @Test func aliasPagesSendTheReaderOnByRelativeEscapedLinks() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "s/deep/new page.md",
            "---\ntitle: \"A <b>&\\\"x\\\"' \\x07\"\n"
                + "aliases: [old.html, a/b/c.html, gone/, \"it's <here>.html\"]\n---\n"
        )
        try site.add("s/links.md", "---\ntitle: Links\n---\n[old](../old.html) [c](../a/b/c.html)\n")
        let report = try site.build()
        let url = "s/deep/new%20page.html", title = "A &lt;b&gt;&amp;&quot;x&quot;' "
        #expect(
            try site.read("old.html") == """
                <!DOCTYPE html>
                <html>
                <head>
                <meta charset="utf-8">
                <title>\(title)</title>
                <link rel="canonical" href="\(url)">
                <meta name="robots" content="noindex">
                <meta http-equiv="refresh" content="0; url=\(url)">
                </head>
                <body>
                <p>This page has moved to <a href="\(url)">\(title)</a>.</p>
                </body>
                </html>

                """)
        #expect(try site.read("a/b/c.html").contains("content=\"0; url=../../\(url)\""))
        #expect(try site.read("gone/index.html").contains("<link rel=\"canonical\" href=\"../\(url)\">"))
        #expect(try site.read("it's <here>.html").contains("<a href=\"\(url)\">"))
        #expect(report.brokenLinks.isEmpty, "\(report.brokenLinks)")
        #expect(report.pages == 2 + 5)  // the two pages; the home, s/, s/deep/, tag index and 404 pages
        let sitemap = try site.read("sitemap.xml"), section = try site.read("s/deep/index.html")
        #expect(!sitemap.contains("old") && !sitemap.contains("c.html") && !section.contains("old"))
    }

    @Test func aliasesAreKeptByCachedBuilds() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("new.md", "---\ntitle: New\naliases: old.html\n---\n")
        try site.add("other.md", "---\ntitle: Other\n---\n")
        _ = try site.build(cached: true)
        #expect(try site.build(cached: true).reused == 1)  // Other: New is rendered again, for its alias
        #expect(try site.read("old.html").contains("url=new.html"))
    }

    /// Hugo's documentation has both: an alias where a section now lives, and two pages that
    /// claim one old address. The page is there; of two pages, the first in path order wins.
    @Test func anAliasWhereSomethingElseIsWrittenIsLeftOutNamingBoth() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\naliases: [x.html]\n---\n")
        try site.add("b.md", "---\naliases: [x.html, s/index.html, tags/index.html, map.png.html, kept.html]\n---\n")
        try site.add("c.md", "---\naliases: [a.html]\n---\n")
        try site.add("s/p.md", "---\ntitle: P\n---\n")
        try site.add("map.png.html", "a static file")
        let report = try site.build()
        #expect(
            report.warnings == [
                "b.md: alias 'map.png.html' is left out: map.png.html writes it",
                "b.md: alias 's/index.html' is left out: the index of folder s writes it",
                "b.md: alias 'tags/index.html' is left out: the tag index writes it",
                "b.md: alias 'x.html' is left out: the alias in a.md writes it",
                "c.md: alias 'a.html' is left out: the page a.html writes it",
            ])
        #expect(try site.read("x.html").contains("url=a.html"))
        #expect(try site.read("kept.html").contains("url=b.html"))
        #expect(try site.read("map.png.html") == "a static file")
        #expect(try !site.read("a.html").contains("http-equiv"))
    }

    @Test func aliasesOutsideTheOutputOrNotPagesAreRefusedAtTheirLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let aliases = [
            "../x.html", "//etc/x.html", "a\\\\b.html", "a/./b.html", "a//b.html", "x\\x07.html", "x:y.html", "/..",
        ]
        for (number, alias) in aliases.enumerated() {
            try site.add("e\(number).md", "---\ntitle: E\naliases: [\"\(alias)\"]\n---\n")
        }
        try site.add("f.md", "---\naliases: {a: b}\n---\n")
        #expect(
            Self.errors(site) == [
                "e0.md:3: alias '../x.html' would land outside the output folder",
                "e1.md:3: alias '//etc/x.html' would land outside the output folder",
                "e2.md:3: alias 'a\\b.html' would land outside the output folder",
                "e3.md:3: alias 'a/./b.html' would land outside the output folder",
                "e4.md:3: alias 'a//b.html' would land outside the output folder",
                "e5.md:3: alias 'x\\u{7}.html' must not contain control characters ('x\\u{7}.html')",
                "e6.md:3: alias 'x:y.html' must not contain ':' ('x:y.html')",
                "e7.md:3: alias '/..' would land outside the output folder",
                "f.md:2: aliases must be a list of text",
            ])
    }

    /// Hugo's documentation names its old addresses so: from the root, often without `.html`.
    @Test func aliasesInHugosFormsAreWrittenWhereHugoWritesThem() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "variables/page.md",
            "---\ntitle: Page variables\naliases: [/variables/pages, /old-path/, /2010/even-earlier.html]\n---\n")
        _ = try site.build()
        for file in ["variables/pages/index.html", "old-path/index.html", "2010/even-earlier.html"] {
            let depth = file.split(separator: "/").count - 1
            let target = String(repeating: "../", count: depth) + "variables/page.html"
            #expect(try site.read(file).contains("url=\(target)\""), "\(file)")
        }
    }

    @Test func aGeneratedDocumentsBadAliasIsRefusedByName() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let options = BuildOptions(content: site.content, output: site.output)
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: SiteBuilderTests.templates))
        let document = Document(path: "g", title: "G", fields: ["aliases": .list([.string("../g.html")])], body: "")
        #expect(throws: BuildFailure.self) {
            try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [document], options: options)
        }
    }
}
