import Foundation
@testable import Site
@testable import TemplateEngine
@testable import TestSupport
import Testing

/// Every default template of the site's own layouts reads only names its context holds:
/// Mustache renders a missing name as nothing, so a misspelt key would go unseen.
@Suite struct LayoutContractTests {
    @Test(arguments: FullContexts.layouts)
    func everyNameOfALayoutIsInItsContext(layout: String) throws {
        let templates = try FullContexts.defaultTemplates()
        let page = try FullContexts.page(layout: layout)
        let problems = try TemplateNames.unresolved(
            template: layout, in: templates, context: page, lookup: FullContexts.lookup
        )
        #expect(problems == [])
    }

    @Test(arguments: ["nav", "breadcrumbs"])
    func thePartialsTheChromeRendersReadOnlyTheNavigation(partial: String) throws {
        let templates = try FullContexts.defaultTemplates()
        let values = try TemplateValues.of(FullContexts.navigation)
        let problems = try TemplateNames.unresolved(template: partial, in: templates, context: values)
        #expect(problems == [])
    }

    @Test func aMisspeltOrMissingNameFailsTheCheck() throws {
        let page = try FullContexts.page(layout: "section")
        func problems(_ template: String) throws -> [String] {
            let templates = ["t": template, "base": "{{$main}}{{/main}}"]
            return try TemplateNames.unresolved(
                template: "t", in: templates, context: page, lookup: FullContexts.lookup
            )
        }
        let good =
            "{{title}} {{site.title}} {{#pages}}{{url}}{{#date}}{{.}}{{/date}}{{/pages}}"
            + " {{#pager}}{{#previous}}{{.}}{{/previous}}{{/pager}}"
        #expect(try problems(good) == [])
        let bad = [
            "{{titel}}": "t:1: {{titel}} is not in the context",
            "{{site.titel}}": "t:1: {{site.titel}} is not in the context",
            "{{#pages}}{{ulr}}{{/pages}}": "t:1: {{ulr}} is not in the context",
            "\n{{^empty(tagLink)}}x{{/empty(tagLink)}}": "t:2: {{^empty(tagLink)}} is not in the context",
            "{{#pager}}{{pager.nmber}}{{/pager}}": "t:1: {{pager.nmber}} is not in the context",
            "{{<base}}{{$main}}{{chidren}}{{/main}}{{/base}}": "t:1: {{chidren}} is not in the context",
        ]
        for (template, problem) in bad {
            #expect(try problems(template) == [problem], "\(template)")
        }
    }

    @Test func aMisspeltNameInADefaultLayoutFailsTheCheck() throws {
        var templates = try FullContexts.defaultTemplates()
        let section = try #require(templates["section"])
        templates["section"] = section.replacingOccurrences(of: "{{{summaryHTML}}}", with: "{{{sumaryHTML}}}")
        templates["base"] = try #require(templates["base"]).replacingOccurrences(of: "{{{trail}}}", with: "{{{trial}}}")
        let page = try FullContexts.page(layout: "section")
        let problems = try TemplateNames.unresolved(
            template: "section", in: templates, context: page, lookup: FullContexts.lookup
        )
        #expect(problems.count == 2)
        #expect(problems.contains { $0.hasPrefix("section:") && $0.hasSuffix("{{sumaryHTML}} is not in the context") })
        #expect(problems.contains { $0.hasPrefix("base:") && $0.hasSuffix("{{trial}} is not in the context") })
    }

    @Test func aSectionTheContextNeverShowsIsReported() throws {
        let values = try TemplateValues.of(FullContexts.navigation)
        let shown = "{{#nav}}{{#current}}{{title}}{{/current}}{{/nav}}{{#breadcrumbs}}{{/breadcrumbs}}"
        #expect(try TemplateNames.unresolved(template: "t", in: ["t": shown], context: values) == [])
        let empty = try TemplateValues.of(
            NavigationContext(site: FullContexts.site, root: "", nav: [], breadcrumbs: [], taxonomies: [])
        )
        let hidden = ["t": "{{#nav}}{{titel}}{{/nav}}"]
        let problems = try TemplateNames.unresolved(template: "t", in: hidden, context: empty)
        #expect(problems == ["t:1: {{#nav}}: never shown, so what it holds is not checked"])
    }

    /// A page's front matter never stands in for what the site gives its layouts.
    @Test func everyKeyTheSiteGivesIsABuilderName() throws {
        let keys = try FullContexts.layouts.flatMap { try FullContexts.values(for: $0).rendered.keys }
        #expect(Set(keys).subtracting(PageContext.builderNames) == [])
    }

    /// The chrome is converted once per folder; what a page gets is still its whole context.
    @Test(arguments: FullContexts.layouts)
    func aPageGetsItsWholeContext(layout: String) throws {
        let (rendered, converted) = try FullContexts.values(for: layout)
        #expect(Set(rendered.keys) == Set(converted.keys))
        #expect(
            Set(rendered.keys).isSuperset(of: [
                "site", "root", "nav", "breadcrumbs", "menu", "trail", "taxonomies", "tagLinks", "termLinks",
            ]))
    }

    @Test func theNamesOfATemplateAreListedWithoutTransforms() throws {
        let template =
            "{{a}}{{{b.c}}}{{&d}}{{! note }}{{#e}}{{^empty(f)}}{{.}}{{/empty(f)}}{{/e}}"
            + "{{> p}}{{=<% %>=}}<%g%>"
        let names = try TemplateNames.names(in: template)
        #expect(names == ["a", "b.c", "d", "e", "f", ".", "g"])
        #expect(throws: TemplateNames.ParseError.self) { try TemplateNames.names(in: "{{#open}}never closed") }
    }
}
