import DefaultTemplates
import Foundation
import Mistakes
import Site
import SiteModel
import TestSupport
import Testing

/// `taxonomies: [categories, series]`: front matter lists with an index, a page and a feed per
/// term, as tags have.
@Suite struct TaxonomyTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static var config: SiteConfig {
        var config = SiteConfig()
        config.taxonomies = ["categories", "series"]
        return config
    }

    static func build(_ site: Workspace, config: SiteConfig = Self.config, cached: Bool = false) throws -> BuildReport {
        try site.build(cached: cached, templates: DefaultTemplates.files, config: config)
    }

    @Test func everyTermHasItsPageItsFeedAndItsIndex() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "posts/a.md", "---\ntitle: Alpha\ndate: 2026-11-01\nCategories: [News, Rules]\ntags: [news]\n---\nA\n")
        try site.add("posts/b.md", "---\ntitle: Bravo\ndate: 2026-11-02\ncategories: news\nseries: [Dungeon]\n---\nB\n")
        try site.add("posts/c.md", "---\ntitle: Charlie\n---\nC\n")
        let report = try Self.build(site)
        #expect(Array(report.brokenLinks) == [])
        #expect(report.warnings == [])  // no key is told as unread
        let news = try site.read("categories/news.html")
        #expect(news.contains("Categories: \u{201C}News\u{201D}"))
        #expect(news.contains(">Alpha</a>") && news.contains(">Bravo</a>") && !news.contains(">Charlie</a>"))
        #expect(try site.read("series/dungeon.html").contains(">Bravo</a>"))
        let index = try site.read("categories/index.html")
        #expect(index.contains("<h1>Categories</h1>") && index.contains(">News</a> <span class=\"count\">2</span>"))
        #expect(index.contains(">Rules</a> <span class=\"count\">1</span>") && !index.contains("Dungeon"))
        // The tag of the same name is a tag's page of its own; the tag index lists tags alone.
        #expect(try site.read("tags/news.html").contains(">Alpha</a>"))
        #expect(try !site.read("tags/index.html").contains("Rules"))
        let feed = try site.read("categories/news.atom.xml")
        #expect(feed.contains("<title>Alpha</title>") && feed.contains("<title>Bravo</title>"))
        // The page names its terms, and the menu every taxonomy.
        let page = try site.read("posts/a.html")
        #expect(page.contains("Categories: <a href=\"../categories/news.html\">News</a>"))
        #expect(page.contains("<a href=\"../categories/index.html\">Categories</a>"))
        #expect(page.contains("<a href=\"../series/index.html\">Series</a>"))
        // The search index lists tags, not the other terms.
        #expect(try !site.read("search.json").contains("Rules"))
    }

    /// Without `taxonomies:`, a `categories` list is a field like any other, and said to be unread.
    @Test func aListNoTaxonomyNamesMakesNoPages() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\ncategories: [News]\n---\nA\n")
        let report = try Self.build(site, config: SiteConfig())
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("categories").path))
        #expect(report.warnings.contains { $0.contains("'categories' is read by no template") })
    }

    /// Zola writes a page's terms in a `[taxonomies]` table.
    @Test func zolasTableOfTermsIsRead() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "+++\ntitle = \"A\"\n[taxonomies]\ntags = [\"rust\"]\ncategories = [\"Guides\"]\n+++\nA\n")
        let report = try Self.build(site)
        #expect(report.warnings == [])
        #expect(try site.read("tags/rust.html").contains(">A</a>"))
        #expect(try site.read("categories/guides.html").contains(">A</a>"))
    }

    @Test func aTaxonomyAndAFolderOfTheSameNameClash() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("categories/intro.md", "---\ntitle: Intro\n---\nI\n")
        let failure = #expect(throws: BuildFailure.self) { try Self.build(site) }
        #expect(failure?.errors.contains { $0.description.contains("categories/index.html") } == true)
    }

    /// A term that changes is put in place from the cache like a tag: the old term's page goes.
    @Test func aCachedBuildFollowsATermThatChanges() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\ncategories: [Old]\n---\nA\n")
        _ = try Self.build(site, cached: true)
        #expect(try site.read("categories/old.html").contains(">A</a>"))
        try site.add("a.md", "---\ntitle: A\ncategories: [New]\n---\nA\n")
        _ = try Self.build(site, cached: true)
        #expect(try site.read("categories/new.html").contains(">A</a>"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("categories/old.html").path))
    }

    @Test(arguments: [
        ("taxonomies: categories", "must be a list"), ("taxonomies: [Categories]", "'Categories' must be a name"),
        ("taxonomies: [a/b]", "'a/b' must be a name"), ("taxonomies: [assets]", "a folder the site writes itself"),
    ])
    func aTaxonomyIsAFolderName(yaml: String, message: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let error = #expect(throws: UserError.self) { try SiteConfigTests.load("title: T\n" + yaml + "\n", in: site) }
        #expect(error?.location == "sheetgen.yml:2")
        #expect(error?.message.contains(message) == true)
        #expect(try SiteConfigTests.load("taxonomies: [tags, series, series]\n", in: site).taxonomies == ["series"])
    }
}
