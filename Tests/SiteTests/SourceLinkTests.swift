import Foundation
import Site
import SiteModel
import Testing

@testable import Site

/// Links to a page's Markdown source, as Hugo, Zola and editors write them, lead to the page.
@Suite struct SourceLinkTests {
    typealias Workspace = SiteBuilderTests.Workspace

    @Test(arguments: [
        ("other.md", "docs/guide", "docs/guide/other", ""), ("../faq.md#top", "docs/guide", "docs/faq", "#top"),
        ("/docs/faq.md", "blog", "docs/faq", ""), ("@/docs/guide/_index.md", "", "docs/guide/index", ""),
        ("trip/index.md?x=1#a", "blog", "blog/trip/index", "?x=1#a"), ("my%20page.md", "", "my page", ""),
        ("./a/../b.md", "x", "x/b", ""),
    ])
    func aSourceNamesItsPage(link: String, folder: String, path: String, rest: String) {
        let target = SourceLinks.target(of: link, from: folder)
        #expect(target?.path == path && target?.rest == rest, "\(link)")
    }

    @Test(arguments: [
        "https://github.com/a/b/README.md", "//host/a.md", "mailto:a.md", "page.html", "../../../out.md", "notes.mdx",
        "#part", "", ".md", "/.md", "@/",
    ])
    func otherLinksAreLeftAsTheyAre(link: String) {
        #expect(SourceLinks.target(of: link, from: "docs") == nil, "\(link)")
    }

    @Test func aBuildWritesEachPagesAddressAndChecksIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("docs/_index.md", "---\ntitle: Docs\n---\n")
        try site.add("docs/faq.md", "---\ntitle: FAQ\n---\n## Top\n")
        try site.add(
            "docs/guide/start.md",
            "---\ntitle: Start\n---\n[FAQ](../faq.md#top), [docs](@/docs/_index.md), [root](/docs/faq.md), "
                + "![map](map.md.png) ![odd](faq.md) [gone](gone.md) [out](https://example.org/README.md)\n\n"
                + "```\n[kept](faq.md)\n```\n")
        try site.add("docs/guide/map.md.png", "png")
        let report = try site.build()
        let start = try site.read("docs/guide/start.html")
        #expect(start.contains("<a href=\"../../docs/faq.html#top\">FAQ</a>"))
        #expect(start.contains("<a href=\"../../docs/index.html\">docs</a>"))
        #expect(start.contains("<a href=\"../../docs/faq.html\">root</a>"))
        #expect(start.contains("src=\"map.md.png\"") && start.contains("src=\"faq.md\""))
        #expect(start.contains("href=\"https://example.org/README.md\""))
        #expect(start.contains("[kept](faq.md)"))
        // A source that is not there is a broken link to the page it would be.
        #expect(
            Array(report.brokenLinks) == [
                "docs/guide/start.html: ../../docs/guide/gone.html", "docs/guide/start.html: faq.md",
            ])
    }

    /// Hugo's pages link from the site's root; on a host the site may live below it.
    @Test func linksFromTheRootBecomePathsFromThePageAndAreChecked() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("docs/faq.md", "---\ntitle: FAQ\n---\nF\n")
        try site.add("img/map.png", "png")
        try site.add(
            "docs/guide/start.md",
            "[faq](/site/docs/faq.html#top) [docs](/site/docs/) [home](/site/) ![map](/site/img/map.png) "
                + "[gone](/site/missing/) [away](/elsewhere/x.html) [ref]\n\n[ref]: /site/docs/faq.html\n")
        var config = SiteConfig()
        config.baseURL = "https://example.org/site/"
        let report = try site.build(config: config)
        let start = try site.read("docs/guide/start.html")
        for written in [
            "href=\"../../docs/faq.html#top\"", "href=\"../../docs/\"", "href=\"../../index.html\"",
            "src=\"../../img/map.png\"", "href=\"/elsewhere/x.html\"", "href=\"../../docs/faq.html\">ref",
        ] {
            #expect(start.contains(written), "\(written)")
        }
        #expect(Array(report.brokenLinks) == ["docs/guide/start.html: ../../missing/"])
    }

    /// A folder's `_index.md` links as its pages do: to a page's source, and from the site's root.
    @Test func aFolderIntroductionsLinksAreReadAsAPagesAre() throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "blog/_index.md", "---\ntitle: Blog\n---\nStart with [first](@/blog/first.md), ![i](/sub/img.png)\n")
        try site.add("blog/first.md", "---\ntitle: First\n---\nF\n")
        try site.add("img.png", "png")
        var config = SiteConfig()
        config.baseURL = "https://example.com/sub/"
        let templates = SiteBuilderTests.templates.merging([
            "section.mustache": "{{<base}}{{$main}}<h1>{{title}}</h1>{{{content}}}{{/main}}{{/base}}"
        ]) { $1 }
        let report = try site.build(templates: templates, config: config)
        #expect(Array(report.brokenLinks) == [])
        let blog = try site.read("blog/index.html")
        #expect(blog.contains("href=\"../blog/first.html\"") && blog.contains("src=\"../img.png\""))
    }

    /// A `%` in a link that starts no escape is the character itself, written `%25`.
    @Test func aPercentThatStartsNoEscapeIsEncoded() throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\n---\n[p](100%.md) [s](50%.txt) [t](my%20page.md#x%y) [u](/50%.txt)\n")
        try site.add("100%.md", "---\ntitle: P\n---\nP\n")
        try site.add("my page.md", "---\ntitle: Q\n---\nQ\n")
        try site.add("50%.txt", "half")
        let report = try site.build()
        #expect(Array(report.brokenLinks) == [])
        let html = try site.read("a.html")
        #expect(html.contains("href=\"100%25.html\"") && html.contains("href=\"50%25.txt\""))
        #expect(html.contains("href=\"my%20page.html#x%25y\"") && !html.contains("\"/50%"))
    }
}
