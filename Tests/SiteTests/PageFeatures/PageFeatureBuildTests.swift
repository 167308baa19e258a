import Foundation
import Mistakes
import Site
import SiteModel
import TemplateEngine
import Testing

/// Summaries, heading anchors and tables of contents in a whole site build, with the default
/// listing and page templates.
@Suite struct PageFeatureBuildTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static let templates: [String: String] = {
        var templates = SiteBuilderTests.templates
        templates["page.mustache"] =
            "{{<base}}{{$main}}<h1>{{title}}</h1>{{#toc}}<nav class=\"toc\">{{{toc}}}</nav>{{/toc}}{{{content}}}"
            + "{{/main}}{{/base}}"
        templates["section.mustache"] =
            "{{<base}}{{$main}}{{#pages}}<li><a href=\"{{url}}\">{{title}}</a>{{#summaryHTML}}<div>{{{summaryHTML}}}"
            + "</div>{{/summaryHTML}}{{#summary}}[{{summary}}]{{/summary}}</li>{{/pages}}{{/main}}{{/base}}"
        templates["tag.mustache"] = templates["section.mustache"]
        templates["home.mustache"] = templates["section.mustache"]
        return templates
    }()

    static func site() throws -> Workspace {
        let site = try Workspace()
        try site.add(
            "rules/combat.md",
            "---\ntitle: Combat\ntags: [core]\n---\n\nRoll [initiative](initiative.html) and see the "
                + "[home](../index.html).\n\nMore.\n\n## Attacks\n\n### Ranged\n\n## Attacks\n")
        try site.add(
            "rules/initiative.md", "---\ntitle: Initiative\ntoc: true\n---\n\nOne.\n\nTwo.\n\n<!--more-->\n\n## Ties\n")
        try site.add("rules/given.md", "---\ntitle: Given\nsummary: \"Written <here>\"\n---\n\nNot this.\n")
        try site.add("rules/none.md", "---\ntitle: None\nsummary: \"\"\n---\n\nNot this either.\n")
        try site.add("notes.md", "---\ntitle: Notes\ntoc: false\n---\n\n## Kept out\n")
        return site
    }

    @Test func aSectionListsEachPagesSummary() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let report = try site.build(templates: Self.templates)
        #expect(report.brokenLinks.isEmpty)
        let section = try site.read("rules/index.html")
        #expect(
            section.contains(
                "<div><p>Roll <a href=\"initiative.html\">initiative</a> and see the "
                    + "<a href=\"../index.html\">home</a>."
                    + "</p>\n</div>[Roll initiative and see the home.]"))
        #expect(section.contains("<div><p>One.</p>\n<p>Two.</p>\n</div>[One. Two.]"))
        #expect(section.contains("<div><p>Written &lt;here&gt;</p>\n</div>[Written &lt;here&gt;]"))
        #expect(section.contains(">None</a></li>"))
        #expect(!section.contains("Not this"))
    }

    /// More summaries than a block of the store that keeps them: each still reads back, from the
    /// build that rendered it and from the cache of the next.
    @Test func summariesReadBackIntoEveryListing() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let paragraph = String(repeating: "The ogre counts its coins. ", count: 20)
        for page in 0..<400 {
            try site.add("notes/p\(page).md", "---\ntitle: P\(page)\n---\n\nPage \(page). \(paragraph)\n\nMore.\n")
        }
        for cached in [true, true] {
            _ = try site.build(cached: cached, templates: Self.templates)
            var listed = ""
            for number in 1...4 {
                listed += try site.read(number == 1 ? "notes/index.html" : "notes/index.\(number).html")
            }
            for page in 0..<400 {
                #expect(listed.contains("<div><p>Page \(page). \(paragraph.dropLast())</p>"), "page \(page)")
            }
        }
    }

    @Test func summaryLinksWorkFromEveryListing() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let report = try site.build(templates: Self.templates)
        #expect(report.brokenLinks.isEmpty)
        #expect(
            try site.read("tags/core.html").contains(
                "<a href=\"../rules/initiative.html\">initiative</a> and see the <a href=\"../index.html\">home</a>"))
    }

    @Test func contentHeadingsAreAnchoredAndTheTableOfContentsIsOnlyWhereAsked() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(templates: Self.templates)
        let combat = try site.read("rules/combat.html")
        #expect(
            combat.contains(
                "<h2 id=\"attacks\">Attacks</h2>\n<h3 id=\"ranged\">Ranged</h3>\n"
                    + "<h2 id=\"attacks-1\">Attacks</h2>"))
        #expect(!combat.contains("class=\"toc\""))
        #expect(
            try site.read("rules/initiative.html").contains(
                "<nav class=\"toc\"><ul>\n<li><a href=\"#ties\">Ties</a></li>\n</ul>\n</nav>"))
    }

    @Test func theSiteCanAskForATableOfContentsAndAPageCanDecline() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var config = SiteConfig()
        config.toc = true
        _ = try site.build(templates: Self.templates, config: config)
        #expect(
            try site.read("rules/combat.html").contains(
                "<nav class=\"toc\"><ul>\n<li><a href=\"#attacks\">Attacks</a>\n<ul>\n"
                    + "<li><a href=\"#ranged\">Ranged</a>"
                    + "</li>\n</ul>\n</li>\n<li><a href=\"#attacks-1\">Attacks</a></li>\n</ul>\n</nav>"))
        let notes = try site.read("notes.html")
        #expect(!notes.contains("class=\"toc\"") && notes.contains("<h2 id=\"kept-out\">"))
    }

    @Test func aTocThatIsNotTrueOrFalseIsAnError() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntoc: yes please\n---\n\n## A\n")
        #expect(throws: BuildFailure.self) { try site.build(templates: Self.templates) }
    }

    @Test func generatedDocumentsKeepTheirHeadingsAsTheyWere() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var options = BuildOptions(content: nil, output: site.output, jobs: 1)
        options.force = true
        var config = SiteConfig()
        config.toc = true
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: Self.templates))
        let document = Document(path: "sheets/a", title: "A", body: "## Saving throws\n\nRoll.\n")
        _ = try SiteBuilder(config: config, renderer: renderer).build(generated: [document], options: options)
        let html = try site.read("sheets/a.html")
        #expect(html.contains("<h2>Saving throws</h2>") && !html.contains("class=\"toc\""))
        #expect(!(try site.read("sheets/index.html")).contains("Roll"))
    }

    @Test func theSiteConfigReadsToc() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let file = site.root.appendingPathComponent("sheetgen.yml")
        try "toc: true\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try SiteConfig.load(from: file).toc)
        try "toc: 1\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: UserError.self) { try SiteConfig.load(from: file) }
    }
}
