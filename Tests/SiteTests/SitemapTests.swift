import Foundation
import GameKit
@testable import Site
import Testing

/// sitemap.xml's lines: each page's URL under the base URL, with `&` and `<` escaped.
@Suite struct SitemapTests {
    /// Escaping the whole URL of each line, as the sitemap once did, gives the same lines as
    /// escaping the base URL once: an encoded path has neither character.
    @Test func escapingTheBaseOnceEscapesEveryURL() {
        var random = SeededRandom(seed: 31)
        let pieces = ["a", "/", "&", "<", ">", "é", " ", "%", "?x=1&y=2", "\u{301}", "b/c"]
        for _ in 0..<2_000 {
            let base = "https://" + (0..<random.int(in: 0...4)).map { _ in random.pick(pieces) }.joined()
            let paths = (0..<random.int(in: 0...3)).map { _ in
                (0..<random.int(in: 1...4)).map { _ in random.pick(pieces) }.joined()
            }
            let slash = base.hasSuffix("/") ? base : base + "/"
            let expected = paths.map { path in
                let url = (slash + URLPath.encoded(path) + ".html").replacingOccurrences(of: "&", with: "&amp;")
                    .replacingOccurrences(of: "<", with: "&lt;")
                return "  <url><loc>\(url)</loc></url>\n"
            }
            let lines = Array(Sitemap.lines(baseURL: base, paths: paths))
            #expect(Array(lines.dropFirst().dropLast()) == expected, "\(base) \(paths)")
        }
    }
}
