import Foundation
import Markdown
import Site
import SiteModel
import TemplateEngine
import TestSupport
import Testing

/// What a build does not read of a page is said, once for all the pages it concerns, and the
/// page is built all the same.
@Suite struct UnreadContentTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static func build(
        _ site: Workspace, unsafeHTML: Bool = false, templates: [String: String] = SiteBuilderTests.templates
    ) throws(BuildFailure) -> BuildReport {
        var markdown = MarkdownOptions.site
        markdown.unsafe = unsafeHTML
        let parsed = try! ParsedTemplates.renderer(templates)
        let renderer = PageRenderer(templates: parsed.templates, markdown: MarkdownRenderer(options: markdown))
        let options = BuildOptions(content: site.content, output: site.output, jobs: 2)
        return try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
    }

    /// Hugo's `type`, Zola's `template` (with its `.html`), and a layout of another site's theme.
    @Test func aLayoutWithoutATemplateFallsBackToTheDefaultAndIsToldOnce() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("docs/b.md", "---\ntitle: B\ntype: docs\n---\nBee\n")
        try site.add("docs/a.md", "---\ntitle: A\nType: docs\n---\nAy\n")
        try site.add("blog/z.md", "+++\ntitle = \"Z\"\ntemplate = \"post.html\"\n+++\nZed\n")
        try site.add("blog/_index.md", "---\ntitle: Blog\nlayout: blog-list\n---\n")
        try site.add("page.md", "---\ntitle: P\nlayout: page\ntype: docs\n---\nPea\n")
        let report = try Self.build(site)
        #expect(
            report.warnings == [
                "blog/_index.md: layout 'blog-list' has no template (blog-list.mustache), so the default is used",
                "blog/z.md: layout 'post' has no template (post.mustache), so the default is used",
                "layout 'docs' has no template (docs.mustache), so the default is used: 2 pages (the first: docs/a.md)",
            ])
        #expect(try site.read("docs/a.html").contains("<h1>A</h1><p>Ay</p>"))
        #expect(try site.read("blog/z.html").contains("<h1>Z</h1><p>Zed</p>"))
        #expect(try site.read("blog/index.html").contains("<h1>Blog</h1>"))
        #expect(try site.read("page.html").contains("<h1>P</h1>"))
    }

    @Test func rawHTMLIsLeftOutAndCountedUnlessTheSiteTrustsIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "# A\n\n<div class=\"note\">Careful</div>\n")
        try site.add("b.md", "B <kbd>Ctrl</kbd>\n")
        try site.add("c.md", "Plain `<kbd>` in code\n")
        // The summary's divider is a comment that shows nothing: no raw HTML is lost with it.
        try site.add("d.md", "Summary.\n\n<!--more-->\n\nThe rest.\n")
        let report = try Self.build(site)
        #expect(try !site.read("d.html").contains("<!--"))
        #expect(
            report.warnings == [
                "raw HTML is left out of the page; `markdown: {unsafe: true}` in sheetgen.yml keeps it: 2 pages "
                    + "(the first: a.md)"
            ])
        #expect(try !site.read("a.html").contains("<div class=\"note\">"))
        let trusted = try Self.build(site, unsafeHTML: true)
        #expect(trusted.warnings.isEmpty)
        #expect(try site.read("a.html").contains("<div class=\"note\">Careful</div>"))
        #expect(try site.read("b.html").contains("<kbd>Ctrl</kbd>"))
    }

    /// Hugo's docs give every page `categories` and `keywords`, which only its theme reads.
    @Test func aKeyThatNothingReadsIsToldOnce() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\nkeywords: [x]\nAuthor: Ann\ncategories: []\nTOC: true\n---\n## H\n")
        try site.add("b.md", "+++\ntitle = \"B\"\nkeywords = [\"y\"]\n[params]\nx = 1\n+++\n")
        try site.add("docs/_index.md", "---\ntitle: Docs\n_comment: for the theme\n---\n")  // a folder's too
        var templates = SiteBuilderTests.templates
        templates["page.mustache"] = "{{<base}}{{$main}}<h1>{{title}}</h1>{{Author}}{{{content}}}{{/main}}{{/base}}"
        // A shortcode's template reads its parameters, not the page's keys.
        templates["shortcodes/tag.mustache"] = "{{keywords}}"
        let report = try Self.build(site, templates: templates)
        #expect(
            report.warnings == [
                "a.md: front matter key 'categories' is read by no template, nor by sheetgen",
                "b.md: front matter key 'params' is read by no template, nor by sheetgen",
                "docs/_index.md: front matter key '_comment' is read by no template, nor by sheetgen",
                "front matter key 'keywords' is read by no template, nor by sheetgen: 2 pages (the first: a.md)",
            ])
        #expect(try site.read("a.html").contains("<h1>A</h1>Ann<h2"))
    }

    @Test func theSiteConfigSaysWhetherRawHTMLIsTrusted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-config-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sheetgen.yml")
        func load(_ text: String) throws -> SiteConfig {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return try SiteConfig.load(from: file)
        }
        #expect(try load("title: T\n").unsafeHTML == false)
        #expect(try load("markdown: {unsafe: true}\n").unsafeHTML == true)
        for wrong in ["markdown: yes\n", "markdown: {unsafe: 1}\n", "markdown: {safe: true}\n"] {
            #expect(throws: (any Error).self, "\(wrong)") { try load("title: T\n" + wrong) }
        }
    }
}
