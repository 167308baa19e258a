import Markdown
import Testing

/// Obsidian's highlights: `==text==` is marked, its Markdown kept, within one inline container.
@Suite struct HighlightTests {
    typealias Rendering = ObsidianRendering

    @Test func twoPairsOfEqualsMarkWhatTheyHoldWithItsMarkdown() {
        #expect(Rendering.html("A ==marked== word.\n") == "<p>A <mark>marked</mark> word.</p>\n")
        #expect(
            Rendering.html("==**bold** text== and ==[a link](x) `code`==\n")
                == "<p><mark><strong>bold</strong> text</mark> and "
                + "<mark><a href=\"x\">a link</a> <code>code</code></mark></p>\n")
        // Across a line break, in one paragraph.
        #expect(Rendering.html("==one\ntwo==\n") == "<p><mark>one\ntwo</mark></p>\n")
    }

    @Test func aPairStaysWithinItsInlineContainer() {
        #expect(Rendering.html("==a *b== c*\n") == "<p>==a <em>b== c</em></p>\n")
        #expect(
            Rendering.html("*==in==* and [==linked==](x)\n")
                == "<p><em><mark>in</mark></em> and <a href=\"x\"><mark>linked</mark></a></p>\n")
        #expect(Rendering.html("==a\n\nb==\n") == "<p>==a</p>\n<p>b==</p>\n")
    }

    @Test func codeHoldsNoHighlight() {
        #expect(Rendering.html("`==x==` ==y==\n") == "<p><code>==x==</code> <mark>y</mark></p>\n")
        #expect(
            Rendering.html("```\n==x==\n```\n\n    ==indented==\n")
                == "<pre><code>==x==\n</code></pre>\n<pre><code>==indented==\n</code></pre>\n")
        #expect(Rendering.html("![==alt==](i.png)\n") == "<p><img src=\"i.png\" alt=\"==alt==\" /></p>\n")
    }

    @Test func unpairedOrSpacedEqualsStayText() {
        for text in ["a ==b", "a == b == c", "===x===", "==x===", "== x==", "==x ==", "a==", "====", "x = y"] {
            #expect(Rendering.html(text + "\n") == "<p>\(text)</p>\n", "\(text)")
        }
        // An opener left waiting gives way to a later one.
        #expect(Rendering.html("==a ==b==\n") == "<p>==a <mark>b</mark></p>\n")
    }

    @Test func aHighlightIsMarkedInHeadingsAndTableCells() {
        let page = Rendering.page("## ==Key== idea\n\n| a | b |\n|---|---|\n| ==c== d | `==e==` |\n")
        #expect(page.headings.map(\.id) == ["key-idea"])
        #expect(page.html.hasPrefix("<h2 id=\"key-idea\"><mark>Key</mark> idea</h2>\n"))
        #expect(page.html.contains("<td><mark>c</mark> d</td>\n<td><code>==e==</code></td>"), "\(page.html)")
    }

    @Test func whatAHighlightHoldsIsEscaped() {
        #expect(
            Rendering.html("==<script>x</script> & \"q\"==\n")
                == "<p><mark><!-- raw HTML omitted -->x<!-- raw HTML omitted --> &amp; &quot;q&quot;</mark></p>\n")
    }

    @Test func withoutTheSyntaxEqualsAreText() {
        let plain = MarkdownRenderer(options: .site).html(from: "==a==\n", blocks: nil, anchored: true)
        #expect(plain.html == "<p>==a==</p>\n")
    }
}
