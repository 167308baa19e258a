import Foundation
import Markdown
import Testing

/// One example of the GFM conformance files: Markdown in, the HTML cmark-gfm 0.29.0.gfm.6 writes.
struct ConformanceExample: Sendable, CustomTestStringConvertible {
    let file: String
    let line: Int
    let extensions: [String]
    let markdown: String
    let html: String

    var testDescription: String { "\(file):\(line)" }

    static let fence = String(repeating: "`", count: 32)

    /// Reads every enabled example of a file in Conformance/ beside this file (format in its README):
    /// a fence line "```…``` example [extensions]", the Markdown, a lone ".", the HTML, a closing fence.
    static func load(_ file: String, allExtensions: Bool = false) throws -> [ConformanceExample] {
        let text = try String(contentsOf: conformanceFolder.appendingPathComponent(file), encoding: .utf8)
        var examples: [ConformanceExample] = []
        var header: (line: Int, extensions: [String])?
        var markdown: [Substring] = [], html: [Substring] = [], inHTML = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if header == nil {
                guard line.hasPrefix(fence + " example") else { continue }
                let words = line.dropFirst(fence.count).split(separator: " ").dropFirst().map(String.init)
                if words.contains("disabled") {
                    header = (index + 1, ["disabled"])
                    continue
                }
                header = (
                    index + 1,
                    allExtensions
                        ? ["table", "strikethrough", "autolink", "tagfilter", "footnotes", "tasklist"] : words
                )
                markdown = []
                html = []
                inHTML = false
            } else if line == fence {
                if header!.extensions != ["disabled"] {
                    examples.append(
                        ConformanceExample(
                            file: file, line: header!.line, extensions: header!.extensions,
                            markdown: markdown.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t"),
                            html: html.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
                        ))
                }
                header = nil
            } else if line == "." && !inHTML {
                inHTML = true
            } else if inHTML {
                html.append(line)
            } else {
                markdown.append(line)
            }
        }
        return examples
    }

    /// The fixtures live in the repository (Tests/MarkdownTests/Conformance), so a lone clone runs them all.
    static var conformanceFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance")
    }

    func render() -> String {
        var options = MarkdownOptions()
        options.unsafe = true
        for name in extensions { _ = options.enable(extensionNamed: name) }
        return MarkdownRenderer(options: options).html(from: markdown)
    }
}

@Suite struct ConformanceTests {
    static let specExamples = (try? ConformanceExample.load("spec.txt")) ?? []
    static let extensionExamples = (try? ConformanceExample.load("extensions.txt", allExtensions: true)) ?? []
    static let regressionExamples = (try? ConformanceExample.load("regression.txt")) ?? []

    @Test func everyFileIsThereWithItsCount() {
        #expect(
            Self.specExamples.count == 671,
            "spec.txt: expected 671 enabled examples in \(ConformanceExample.conformanceFolder.path)")
        #expect(Self.extensionExamples.count == 30)
        #expect(Self.regressionExamples.count == 25)
    }

    @Test(arguments: specExamples) func spec(example: ConformanceExample) { check(example) }
    @Test(arguments: extensionExamples) func extensions(example: ConformanceExample) { check(example) }
    @Test(arguments: regressionExamples) func regression(example: ConformanceExample) { check(example) }

    private func check(_ example: ConformanceExample) {
        let output = example.render()
        if example.html != "<IGNORE>\n" {
            #expect(output == example.html, "\(example.file):\(example.line)\n--- markdown\n\(example.markdown)")
        }
    }
}
