@testable import Site
import SiteModel
import TemplateEngine
import Testing

/// A listing's entries as templates see them, through the page renderer, which tells the
/// renderer of pages and entries by their type.
@Suite struct ListedPageTests {
    @Test func entriesAreLookedIntoByName() throws {
        let page = ListedPage(
            PageRecord.Values(
                path: "p", title: "P<1>", weight: 2, date: "2026-01-02", summary: "<p>S</p>", tags: ["t"]),
            url: "p.html", summaryHTML: "<p>s</p>")
        let template = """
            {{#pages}}{{title}}|{{url}}|{{date}}|{{{summaryHTML}}}|{{weight}}|{{#tags}}{{.}}{{/tags}}|{{missing}}{{/pages}}
            """
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: ["list.mustache": template]))
        let shown = try renderer.render(
            Document(path: "list", title: "L", layout: "list", body: ""), extra: ["pages": [page]])
        #expect(shown == "P&lt;1&gt;|p.html|2026-01-02|<p>s</p>|2|t|")
    }
}
