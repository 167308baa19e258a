import Foundation
import Markdown
import Mistakes
import Site
import SiteModel
import TemplateEngine
import TestSupport
import Testing

/// Game blocks through a whole build, with a block of the tests' own: found wherever Markdown
/// puts a fence, replaced by what their renderer makes, their pages made once, their errors at
/// the fence's line, and the rest of the page as it was.
@Suite struct GameBlockBuildTests {
    /// ```` ```echo n=3 ```` shows its options, its text and its number, and links to a page of its `n`.
    struct EchoBlock: BlockRenderer {
        let name = "echo"

        struct Fields: Encodable {
            let n: Int
            let text: String
            let number: Int
            let link: String
        }

        func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
            try block.allowOnly(["n"])
            let n = try block.required(try block.int("n", in: 1...9), "n")
            let path = "made/echo-\(n)"
            let html = try site.render(
                "block-echo", Fields(n: n, text: block.body, number: block.number, link: site.link(to: path)))
            return RenderedBlock(html: html, pages: [Document(path: path, title: "Echo \(n)", body: "echo \(n)\n")])
        }
    }

    static let templates = SiteBuilderTests.templates.merging([
        "block-echo.mustache": "<div class=\"echo\">{{n}}:{{number}}:{{text}}<a href=\"{{link}}\">page</a></div>"
    ]) { $1 }

    static func build(_ site: SiteBuilderTests.Workspace, jobs: Int = 2, cached: Bool = false) throws(BuildFailure)
        -> BuildReport
    {
        var options = BuildOptions(content: site.content, output: site.output, jobs: jobs)
        options.blocks = BlockRegistry([EchoBlock()])
        options.cache = cached ? site.cache : nil
        let renderer = try! ParsedTemplates.renderer(templates)
        return try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
    }

    @Test func blocksAreReplacedWhereverAFenceIsAndOtherCodeStaysCode() throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "notes/a.md",
            "---\ntitle: A\n---\nText.\n\n```echo n=1\n<b>&\n```\n\n> ~~~echo n=2\n> ~~~\n\n"
                + "- item\n\n  ```echo n=1\n  ```\n\n```swift\nlet x = 1\n```\n\n```echoes n=1\n```\n\n"
                + "    ```echo n=3\n    indented: code\n")
        #expect(try Self.build(site).brokenLinks.isEmpty)
        let html = try site.read("notes/a.html")
        #expect(html.contains("<div class=\"echo\">1:1:&lt;b&gt;&amp;\n<a href=\"../made/echo-1.html\">page</a></div>"))
        #expect(html.contains("<blockquote>\n<div class=\"echo\">2:2:<a href=\"../made/echo-2.html\">page</a></div>"))
        #expect(html.contains("<li>\n<p>item</p>\n<div class=\"echo\">1:3:"))
        #expect(html.contains("<code class=\"language-swift\">let x = 1\n</code>"))
        #expect(html.contains("<code class=\"language-echoes\">"))
        #expect(html.contains("<pre><code>```echo n=3\nindented: code\n</code></pre>"))
        #expect(try site.read("made/echo-1.html").contains("echo 1"))
        #expect(try site.read("made/echo-2.html").contains("echo 2"))
    }

    @Test func aPageManyBlocksAskForIsMadeOnceAndTheOutputIsTheSameForAnyJobs() throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 0..<12 { try site.add("p/\(index).md", "```echo n=\(index % 3 + 1)\n```\n") }
        func output() throws -> [String] {
            try (0..<12).map { try site.read("p/\($0).html") } + (1...3).map { try site.read("made/echo-\($0).html") }
        }
        let one = try Self.build(site, jobs: 1)
        let first = try output()
        let four = try Self.build(site, jobs: 4)
        let second = try output()
        #expect(first == second && one.pages == four.pages)
        // The pages, the blocks' pages, then the home, the folder's index, the tag index and the 404 page.
        #expect(one.pages == 12 + 3 + 4)
    }

    @Test(arguments: [
        ("```echo\n```\n", 4, "block echo: needs n=…"),
        ("```echo n=12\n```\n", 4, "block echo: n must be a whole number from 1 to 9"),
        ("```echo n=1 colour=red\n```\n", 4, "block echo: colour is not an option (known: n)"),
        ("text\n\n> ```echo n=1 n=2\n> ```\n", 6, "block echo: n is given twice"),
        ("```echo n=1 loose\n```\n", 4, "block echo: 'loose' is not an option (write key=value)"),
        ("```echo loose n=1 loose\n```\n", 4, "block echo: loose is given twice"),
        ("```echo =1\n```\n", 4, "block echo: '=1' is not an option (write key=value)"),
        ("```echo n=\"1\n```\n", 4, "block: a quote is not closed"),
    ])
    func aBadBlockIsAnErrorAtItsFence(body: String, line: Int, message: String) throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\n---\n" + body)
        #expect {
            try Self.build(site)
        } throws: { error in
            "\((error as? BuildFailure)?.errors.first ?? UserError(""))" == "a.md:\(line): \(message)"
        }
    }

    /// A build tells every bad block of every page, each at its fence, so that one build is
    /// enough to find them all; the good blocks of those pages are no error.
    @Test func everyBadBlockOfEveryPageIsToldAtOnce() throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "a.md",
            "---\ntitle: A\n---\n```echo\n```\n\n```echo n=1\n```\n\n```echo n=12\n```\n\n"
                + "> ```echo n=\"1\n> ```\n\n```echo n=1 colour=red\n```\n")
        try site.add("b/c.md", "Fine.\n\n```echo n=2 n=3\n```\n")
        #expect {
            try Self.build(site)
        } throws: { error in
            let told = (error as? BuildFailure)?.errors.map(\.description) ?? []
            return told == [
                "a.md:4: block echo: needs n=…", "a.md:10: block echo: n must be a whole number from 1 to 9",
                "a.md:13: block: a quote is not closed", "a.md:16: block echo: colour is not an option (known: n)",
                "b/c.md:3: block echo: n is given twice",
            ]
        }
    }

    /// ```` ```big ```` makes a MiB of HTML: each block is within reason, but a page of many is not.
    struct BigBlock: BlockRenderer {
        let name = "big"

        func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
            RenderedBlock(html: "<p>" + String(repeating: "x", count: (1 << 20) - 8) + "</p>\n")
        }
    }

    /// The blocks of one page make at most 16 MiB of HTML; the block that passes it is told.
    @Test(arguments: [
        (16, nil), (17, "a.md:\(3 * 16 + 1): block big: the page's blocks make more than 16 MiB of HTML"),
    ])
    func aPagesBlocksMakeAtMostTheirBudgetOfHTML(blocks: Int, refusal: String?) throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", String(repeating: "```big\n```\n\n", count: blocks))
        var options = BuildOptions(content: site.content, output: site.output, jobs: 1)
        options.blocks = BlockRegistry([BigBlock()])
        let builder = SiteBuilder(
            config: SiteConfig(), renderer: PageRenderer(templates: try TemplateLibrary(defaults: Self.templates)))
        do {
            _ = try builder.build(generated: [], options: options)
            #expect(refusal == nil)
        } catch {
            #expect(refusal.map { "\(error.errors.first ?? UserError(""))".hasPrefix($0) } == true, "\(error)")
        }
    }

    /// Its blocks may read what changed, so a page that has any is rendered again; the others,
    /// and the block's page when it came out the same, are reused.
    @Test func aPageWithBlocksIsRenderedEveryBuild() throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "```echo n=1\n```\n")
        // Only mentions a block's name, beside a fence of other code: no block, so reused.
        try site.add("b.md", "No echo block here.\n\n```swift\necho n=1\n```\n\n``` echoes\n```\n")
        _ = try Self.build(site, cached: true)
        let again = try Self.build(site, cached: true)
        #expect(again.reused == 2)
        #expect(try site.read("made/echo-1.html").contains("echo 1"))
    }
}
