import Markdown
import Testing

/// Obsidian's block ids: `^id` gives its block the id `^id`, wherever Markdown puts the line.
@Suite struct BlockIDTests {
    typealias Rendering = ObsidianRendering

    @Test func anIDAfterASpaceAnchorsItsParagraph() {
        #expect(Rendering.html("Some text. ^para-1\n") == "<div id=\"^para-1\">\n<p>Some text.</p>\n</div>\n")
        #expect(Rendering.html("**Bold** ^b\n") == "<div id=\"^b\">\n<p><strong>Bold</strong></p>\n</div>\n")
        // Without the space, or with more than letters, digits and dashes, it is text.
        for text in ["Text^x", "Text ^x_y", "Text ^", "Text ^x!", "^x text"] {
            #expect(Rendering.html(text + "\n") == "<p>\(text)</p>\n", "\(text)")
        }
    }

    @Test func anIDOnTheLineAfterAParagraphAnchorsIt() {
        #expect(Rendering.html("Line one\nline two\n^p2\n") == "<div id=\"^p2\">\n<p>Line one\nline two</p>\n</div>\n")
        #expect(Rendering.html("Hard break  \n^p3\n") == "<div id=\"^p3\">\n<p>Hard break</p>\n</div>\n")
    }

    @Test func anIDAtTheEndOfAnItemAnchorsTheItem() {
        #expect(
            Rendering.html("- one ^first\n- two\n")
                == "<ul>\n<li><span id=\"^first\">one</span></li>\n<li>two</li>\n</ul>\n")
        // On its own line, indented as the item's text, it is still the item's.
        #expect(
            Rendering.html("1. one\n   ^own\n2. two\n")
                == "<ol>\n<li><span id=\"^own\">one</span></li>\n<li>two</li>\n</ol>\n")
        // In a loose list the item's paragraph stays a paragraph.
        #expect(
            Rendering.html("- one ^l\n\n- two\n")
                == "<ul>\n<li>\n<p><span id=\"^l\">one</span></p>\n</li>\n<li>\n<p>two</p>\n</li>\n</ul>\n")
    }

    /// The line lands in the list's or quote's last paragraph by lazy continuation, but was
    /// written outside them: the id is the whole list's or quote's.
    @Test func anIDOnTheLineAfterAListOrAQuoteAnchorsIt() {
        #expect(
            Rendering.html("- a\n- b\n^list\n")
                == "<div id=\"^list\">\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</div>\n")
        #expect(
            Rendering.html("> quoted\n^q\n") == "<div id=\"^q\">\n<blockquote>\n<p>quoted</p>\n</blockquote>\n</div>\n")
        // Written inside the outer quote, after the inner one: the inner one's.
        #expect(
            Rendering.html("> > inner\n> ^in\n")
                == "<blockquote>\n<div id=\"^in\">\n<blockquote>\n<p>inner</p>\n</blockquote>\n</div>\n</blockquote>\n")
        // After a list in a quote, without the quote's marker: the quote's.
        #expect(Rendering.html("> - a\n^all\n").hasPrefix("<div id=\"^all\">\n<blockquote>\n<ul>"))
        // After a list in a quote, inside the quote: the list's.
        #expect(Rendering.html("> - a\n> ^l\n").hasPrefix("<blockquote>\n<div id=\"^l\">\n<ul>"))
    }

    @Test func anIDAfterACalloutIsTheCallouts() {
        let html = Rendering.html("> [!tip] T\n> body\n^co\n")
        #expect(html.hasPrefix("<div class=\"callout callout-tip\" data-callout=\"tip\" id=\"^co\">\n"), "\(html)")
        #expect(!html.contains("^co<") && html.contains("<p>body</p>"))
        let folded = Rendering.html("> [!tip]- T\n> body\n\n^folded\n")
        #expect(folded.hasPrefix("<details class=\"callout callout-tip\" data-callout=\"tip\" id=\"^folded\">\n"))
        // A callout of a title alone, its id on that line.
        #expect(
            Rendering.html("> [!note] Only ^t\n").hasPrefix(
                "<div class=\"callout callout-note\" data-callout=\"note\" id=\"^t\">"))
    }

    @Test func anIDAloneAfterABlankLineAnchorsTheBlockBefore() {
        #expect(
            Rendering.html("Para.\n\n^before\n\nNext.\n")
                == "<div id=\"^before\">\n<p>Para.</p>\n</div>\n<p>Next.</p>\n")
        #expect(Rendering.html("## Head\n^h\n") == "<div id=\"^h\">\n<h2 id=\"head\">Head</h2>\n</div>\n")
        #expect(
            Rendering.html("```\ncode\n```\n\n^c\n") == "<div id=\"^c\">\n<pre><code>code\n</code></pre>\n</div>\n")
        // With no block before it, it stays text.
        #expect(Rendering.html("^alone\n") == "<p>^alone</p>\n")
        #expect(Rendering.html("- ^x\n") == "<ul>\n<li>^x</li>\n</ul>\n")
    }

    @Test func anIDInATableRowAnchorsTheTable() {
        let html = Rendering.html("| a | b |\n|---|---|\n| 1 | 2 |\n^table\n")
        #expect(
            html == "<div id=\"^table\">\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n"
                + "<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n</div>\n")
        // A row with more than the id is a row.
        #expect(Rendering.html("| a | b |\n|---|---|\n| ^x | 2 |\n").contains("<td>^x</td>"))
    }

    @Test func codeHoldsNoID() {
        #expect(Rendering.html("Text `^x`\n") == "<p>Text <code>^x</code></p>\n")
        #expect(Rendering.html("```\nline ^x\n```\n") == "<pre><code>line ^x\n</code></pre>\n")
    }

    @Test func anIDInAFootnoteKeepsTheWayBack() {
        let html = Rendering.html("Text[^1].\n\n[^1]: A note ^fn\n")
        #expect(
            html.contains("<p><span id=\"^fn\">A note</span> <a href=\"#fnref-1\" class=\"footnote-backref\""),
            "\(html)")
    }

    /// libcmark-gfm writes `#^id` as `#%5Eid`, which a browser reads as `#^id` (finding no
    /// element with the id as written, it looks for the id decoded).
    @Test func aLinkToAnIDNamesItAsTheBrowserFindsIt() {
        let html = Rendering.html("Text ^target\n\nSee [it](#^target).\n")
        #expect(html.contains("<div id=\"^target\">") && html.contains("<a href=\"#%5Etarget\">it</a>"))
    }

    /// The summary is the page's first paragraph, read before the id puts it in a `div`.
    @Test func theSummaryIsStillTheFirstParagraph() {
        let page = Rendering.page("First ^a\n\nSecond.\n")
        #expect(page.summary == "<p>First</p>\n")
        #expect(page.html == "<div id=\"^a\">\n<p>First</p>\n</div>\n<p>Second.</p>\n")
    }
}
