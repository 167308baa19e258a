import GameKit
@testable import Markdown
import Testing

/// A page's summary: up to `<!--more-->`, else its first paragraph, its links working from listings.
@Suite struct PageSummaryTests {
    let markdown = MarkdownRenderer()

    @Test func withoutTheDividerTheSummaryIsTheFirstParagraph() {
        #expect(markdown.summaryHTML(of: "# Title\n\nFirst *one*.\n\nSecond.\n") == "<p>First <em>one</em>.</p>\n")
    }

    @Test func theDividerEndsTheSummary() throws {
        let body = "First.\n\n- a list\n\n<!--more-->\n\nAfter.\n"
        let html = try #require(markdown.summaryHTML(of: body))
        #expect(html == "<p>First.</p>\n<ul>\n<li>a list</li>\n</ul>\n")
        #expect(PageSummary.text(ofHTML: html) == "First. a list")
    }

    @Test func aDividerInCodeIsNoDivider() {
        #expect(markdown.summaryHTML(of: "Intro.\n\n```\n<!--more-->\n```\n\nLater.\n") == "<p>Intro.</p>\n")
    }

    @Test func aPageWithoutAParagraphHasNone() {
        #expect(markdown.summaryHTML(of: "## Only a heading\n") == nil)
        #expect(markdown.summaryHTML(of: "") == nil)
    }

    @Test func referenceLinksKeepTheirTargets() throws {
        let html = try #require(markdown.summaryHTML(of: "See [the map][m].\n\n[m]: maps/a.html\n"))
        #expect(html.contains("href=\"maps/a.html\""))
    }

    @Test func plainTextReadsBackAsItself() throws {
        let text = "*not em* <b>1. # & [x](y) \\ `c` \"q\" \u{7}bell"
        let html = try #require(PageSummary.html(ofText: text))
        #expect(html == "<p>*not em* &lt;b&gt;1. # &amp; [x](y) \\ `c` &quot;q&quot; bell</p>\n")
        #expect(PageSummary.text(ofHTML: html) == "*not em* <b>1. # & [x](y) \\ `c` \"q\" bell")
        #expect(PageSummary.html(ofText: " \n ") == nil)
    }

    @Test func aListingElsewhereRebasesLinksAndImagesOnly() {
        let html = "<p><a href=\"b.html\" title=\"x\">b</a> src=&quot;no&quot; <img src=\"../i.png\" alt=\"i\" /></p>\n"
        #expect(PageSummary.rebasedHTML(html, from: "rules/deep", to: "rules/deep") == html)
        #expect(
            PageSummary.rebasedHTML(html, from: "rules/deep", to: "tags")
                == "<p><a href=\"../rules/deep/b.html\" title=\"x\">b</a> src=&quot;no&quot; "
                + "<img src=\"../rules/i.png\" alt=\"i\" /></p>\n")
    }

    /// The rewriting copies the HTML between links in runs; it gives what rewriting byte by byte
    /// gives, over thousands of fragments of attributes, quotes and links.
    @Test func rebasingCopiesEverythingButTheLinksUnchanged() {
        var random = SeededRandom(seed: 31)
        let pieces = [
            "<a href=\"", "<img src=\"", "\"", "=", "=\"", "href", "src", " ", "x", "../", "a.html", "#t", ">",
            "&quot;",
            "é", "\n",
        ]
        for _ in 0..<3_000 {
            let html = (0..<random.int(in: 0...24)).map { _ in random.pick(pieces) }.joined()
            #expect(
                PageSummary.rebasedHTML(html, from: "a/b", to: "c")
                    == Self.rebasedByteByByte(html, from: "a/b", to: "c"))
        }
    }

    private static func rebasedByteByByte(_ html: String, from page: String, to listing: String) -> String {
        let bytes = Array(html.utf8), quote = UInt8(ascii: "\""), equals = UInt8(ascii: "=")
        var out: [UInt8] = [], index = 0
        while index < bytes.count {
            let byte = bytes[index]
            out.append(byte)
            index += 1
            guard byte == quote, index >= 2, bytes[index - 2] == equals,
                bytes[..<(index - 2)].reversed().starts(with: "ferh".utf8)
                    || bytes[..<(index - 2)].reversed().starts(with: "crs".utf8),
                let close = bytes[index...].firstIndex(of: quote)
            else { continue }
            out +=
                PageSummary.rebased(String(decoding: bytes[index..<close], as: UTF8.self), from: page, to: listing).utf8
            index = close
        }
        return String(decoding: out, as: UTF8.self)
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
        ("mailto:\u{301}a", "rules", "", "mailto:\u{301}a"),  // a colon, though as characters it is none
        ("/\u{301}x.html", "rules", "", "/\u{301}x.html"),  // from the root, and
        ("#\u{301}x", "rules", "", "#\u{301}x"),  // a fragment, though as characters they start with neither
        ("a/\u{301}b.png?\u{301}", "rules", "tags", "../rules/a/\u{301}b.png?\u{301}"),
        ("/abs.html", "rules", "", "/abs.html"),
        ("#top", "rules", "", "#top"),
        ("../../out.html", "rules", "", "../../out.html"),
    ])
    func relativeLinksAreRebased(link: String, page: String, listing: String, expected: String) {
        #expect(PageSummary.rebased(link, from: page, to: listing) == expected)
    }
}
