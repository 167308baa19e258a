@testable import Site
import Testing

/// A page's summary: up to `<!--more-->`, else its first paragraph, its links working from listings.
@Suite struct PageSummaryTests {
    let markdown = MarkdownRenderer()

    @Test func withoutTheDividerTheSummaryIsTheFirstParagraph() throws {
        let summary = try #require(markdown.summaryMarkdown(of: "# Title\n\nFirst *one*.\n\nSecond.\n"))
        #expect(markdown.listedSummary(summary, page: "", listing: "").html == "<p>First <em>one</em>.</p>\n")
    }

    @Test func theDividerEndsTheSummary() throws {
        let body = "First.\n\n- a list\n\n<!--more-->\n\nAfter.\n"
        let summary = try #require(markdown.summaryMarkdown(of: body))
        let listed = markdown.listedSummary(summary, page: "", listing: "")
        #expect(listed.html == "<p>First.</p>\n<ul>\n<li>a list</li>\n</ul>\n")
        #expect(listed.text == "First. - a list")
    }

    @Test func aDividerInCodeIsNoDivider() throws {
        let summary = try #require(markdown.summaryMarkdown(of: "Intro.\n\n```\n<!--more-->\n```\n\nLater.\n"))
        #expect(markdown.listedSummary(summary, page: "", listing: "").html == "<p>Intro.</p>\n")
    }

    @Test func aPageWithoutAParagraphHasNone() {
        #expect(markdown.summaryMarkdown(of: "## Only a heading\n") == nil)
        #expect(markdown.summaryMarkdown(of: "") == nil)
    }

    @Test func referenceLinksKeepTheirTargets() throws {
        let summary = try #require(markdown.summaryMarkdown(of: "See [the map][m].\n\n[m]: maps/a.html\n"))
        #expect(markdown.listedSummary(summary, page: "", listing: "").html.contains("href=\"maps/a.html\""))
    }

    @Test func plainTextReadsBackAsItself() {
        let text = "*not em* <b>1. # & [x](y) \\ `c`"
        let listed = markdown.listedSummary(PageSummary.markdown(ofText: text), page: "", listing: "")
        #expect(listed.html == "<p>*not em* &lt;b&gt;1. # &amp; [x](y) \\ `c`</p>\n")
        #expect(listed.text == text)
    }

    @Test(arguments: [
        ("b.html", "rules", "rules", "b.html"),
        ("b.html", "rules", "", "rules/b.html"),
        ("b.html#x", "rules", "tags", "../rules/b.html#x"),
        ("../index.html", "rules/deep", "", "rules/index.html"),
        ("../../index.html", "rules/deep", "rules", "../index.html"),
        ("./c/d.png", "rules", "rules/deep", "../c/d.png"),
        ("sub/", "a b", "", "a%20b/sub/"),
        ("https://example.org/x", "rules", "", "https://example.org/x"),
        ("mailto:a@b", "rules", "", "mailto:a@b"),
        ("/abs.html", "rules", "", "/abs.html"),
        ("#top", "rules", "", "#top"),
        ("../../out.html", "rules", "", "../../out.html"),
    ])
    func relativeLinksAreRebased(link: String, page: String, listing: String, expected: String) {
        #expect(PageSummary.rebased(link, from: page, to: listing) == expected)
    }
}
