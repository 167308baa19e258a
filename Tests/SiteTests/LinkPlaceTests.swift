import Foundation
import Markdown
import Site
import SiteModel
import TemplateEngine
import TestSupport
import Testing

/// For `sheetgen check`, a build can tell where each broken link stands, and gather the links to
/// other sites; and it writes the same bytes as any build while it does.
@Suite struct LinkPlaceTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// Builds `site` with its links placed (and its links to other sites gathered, with `external`).
    private func build(
        _ site: Workspace, templates: [String: String] = SiteBuilderTests.templates, unsafe: Bool = false,
        places: Bool = true, external: Bool = false, output: URL? = nil
    ) throws -> BuildReport {
        var options = BuildOptions(content: site.content, output: output ?? site.output, jobs: 2)
        options.linkLines = places
        options.externalLinks = external
        var markdown = MarkdownOptions.site
        markdown.unsafe = unsafe
        let parsed = try ParsedTemplates.renderer(templates)
        let renderer = PageRenderer(templates: parsed.templates, markdown: MarkdownRenderer(options: markdown))
        return try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
    }

    private func described(_ links: [PlacedLink]) -> [String] {
        links.map { "\($0.place): \($0.target)" }
    }

    @Test func eachBrokenLinkStandsAtItsSourceFileAndLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "notes/trip.md",
            """
            ---
            title: Trip
            ---
            See [the map](../map.png) and [home](../index.html).

            - [gone](gone.md)
            - [again
              over two lines](missing.html)

            | where | link |
            |---|---|
            | here | [missing](missing.html) |

            """)
        try site.add("notes/toml.md", "+++\ntitle = \"T\"\n+++\n\nLine four: [x](nowhere.html)\n")
        let report = try build(site)
        #expect(
            described(report.placedBrokenLinks) == [
                "notes/toml.md:5: nowhere.html", "notes/trip.md:4: ../map.png",
                "notes/trip.md:6: ../notes/gone.html", "notes/trip.md:7: missing.html",
                "notes/trip.md:12: missing.html",
            ])
        #expect(report.placedBrokenLinks.count == report.brokenLinks.count)
    }

    /// A link no line of the source wrote is placed at the file alone; one on a page no file
    /// made, at the page.
    @Test func linksTheTemplateMadeStandAtTheirFile() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var templates = SiteBuilderTests.templates
        templates["page.mustache"] = "<a href=\"help.html\">help</a>{{{content}}}"
        templates["section.mustache"] = "<a href=\"../lost.html\">lost</a>"
        try site.add("a.md", "[help](help.html)\n")
        try site.add("notes/b.md", "Nothing.\n")
        let report = try build(site, templates: templates)
        #expect(
            described(report.placedBrokenLinks) == [
                "a.md: help.html", "a.md:1: help.html", "notes/b.md: help.html", "notes/index.html: ../lost.html",
            ])
    }

    @Test func linksInRawHTMLStandAtTheirLineWhenTheHTMLIsKept() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\n---\n<div>\n  <p>\n    <img src=\"logo.svg\">\n  </p>\n</div>\n")
        #expect(described(try build(site, unsafe: true).placedBrokenLinks) == ["a.md:6: logo.svg"])
        #expect(try build(site).placedBrokenLinks.isEmpty)
    }

    @Test func linksToOtherSitesAreGatheredWithEveryPlace() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var templates = SiteBuilderTests.templates
        templates["page.mustache"] = "<a href=\"https://example.org/about\">about</a>{{{content}}}"
        try site.add("a.md", "---\ntitle: A\n---\n[one](https://example.org/x#part)\n\n<https://example.org/x#part>\n")
        try site.add("b.md", "www.example.com and [mail](mailto:a@example.org) [local](a.html)\n")
        let report = try build(site, templates: templates, external: true)
        let gathered = report.externalLinks.map { "\($0.url) at \($0.places.map(\.description))" }
        #expect(
            gathered == [
                "http://www.example.com at [\"b.md:1\"]",
                "https://example.org/about at [\"a.md\", \"b.md\"]",
                "https://example.org/x#part at [\"a.md:4\", \"a.md:6\"]",
            ])
        #expect(try build(site, templates: templates).externalLinks.isEmpty)
    }

    /// Placing links costs a build nothing it writes: the output is the same, byte for byte.
    @Test func aBuildThatPlacesItsLinksWritesTheSameBytes() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "notes/a.md", "---\ntitle: A\ntags: [x]\n---\n[b](b.md) [out](https://example.org/) [gone](g.html)\n")
        try site.add("notes/b.md", "---\ntitle: B\n---\n![map](/map.png)\n\n<b>raw</b>\n")
        try site.add("map.png", "png")
        let placed = site.root.appendingPathComponent("Placed")
        _ = try build(site, places: false)
        _ = try build(site, unsafe: false, places: true, external: true, output: placed)
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.output.path).sorted()
        #expect(try FileManager.default.subpathsOfDirectory(atPath: placed.path).sorted() == files)
        #expect(files.count > 5)
        for file in files {
            let plain = FileManager.default.contents(atPath: site.output.appendingPathComponent(file).path)
            #expect(plain == FileManager.default.contents(atPath: placed.appendingPathComponent(file).path), "\(file)")
        }
    }
}
