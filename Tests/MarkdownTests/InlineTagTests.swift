import Markdown
import Testing

/// Obsidian's inline tags: `#tag` links to its tag's page, in text only.
@Suite struct InlineTagTests {
    typealias Rendering = ObsidianRendering

    static func link(_ name: String) -> String {
        "<a class=\"tag\" href=\"tags/\(name)/\">#\(name)</a>"
    }

    @Test func aTagLinksToItsPage() {
        #expect(
            Rendering.html("See #combat, #rules/magic and #tag-with_dash.\n")
                == "<p>See \(Self.link("combat")), \(Self.link("rules/magic")) and \(Self.link("tag-with_dash")).</p>\n"
        )
        #expect(Rendering.html("#start of a line\n") == "<p>\(Self.link("start")) of a line</p>\n")
        #expect(
            Rendering.html("(#in) #y1984 #日本語\n").contains(
                "(\(Self.link("in"))) \(Self.link("y1984")) "
                    + "<a class=\"tag\" href=\"tags/%E6%97%A5%E6%9C%AC%E8%AA%9E/\">#日本語</a>"))
    }

    @Test func aTagWithoutAnAddressIsShownAsText() {
        #expect(Rendering.html("A #plain tag.\n") == "<p>A <span class=\"tag\">#plain</span> tag.</p>\n")
    }

    @Test func whatLooksLikeATagButIsNone() {
        for text in [
            "C# and F#", "issue #12", "# alone", "a#b", "x/#frag", "&amp;#x", "##double", "#", "#1984",
        ] {
            let html = Rendering.html("Text " + text + "\n")
            #expect(!html.contains("class=\"tag\""), "\(text): \(html)")
        }
        #expect(Rendering.html("# Heading\n") == "<h1 id=\"heading\">Heading</h1>\n")
        #expect(!Rendering.html("See https://example.com/#frag and <https://x.org/#y>.\n").contains("class=\"tag\""))
    }

    @Test func codeLinksAndRawHTMLHoldNoTag() {
        let html = Rendering.html(
            "`#code` [#linked](x) ![#alt](i.png) <a href=\"#raw\">#raw</a>\n\n```\n#block\n```\n", unsafe: true)
        #expect(!html.contains("class=\"tag\""), "\(html)")
        #expect(html.contains("<code>#code</code> <a href=\"x\">#linked</a> <img src=\"i.png\" alt=\"#alt\" />"))
    }

    @Test func aTagIsFoundInHeadingsCalloutTitlesAndTableCells() {
        let page = Rendering.page("## Spells #magic\n\n> [!note] About #lore\n\n| #cell |\n|---|\n| x #plainly |\n")
        #expect(page.headings.map(\.text) == ["Spells #magic"])
        #expect(page.html.contains("<h2 id=\"spells-magic\">Spells \(Self.link("magic"))</h2>"), "\(page.html)")
        #expect(page.html.contains("About \(Self.link("lore"))</span></div>"))
        #expect(page.html.contains("<th>\(Self.link("cell"))</th>"))
        #expect(page.html.contains("<td>x <span class=\"tag\">#plainly</span></td>"))
    }

    @Test func aTagsAddressIsEscapedAndAnUnsafeOneLeftOut() {
        let quoting = ObsidianSyntax(tagLink: { "t/\"\($0)\"<x>&y" })
        #expect(
            Rendering.html("#a<script>alert(1)</script>\n", syntax: quoting)
                == "<p><a class=\"tag\" href=\"t/%22a%22%3Cx%3E&amp;y\">#a</a><!-- raw HTML omitted -->alert(1)"
                + "<!-- raw HTML omitted --></p>\n")
        let script = ObsidianSyntax(tagLink: { _ in "javascript:alert(1)" })
        #expect(Rendering.html("#a\n", syntax: script) == "<p><a class=\"tag\" href=\"\">#a</a></p>\n")
    }

    /// A tag's link is a link of the page: rewritten as its links are, and noted with its line for
    /// the page's check.
    @Test func aTagsLinkIsRewrittenAndNotedAsThePagesOwn() {
        let lines = LinkLines()
        let rewriter = LinkRewriter { destination, _ in "../" + destination }
        let html = Rendering.html(
            "Intro.\n\nOne #first and\n#second [x](y) #first\n", links: .noting(into: lines, rewriting: rewriter))
        #expect(
            html == "<p>Intro.</p>\n<p>One <a class=\"tag\" href=\"../tags/first/\">#first</a> and\n"
                + "<a class=\"tag\" href=\"../tags/second/\">#second</a> <a href=\"../y\">x</a> "
                + "<a class=\"tag\" href=\"../tags/first/\">#first</a></p>\n")
        #expect(lines.pieces.map(\.line) == [3, 4, 4, 4])
        #expect(lines.pieces.map(\.html).first == "<a href=\"../tags/first/\"></a>")
    }

    @Test func aPagesTagsAreListedOnceEachInOrder() {
        let markdown = MarkdownRenderer(options: .site)
        let body = """
            # Title
            Text #Beta and #alpha, `#code`, [#link](x) and #beta again.

            > [!note] #Gamma title
            > #alpha

            | #delta |
            |---|
            """
        #expect(markdown.obsidianTags(in: body) == ["Beta", "alpha", "Gamma", "delta"])
        #expect(markdown.obsidianTags(in: "No tags, C#, #12.\n").isEmpty)
        // The callout's type is no tag, written as it may be.
        #expect(markdown.obsidianTags(in: "> [!#x]\n> y\n").isEmpty)
    }
}
