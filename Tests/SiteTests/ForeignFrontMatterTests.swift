import DefaultTemplates
import Foundation
import Site
import SiteModel
import Testing

/// Pages written for Hugo, Zola and Jekyll build as their authors meant them.
@Suite struct ForeignFrontMatterTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ForeignSites")

    /// 2026-11-27T12:00:00Z, and a day in 2029, after the expiry date of a Hugo docs page.
    static let now = Date(timeIntervalSince1970: 1_795_780_800)
    static let later = Date(timeIntervalSince1970: 1_861_920_000)

    /// The tests' templates, with each listed page's summary shown.
    static let templates = SiteBuilderTests.templates.merging([
        "section.mustache":
            "{{<base}}{{$main}}<h1>{{title}}</h1>{{#pages}}<a href=\"{{url}}\">{{title}}</a>{{summary}}{{/pages}}"
            + "{{/main}}{{/base}}"
    ]) { $1 }

    static func errors(_ build: () throws(BuildFailure) -> BuildReport) -> [String] {
        do {
            _ = try build()
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    static func copyFixtures(to site: Workspace) throws {
        for name in ["hugo-docs", "zola-docs"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name), to: site.content.appendingPathComponent(name))
        }
    }

    @Test func pagesOfTheHugoAndZolaDocsBuildAsTheyAre() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.copyFixtures(to: site)
        _ = try site.build(templates: Self.templates, now: Self.now)

        let feeds = try site.read("zola-docs/documentation/templates/feeds.html")
        #expect(feeds.contains("<h1>Feeds</h1>"))
        #expect(!feeds.contains("+++") && !feeds.contains("weight = 50"))
        #expect(
            try site.read("documentation/templates/rss/index.html").contains(
                "zola-docs/documentation/templates/feeds.html"))
        let section = try site.read("zola-docs/documentation/content/index.html")
        #expect(section.contains("<h1>Content</h1>") && section.contains(">Page</a>"))

        let isNode = try site.read("hugo-docs/methods/page/IsNode.html")
        #expect(isNode.contains("<h1>IsNode</h1>"))
        #expect(
            try site.read("content/front-matter/index.html").contains("hugo-docs/content-management/front-matter.html"))
        // The description is the summary listings show.
        #expect(
            try site.read("hugo-docs/methods/page/index.html").contains("Reports whether the given page is a branch."))
        // Folders with no introduction of their own are titled by their names.
        #expect(try site.read("hugo-docs/methods/index.html").contains("<h1>Methods</h1>"))

        _ = try site.build(templates: Self.templates, now: Self.later)
        #expect(
            !FileManager.default.fileExists(
                atPath: site.output.appendingPathComponent("hugo-docs/methods/page/IsNode.html").path))
    }

    /// The Hugo docs as Hugo builds them, their content folder the site's: pretty addresses, pages
    /// that give their own (`url:`) and link to each other by them, a folder of snippets its
    /// cascade keeps unwritten, and a folder's short title in the menu.
    @Test func theHugoDocsBuildWithTheirAddressesAndTheirHeadlessSnippets() throws {
        let site = try Workspace()
        try FileManager.default.removeItem(at: site.content)
        defer { try? FileManager.default.removeItem(at: site.root) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("hugo-docs"), to: site.content)
        var config = SiteConfig()
        (config.urls, config.taxonomies) = (.pretty, ["categories"])
        let report = try site.build(templates: DefaultTemplates.files, config: config, now: Self.now)
        // The one page the excerpt leaves out that another links to.
        #expect(Array(report.brokenLinks) == ["methods/page/isnode/index.html: ../../../methods/page/isbranch/"])
        #expect(!report.warnings.contains { $0.contains("_common") })
        let mod = try site.read("commands/hugo_mod/index.html")
        #expect(mod.contains("<a href=\"../../commands/hugo_mod_tidy/\">hugo mod tidy</a>"))
        #expect(mod.contains(">CLI</a>"))  // the folder's linkTitle
        #expect(try site.read("methods/page/isnode/index.html").contains("IsNode"))
        let written = try FileManager.default.subpathsOfDirectory(atPath: site.output.path)
        #expect(!written.contains { $0.hasPrefix("_common") })
    }

    /// A Hugo blog's `Title:`, `Date:` and `Tags:`, Jekyll's `published: false`, Zola's `updated`.
    @Test func keysAreReadInAnyCaseAndByTheirOtherNames() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "posts/orwell.md",
            "---\nTitle: 1984\nDate: 2020-04-27T12:00:00+0100\nTags: [Books, 2020]\nLastmod: 2020-05-01\n---\n"
                + "Big brother.\n")
        try site.add("posts/hidden.md", "---\ntitle: Hidden\npublished: false\n---\nNot yet.\n")
        try site.add("posts/gone.md", "---\ntitle: Gone\nexpirydate: 2026-01-01\n---\nOver.\n")
        try site.add("posts/soon.md", "+++\ntitle = \"Soon\"\nPublishDate = 2027-01-01T00:00:00Z\n+++\nLater.\n")
        _ = try site.build(templates: Self.templates, now: Self.now)
        let orwell = try site.read("posts/orwell.html")
        #expect(orwell.contains("<h1>1984</h1>"))
        #expect(try site.read("tags/books.html").contains(">1984</a>"))
        #expect(try site.read("atom.xml").contains("<updated>2020-04-27T12:00:00+01:00</updated>"))
        for gone in ["hidden", "gone", "soon"] {
            #expect(
                !FileManager.default.fileExists(atPath: site.output.appendingPathComponent("posts/\(gone).html").path))
        }
    }

    /// Which of two names to believe is the writer's to say.
    @Test func twoNamesOfOneKeyAreAnErrorNamingBoth() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\nTitle: B\n---\n")
        try site.add("b.md", "+++\nlastmod = 2020-01-01\nupdated = 2020-01-02\n+++\n")
        try site.add("c.md", "---\nupdated: soon\n---\n")
        #expect(
            Self.errors { () throws(BuildFailure) in try site.build(templates: Self.templates, now: Self.now) } == [
                "a.md:2: 'Title' and 'title' both give the page's title: keep one",
                "b.md:3: 'lastmod' and 'updated' both give the page's updated: keep one",
                "c.md:2: updated must be a date like 2026-11-22",
            ])
    }

    /// A cached page is kept only while its dates cannot have moved it in or out, however its
    /// keys are written.
    @Test func aCachedPageExpiresWhateverTheCaseOfItsKey() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("gone.md", "---\ntitle: Gone\nEXPIRYDATE: 2028-01-01\n---\nSoon over.\n")
        try site.add("moved.md", "---\ntitle: Moved\nRedirect_From: [old/]\n---\nHere.\n")
        _ = try site.build(cached: true, now: Self.now)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("gone.html").path))
        #expect(try site.read("old/index.html").contains("moved.html"))
        _ = try site.build(cached: true, now: Self.later)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("gone.html").path))
        #expect(try site.read("old/index.html").contains("moved.html"))
    }

    /// A key written with an escape hides from the look through a page's bytes that decides
    /// what the cache may keep; the parsed page tells the truth.
    @Test func keysWrittenWithEscapesAreKnownToTheCache() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("moved.md", "{\"title\": \"Moved\", \"ali\\u0061ses\": [\"old/\"]}\nHere.\n")
        try site.add("gone.md", "+++\ntitle = \"Gone\"\n\"expiry\\u0044ate\" = 2028-01-01\n+++\nSoon over.\n")
        try site.add("other.md", "Other.\n")
        _ = try site.build(cached: true, now: Self.now)
        #expect(try site.read("old/index.html").contains("moved.html"))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("gone.html").path))
        try site.add("other.md", "Other, changed.\n")
        _ = try site.build(cached: true, now: Self.later)
        #expect(try site.read("old/index.html").contains("moved.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("gone.html").path))
    }
}
