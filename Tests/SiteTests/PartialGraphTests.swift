import DefaultTemplates
import Mustache
@testable import Site
import Testing

/// Which templates include which: found by looking through the parsed templates, all but those
/// whose text shows no partial tag (`PartialGraph.mayInclude`), which are spared the look.
@Suite struct PartialGraphTests {
    /// Over the built-in templates and odd spellings, sparing those leaves out no partial.
    @Test func aTemplateLeftUnreadForPartialsHasNone() throws {
        var texts = DefaultTemplates.files
        texts["odd.mustache"] = "{{! {{> not}} }}{{{x}}}{{=<% %>=}}<%> page%><%={{ }}=%>"
        texts["parent.mustache"] = "{{#a}}{{<base}}{{/base}}{{/a}}{{>*picked}}"
        var templates: [String: MustacheTemplate] = [:], partialFree: Set<String> = []
        for (path, text) in texts {
            let name = TemplateLibrary.templateName(path)
            templates[name] = try MustacheTemplate(string: text)
            if !PartialGraph.mayInclude(text) { partialFree.insert(name) }
        }
        #expect(partialFree.count > 20 && !partialFree.contains("odd") && !partialFree.contains("parent"))
        let all = PartialGraph(templates), spared = PartialGraph(templates, partialFree: partialFree)
        #expect(spared.partials == all.partials && spared.dynamic == all.dynamic)
        #expect(all.partials["odd"] == ["page"] && all.partials["parent"] == ["base"] && all.dynamic == ["parent"])
    }
}
