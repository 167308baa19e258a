import GameKit
@testable import Markdown
@testable import Mistakes
import Testing

/// Every heading of a content page gets a stable id; the table of contents lists them nested.
@Suite struct HeadingAnchorTests {
    let markdown = MarkdownRenderer()

    @Test func everyHeadingGetsTheSlugOfItsText() {
        let (html, headings) = markdown.anchoredHTML(from: "# Saving *Throws*\n\nText.\n\n> ## Inside a quote\n")
        #expect(
            html == "<h1 id=\"saving-throws\">Saving <em>Throws</em></h1>\n<p>Text.</p>\n<blockquote>\n"
                + "<h2 id=\"inside-a-quote\">Inside a quote</h2>\n</blockquote>\n")
        #expect(headings.map(\.id) == ["saving-throws", "inside-a-quote"])
        #expect(headings.map(\.level) == [1, 2])
    }

    @Test func onlyTheHeadingsChange() {
        let body = "Intro *a*.\n\n## One\n\n| a |\n|---|\n| b |\n\n- x\n- y\n\nNote[^1]\n\n[^1]: here\n"
        let plain = markdown.html(from: body)
        let anchored = markdown.anchoredHTML(from: body).html
        #expect(anchored == plain.replacingOccurrences(of: "<h2>One</h2>", with: "<h2 id=\"one\">One</h2>"))
    }

    /// Headings are found by a walk over the tree's blocks alone: one in a quote in a list item
    /// in a footnote is found as surely as one at the top, and `## x` in code or a table is none.
    /// Thousands of documents nested at random, held to the `<hN>` tags cmark-gfm writes.
    @Test func everyHeadingIsFoundWhereverItNests() {
        let leaves = [
            "## Two *b*", "# One", "###### Six", "Setext\n===", "Setext two\n---", "Plain *text* and `code`.",
            "```\n## not a heading\n```", "    ## indented code", "| a | b |\n|---|---|\n| ## c | d |",
            "- [x] done", "Note[^n]", "***", "",
        ]
        let containers = ["> ", "- ", "1. ", "  "]
        var random = SeededRandom(seed: 18)
        var found = 0
        for _ in 0..<2000 {
            var body = ""
            for _ in 0..<random.int(in: 1...6) {
                let prefix = (0..<random.int(in: 0...4)).map { _ in random.pick(containers) }.joined()
                let lines = random.pick(leaves).split(separator: "\n", omittingEmptySubsequences: false)
                body += lines.map { prefix + $0 }.joined(separator: "\n") + "\n\n"
            }
            if random.chance(percent: 30) { body += "[^n]: > ## In a footnote\n" }
            let plain = markdown.html(from: body)
            let (anchored, headings) = markdown.anchoredHTML(from: body)
            let tags = plain.matches(of: /<h([1-6])>/).map { Int($0.1)! }
            #expect(headings.map(\.level) == tags, "\(body.debugDescription)")
            #expect(anchored.replacing(/\ id="[^"]*"/, with: "") == plain.replacing(/\ id="[^"]*"/, with: ""))
            found += headings.count
        }
        #expect(found > 2000)
    }

    /// Blocks nest as deep as a page likes; the walk over them does not recurse.
    @Test func aHeadingUnderThousandsOfNestedBlocksIsFound() {
        let depth = 20_000
        let body = String(repeating: "> ", count: depth) + "## Deep\n"
        #expect(markdown.anchoredHTML(from: body).headings.map(\.id) == ["deep"])
        let list = (0..<2000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        #expect(markdown.anchoredHTML(from: list + "\n\n# After\n").headings.map(\.id) == ["after"])
    }

    @Test func duplicatesAreNumberedAndNoIdIsEmpty() {
        let body = "## Loot\n\n## Loot\n\n## Loot 1\n\n## Loot\n\n## 🐉\n\n##\n\n## ***\n"
        let ids = markdown.anchoredHTML(from: body).headings.map(\.id)
        #expect(ids == ["loot", "loot-1", "loot-1-1", "loot-2", "section", "section-1", "section-2"])
    }

    @Test func theIdsAreStable() {
        let body = "# A\n\n## B\n\n## B\n"
        #expect(markdown.anchoredHTML(from: body).html == markdown.anchoredHTML(from: body).html)
    }

    @Test func hostileHeadingTextIsEscapedAndItsIdIsASlug() throws {
        var options = MarkdownOptions.site
        options.unsafe = true  // raw HTML let through: its own <h2> must not take an id
        let body = "## \\<script>alert(\"x\")\\</script> & 'quotes'\n\n<h2>raw</h2>\n\n## `<b>` \"q\"\n"
        let (html, headings) = MarkdownRenderer(options: options).anchoredHTML(from: body)
        #expect(headings.map(\.id) == ["script-alert-x-script-quotes", "b-q"])
        #expect(html.contains("<h2>raw</h2>"))
        #expect(html.contains("<h2 id=\"script-alert-x-script-quotes\">&lt;script&gt;alert(&quot;x&quot;)"))
        let toc = try #require(TableOfContents.html(headings))
        #expect(!toc.contains("<script>") && !toc.contains("<b>"))
        #expect(toc.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;"))
        #expect(toc.contains("<a href=\"#b-q\">&lt;b&gt; &quot;q&quot;</a>"))
    }

    @Test func withSourcePositionsTheIdStillGoesInTheTag() {
        var options = MarkdownOptions.site
        options.sourcePositions = true
        let html = MarkdownRenderer(options: options).anchoredHTML(from: "## A b\n").html
        #expect(html == "<h2 id=\"a-b\" data-sourcepos=\"1:1-1:6\">A b</h2>\n")
    }

    @Test func theTableOfContentsNestsByLevel() {
        func heading(_ level: Int, _ id: String) -> Heading { Heading(level: level, text: id.uppercased(), id: id) }
        let toc = TableOfContents.html([
            heading(2, "a"), heading(3, "b"), heading(4, "c"), heading(3, "d"), heading(2, "e"), heading(4, "f"),
            heading(3, "g"),
        ])
        let expected = """
            <ul>
            <li><a href="#a">A</a>
            <ul>
            <li><a href="#b">B</a>
            <ul>
            <li><a href="#c">C</a></li>
            </ul>
            </li>
            <li><a href="#d">D</a></li>
            </ul>
            </li>
            <li><a href="#e">E</a>
            <ul>
            <li><a href="#f">F</a></li>
            <li><a href="#g">G</a></li>
            </ul>
            </li>
            </ul>

            """
        #expect(toc == expected)
        #expect(TableOfContents.html([]) == nil)
    }

    @Test func aPageSaysWhetherItWantsOneOverTheSite() throws {
        #expect(try TableOfContents.wanted([:], siteDefault: true))
        #expect(try !TableOfContents.wanted([:], siteDefault: false))
        #expect(try !TableOfContents.wanted(["toc": .bool(false)], siteDefault: true))
        #expect(try TableOfContents.wanted(["toc": .bool(true)], siteDefault: false))
        #expect(throws: UserError.self) { try TableOfContents.wanted(["toc": .string("yes")], siteDefault: false) }
    }
}
