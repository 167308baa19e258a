import Markdown
import Testing

/// Pages that ask too much of shortcodes, or hold them wrong, get a clear error at their line or
/// bounded work: never a crash or a hang.
@Suite(.timeLimit(.minutes(1))) struct HostileShortcodeTests {
    typealias Rendering = ShortcodeRendering

    @Test(arguments: [
        ("Text\n{{< img src=\"a\"\n", "p.md:2: shortcode {{<: the tag is not closed (no >}})"),
        ("{{< img src=\"a >}}\n", "p.md:1: shortcode {{<: a quote (\") is not closed"),
        (
            "{{% img a=1 two %}}\n",
            "p.md:1: shortcode {{%: the tag mixes named and positional parameters (Hugo takes "
                + "one kind or the other)"
        ),
        ("{{< img\"b\" >}}\n", "p.md:1: shortcode {{<: parameters are written after a space: key=value or value"),
        ("\n\n{{< /note >}}\n", "p.md:3: shortcode {{< /note >}} closes no {{< note >}}"),
        ("{{< >}}\n", "p.md:1: shortcode {{<: a shortcode's name must follow {{<"),
        ("{{</* note >}}\n", "p.md:1: shortcode {{<: a shortcode written as a comment ({{</* … */>}}) is not closed"),
        ("a\n{% quote(a=1) %}\nbody\n", "p.md:2: shortcode {% quote(…) %} has no {% end %}"),
        ("{{< note >}}{% quote() %}{{< /note >}}{% end %}\n", "p.md:1: shortcode {% quote(…) %} has no {% end %}"),
    ])
    func aTagHugoOrZolaWouldRefuseIsAnErrorAtItsLine(body: String, error: String) {
        #expect(Rendering.error(body)?.description == error)
    }

    @Test func aHundredThousandShortcodesAreRenderedEachOnce() throws {
        let body = String(repeating: "{{< img src=\"x\" >}}{{ img(src=\"y\") }}{{< unknown >}}\n", count: 50_000)
        let (html, expansion) = try Rendering.render(body)
        #expect(html.components(separatedBy: "<img").count == 100_001)
        #expect(expansion?.unknown.count == 1)
    }

    @Test func nestingPastTheDeepestIsAnErrorAndUnclosedTagsAreNoNesting() throws {
        let deep = String(repeating: "{{< note >}}", count: 10_000) + String(repeating: "{{< /note >}}", count: 10_000)
        #expect(Rendering.error(deep)?.description == "p.md:1: shortcodes nest more than 32 deep")
        let allowed = String(repeating: "{{< note >}}", count: 32) + String(repeating: "{{< /note >}}", count: 32)
        #expect(try Rendering.html(allowed).components(separatedBy: "<aside").count == 33)
        let unclosed = String(repeating: "{{< note >}}\n", count: 10_000)
        #expect(try Rendering.html(unclosed).components(separatedBy: "<aside").count == 10_001)
    }

    @Test func tagsThatNeverCloseAreReadOnce() throws {
        let zola = String(repeating: "{{/* a */ {{ b(x=1, {% c(", count: 30_000)
        #expect(try Rendering.html(zola).hasPrefix("<p>{{/* a <em>/ {{ b(x=1, {% c({{/</em>"))
        let ends = String(repeating: "{{< note >}}", count: 30_000) + String(repeating: "{% end %}", count: 30_000)
        #expect(try Rendering.html(ends).contains("{% end %}"))
    }

    @Test func nulBytesAnywhereAreText() throws {
        let html = try Rendering.html(
            "\u{0}{{\u{0}< img\u{0} >}}{{< img src=\"\u{0}\" >}}{{ img(src=\"\u{0}\") }}\u{0}\n")
        #expect(!html.contains("\u{0}"))
        #expect(html.components(separatedBy: "<img src=\"\u{FFFD}\"").count == 3)
    }

    @Test func aShortcodeTemplateThatIncludesItselfIsRefusedWithTheTemplates() {
        var templates = Rendering.templates
        templates["shortcodes/loop.mustache"] = "{{> shortcodes/loop}}"
        #expect(throws: (any Error).self) { try Rendering.render("{{< loop >}}\n", templates: templates) }
    }

    @Test func theHTMLShortcodesMakeIsBounded() {
        var templates = Rendering.templates
        templates["shortcodes/big.mustache"] = String(repeating: "{{{inner}}}", count: 8)
        let body = "{{< big >}}{{< big >}}" + String(repeating: "x", count: 300_000) + "{{< /big >}}{{< /big >}}"
        #expect(throws: (any Error).self) { try Rendering.render(body, templates: templates) }
    }
}
