import DefaultTemplates
import Foundation
import Reports
import Site
import SiteModel
import Synchronization
import TemplateEngine
import Testing

/// Every section and block of `SiteGames`, the one list `sheetgen build` builds with, gone through
/// by name: one added to the list is checked here with no test to change. Each is taken as the
/// demo site uses it (the repository's `sheetgen.yml` and `Content/`, which show every one of
/// them), reading the sample vault in place of the demo's.
@Suite struct SiteGamesTests {
    static let sections = SiteGames.sample.sections.map(\.name)
    static let blocks = SiteGames.sample.blocks(vaultPath: nil).map(\.name)

    /// The top folder of the repository, where the demo site is.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The demo's config, loaded in a folder of its own beside an empty file in place of the vault
    /// it names (which `make demo` fills; the tests read the sample vault instead).
    static func demoConfig() throws -> SiteConfig {
        let text = try String(contentsOf: repository.appendingPathComponent("sheetgen.yml"), encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for line in text.split(separator: "\n") where line.hasPrefix("vault:") {
            let vault = line.dropFirst("vault:".count).prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            try Data().write(to: folder.appendingPathComponent(vault))
        }
        try text.write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        return try SiteConfig.load(from: folder.appendingPathComponent("sheetgen.yml"))
    }

    /// The first block named `name` in the demo's pages, from its opening fence to its closing one
    /// (the demo writes them unindented, with three backticks).
    static func demoBlock(named name: String) throws -> String? {
        let pages = FileManager.default.enumerator(
            at: repository.appendingPathComponent("Content"), includingPropertiesForKeys: nil)
        let files = (pages?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "md" }
        for file in files.sorted(by: { $0.path < $1.path }) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { $0 == "```\(name)" || $0.hasPrefix("```\(name) ") }),
                let end = lines[(start + 1)...].firstIndex(of: "```")
            else { continue }
            return lines[start...end].joined(separator: "\n") + "\n"
        }
        return nil
    }

    /// A block of the same name as another would never be rendered: the registry keeps the first.
    @Test func noTwoSectionsAndNoTwoBlocksShareAName() {
        #expect(Set(Self.sections).count == Self.sections.count, "\(Self.sections)")
        #expect(Set(Self.blocks).count == Self.blocks.count, "\(Self.blocks)")
    }

    /// With the demo's settings, the section makes documents of the layouts it declares only, each
    /// a default template, and reads only files it names as inputs (which no build may overwrite).
    @Test(arguments: sections)
    func theSectionMakesDocumentsOfItsLayoutsFromItsInputs(_ name: String) throws {
        let demo = try Self.demoConfig()
        let settings = try #require(demo.sections[name], "the demo's sheetgen.yml has no sections.\(name)")
        let read = Mutex<[String]>([])
        let games = SiteGames(vault: .sample(telling: { path in read.withLock { $0.append(path) } }))
        let section = try #require(games.sections.first { $0.name == name })
        var asked = demo
        asked.sections = [name: settings]
        let documents = try games.sectionRegistry.documents(for: asked, now: GeneratedSectionTests.moment)
        let layouts = Set(documents.map(\.layout))
        #expect(!documents.isEmpty)
        #expect(layouts.isSubset(of: section.layouts), "uses \(layouts.subtracting(section.layouts).sorted())")
        for layout in section.layouts {
            #expect(DefaultTemplates.files["\(layout).mustache"] != nil, "no default template \(layout)")
        }
        let inputs = try games.sectionRegistry.inputs(for: asked)
        #expect(read.withLock { $0 }.allSatisfy(inputs.contains), "reads \(read.withLock { $0 }), names \(inputs)")
    }

    /// The demo's block, in a page of a site of its own: rendered in its place (never left a code
    /// block), its links to the pages it makes whole, and the vault it reads among its inputs.
    @Test(arguments: blocks)
    func theBlockBuildsAsTheDemoUsesIt(_ name: String) throws {
        let block = try #require(
            try Self.demoBlock(named: name), "no page of the demo's Content/ holds a \(name) block")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-games-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "---\ntitle: Notes\n---\n\(block)".write(
            to: content.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        let demo = try Self.demoConfig()
        let read = Mutex<[String]>([])
        let games = SiteGames(vault: .sample(telling: { path in read.withLock { $0.append(path) } }))
        var options = BuildOptions(content: content, output: folder.appendingPathComponent("Output"), jobs: 1)
        options.blocks = games.blockRegistry(for: demo)
        options.blockSeed = demo.seed
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files))
        let report = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
        let page = try String(contentsOf: options.output.appendingPathComponent("notes.html"), encoding: .utf8)
        #expect(!page.contains("language-\(name)"), "the block was left a code block")
        #expect(report.brokenLinks.isEmpty, "\(report.brokenLinks)")
        let inputs = try #require(games.blocks(vaultPath: demo.vault).first { $0.name == name }).inputs
        #expect(read.withLock { $0 }.allSatisfy(inputs.contains), "reads \(read.withLock { $0 }), names \(inputs)")
    }
}
