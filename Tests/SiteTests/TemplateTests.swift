import Foundation
import Site
import Testing
import Yams

@Suite struct TemplateTests {
    let defaults = [
        "page.mustache": "<title>{{title}}</title><style>{{> style.css}}</style>{{{content}}}{{#tags}}[{{.}}]{{/tags}}",
        "style.css": "body{color:red}",
        "boxes.mustache":
            "{{#sections}}<div class=\"{{slug}}\">{{{html}}}</div>{{/sections}}|{{{section.notes.html}}}|{{motto}}",
    ]

    @Test func rendersDocumentsEscapingTextButNotContent() throws {
        let library = try TemplateLibrary(defaults: defaults)
        let document = Document(path: "p", title: "A <b>&\"'", tags: ["x<y"], body: "Some *text*\n")
        let html = try PageRenderer(templates: library).render(document)
        #expect(
            html
                == "<title>A &lt;b&gt;&amp;&quot;&#39;</title><style>body{color:red}</style><p>Some "
                + "<em>text</em></p>\n[x&lt;y]"
        )
    }

    @Test func sectionsAndFieldsReachTheTemplate() throws {
        let library = try TemplateLibrary(defaults: defaults)
        let document = Document(
            path: "p", title: "t", layout: "boxes", fields: ["motto": "<i>"], body: "## Notes\n\nx\n")
        let html = try PageRenderer(templates: library).render(document)
        #expect(html == "<div class=\"notes\"><h2>Notes</h2>\n<p>x</p>\n</div>|<h2>Notes</h2>\n<p>x</p>\n|&lt;i&gt;")
    }

    @Test func partsAreRenderedEachWithItsOwnFieldsAndSections() throws {
        let library = try TemplateLibrary(defaults: [
            "pack.mustache": "{{title}}:{{#parts}}[{{title}} {{motto}} {{paper}} {{{section.notes.html}}}]{{/parts}}"
        ])
        let parts = [
            Document(path: "x", title: "One", fields: ["motto": "<i>"], body: "## Notes\n\nfirst\n"),
            Document(path: "y", title: "Two", body: "no notes\n"),
        ]
        let pack = Document(path: "p", title: "Pack", layout: "pack", fields: ["paper": "a4"], body: "", parts: parts)
        let html = try PageRenderer(templates: library).render(pack)
        #expect(html == "Pack:[One &lt;i&gt; a4 <h2>Notes</h2>\n<p>first</p>\n][Two  a4 ]")
    }

    @Test func aFolderOverridesFileByFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "body{color:blue}".write(to: folder.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
        let library = try TemplateLibrary(defaults: defaults, overrides: folder)
        let html = try PageRenderer(templates: library).render(Document(path: "p", title: "t", body: ""))
        #expect(html == "<title>t</title><style>body{color:blue}</style>")
        #expect(library.has("boxes"))
    }

    @Test func brokenTemplatesAndMissingFoldersAreNamedErrors() {
        #expect(throws: SiteError.self) { try TemplateLibrary(defaults: ["bad.mustache": "{{#open}}never closed"]) }
        #expect(throws: SiteError.self) {
            try TemplateLibrary(defaults: [:], overrides: URL(fileURLWithPath: "/no/such/folder"))
        }
        let library = try? TemplateLibrary(defaults: defaults)
        #expect(throws: SiteError.self) { try library?.render([:], with: "missing") }
    }

    /// A build is given its templates unparsed, as `build` reads them: it parses them only when
    /// it has something to do, and an error in one fails it naming the template's file, where
    /// an overriding folder's file is named by its path.
    @Test func anUnparsedLibraryIsParsedByTheBuildWithTheSameErrors() throws {
        let site = try SiteBuilderTests.Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let folder = site.root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{{#x}}{{> nowhere}}{{/x}}".write(
            to: folder.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
        let templates = SiteBuilderTests.templates
        let parsed = try TemplateLibrary(defaults: templates)
        let unparsed = try TemplateLibrary.unparsed(defaults: templates)
        for name in Array(templates.keys) + ["page", "page.mustache.mustache", "nothing"] {
            #expect(parsed.has(name) == unparsed.has(name), "\(name)")
        }
        let expected = SiteError(
            "template 'page' uses the partial 'nowhere', which does not exist",
            at: folder.appendingPathComponent("page.mustache").path)
        #expect(throws: expected) { try TemplateLibrary(defaults: templates, overrides: folder) }
        let broken = try TemplateLibrary.unparsed(defaults: templates, overrides: folder)
        #expect(throws: expected) { try broken.parsed() }

        try site.add("a.md", "# A\n\n[b](b.html)\n")
        func build(_ library: TemplateLibrary, into output: URL) throws -> BuildReport {
            let options = BuildOptions(content: site.content, output: output, jobs: 2)
            return try SiteBuilder(config: SiteConfig(), renderer: PageRenderer(templates: library))
                .build(generated: [], options: options)
        }
        let failure = #expect(throws: BuildFailure.self) { try build(broken, into: site.output) }
        #expect(failure?.errors == [expected])
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
        let fresh = site.root.appendingPathComponent("Fresh")
        #expect(try build(unparsed, into: site.output).brokenLinks.count == 1)
        _ = try build(parsed, into: fresh)
        #expect(try IndexReuseTests.files(in: site.output) == IndexReuseTests.files(in: fresh))
    }
}
