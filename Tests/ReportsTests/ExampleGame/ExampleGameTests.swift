import DefaultTemplates
import Foundation
import Markdown
import Reports
import Site
import SiteModel
import TemplateEngine
import Testing

/// The worked example of CONTRIBUTING.md: Farkle, a game recorded in the players' vault, as a
/// section and a block of a site built beside the games of `SiteGames`. The guide quotes the code
/// of this folder, and a test here holds the quotes to it.
@Suite struct ExampleGameTests {
    static let games = [
        FarkleGame(id: 1, winner: "Ann", score: 10_250), FarkleGame(id: 2, winner: "<b>Bob</b>", score: 10_050),
    ]

    /// Its templates, which a real game puts in `Templates/` (compiled in as the defaults).
    static let templates = [
        "farkle-index.mustache": """
        {{<base}}
        {{$main}}
        <article class="prose">
        <h1>{{title}}</h1>
        {{{content}}}
        <table class="scores">
        <thead><tr><th scope="col">Game</th><th scope="col">Winner</th><th scope="col">Score</th></tr></thead>
        <tbody>
        {{#games}}<tr><td><a href="{{root}}{{path}}.html">{{id}}</a></td><td>{{winner}}</td><td>{{score}}</td></tr>
        {{/games}}
        </tbody>
        </table>
        </article>
        {{/main}}
        {{/base}}
        """,
        "farkle-game.mustache": """
        {{<base}}
        {{$main}}
        <article class="prose">
        <h1>{{title}}</h1>
        {{{content}}}
        </article>
        {{/main}}
        {{/base}}
        """,
        "block-farkle.mustache": "<p class=\"farkle\">Game {{id}}: {{winner}} won with {{score}} points.</p>\n",
    ]

    /// A site in `folder` whose config asks for the Farkle section beside the rules and whose page
    /// holds `block`, built into `Output/` as `sheetgen build` builds: its sections and blocks as
    /// `SiteGames` has them, with Farkle's added.
    static func build(in folder: URL, block: String) throws {
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "---\ntitle: Game night\n---\n\n\(block)".write(
            to: content.appendingPathComponent("night.md"), atomically: true, encoding: .utf8)
        // The vault's file; the example reads its games from memory.
        try Data().write(to: folder.appendingPathComponent("v.sqlite"))
        let file = folder.appendingPathComponent("sheetgen.yml")
        try "vault: v.sqlite\nsections:\n  farkle: {vault: v.sqlite}\n  rules: {}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let config = try SiteConfig.load(from: file)
        let read: @Sendable (String) throws -> [FarkleGame]? = { _ in games }
        let sections = SectionRegistry(SiteGames.sample.sections + [FarkleSection(read: read)])
        var options = BuildOptions(content: content, output: folder.appendingPathComponent("Output"))
        options.blocks = BlockRegistry(
            SiteGames.sample.blocks(vaultPath: config.vault) + [FarkleBlock(vault: config.vault, read: read)])
        let library = try TemplateLibrary(defaults: DefaultTemplates.files.merging(templates) { $1 })
        _ = try SiteBuilder(config: config, renderer: PageRenderer(templates: library)).build(
            generated: try sections.documents(for: config, now: GeneratedSectionTests.moment), options: options)
    }

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("farkle-\(UUID().uuidString)")
    }

    @Test func aSiteShowsTheGamesInTheSectionAndInAPage() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.build(in: folder, block: "```farkle game=2\n```\n")
        func page(_ path: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("Output/\(path)"), encoding: .utf8)
        }
        let index = try page("farkle/index.html")
        #expect(index.contains("<td><a href=\"../farkle/game-2.html\">2</a></td><td>&lt;b&gt;Bob&lt;/b&gt;</td>"))
        #expect(try page("farkle/game-1.html").contains("<p>Ann won with 10250 points.</p>"))
        #expect(try page("rules/index.html").contains("<h1>"), "the other sections are built beside it")
        #expect(try page("night.html").contains("<p class=\"farkle\">Game 2: &lt;b&gt;Bob&lt;/b&gt; won with 10050"))
    }

    @Test func aGameTheVaultDoesNotHoldIsAnErrorAtItsFence() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = #expect(throws: BuildFailure.self) {
            try Self.build(in: folder, block: "```farkle game=9\n```\n")
        }
        #expect(failure?.errors.map(\.description) == ["night.md:5: block farkle: the vault has no Farkle game 9"])
    }

    /// Every Swift block of CONTRIBUTING.md is code of this folder, word for word.
    @Test func theGuideQuotesThisCode() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let code = try FileManager.default.contentsOfDirectory(at: here, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let guide = try String(
            contentsOf: SiteGamesTests.repository.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let quotes = Self.swiftBlocks(of: guide)
        #expect(quotes.count >= 2)
        for quote in quotes {
            #expect(code.contains(quote), "CONTRIBUTING.md quotes what Tests/ReportsTests/ExampleGame lacks:\n\(quote)")
        }
    }

    /// The text of each ```` ```swift ```` block of `markdown`, without the indentation of its fence.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var open: (indent: Int, lines: [String])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            if let block = open {
                if text == "```" {
                    blocks.append(block.lines.joined(separator: "\n"))
                    open = nil
                } else {
                    open?.lines.append(String(line.dropFirst(min(indent, block.indent))))
                }
            } else if text == "```swift" {
                open = (indent, [])
            }
        }
        return blocks
    }
}
