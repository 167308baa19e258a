import Foundation
import Mistakes
import Site
import SiteFiles
import SiteModel
import TemplateEngine
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
        #expect(throws: UserError.self) { try TemplateLibrary(defaults: ["bad.mustache": "{{#open}}never closed"]) }
        #expect(throws: UserError.self) {
            try TemplateLibrary(defaults: [:], overrides: URL(fileURLWithPath: "/no/such/folder"))
        }
        let library = try? TemplateLibrary(defaults: defaults)
        #expect(throws: UserError.self) { try library?.render([:], with: "missing") }
    }

    /// Whether there is a template of a name is told by the files, parsed or not, as rendering
    /// with it tells it: `x.mustache` is the template `x`, any other file the template of its name.
    /// (A library never parsed still renders, parsing as it goes.)
    @Test func aTemplateIsThereWhenItsFileIs() throws {
        let files = ["a.mustache": "A", "b": "B", "c.mustache.mustache": "C", "d": "D", "d.mustache": "D"]
        let parsed = try TemplateLibrary(defaults: files)
        let unparsed = try TemplateLibrary.unparsed(defaults: files)
        let expected = [
            "a": true, "a.mustache": false, "b": true, "b.mustache": false, "c": false, "c.mustache": true,
            "d": true, "d.mustache": false, "e": false, "": false,
        ]
        for (name, isThere) in expected {
            #expect(parsed.has(name) == isThere, "\(name)")
            #expect(unparsed.has(name) == isThere, "\(name)")
            #expect(((try? parsed.render([:], with: name)) != nil) == isThere, "\(name)")
            #expect((try? unparsed.render([:], with: name)) == (try? parsed.render([:], with: name)), "\(name)")
        }
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
        let expected = UserError(
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

@Suite struct FrontMatterTests {
    @Test func writesStableYAMLThatReadsBack() throws {
        let document = Document(
            path: "x", title: "true", layout: "character", weight: 3, tags: ["a: b", "#c"],
            fields: ["zeta": "123", "alpha": .int(5), "quote": "it's \"fine\"", "flag": false, "list": [1, "two"]],
            body: "Body\n"
        )
        let text = FrontMatter.markdown(for: document)
        #expect(text.hasPrefix("---\ntitle: 'true'\nlayout: character\nweight: 3\ntags:\n"))
        #expect(text.hasSuffix("---\n\nBody\n"))
        let yaml = text.components(separatedBy: "---\n")[1]
        let loaded = try #require(try Yams.load(yaml: yaml) as? [String: Any])
        #expect(loaded["title"] as? String == "true")
        #expect(loaded["zeta"] as? String == "123")
        #expect(loaded["alpha"] as? Int == 5)
        #expect(loaded["quote"] as? String == "it's \"fine\"")
        #expect(loaded["flag"] as? Bool == false)
        #expect(loaded["tags"] as? [String] == ["a: b", "#c"])
        #expect(FrontMatter.markdown(for: document) == text)
        let parsed = try FrontMatter.parse(text, file: "x.md")
        #expect(
            parsed.fields["title"] == "true" && parsed.fields["zeta"] == "123" && parsed.fields["list"] == [1, "two"])
        #expect(parsed.body == "\nBody\n")
    }

    @Test(arguments: [
        ("12", MetadataValue.int(12)), ("-3", .int(-3)), ("0x1F", .int(31)), ("1_000", .int(1000)),
        ("1.5", .double(1.5)),
        ("2e3", .double(2000)), ("yes", .bool(true)), ("Off", .bool(false)), ("2026-11-22", .string("2026-11-22")),
        ("1.2.3", .string("1.2.3")), ("'12'", .string("12")), ("\"true\"", .string("true")), ("0x-5", .string("0x-5")),
        ("Sword of Might", .string("Sword of Might")),
    ])
    func plainValuesAreTypedAsYAMLReadsThem(yaml: String, value: MetadataValue) throws {
        let parsed = try FrontMatter.parse("---\nkey: \(yaml)\n---\nbody\n", file: "x.md")
        #expect(parsed.fields["key"] == value)
        #expect(parsed.body == "body\n")
    }

    @Test func emptyValuesAreLeftOutAndLineEndingsMayBeCRLF() throws {
        let parsed = try FrontMatter.parse("---\r\na: ~\r\nb:\r\nc: null\r\nd: x\r\n---\r\nbody\r\n", file: "x.md")
        #expect(parsed.fields == ["d": "x"])
        #expect(parsed.body == "body\r\n")
        #expect(try FrontMatter.parse("no front matter\n---\n", file: "x.md").body == "no front matter\n---\n")
        #expect(throws: UserError.self) { try FrontMatter.parse("---\ntitle: x\n", file: "x.md") }
    }
}

@Suite struct OutputFileTests {
    @Test func writesWholeFilesAndLeavesNoTemporaries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-out-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("sheet.html")
        try OutputFile.write("first", to: target)
        try OutputFile.write("second", to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sheet.html"])
    }

    @Test func failuresNameThePathAndKeepTheOldFile() throws {
        #expect(throws: UserError.self) {
            try OutputFile.write("x", to: URL(fileURLWithPath: "/no/such/folder/a.html"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-out-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("taken"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: UserError.self) { try OutputFile.write("x", to: folder.appendingPathComponent("taken")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
    }
}
