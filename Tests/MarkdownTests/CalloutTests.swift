import Markdown
import Testing

/// Obsidian's callouts: a block quote whose first line is `[!type]` becomes a titled box.
@Suite struct CalloutTests {
    typealias Rendering = ObsidianRendering

    static let icon = "<span class=\"callout-icon\" aria-hidden=\"true\"></span>"

    /// The title's HTML, as a callout writes it (`summary` when it folds).
    static func title(_ inner: String, element: String = "div") -> String {
        "<\(element) class=\"callout-title\">\(icon)<span class=\"callout-title-inner\">\(inner)</span></\(element)>\n"
    }

    @Test func aCalloutHasItsTypeItsTitleWithItsMarkdownAndItsContent() {
        let html = Rendering.html("> [!warning] Title **bold**\n> body *text*\n>\n> More.\n")
        #expect(
            html == "<div class=\"callout callout-warning\" data-callout=\"warning\">\n"
                + Self.title("Title <strong>bold</strong>") + "<div class=\"callout-content\">\n"
                + "<p>body <em>text</em></p>\n<p>More.</p>\n</div>\n</div>\n")
    }

    @Test func withoutATitleTheTypeIsTheTitleCapitalised() {
        let html = Rendering.html("> [!NOTE]\n> Text.\n")
        #expect(html.hasPrefix("<div class=\"callout callout-note\" data-callout=\"note\">\n" + Self.title("Note")))
        #expect(html.contains("<div class=\"callout-content\">\n<p>Text.</p>\n</div>"))
        // A title of white space is none.
        #expect(Rendering.html("> [!tip]   \n> x\n").contains(Self.title("Tip")))
    }

    @Test func aCalloutOfATitleAloneHasNoContent() {
        let html = Rendering.html("> [!info] Just this\n\nAfter.\n")
        #expect(
            html == "<div class=\"callout callout-info\" data-callout=\"info\">\n" + Self.title("Just this")
                + "</div>\n<p>After.</p>\n")
    }

    @Test func minusFoldsPlusOpensAndBothMakeADetailsWithItsSummary() {
        let folded = Rendering.html("> [!faq]- Why?\n> Because.\n")
        #expect(
            folded == "<details class=\"callout callout-question\" data-callout=\"faq\">\n"
                + Self.title("Why?", element: "summary") + "<div class=\"callout-content\">\n<p>Because.</p>\n</div>\n"
                + "</details>\n")
        let open = Rendering.html("> [!example]+\n> Shown.\n")
        #expect(open.hasPrefix("<details class=\"callout callout-example\" data-callout=\"example\" open>\n"))
        #expect(open.contains(Self.title("Example", element: "summary")))
        #expect(Rendering.count("<details", "</details>", in: open) == (1, 1))
    }

    @Test(arguments: [
        ("summary", "abstract"), ("tldr", "abstract"), ("hint", "tip"), ("important", "tip"), ("check", "success"),
        ("done", "success"), ("help", "question"), ("faq", "question"), ("caution", "warning"),
        ("attention", "warning"), ("fail", "failure"), ("missing", "failure"), ("error", "danger"), ("cite", "quote"),
        ("todo", "todo"), ("bug", "bug"), ("danger", "danger"),
    ])
    func anAliasIsStyledAsItsBase(alias: String, base: String) {
        let html = Rendering.html("> [!\(alias.uppercased())] T\n> x\n")
        #expect(html.hasPrefix("<div class=\"callout callout-\(base)\" data-callout=\"\(alias)\">"), "\(html)")
    }

    @Test func aTypeOfTheSitesOwnIsKeptAndStyledAsANote() {
        let html = Rendering.html("> [!13A-Spell]\n> x\n")
        #expect(html.hasPrefix("<div class=\"callout callout-note\" data-callout=\"13a-spell\">\n"))
        #expect(html.contains(Self.title("13a-spell")))
    }

    @Test func calloutsNestInCallouts() {
        let html = Rendering.html("> [!note] Outer\n> > [!tip]- Inner\n> > > [!bug] Deepest\n> > > x\n> after\n")
        #expect(
            html == "<div class=\"callout callout-note\" data-callout=\"note\">\n" + Self.title("Outer")
                + "<div class=\"callout-content\">\n"
                + "<details class=\"callout callout-tip\" data-callout=\"tip\">\n"
                + Self.title("Inner", element: "summary")
                + "<div class=\"callout-content\">\n"
                + "<div class=\"callout callout-bug\" data-callout=\"bug\">\n" + Self.title("Deepest")
                + "<div class=\"callout-content\">\n<p>x\nafter</p>\n</div>\n</div>\n"
                + "</div>\n</details>\n</div>\n</div>\n")
    }

    @Test func aCalloutLineThatIsNotFirstOrNotTextLeavesAQuote() {
        for body in [
            "> Text first\n> [!note] late\n", "> `[!note]` in code\n", "> [!] no type\n", "> [!note no close\n",
            "> Some [!note] inside\n", "> *[!note]* emphasised\n",
        ] {
            let html = Rendering.html(body)
            #expect(html.hasPrefix("<blockquote>\n") && !html.contains("callout"), "\(body.debugDescription)")
        }
        #expect(Rendering.html("```\n> [!note] code\n```\n") == "<pre><code>&gt; [!note] code\n</code></pre>\n")
    }

    @Test func aTypeKeepsOnlyLettersDigitsDashesAndUnderscoresAndATitleIsEscaped() {
        let typed = Rendering.html("> [!x\"y<z'&_-1]\n> body\n")
        #expect(typed.hasPrefix("<div class=\"callout callout-note\" data-callout=\"xyz_-1\">\n"), "\(typed)")
        #expect(typed.contains(Self.title("X&quot;y&lt;z&#39;&amp;_-1")), "\(typed)")
        let titled = Rendering.html("> [!note] <script>alert(\"x\")</script> & \"quoted\" <b onclick=x>\n> b\n")
        #expect(
            titled.contains(
                Self.title(
                    "<!-- raw HTML omitted -->alert(&quot;x&quot;)<!-- raw HTML omitted --> &amp; &quot;quoted&quot; "
                        + "<!-- raw HTML omitted -->")), "\(titled)")
        #expect(!titled.contains("<script") && !titled.contains("onclick"))
    }

    @Test func whatACalloutHoldsIsStillThePagesOwn() {
        let links = LinkRewriter { destination, _ in destination.hasSuffix(".md") ? "page.html" : nil }
        let page = Rendering.page(
            "> [!note] See [a](a.md)\n> ## Inside\n> [b](b.md) and ==marked==\n", links: links)
        #expect(page.html.contains(Self.title("See <a href=\"page.html\">a</a>")), "\(page.html)")
        #expect(
            page.html.contains(
                "<h2 id=\"inside\">Inside</h2>\n<p><a href=\"page.html\">b</a> and <mark>marked</mark></p>"))
        #expect(page.headings.map(\.id) == ["inside"])
    }
}
