import GameKit
import Markdown
import Testing
import SiteModel

@Suite struct MarkdownRendererTests {
    let site = MarkdownRenderer()

    @Test func safeModeOmitsRawHTMLAndEmptiesDangerousLinks() {
        let html = site.html(from: "<script>alert(1)</script>\n\nHi <b>there</b> [x](javascript:alert(1))\n")
        #expect(!html.contains("<script>") && !html.contains("<b>"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
        #expect(html.contains("<a href=\"\">x</a>"))
    }

    @Test func unsafeIsAnExplicitOptIn() {
        var options = MarkdownOptions.site
        options.unsafe = true
        let html = MarkdownRenderer(options: options).html(from: "Hi <b>there</b>\n")
        #expect(html == "<p>Hi <b>there</b></p>\n")
    }

    @Test func siteOptionsEnableEveryExtensionAndFootnotes() {
        let html = site.html(
            from: "~~gone~~ www.example.org\n\n| a |\n|---|\n| b |\n\n- [x] done\n\nNote[^1]\n\n[^1]: here\n")
        #expect(html.contains("<del>gone</del>"))
        #expect(html.contains("<a href=\"http://www.example.org\">"))
        #expect(html.contains("<table>"))
        #expect(html.contains("checked=\"\" disabled=\"\""))
        #expect(html.contains("class=\"footnotes\""))
    }

    @Test func unknownExtensionNamesAreRefused() {
        var options = MarkdownOptions()
        let table = options.enable(extensionNamed: "table")
        let footnotes = options.enable(extensionNamed: "footnotes")
        let mathjax = options.enable(extensionNamed: "mathjax")
        #expect(table && footnotes && !mathjax)
        #expect(options.extensions == [.table] && options.footnotes)
    }

    @Test func invalidUTF8PassesThroughAsBytes() {
        let html = MarkdownRenderer(options: MarkdownOptions()).html(
            fromBytes: Array("a ".utf8) + [0xFF] + Array(" b\n".utf8))
        #expect(html == Array("<p>a ".utf8) + [0xFF] + Array(" b</p>\n".utf8))
    }

    @Test func sectionsSplitAtLevelTwoHeadings() {
        let sections = site.sections(
            from: "Intro *text*\n\n## Saving Throws\n\n| a |\n|---|\n| 1 |\n\n### Deeper\n\nmore\n\n## Notes\n")
        #expect(sections.map(\.title) == ["", "Saving Throws", "Notes"])
        #expect(sections.map(\.slug) == ["", "saving-throws", "notes"])
        #expect(sections[0].html == "<p>Intro <em>text</em></p>\n")
        #expect(sections[1].html.hasPrefix("<h2>Saving Throws</h2>\n<table>"))
        #expect(sections[1].html.contains("<h3>Deeper</h3>"))
        #expect(sections[2].html == "<h2>Notes</h2>\n")
    }

    /// libcmark-gfm 0.29.0.gfm.6 toggles process-wide tables in cmark_parser_finish when
    /// strikethrough or autolink is attached; unguarded, parallel renders lose <del> and links.
    @Test func concurrentRendersMatchSerialOnes() async {
        let pages = (0..<64).map { index in
            (0..<40).map { line in
                "Line \(line) of page \(index): ~~struck \(line)~~ and www.example.org/\(index)/\(line) and "
                    + "https://a.example/\(line) *em*."
            }.joined(separator: "\n\n") + "\n"
        }
        let renderer = site
        let serial = pages.map(renderer.html)
        for _ in 0..<3 {
            let parallel = await withTaskGroup(of: (Int, String).self) { group in
                for (index, page) in pages.enumerated() {
                    group.addTask { (index, renderer.html(from: page)) }
                }
                var results = [String](repeating: "", count: pages.count)
                for await (index, html) in group { results[index] = html }
                return results
            }
            #expect(parallel == serial)
        }
        #expect(
            serial.allSatisfy { $0.contains("<del>struck 39</del>") && $0.contains("href=\"http://www.example.org/") })
    }
}

@Suite struct SlugTests {
    @Test(arguments: [
        ("Saving Throws", "saving-throws"), ("Spell Book", "spell-book"), ("  A -- b ", "a-b"), ("", ""), ("!!!", ""),
    ])
    func makesSlugs(title: String, slug: String) {
        #expect(Slug.make(title) == slug)
    }

    /// Letters and digits of every script are kept, lower-case and composed, so that names in
    /// other scripts make pages that work and stay apart; what has none makes nothing.
    @Test(arguments: [
        ("Лето", "лето"), ("夏", "夏"), ("Ω", "ω"), ("Лето 2026", "лето-2026"), ("Зима 2026", "зима-2026"),
        ("Élan Vital 2", "élan-vital-2"), ("E\u{301}lan", "élan"), ("दिवाली", "दिवाली"), ("★★", ""), (".", ""),
        ("..", ""), ("\u{3164}", ""), ("a\u{202E}b", "a-b"), ("🐉 Drachen", "drachen"),
    ])
    func keepsLettersAndDigitsOfEveryScript(title: String, slug: String) {
        #expect(Slug.make(title) == slug)
    }

    /// ASCII text gets the slug it always had (the rule of the fast path, written out), and no
    /// text gets a slug with a dot, a slash or a space.
    @Test func asciiSlugsAreAsTheyWereAndNoSlugHoldsADotOrSlash() {
        func asciiRule(_ text: String) -> String {
            text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "-")
        }
        var random = SeededRandom(seed: 5)
        let pieces = ["a", "Z", "7", " ", "-", ".", "..", "/", "é", "Ж", "\u{301}", "夏", "★", "_", "\u{3164}", "Ⅻ"]
        for _ in 0..<5_000 {
            let text = (0..<random.int(in: 0...8)).map { _ in random.pick(pieces) }.joined()
            let slug = Slug.make(text)
            if text.utf8.allSatisfy({ $0 < 0x80 }) { #expect(slug == asciiRule(text), "\(text)") }
            #expect(!slug.contains(".") && !slug.contains("/") && !slug.contains(" "), "\(text) gives \(slug)")
            #expect(!slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--"), "\(text) gives \(slug)")
        }
    }
}
