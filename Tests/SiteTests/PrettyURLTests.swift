import Foundation
import Site
import SiteModel
import Testing

/// `urls: pretty`: pages written as Hugo and Zola write them, `a/b.md` at `a/b/index.html` and
/// linked as `a/b/`; and a page's own address, `url:`.
@Suite struct PrettyURLTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static var pretty: SiteConfig {
        var config = SiteConfig()
        config.urls = .pretty
        config.baseURL = "https://example.org/"
        return config
    }

    @Test func aPageIsAFolderOfItsOwnAndEveryLinkFindsIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("start.md", "---\ntitle: Start\n---\nStart with [the rules](rules/a.md).\n")
        try site.add(
            "rules/a.md",
            "---\ntitle: Alpha\ntags: [magic]\n---\n![map](map.png) See [bravo](../b/) and [c](/rules/charlie/#top), [b](/rules/b).\n"
        )
        try site.add("rules/a/map.png", "png")
        try site.add("rules/b.md", "---\ntitle: Bravo\n---\nBack to [alpha](a.md#x) and [home](/).\n")
        try site.add("rules/c.md", "---\ntitle: Charlie\nslug: charlie\n---\n# Top\n")
        let report = try site.build(config: Self.pretty)
        #expect(Array(report.brokenLinks) == [])
        let alpha = try site.read("rules/a/index.html")
        #expect(alpha.contains("<h1>Alpha</h1>") && alpha.contains("src=\"map.png\""))
        // Breadcrumbs climb out of the page's own folder.
        #expect(alpha.contains("<a href=\"../../index.html\">Home</a><a href=\"../../rules/index.html\">Rules</a>"))
        #expect(alpha.contains("href=\"../../rules/charlie/#top\""))
        #expect(try site.read("rules/b/index.html").contains("href=\"../../rules/a/#x\""))
        #expect(try site.read("rules/charlie/index.html").contains("<h1>Charlie</h1>"))
        #expect(try site.read("start/index.html").contains("href=\"../rules/a/\""))
        let listing = try site.read("rules/index.html")
        #expect(listing.contains("<a href=\"../rules/a/\">Alpha</a><a href=\"../rules/b/\">Bravo</a>"))
        // Term pages are folders of their own too, their feeds beside them as ever.
        #expect(try site.read("tags/magic/index.html").contains("<a href=\"../../rules/a/\">Alpha</a>"))
        #expect(try site.read("tags/index.html").contains("href=\"../tags/magic/\""))
        #expect(
            try site.read("tags/magic.atom.xml").contains(
                "<link rel=\"alternate\" type=\"text/html\" href=\"https://example.org/tags/magic/\"/>"))
        #expect(try site.read("sitemap.xml").contains("<loc>https://example.org/rules/a/</loc>"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("rules/a.html").path))
    }

    /// A listing shows a page's summary with its links working from the listing.
    @Test func aSummaryShownInAListingKeepsItsLinks() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("notes/trip.md", "---\ntitle: Trip\n---\nThe ![map](map.png) of it.\n\nRest\n")
        let templates = SiteBuilderTests.templates.merging([
            "section.mustache": "{{<base}}{{$main}}{{#pages}}{{{summaryHTML}}}{{/pages}}{{/main}}{{/base}}"
        ]) { $1 }
        _ = try site.build(templates: templates, config: Self.pretty)
        #expect(try site.read("notes/index.html").contains("src=\"trip/map.png\""))
    }

    @Test(arguments: [
        ("/commands/hugo/", "commands/hugo/index.html"), ("/about", "about/index.html"),
        ("docs/x.html", "docs/x.html"),
    ])
    func aPagesURLIsWhereItIsWritten(url: String, file: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("en/commands/page.md", "---\ntitle: Moved\nurl: \(url)\n---\nHere\n")
        try site.add("other.md", "---\ntitle: Other\n---\nText\n")
        for config in [SiteConfig(), Self.pretty] {
            _ = try site.build(config: config)
            #expect(try site.read(file).contains("<h1>Moved</h1>"), "\(url) \(config.urls)")
        }
    }

    /// Jekyll calls it permalink; an address with another extension, a query or a fragment is no
    /// page's, and one that leaves the site is refused as a slug that does.
    @Test func aPermalinkIsAURLAndABadOneIsAnErrorAtItsLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("post.md", "---\ntitle: Post\npermalink: /blog/post/\n---\nText\n")
        _ = try site.build()
        #expect(try site.read("blog/post/index.html").contains("<h1>Post</h1>"))
        for (url, message) in [
            ("/feed.xml", "post.md:3: url must be a path ending in / or .html, not '/feed.xml'"),
            ("/a/?x=1", "post.md:3: url must be a path ending in / or .html, not '/a/?x=1'"),
            ("/x\\y/", "post.md:3: url must be a path ending in / or .html, not '/x\\y/'"),
            ("/../../etc/", "post.md: page path '../../etc/' would land outside the output folder"),
            ("/", "post.md: writes index.html, as the home page does"),
        ] {
            try site.add("post.md", "---\ntitle: Post\nurl: \(url)\n---\nText\n")
            let failure = #expect(throws: BuildFailure.self) { try site.build() }
            #expect(failure?.errors.map(\.description) == [message], "\(url)")
        }
    }

    @Test func aPageAndAFolderOfTheSameNameClashInsteadOfOverwritingEachOther() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("guide.md", "---\ntitle: Guide\n---\nG\n")
        try site.add("guide/part.md", "---\ntitle: Part\n---\nP\n")
        let failure = #expect(throws: BuildFailure.self) { try site.build(config: Self.pretty) }
        #expect(failure?.errors.contains { $0.description.contains("guide/index.html") } == true)
        _ = try site.build()  // plain addresses keep them apart
    }

    /// Switching the style rewrites every page: the cache knows the style.
    @Test func switchingTheStyleRebuildsEveryPageFromTheCache() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\n---\nSee [b](b.md).\n")
        try site.add("b.md", "---\ntitle: B\n---\nB\n")
        _ = try site.build(cached: true)
        #expect(try site.read("a.html").contains("href=\"b.html\""))
        _ = try site.build(cached: true, config: Self.pretty)
        #expect(try site.read("a/index.html").contains("href=\"../b/\""))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("a.html").path))
        _ = try site.build(cached: true)
        #expect(try site.read("a.html").contains("href=\"b.html\""))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("a/index.html").path))
    }

    /// Hugo's short title for links: menus and breadcrumbs show it, the folder's own page its title.
    @Test func aLinkTitleNamesAFolderInMenusAndBreadcrumbs() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("guide/_index.md", "---\ntitle: The Complete Guide to Everything\nlinkTitle: Guide\n---\n")
        try site.add("guide/page.md", "---\ntitle: Page\n---\nP\n")
        _ = try site.build()
        #expect(try site.read("guide/page.html").contains(">Guide</a><h1>Page</h1>"))
        #expect(try site.read("guide/index.html").contains("<h1>The Complete Guide to Everything</h1>"))
    }
}
