import Foundation
@testable import Mistakes
@testable import Site
@testable import SiteFiles
import Testing

/// A failed build says the phase it stopped in, and its errors still name their files.
@Suite struct BuildPhaseTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static func failure(_ build: () throws -> BuildReport) -> BuildFailure? {
        do {
            _ = try build()
            return nil
        } catch {
            return error as? BuildFailure
        }
    }

    @Test func theScanRefusesAMissingContentFolderOrAnOutputThatIsNotTheBuilds() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try FileManager.default.removeItem(at: site.content)
        let missing = Self.failure { try site.build() }
        #expect(missing?.phase == .scan)
        #expect(missing?.errors.map(\.description) == ["\(site.content.path): content folder not found"])
        try site.add("a.md", "text\n")
        try FileTree.write("someone's", to: site.output.appendingPathComponent("file.txt").path)
        #expect(Self.failure { try site.build() }?.phase == .scan)
    }

    @Test func pagesThatFailOrClashFailTheRenderingPhase() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("bad.md", "---\ntitle: [unclosed\n---\n")
        #expect(Self.failure { try site.build() }?.phase == .renderPages)
        try site.add("bad.md", "---\ntitle: B\nslug: same\n---\n")
        try site.add("same.md", "---\ntitle: S\n---\n")
        let clash = Self.failure { try site.build() }
        #expect(clash?.phase == .renderPages)
        #expect(clash?.errors.map(\.description) == ["same.md: writes same.html, as bad.md does"])
    }

    @Test func anIndexPageWithoutItsTemplateFailsTheIndexesNamingThePage() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("s/_index.md", "---\ntitle: S\n---\n")
        try site.add("s/a.md", "text\n")
        let templates = SiteBuilderTests.templates.filter { $0.key != "section.mustache" }
        let failure = Self.failure { try site.build(templates: templates) }
        #expect(failure?.phase == .indexes)
        #expect(
            failure?.errors.map(\.description) == [
                "the index of folder s: no template named 'section' (looked for section.mustache)"
            ])
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func strictBrokenLinksFailTheLinkPhase() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "[gone](gone.html)\n")
        let failure = Self.failure { try site.build(strict: true) }
        #expect(failure?.phase == .links)
        #expect(failure?.errors.map(\.description) == ["a.html: gone.html: broken link (--strict)"])
    }

    @Test func anErrorWithNoFileToNameSaysItsPhase() {
        let failure = BuildFailure(errors: [UserError("boom"), UserError("bang", at: "a.md")], phase: .sitemap)
        #expect(failure.description == "while writing the sitemap: boom\na.md: bang")
        let phases = ["scan", "confirm", "renderPages", "indexes", "feeds", "staticFiles", "links", "sitemap", "swap"]
        #expect(BuildPhase.allCases.map(\.rawValue) == phases)
    }
}
