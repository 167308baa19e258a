import Foundation
import Site
import SiteModel
import Testing

/// Hugo's `cascade:` (front matter a folder gives every page below it) and `build: {render: never}`.
@Suite struct CascadeTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static let templates = SiteBuilderTests.templates.merging([
        "page.mustache": "{{<base}}{{$main}}<h1>{{title}}</h1>[{{author}}]{{{content}}}{{/main}}{{/base}}"
    ]) { $1 }

    @Test func pagesBelowAFolderInheritItsCascadeTheNearestAndTheirOwnWinning() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("docs/_index.md", "---\ntitle: Docs\ncascade:\n  author: Ann\n---\n")
        try site.add("docs/a.md", "---\ntitle: A\n---\nA\n")
        try site.add("docs/b.md", "---\ntitle: B\nauthor: Bea\n---\nB\n")
        try site.add("docs/deep/_index.md", "---\ntitle: Deep\ncascade: {author: Cy}\n---\n")
        try site.add("docs/deep/more/c.md", "---\ntitle: C\n---\nC\n")
        try site.add("other.md", "---\ntitle: Other\n---\nO\n")
        let report = try site.build(templates: Self.templates)
        #expect(report.warnings == [])
        #expect(try site.read("docs/a.html").contains("<h1>A</h1>[Ann]"))
        #expect(try site.read("docs/b.html").contains("<h1>B</h1>[Bea]"))
        #expect(try site.read("docs/deep/more/c.html").contains("<h1>C</h1>[Cy]"))
        #expect(try site.read("other.html").contains("<h1>Other</h1>[]"))
    }

    /// Hugo keeps a folder of snippets for other pages so: no page of it is written, nor is the
    /// folder listed.
    @Test func aFolderWhoseCascadeRendersNeverIsNoPartOfTheSite() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("_common/_index.md", "---\ncascade:\n  build:\n    list: never\n    render: never\n---\n")
        try site.add("_common/snippet.md", "A snippet.\n")
        try site.add("_common/deeper/more.md", "More.\n")
        try site.add("guide.md", "---\ntitle: Guide\n---\nG\n")
        try site.add("draftlike.md", "---\ntitle: Never\nbuild: {render: never}\n---\nN\n")
        try site.add("old.md", "---\ntitle: Old\nheadless: true\n---\nO\n")
        _ = try site.build(templates: Self.templates)
        let written = try FileManager.default.subpathsOfDirectory(atPath: site.output.path)
        #expect(!written.contains { $0.hasPrefix("_common") }, "\(written)")
        #expect(written.contains("guide.html") && !written.contains("draftlike.html") && !written.contains("old.html"))
        #expect(try !site.read("index.html").contains("_common") && !site.read("index.html").contains("Common"))
    }

    /// Hugo's glossary: a folder's page written, its entries (which that page shows) not.
    @Test func aFolderPageWrittenOfItselfKeepsItsFolderWhenItsEntriesAreNot() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "glossary/_index.md",
            "---\ntitle: Glossary\nbuild: {render: always}\ncascade:\n  build: {render: never, list: local}\n---\nAll.\n"
        )
        try site.add("glossary/array.md", "---\ntitle: array\n---\nA list.\n")
        try site.add("guide.md", "---\ntitle: Guide\n---\nG\n")
        _ = try site.build(templates: Self.templates)
        #expect(try site.read("glossary/index.html").contains("<h1>Glossary</h1>"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("glossary/array.html").path))
    }

    /// A page bundle is its folder's page only when it is written: a cascade above may make it a
    /// draft, and then its folder is listed as any other, no link leading to a page not written.
    @Test func aBundleACascadeKeepsUnwrittenLeavesItsFolderListed() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("posts/_index.md", "---\ntitle: Posts\ncascade: {draft: true}\n---\n")
        try site.add("posts/bundle/index.md", "---\ntitle: The bundle\n---\nB\n")
        try site.add("other.md", "---\ntitle: Other\n---\nO\n")
        let report = try site.build(templates: Self.templates)
        #expect(Array(report.brokenLinks) == [])
        #expect(try !site.read("posts/bundle/index.html").contains("The bundle"))
    }

    /// Hugo's list form: its items without a target are read, one with a target is said not to be.
    @Test func aListedCascadeGivesItsUntargetedValuesAndSaysTheOthersAreNotRead() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "docs/_index.md",
            "---\ncascade:\n- {author: Ann}\n- {author: Bo, _target: {path: '/docs/x/**'}}\n---\n")
        try site.add("docs/a.md", "---\ntitle: A\n---\nA\n")
        let report = try site.build(templates: Self.templates)
        #expect(try site.read("docs/a.html").contains("[Ann]"))
        #expect(
            report.warnings == [
                "docs/_index.md: a cascade with a target is not read: give its values to every page below as a mapping"
            ])
    }

    /// The cache decides which pages the build's moment or their aliases concern before it reads
    /// them: what a cascade gives them counts as their own.
    @Test func cascadedDatesAndAliasesAreSeenByACachedBuild() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("news/_index.md", "---\ncascade: {expiryDate: 2026-06-01}\n---\n")
        try site.add("news/a.md", "---\ntitle: A\n---\nA\n")
        try site.add("old/_index.md", "---\ncascade: {aliases: [moved/]}\n---\n")
        try site.add("old/b.md", "---\ntitle: B\n---\nB\n")
        let may = Date(timeIntervalSince1970: 1_777_600_000), july = Date(timeIntervalSince1970: 1_782_900_000)
        _ = try site.build(cached: true, templates: Self.templates, now: may)
        #expect(try site.read("news/a.html").contains("<h1>A</h1>"))
        _ = try site.build(cached: true, templates: Self.templates, now: july)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("news/a.html").path))
        #expect(try site.read("moved/index.html").contains("old/b.html"))
    }

    /// What a page inherits is part of what it is made of: a changed cascade renders it again.
    @Test func aChangedCascadeRendersThePagesBelowAgain() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("docs/_index.md", "---\ncascade: {author: Ann}\n---\n")
        try site.add("docs/a.md", "---\ntitle: A\n---\nA\n")
        _ = try site.build(cached: true, templates: Self.templates)
        try site.add("docs/_index.md", "---\ncascade: {author: Bo}\n---\n")
        _ = try site.build(cached: true, templates: Self.templates)
        #expect(try site.read("docs/a.html").contains("[Bo]"))
    }
}
