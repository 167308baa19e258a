@testable import TemplateEngine
import Testing

/// Which templates include which: found in the parsed nodes, so tags after a delimiter change
/// count and a tag inside a comment does not.
@Suite struct PartialGraphTests {
    @Test func partialsAreFoundWhereverTheyAre() throws {
        let texts = [
            "odd": "{{! {{> not}} }}{{{x}}}{{=<% %>=}}<%> page%><%={{ }}=%>",
            "parent": "{{#a}}{{<base}}{{$b}}{{> inBlock}}{{/b}}{{/base}}{{/a}}",
            "nested": "{{^x}}{{#y}}{{> deep}}{{/y}}{{/x}}{{$own}}{{> ownDefault}}{{/own}}",
        ]
        let graph = PartialGraph(try texts.mapValues { try TemplateParser.parse($0) })
        #expect(graph.partials["odd"] == ["page"])
        #expect(graph.partials["parent"] == ["base", "inBlock"])
        #expect(graph.partials["nested"] == ["deep", "ownDefault"])
    }
}
