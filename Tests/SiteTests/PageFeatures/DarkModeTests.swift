import Foundation
import Testing

/// The default site stylesheet follows a dark colour scheme on screens, never on paper.
@Suite struct DarkModeTests {
    static func stylesheet(_ name: String) throws -> String {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let file = here.appendingPathComponent("../../../Templates/assets/\(name)").standardizedFileURL
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// The media queries of a stylesheet, with the text of each block.
    static func mediaBlocks(_ css: String) -> [(query: String, body: String)] {
        var blocks: [(query: String, body: String)] = []
        var rest = css[...]
        while let start = rest.range(of: "@media") {
            guard let open = rest[start.upperBound...].firstIndex(of: "{") else { break }
            var depth = 0, index = open
            repeat {
                if rest[index] == "{" { depth += 1 } else if rest[index] == "}" { depth -= 1 }
                index = rest.index(after: index)
            } while depth > 0 && index < rest.endIndex
            let query = rest[start.upperBound..<open].trimmingCharacters(in: .whitespaces)
            blocks.append((query, String(rest[open..<index])))
            rest = rest[index...]
        }
        return blocks
    }

    @Test func darkColoursAreForScreensOnly() throws {
        let css = try Self.stylesheet("site.css")
        let blocks = Self.mediaBlocks(css)
        let dark = blocks.filter { $0.query.contains("prefers-color-scheme: dark") }
        #expect(!dark.isEmpty)
        #expect(dark.allSatisfy { $0.query.hasPrefix("screen and ") })
        #expect(dark.allSatisfy { $0.body.contains("--paper:") && $0.body.contains("--ink:") })
        let print = blocks.filter { $0.query.contains("print") }
        #expect(!print.isEmpty)
        #expect(print.allSatisfy { !$0.body.contains("prefers-color-scheme") })
        // Every mention of the scheme is one of the screen queries checked above.
        #expect(css.components(separatedBy: "prefers-color-scheme").count - 1 == dark.count)
    }

    @Test func theCheckFindsADarkBlockThatWouldReachPaper() {
        let css = "@media (prefers-color-scheme: dark) { :root { --paper: #000; --ink: #fff; } }"
        let dark = Self.mediaBlocks(css).filter { $0.query.contains("prefers-color-scheme: dark") }
        #expect(dark.count == 1)
        #expect(!dark.allSatisfy { $0.query.hasPrefix("screen and ") })
    }
}
