import Markdown
import Testing

/// For `sheetgen check`, the rendering of a page notes where each of its links stands.
@Suite struct LinkLinesTests {
    /// The pieces noted while `markdown` is rendered, each as its line, its kind and its HTML.
    private func noted(
        _ markdown: String, unsafe: Bool = false, rewriting rewriter: LinkRewriter? = nil
    ) -> [String] {
        var options = MarkdownOptions.site
        options.unsafe = unsafe
        let lines = LinkLines()
        _ = MarkdownRenderer(options: options).html(
            from: markdown, blocks: nil, anchored: true, summarize: true,
            links: LinkRewriter.noting(into: lines, rewriting: rewriter))
        return lines.pieces.map { "\($0.line) \($0.isLink ? "link" : "raw") \($0.html)" }
    }

    private func link(_ href: String, _ line: Int) -> String {
        "\(line) link <a href=\"\(href)\"></a>"
    }

    @Test func eachLinkAndImageHasTheLineItStartsOn() {
        let markdown = """
            Intro [a](one.html) and
            ![map](<maps/the map.png>)

            > [quoted](two.html)

            - item
              - [nested](three.html?a=1&b=2)

            | cell |
            |------|
            | [in a table](four.html) |

            [split
            over lines](five.html) and [ref][r] www.example.org

            ## A [heading](six.html#top)

            [r]: seven.html

            """
        #expect(
            noted(markdown) == [
                link("one.html", 1),
                "2 link <img src=\"maps/the%20map.png\" alt=\"\" />",
                link("two.html", 4), link("three.html?a=1&amp;b=2", 7), link("four.html", 11), link("five.html", 13),
                link("seven.html", 14), link("http://www.example.org", 14), link("six.html#top", 16),
            ])
    }

    /// Noted as written in the page: rewritten, and without `unsafe`, emptied when dangerous.
    @Test func linksAreNotedAsThePageWritesThem() {
        let rewriter = LinkRewriter { destination, _ in destination.hasSuffix(".md") ? "page.html" : nil }
        #expect(
            noted("[a](other.md) [b](javascript:alert(1))\n", rewriting: rewriter) == [
                link("page.html", 1), link("", 1),
            ])
    }

    /// Raw HTML is noted whole, with the line it starts on, only where the page keeps it.
    @Test func rawHTMLIsNotedOnlyWhenKept() {
        let markdown = "Text <a href=\"x.html\">x</a>\n\n<div>\n  <img src=\"y.png\">\n</div>\n"
        #expect(noted(markdown).isEmpty)
        #expect(
            noted(markdown, unsafe: true) == [
                "1 raw <a href=\"x.html\">", "1 raw </a>", "3 raw <div>\n  <img src=\"y.png\">\n</div>\n",
            ])
    }
}
