import Markdown
import Testing

/// Hugo's and Zola's shortcodes read as those tools read them, and rendered through templates.
@Suite struct ShortcodeTests {
    typealias Rendering = ShortcodeRendering

    // MARK: Hugo

    @Test func hugoNamedParametersInEveryQuoting() throws {
        let html = try Rendering.html("{{< show a=\"x y\" b='q \"r\"' n=3 flag=true list=`raw\nlines` >}}\n")
        #expect(html.contains("a=x y|b=q &quot;r&quot;|n=3|flag=on|list=<raw\nlines>"), "\(html)")
        let quoted = try Rendering.html("{{< show a=\"say \\\"hi\\\"\" flag=\"false\" >}}\n")
        // Quoted text stays text: "false" is not false.
        #expect(quoted.contains("a=say &quot;hi&quot;|") && quoted.contains("flag=on"), "\(quoted)")
        #expect(try Rendering.html("{{< show flag=false >}}\n").contains("flag=off"))
        // Of a key given twice the last counts, as in Hugo.
        #expect(try Rendering.html("{{< show a=1 a=2 >}}\n").contains("|a=2|"))
    }

    @Test func hugoPositionalParametersAsAListAndByPlace() throws {
        let html = try Rendering.html("{{< show w7Ft2ymGmfc \"linenos=table\" >}}\n")
        #expect(html.contains("[(w7Ft2ymGmfc)(linenos=table)|0=w7Ft2ymGmfc|1=linenos=table|"), "\(html)")
        #expect(try Rendering.html("{{<show one>}}\n").contains("0=one|"))
    }

    @Test func aShortcodeAloneInItsParagraphIsABlockAndInlineOneStaysInItsLine() throws {
        let block = try Rendering.html("Before.\n\n{{< img src=\"a.png\" alt=\"A\" >}}\n\nAfter.\n")
        #expect(block == "<p>Before.</p>\n<img src=\"a.png\" alt=\"A\">\n<p>After.</p>\n")
        let inline = try Rendering.html("An {{< img src=\"a.png\" >}} icon, {{< img src=\"b.png\" />}} too.\n")
        #expect(inline == "<p>An <img src=\"a.png\" alt=\"\"> icon, <img src=\"b.png\" alt=\"\"> too.</p>\n")
        // A line after it stays a paragraph of its own words.
        let next = try Rendering.html("{{< img src=\"a.png\" >}}\nA caption line.\n")
        #expect(next == "<p><img src=\"a.png\" alt=\"\">\nA caption line.</p>\n")
    }

    @Test func pairedAngleTagsGiveTheirTextAndPercentTagsTheirMarkdown() throws {
        let angle = try Rendering.html("{{< note >}}\nSome **bold** <b>raw</b>\n{{< /note >}}\n")
        #expect(angle == "<aside class=\"note\">Some **bold** &lt;b&gt;raw&lt;/b&gt;</aside>\n")
        let percent = try Rendering.html("{{% note %}}\nSome **bold**.\n\nTwo.\n{{% /note %}}\n")
        #expect(percent == "<aside class=\"note\"><p>Some <strong>bold</strong>.</p>\n<p>Two.</p>\n</aside>\n")
        let inline = try Rendering.html("A {{% note %}}*short*{{% /note %}} word.\n")
        #expect(inline == "<p>A <aside class=\"note\"><em>short</em></aside> word.</p>\n")
        // Raw HTML between the tags is the page's raw HTML: kept only when the site keeps it.
        let trusted = try Rendering.html("{{< note >}}<b>raw</b>{{< /note >}}\n", unsafe: true)
        #expect(trusted.contains("<aside class=\"note\"><b>raw</b></aside>"))
        let markdown = try Rendering.html("{{% note %}}x <b>raw</b>{{% /note %}}\n")
        #expect(markdown.contains("x <!-- raw HTML omitted -->raw<!-- raw HTML omitted -->"))
    }

    @Test func aShortcodeBetweenAnothersTagsIsRenderedFirst() throws {
        let html = try Rendering.html(
            "{{% note %}}\nA {{< img src=\"in.png\" >}} and {{% note %}}**deep**{{% /note %}}.\n{{% /note %}}\n")
        #expect(
            html
                == "<aside class=\"note\"><p>A <img src=\"in.png\" alt=\"\"> and <aside class=\"note\"><strong>deep"
                + "</strong></aside>.</p>\n</aside>\n")
        let text = try Rendering.html("{{< note >}}a {{< img src=\"x\" >}} b{{< /note >}}\n")
        #expect(text.contains("<aside class=\"note\">a <img src=\"x\" alt=\"\"> b</aside>"))
    }

    @Test func aTagWithoutItsClosingOneStandsAlone() throws {
        let html = try Rendering.html("{{< note >}}\n\nText.\n\n{{< note >}}Inside{{< /note >}}\n")
        #expect(html == "<aside class=\"note\"></aside>\n<p>Text.</p>\n<aside class=\"note\">Inside</aside>\n")
    }

    @Test func escapedTagsAreWrittenAsTheShortcodeTheyShow() throws {
        let html = try Rendering.html(
            "Write {{</* note */>}} or {{%/* note */%}}.\n\n```\n{{</* img src=\"a\" */>}}\n{{%/* /note */%}}\n```\n")
        #expect(
            html
                == "<p>Write {{&lt; note &gt;}} or {{% note %}}.</p>\n<pre><code>{{&lt; img src=&quot;a&quot; &gt;}}\n"
                + "{{% /note %}}\n</code></pre>\n")
        let zola = try Rendering.html("`{{/* youtube(id=\"x\") */}}`\n\n{%/* quote() */%}\nq\n{%/* end */%}\n")
        #expect(zola == "<p><code>{{ youtube(id=&quot;x&quot;) }}</code></p>\n<p>{% quote() %}\nq\n{% end %}</p>\n")
    }

    @Test func aShortcodeInASubfolderIsItsTemplateThere() throws {
        #expect(try Rendering.html("{{< dir/deep >}}\n") == "deep\n")
    }

    // MARK: Zola

    @Test func zolaCallsWithTypedParameters() throws {
        let html = try Rendering.html(
            "{{ show(a=\"x\", b='y', n=-2, flag=false, list=[1, \"two\", 3.5],) }} and {{ show( a = `z` ) }}\n")
        #expect(html.contains("a=x|b=y|n=-2|flag=off|list=<1><two><3.5>|nth=1|page=Page@docs/p]"), "\(html)")
        #expect(html.contains("a=z|b=|n=|flag=off|list=|nth=2|"), "\(html)")
    }

    @Test func zolaBodyIsTextAndItsMarkdownIsThereToo() throws {
        let html = try Rendering.html("{% quote(author=\"Vincent\") %}\nA *quote* <b>\n{% end %}\n")
        #expect(html == "<blockquote>A *quote* &lt;b&gt; — Vincent</blockquote>\n")
        let markdown = try Rendering.html("{% md() %}\nA *quote*\n\nTwo\n{% end %}\n")
        #expect(markdown == "<div><p>A <em>quote</em></p>\n<p>Two</p>\n</div>\n")
    }

    @Test func aZolaCallZolaWouldNotReadStaysText() throws {
        let (html, expansion) = try Rendering.render(
            "{{ show(a=asset) }} {{ show('x') }} {{ show }} {{ show(a=1) | safe }}\n")
        #expect(html == "<p>{{ show(a=asset) }} {{ show('x') }} {{ show }} {{ show(a=1) | safe }}</p>\n")
        #expect(expansion?.flawed.map(\.name) == ["show"])
        #expect(expansion?.flawed.first?.flaw == "the value of a is not a string, number, true or false")
        // An `{% end %}` that ends nothing is text, as Zola leaves it.
        #expect(try Rendering.html("{% end %}\n") == "<p>{% end %}</p>\n")
    }

    // MARK: Built-ins

    @Test func refAndRelrefAreLinksToThePageTheyName() throws {
        let html = try Rendering.html(
            "[a]({{< ref \"docs/x.md\" >}}) [b]({{% relref path=\"/y\" %}}) [c]({{< ref \"z.md#part\" >}})\n")
        #expect(
            html
                == "<p><a href=\"link-to(docs/x.md)\">a</a> <a href=\"link-to(/y)\">b</a> "
                + "<a href=\"link-to(z.md#part)\">c</a></p>\n")
        #expect(
            Rendering.error("{{< ref >}}\n")?.description == "p.md:1: shortcode ref needs the path of a page: "
                + "{{< ref \"docs/page.md\" >}}")
    }

    @Test func highlightIsTheCodeBlockOfItsLanguage() throws {
        let code = "func main() {\n\tx := `a` ~~~ <b>\n}"
        let html = try Rendering.html("{{< highlight go \"linenos=table\" >}}\n\(code)\n{{< /highlight >}}\n")
        #expect(html == MarkdownRenderer().html(from: "````go\n\(code)\n````\n"))
        #expect(
            try Rendering.html("{{< highlight >}}\nplain\n{{< /highlight >}}\n") == "<pre><code>plain\n</code></pre>\n")
        let inline = try Rendering.html(
            "Some {{< highlight go \"hl_inline=true, noClasses=true\" >}}f(\"<\"){{< /highlight >}}.\n")
        #expect(inline == "<p>Some <code class=\"language-go\">f(&quot;&lt;&quot;)</code>.</p>\n")
        #expect(
            Rendering.error("{{< highlight go >}}\n")?.description == "p.md:1: shortcode highlight needs "
                + "{{< /highlight >}} after its code")
    }

    @Test func aTemplateOfABuiltInsNameReplacesIt() throws {
        var templates = Rendering.templates
        templates["shortcodes/highlight.mustache"] = "<pre class=\"mine\">{{{inner}}}</pre>"
        #expect(
            try Rendering.html("{{< highlight go >}}x{{< /highlight >}}\n", templates: templates)
                == "<pre class=\"mine\">x</pre>\n")
    }

    // MARK: Unknown

    @Test func aShortcodeWithoutATemplateIsLeftAsTextOnceANameWithItsFirstLine() throws {
        let (html, expansion) = try Rendering.render(
            "Intro\n\n{{< code-toggle file=hugo >}}\n[a]\nb = 1\n{{< /code-toggle >}}\n\n{{< code-toggle >}}x"
                + "{{< /code-toggle >}} {{< img src=\"in\" >}} {{ missing() }}\n", firstLine: 5)
        #expect(expansion?.unknown.map(\.name) == ["code-toggle", "missing"])
        #expect(expansion?.unknown.map(\.line) == [7, 12])
        #expect(html.contains("<p>{{&lt; code-toggle file=hugo &gt;}}\n[a]\nb = 1\n{{&lt; /code-toggle &gt;}}</p>"))
        #expect(html.contains("x{{&lt; /code-toggle &gt;}} <img src=\"in\" alt=\"\"> {{ missing() }}"))
    }

    // MARK: Code

    @Test func shortcodesInCodeAreRenderedThereAsHugoAndZolaDo() throws {
        let html = try Rendering.html(
            "`{{< img src=\"a\" >}}`\n\n```{{< img src=\"b\" >}}\n{{ img(src=\"c\") }} <i>\n```\n")
        #expect(
            html
                == "<p><code><img src=\"a\" alt=\"\"></code></p>\n<pre><code class=\"language-&lt;sgscaaaa-1&gt;&lt;/"
                + "sgscaaaa-1&gt;\"><img src=\"c\" alt=\"\"> &lt;i&gt;\n</code></pre>\n")
    }

    // MARK: Safety

    @Test func parametersAreEscapedAndRawHTMLTypedInThePageIsStillFiltered() throws {
        let html = try Rendering.html(
            "<script>x</script>\n\n{{< img src=\"\\\"><script>alert(1)</script>\" alt='a\" onerror=\"b' >}}\n\n"
                + "Raw <b>bold</b> {{< img src=\"x\" >}}\n")
        #expect(!html.contains("<script>") && !html.contains("<b>"))
        #expect(
            html.contains(
                "<img src=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\" alt=\"a&quot; onerror=&quot;b\">"))
        #expect(html.contains("Raw <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> <img src=\"x\" alt=\"\">"))
    }

    @Test func rawHTMLHoldingAShortcodeKeepsItOnlyWhenRawHTMLIsKept() throws {
        let body = "<div class=\"box\">\n{{< img src=\"a\" >}}\n</div>\n"
        #expect(try Rendering.html(body) == "<!-- raw HTML omitted -->\n")
        #expect(try Rendering.html(body, unsafe: true) == "<div class=\"box\">\n<img src=\"a\" alt=\"\">\n</div>\n")
    }

    @Test func noTextOfThePageCanPassForAShortcodesPlace() throws {
        let forged = "&#60;sgscaaaa-0&#62;&#60;/sgscaaaa-0&#62; <sgscaaaa-0></sgscaaaa-0>"
        let (html, expansion) = try Rendering.render("\(forged) {{< img src=\"x\" >}}\n", unsafe: true)
        #expect(expansion?.markdown.contains("<sgscaaab-0></sgscaaab-0>") == true)
        #expect(
            html == "<p>&lt;sgscaaaa-0&gt;&lt;/sgscaaaa-0&gt; <sgscaaaa-0></sgscaaaa-0> <img src=\"x\" alt=\"\"></p>\n")
    }

    @Test func anImageDescriptionTakesNoShortcodeHTML() throws {
        let html = try Rendering.html("![a {{< img src=\"x\" >}} b](p.png)\n")
        #expect(html == "<p><img src=\"p.png\" alt=\"a  b\" /></p>\n")
    }

    @Test func aNULInAParameterCannotCutTheHTML() throws {
        let html = try Rendering.html("{{< img src=\"a\u{0}b\" alt=\"c\" >}} after\n")
        #expect(html == "<p><img src=\"a\u{FFFD}b\" alt=\"c\"> after</p>\n")
    }

    // MARK: Lines

    @Test func aShortcodeOverSeveralLinesIsOneLineOfTheMarkdown() throws {
        let rendered = try Rendering.render(
            "one\n{{< img\n  src=\"a\"\n  alt=\"b\"\n>}}\nsix\n{{</* x\ny */>}}\nnine\n")
        let expansion = try #require(rendered.expansion)
        #expect(expansion.markdown.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        #expect([1, 2, 3, 4, 5, 6].map(expansion.bodyLine(of:)) == [1, 2, 6, 7, 8, 9])
    }
}
