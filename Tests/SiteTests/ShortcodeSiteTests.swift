import DefaultTemplates
import Foundation
import LiveUpdates
import Markdown
import Site
import SiteModel
import TestSupport
import Testing

/// Shortcodes through whole builds: the site's templates and the built-ins render them, `ref` and
/// `relref` link as the site links and are checked, what is left as text is told once, a mistake
/// is an error among the build's others, and the cache and `serve` keep up with them.
@Suite struct ShortcodeSiteTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// The tests' templates with the default shortcodes (`figure`, `details`) and one of their own.
    static let templates = SiteBuilderTests.templates.merging(
        DefaultTemplates.files.filter { $0.key.hasPrefix("shortcodes/") }
    ) { $1 }.merging(["shortcodes/note.mustache": "<aside>{{{inner}}}</aside>"]) { $1 }

    /// A misspelt parameter would show nothing, silently.
    @Test(arguments: [
        ("figure", ["alt", "caption", "class", "height", "link", "loading", "rel", "src", "target", "title", "width"]),
        ("details", ["class", "markdown", "name", "open", "summary"]),
    ])
    func theDefaultShortcodesReadTheParametersTheREADMENames(name: String, parameters: [String]) throws {
        let template = try #require(DefaultTemplates.files["shortcodes/\(name).mustache"])
        #expect(Set(try TemplateNames.names(in: template)) == Set(parameters))
    }

    /// A parameter that names a script where a template writes a link is left out, as a
    /// Markdown link to one is, unless the site trusts its pages; however it hides its scheme.
    @Test func aShortcodesLinkToAScriptIsLeftOutUnlessUnsafe() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let links = [
            "javascript:alert(1)", " JavaScript:alert(2)", "java&#x09;script:alert(3)", "&#106;avascript:alert(4)",
            "data:text/html,x", "vbscript:x",
        ]
        var own = Self.templates
        own["shortcodes/raw.mustache"] = "<a href=\"{{{0}}}\">raw</a>"
        try site.add(
            "a.md",
            links.map { "{{< figure src=\"map.png\" link=\"\($0)\" >}}\n\n{{< raw \"\($0)\" >}}\n\n" }.joined()
                + "{{< figure src=\"data:image/png;base64,AAAA\" link=\"https://example.org/\" >}}\n")
        try site.add("map.png", "png")
        _ = try site.build(templates: own)
        let html = try site.read("a.html")
        // Every raw link is left out, and the figure's four whose scheme shows; the figure's other
        // two are text (its template escapes `&`), which names no scheme.
        #expect(html.components(separatedBy: "<a href=\"\">raw</a>").count - 1 == links.count)
        #expect(html.components(separatedBy: "<figure>\n<a href=\"\">").count - 1 == 4)
        #expect(html.contains("href=\"java&amp;#x09;script:alert(3)\""))
        #expect(!html.contains("data:text") && !html.lowercased().contains("\"javascript:"))
        #expect(html.contains("src=\"data:image/png;base64,AAAA\"") && html.contains("href=\"https://example.org/\""))
    }

    /// A table cell holds what the other inline places hold: the shortcode's HTML, in code too.
    @Test func aShortcodeInATableCellIsRenderedThere() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var own = Self.templates
        own["shortcodes/em.mustache"] = "<b>{{0}}</b>"
        try site.add(
            "a.md",
            "| h |\n|---|\n| {{< em \"T3\" >}} |\n| a {{< em \"T4\" >}} |\n| **{{< em \"T5\" >}}** |\n"
                + "| `{{< em \"T6\" >}}` |\n| {{% em \"T7\" %}} |\n")
        let report = try site.build(templates: own)
        let html = try site.read("a.html")
        #expect(html.contains("<td><b>T3</b></td>") && html.contains("<td>a <b>T4</b></td>"))
        #expect(html.contains("<td><strong><b>T5</b></strong></td>") && html.contains("<td><b>T7</b></td>"))
        #expect(html.contains("<td><code><b>T6</b></code></td>"))  // as in code anywhere
        #expect(!html.contains("sgsc") && report.warnings.isEmpty)
    }

    @Test func theDefaultFigureAndDetailsAndTheSitesOwnTemplatesRenderThePage() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "a.md",
            "---\ntitle: A\n---\n{{< figure src=\"map.png\" alt=\"The map\" caption=\"Cave & keep\" link=\"map.png\" "
                + "width=600 class=\"wide\" >}}\n\n{{< details summary=\"Loot\" open=true >}}\n**Gold**\n"
                + "{{< /details >}}\n\n{{% note %}}*Careful*{{% /note %}}\n")
        try site.add("map.png", "png")
        let report = try site.build(templates: Self.templates)
        let html = try site.read("a.html")
        #expect(
            html.contains(
                "<figure class=\"wide\">\n<a href=\"map.png\">\n<img src=\"map.png\" alt=\"The map\" width=\"600\">\n"
                    + "</a>\n<figcaption>Cave &amp; keep</figcaption>\n</figure>"))
        #expect(html.contains("<details open>\n<summary>Loot</summary>\n<p><strong>Gold</strong></p>\n\n</details>"))
        #expect(html.contains("<aside><em>Careful</em></aside>"))
        #expect(report.warnings.isEmpty && report.brokenLinks.isEmpty)
        // The site's own figure replaces the default.
        var own = Self.templates
        own["shortcodes/figure.mustache"] = "<img class=\"own\" src=\"{{src}}\">"
        _ = try site.build(templates: own)
        #expect(try site.read("a.html").contains("<img class=\"own\" src=\"map.png\">"))
    }

    @Test func refAndRelrefLinkToThePageHugoWouldFindAndTheLinkIsChecked() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("faq.md", "# FAQ\n")
        try site.add("docs/other.md", "## Part\n")
        try site.add("docs/rules/_index.md", "---\ntitle: Rules\n---\n")
        try site.add("docs/trip/index.md", "Trip\n")
        try site.add(
            "docs/start.md",
            "[other]({{< ref \"other.md#part\" >}}) [faq]({{< relref \"faq\" >}}) [rules]({{% ref \"rules\" %}}) "
                + "[trip]({{< relref path=\"/docs/trip\" >}}) [self]({{< ref \"#top\" >}}) "
                + "[gone]({{< ref \"gone\" >}}) {{< ref \"other\" >}}\n\n```\n{{</* ref \"faq\" */>}}\n```\n")
        let report = try site.build(templates: Self.templates)
        let html = try site.read("docs/start.html")
        #expect(html.contains("<a href=\"../docs/other.html#part\">other</a>"))
        #expect(html.contains("<a href=\"../faq.html\">faq</a>"))  // not in docs/: from the root
        #expect(html.contains("<a href=\"../docs/rules/index.html\">rules</a>"))
        #expect(html.contains("<a href=\"../docs/trip/index.html\">trip</a>"))
        #expect(html.contains("<a href=\"#top\">self</a>"))
        #expect(html.contains("<a href=\"../docs/gone.html\">gone</a> ../docs/other.html</p>"))
        #expect(html.contains("{{&lt; ref &quot;faq&quot; &gt;}}"))
        #expect(Array(report.brokenLinks) == ["docs/start.html: ../docs/gone.html"])
    }

    @Test func theLinksOfAShortcodesHTMLAreWrittenAndCheckedAsThePagesOwn() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("images/map.png", "png")
        try site.add("docs/faq.md", "# FAQ\n")
        try site.add(
            "docs/a.md",
            "{{< figure src=\"/images/map.png\" link=\"faq.md#top\" >}}\n\n"
                + "{{% note %}}{{< figure src=\"/images/gone.png\" link=\"https://example.org/\" >}}{{% /note %}}\n")
        let report = try site.build(templates: Self.templates)
        let html = try site.read("docs/a.html")
        #expect(html.contains("<a href=\"../docs/faq.html#top\">\n<img src=\"../images/map.png\""))
        #expect(html.contains("<aside><figure>\n<a href=\"https://example.org/\">\n<img src=\"../images/gone.png\""))
        #expect(Array(report.brokenLinks) == ["docs/a.html: ../images/gone.png"])
    }

    @Test func aShortcodeWithoutATemplateIsToldOncePerNameWithItsPagesAndTheFirstPlace() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("b.md", "---\ntitle: B\n---\nx\n\n{{< code-toggle >}}\n[a]\n{{< /code-toggle >}}\n")
        try site.add("a.md", "---\ntitle: A\n---\n{{< code-toggle >}}x{{< /code-toggle >}} {{< code-toggle >}}\n")
        try site.add("c.md", "Text\n\n{{ gallery() }} {{ note(a=bare) }}\n")
        let report = try site.build(templates: Self.templates)
        #expect(
            report.warnings == [
                "c.md:3: shortcode 'gallery' has no template (shortcodes/gallery.mustache), so it is left as text",
                "c.md:3: shortcode 'note' is left as text, as Zola leaves it: the value of a is not a string, "
                    + "number, true or false",
                "shortcode 'code-toggle' has no template (shortcodes/code-toggle.mustache), so it is left as text: "
                    + "2 pages (the first: a.md:4)",
            ])
        #expect(try site.read("b.html").contains("<p>{{&lt; code-toggle &gt;}}\n[a]\n{{&lt; /code-toggle &gt;}}</p>"))
    }

    @Test func aShortcodesMistakeIsAnErrorAtItsLineAmongTheBuildsOthers() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("good.md", "{{< note >}}fine{{< /note >}}\n")
        try site.add("a.md", "---\ntitle: A\n---\nText\n\n{{< figure src=\"x.png\"\n")
        try site.add("b.md", "---\ntitle: [unclosed\n---\n")
        try site.add("c.md", "{% note() %}\nbody\n")
        let errors = ForeignFrontMatterTests.errors { () throws(BuildFailure) in try site.build(templates: Self.templates) }
        #expect(errors.count == 3)
        #expect(errors.contains("a.md:6: shortcode {{<: the tag is not closed (no >}})"))
        #expect(errors.contains("c.md:1: shortcode {% note(…) %} has no {% end %}"))
        #expect(errors.contains { $0.hasPrefix("b.md:") })
    }

    @Test func shortcodeHTMLIsKeptWhereRawHTMLTheUserTypedIsLeftOutAndTold() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "<b>raw</b> {{< figure src=\"a.png\" >}}\n")
        try site.add("b.md", "{{< figure src=\"b.png\" >}}\n")
        let report = try site.build(templates: Self.templates)
        #expect(try site.read("a.html").contains("<!-- raw HTML omitted -->raw<!-- raw HTML omitted --> <figure>"))
        #expect(try site.read("b.html").contains("<figure>\n<img src=\"b.png\" alt=\"\">\n</figure>"))
        #expect(report.warnings.count == 1 && report.warnings[0].hasPrefix("a.md: raw HTML is left out"))
    }

    @Test func aPagesSummaryAndHeadingsShowItsShortcodes() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "s/a.md",
            "---\ntitle: A\n---\nThe {{% note %}}*first*{{% /note %}} line.\n\n## Loot {{< note >}}x{{< /note >}}\n")
        var templates = Self.templates
        templates["section.mustache"] = "{{#pages}}{{{summaryHTML}}}{{/pages}}"
        _ = try site.build(templates: templates)
        #expect(try site.read("s/index.html").contains("<p>The <aside><em>first</em></aside> line.</p>"))
        #expect(try site.read("s/a.html").contains("<h2 id=\"loot\">Loot <aside>x</aside></h2>"))
    }

    @Test func aGameBlockAfterAShortcodeOverSeveralLinesIsToldAtItsLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "a.md",
            "---\ntitle: A\n---\n[faq]({{< ref\n  path=\"faq\"\n>}})\n\n```echo n=1\n```\n\n```echo n=0\n```\n")
        let errors = ForeignFrontMatterTests.errors { () throws(BuildFailure) in try GameBlockBuildTests.build(site) }
        #expect(errors == ["a.md:11: block echo: n must be a whole number from 1 to 9"])
    }

    // MARK: Cache and serve

    @Test func aChangedShortcodeTemplateRendersThePagesThatUseItAgain() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "{{< note >}}x{{< /note >}}\n")
        try site.add("b.md", "Plain\n")
        _ = try site.build(cached: true, templates: Self.templates)
        #expect(try site.read("a.html").contains("<aside>x</aside>"))
        let same = try site.build(cached: true, templates: Self.templates)
        #expect(same.reused == 2)
        var changed = Self.templates
        changed["shortcodes/note.mustache"] = "<div class=\"note\">{{{inner}}}</div>"
        let report = try site.build(cached: true, templates: changed)
        #expect(report.reused == 0)
        #expect(try site.read("a.html").contains("<div class=\"note\">x</div>"))
    }

    @Test func aPageThatLinksByRefIsRenderedOnEveryBuildForThePageItFinds() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("faq.md", "# FAQ\n")
        try site.add("docs/start.md", "[faq]({{< ref \"faq\" >}})\n")
        try site.add("docs/plain.md", "Plain\n")
        _ = try site.build(cached: true, templates: Self.templates)
        #expect(try site.read("docs/start.html").contains("href=\"../faq.html\""))
        try site.add("docs/faq.md", "# Docs FAQ\n")
        let report = try site.build(cached: true, templates: Self.templates)
        #expect(try site.read("docs/start.html").contains("href=\"../docs/faq.html\""))
        #expect(report.reused == 2)  // the FAQ and the plain page
    }

    @Test func aSavedPageWithShortcodesIsPutInPlaceAsABuildWouldMakeIt() throws {
        let served = try SiteSessionTests.Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("faq.md", "# FAQ\n")
        try served.site.add("a.md", SiteSessionTests.page("A"))
        _ = try served.build()
        try served.site.add(
            "a.md",
            SiteSessionTests.page("A", "{{< figure src=\"m.png\" caption=\"Map\" >}} [faq]({{< ref \"faq\" >}})"))
        #expect(served.update(["a.md"]) != nil)
        let updated = try served.site.read("a.html")
        #expect(updated.contains("<figcaption>Map</figcaption>") && updated.contains("<a href=\"faq.html\">faq</a>"))
        let fresh = served.site.root.appendingPathComponent("fresh")
        var options = served.options
        (options.output, options.cache) = (fresh, nil)
        _ = try served.builder.build(generated: [], options: options)
        #expect(try served.site.read("a.html", in: fresh) == updated)
    }

    // MARK: Real pages

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Shortcodes")

    @Test func pagesOfTheHugoAndZolaDocsThatCallShortcodesBuild() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for name in ["hugo-docs", "zola-docs"] {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name), to: site.content.appendingPathComponent(name))
        }
        let report = try site.build(templates: Self.templates)
        let details = try site.read("hugo-docs/shortcodes/details.html")
        #expect(details.contains("<details>\n<summary>See the details</summary>\n<p>This is a <strong>bold</strong>"))
        #expect(
            details.contains("<code class=\"language-md\">{{&lt; details summary=&quot;See the details&quot; &gt;}}"))
        let figure = try site.read("hugo-docs/shortcodes/figure.html")
        #expect(
            figure.contains(
                "<figure class=\"ma0 w-75\">\n<a href=\"https://www.nps.gov/zion/index.htm\">\n<img "
                    + "src=\"../../images/examples/zion-national-park.jpg\" alt=\"A photograph of Zion National Park\">"
            ))
        let highlight = try site.read("hugo-docs/shortcodes/highlight.html")
        #expect(highlight.contains("<pre><code class=\"language-go\">package main\n"))
        #expect(
            highlight.contains("This is some <code class=\"language-go\">fmt.Println(&quot;inline&quot;)</code> code."))
        let zola = try site.read("zola-docs/documentation/content/shortcodes.html")
        #expect(zola.contains("{{ youtube(id=&quot;dQw4w9WgXcQ&quot;, autoplay=true) }}"))
        #expect(zola.contains("{% quote(author=&quot;Vincent&quot;) %}"))
        #expect(
            report.warnings.filter { $0.contains("shortcode '") }.sorted() == [
                "hugo-docs/shortcodes/details.md:9: shortcode 'new-in' has no template (shortcodes/new-in.mustache), "
                    + "so it is left as text",
                "zola-docs/documentation/content/image-processing/index.md:23: shortcode 'get_url' has no template "
                    + "(shortcodes/get_url.mustache), so it is left as text",
                "zola-docs/documentation/content/image-processing/index.md:42: shortcode 'gallery' has no template "
                    + "(shortcodes/gallery.mustache), so it is left as text",
            ])
    }
}
