import DefaultTemplates
import GameKit
import Mustache
@testable import Site
import Testing

/// A template without a tag is read into nodes without swift-mustache's parser: the same nodes
/// as the parser's, for the built-in stylesheets and scripts and thousands of generated texts.
@Suite struct TemplateNodesTests {
    /// Nodes as text, to compare: text nodes by their bytes, every other kind by its name.
    private func described(_ nodes: [TemplateNode]) -> [String] {
        nodes.map { node in
            switch node {
            case .text(let bytes): "text " + bytes.map { String($0, radix: 16) }.joined(separator: " ")
            case .escaping(.html): "escaping html"
            default: "\(node)"
            }
        }
    }

    private func parsedByTheLibrary(_ text: String) throws -> [String] {
        described(TemplateNodes.nodes(of: try MustacheTemplate(string: EscapedHTML.pragma + text)))
    }

    @Test func textsWithoutTagsAreReadAsTheLibraryReadsThem() throws {
        var texts = DefaultTemplates.files.values.filter { !$0.contains("{{") }
        #expect(texts.count >= 5)  // the stylesheets and the search script
        var random = SeededRandom(seed: 5)
        let pieces = [
            "a", " ", "  ", "\t", "\n", "\r\n", "\r", "{", "}", "{ }", "x {\n", "\u{301}", "{\u{301}", "é", "\u{2028}",
            "\u{85}", "\u{B}", "/* c */",
        ]
        for _ in 0..<3_000 {
            texts.append((0..<random.int(in: 0...12)).map { _ in random.pick(pieces) }.joined())
        }
        for text in texts where !text.contains("{{") {
            let library = Result { try parsedByTheLibrary(text) }
            switch library {
            case .success(let nodes): #expect(described(try TemplateNodes.parse(text)) == nodes, "\(Array(text.utf8))")
            case .failure: #expect(throws: (any Error).self) { try TemplateNodes.parse(text) }
            }
        }
    }

    @Test func textsWithTagsGoToTheLibrary() throws {
        let text = "a {{b}}\n  {{#c}}d{{/c}}\n"
        #expect(described(try TemplateNodes.parse(text)) == (try parsedByTheLibrary(text)))
        #expect(throws: (any Error).self) { try TemplateNodes.parse("{{#open}}") }
    }
}
