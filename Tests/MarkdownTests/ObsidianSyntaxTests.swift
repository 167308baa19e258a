import GameKit
import Markdown
import Testing

/// Obsidian's Markdown as a whole: pages of a real vault, the code span hook, shortcodes beside it,
/// and thousands of generated snippets that always give HTML whose elements balance.
@Suite struct ObsidianSyntaxTests {
    typealias Rendering = ObsidianRendering

    /// A spell of the 13th Age SRD vault: a callout of the vault's own type, its title on a line
    /// ending in a hard break, and its block id on the line after it, outside the quote.
    @Test func aSpellOfThe13thAgeVaultIsACalloutWithItsID() throws {
        let page = Rendering.page(try Rendering.vaultPage("Spells/Yours.md"))
        #expect(
            page.html.hasPrefix(
                "<div class=\"callout callout-note\" data-callout=\"13a-spell\" id=\"^spell\">\n"
                    + CalloutTests.title("Yours!") + "<div class=\"callout-content\">\n"
                    + "<p>1st level+<br />\nRanged spell ◆ <strong>At-Will</strong><br />\n"), "\(page.html)")
        #expect(page.html.contains("<li>11–20: The target can make a basic attack as a free action.</li>\n</ul>\n"))
        #expect(page.headings.map(\.id) == ["adventurer-feat", "champion-feat", "epic-feat"])
        #expect(page.html.hasSuffix("to that healing.</p>\n</div>\n</div>\n"))
        #expect(!page.html.contains("^spell<") && !page.html.contains("[!"))
        #expect(Rendering.count("<div", "</div>", in: page.html) == (3, 3))
    }

    /// A class of the vault: a table headed by a `dice:` code span, its id on a row of its own
    /// with more lines after it (which GFM reads as rows too).
    @Test func aTableOfThe13thAgeVaultRollsItsDiceAndHasItsID() throws {
        let html = Rendering.html(try Rendering.vaultPage("Classes/Chaos-Mage.md"))
        #expect(
            html.contains(
                "<div id=\"^13A-Class-Chaos-Mage-Defensive-Warp\">\n<table>\n<thead>\n<tr>\n"
                    + "<th><output class=\"roll\">4</output></th>\n<th>Effect</th>"), "\(html)")
        #expect(html.contains("<td><strong>Adventurer Feat</strong></td>"))
        #expect(!html.contains(">^13A") && !html.contains("dice:"))
        #expect(html.hasSuffix("equal to your Wisdom modifier.</p>\n"))
    }

    @Test func aCodeSpanTheHookAnswersIsItsHTMLAndOtherCodeStays() {
        #expect(
            Rendering.html("Roll `dice: 2d6` or `code`.\n")
                == "<p>Roll <output class=\"roll\">4</output> or <code>code</code>.</p>\n")
        #expect(Rendering.html("```\ndice: 2d6\n```\n") == "<pre><code>dice: 2d6\n</code></pre>\n")
        #expect(Rendering.html("![`dice: 1d4`](i.png)\n") == "<p><img src=\"i.png\" alt=\"dice: 1d4\" /></p>\n")
        let none = ObsidianSyntax()
        #expect(Rendering.html("`dice: 2d6`\n", syntax: none) == "<p><code>dice: 2d6</code></p>\n")
    }

    @Test func withoutTheSyntaxAPageIsWrittenAsBefore() {
        let body = "> [!note] T #tag\n> ==x== ^id\n\n- a ^b\n\n| `dice: 1d4` |\n|---|\n"
        let renderer = MarkdownRenderer(options: .site)
        #expect(renderer.html(from: body, blocks: nil, anchored: false).html == renderer.html(from: body))
    }

    /// A shortcode's HTML and Obsidian's syntax share a page, a callout and a table cell (where
    /// both stand as words until the page is written).
    @Test func shortcodesAndTheSyntaxShareAPage() throws {
        let body =
            "> [!note] {{< img src=\"a.png\" >}}\n> ==x== {{% note %}}*n*{{% /note %}}\n\n"
            + "| {{< img src=\"b.png\" >}} ==c== #cell |\n|---|\n"
        let expansion = try #require(try ShortcodeRendering.render(body).expansion)
        let html = MarkdownRenderer(options: .site).html(
            from: expansion.markdown, blocks: nil, anchored: false, shortcodes: expansion.html,
            obsidian: Rendering.syntax
        ).html
        #expect(html.contains(CalloutTests.title("<img src=\"a.png\" alt=\"\">")), "\(html)")
        #expect(html.contains("<p><mark>x</mark> <aside class=\"note\"><em>n</em></aside></p>"))
        #expect(
            html.contains(
                "<th><img src=\"b.png\" alt=\"\"> <mark>c</mark> <a class=\"tag\" href=\"tags/cell/\">#cell</a></th>"))
        #expect(!html.contains("sgsc") && !html.contains("sgob"))
    }

    /// The pass keeps nothing between pages: pages rendered at once give what they give one by one.
    @Test func concurrentRendersMatchSerialOnes() async throws {
        let spell = try Rendering.vaultPage("Spells/Yours.md")
        let pages = (0..<48).map { index in
            "> [!tip]- Page \(index) #page\(index)\n> ==mark \(index)== `dice: 1d\(index)`\n^p\(index)\n\n"
                + "| #cell\(index) | ==c== |\n|---|---|\n\n" + spell
        }
        let serial = pages.map { Rendering.html($0) }
        let parallel = await withTaskGroup(of: (Int, String).self) { group in
            for (index, page) in pages.enumerated() {
                group.addTask { (index, Rendering.html(page)) }
            }
            var results = [String](repeating: "", count: pages.count)
            for await (index, html) in group { results[index] = html }
            return results
        }
        #expect(parallel == serial)
        #expect(
            serial[47].contains("id=\"^p47\"") && serial[47].contains("<th><a class=\"tag\" href=\"tags/cell47/\">"))
    }

    /// Snippets made at random of the syntax's signs, quotes, lists, tables and code: rendering
    /// never fails, every element the pass writes is closed, no word stands for HTML in the end,
    /// and a page's tags are the tags its HTML shows.
    @Test func generatedSnippetsAlwaysGiveBalancedHTML() {
        let pieces = [
            "==", "=", "^", "^id", "^a-1", "#", "#tag", "#a/b", "[!", "[!note]", "[!tip]-", "[!x]+", "]", "> ", ">",
            "`", "``", "```", "*", "**", "_", "|", " | ", "- ", "1. ", "  ", " ", "\t", "\\", "text", "C#", "ö", "<b>",
            "</b>", "[a](b)", "![i](j)", "[^1]", "&amp;", "\n", "\n", "\n", "\n\n", "---", "  \n",
            "\n| h | ==i== |\n|---|---|\n", "| ==c== |",
        ]
        var random = SeededRandom(seed: 13)
        let renderer = MarkdownRenderer(options: .site)
        var made: [String: Int] = [:]
        for _ in 0..<4000 {
            let snippet = (0..<random.int(in: 1...40)).map { _ in random.pick(pieces) }.joined()
            let page = renderer.html(
                from: snippet, blocks: nil, anchored: true, summarize: true, obsidian: Rendering.syntax)
            for (open, close) in [
                ("<div", "</div>"), ("<mark>", "</mark>"), ("<details", "</details>"), ("<summary", "</summary>"),
                ("<span", "</span>"), ("<a ", "</a>"),
            ] {
                let (opened, closed) = Rendering.count(open, close, in: page.html)
                #expect(opened == closed, "\(open) in \(snippet.debugDescription): \(page.html)")
            }
            #expect(!page.html.contains("sgob"), "\(snippet.debugDescription)")
            for sign in ["class=\"callout ", "<details", "<mark>", "id=\"^", "class=\"tag\"", "<td><mark>"]
            where page.html.contains(sign) {
                made[sign, default: 0] += 1
            }
            let shown = page.html.matches(of: /class="tag"[^>]*>#([^<]*)</).map { String($0.1) }
            var seen: Set<String> = []
            #expect(
                renderer.obsidianTags(in: snippet) == shown.filter { seen.insert($0.lowercased()).inserted },
                "\(snippet.debugDescription)")
        }
        // Each of the syntax's kinds was made, often.
        #expect(made.count == 6 && made.values.allSatisfy { $0 >= 20 }, "\(made)")
    }
}
