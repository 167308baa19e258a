import Foundation
import GameKit
@testable import Site
@testable import SiteModel
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// sitemap.xml's lines: each page's URL under the base URL, escaped for XML.
@Suite struct SitemapTests {
    /// Escaping the whole URL of each line gives the same lines as escaping the base URL once (an
    /// encoded path has nothing to escape), and whatever the base URL holds, the sitemap is
    /// well-formed XML.
    @Test func escapingTheBaseOnceEscapesEveryURLAndTheSitemapIsXML() {
        var random = SeededRandom(seed: 31)
        let pieces = ["a", "/", "&", "<", ">", "]]>", "\"", "'", "é", " ", "%", "?x=1&y=2", "\u{301}", "\u{7}", "b/c"]
        for _ in 0..<2_000 {
            let base = "https://" + (0..<random.int(in: 0...4)).map { _ in random.pick(pieces) }.joined()
            let paths = (0..<random.int(in: 0...3)).map { _ in
                (0..<random.int(in: 1...4)).map { _ in random.pick(pieces) }.joined()
            }
            let slash = base.hasSuffix("/") ? base : base + "/"
            // A path ending in `/` is a page with a pretty address, `a/`, written as `a/index.html`.
            let expected = paths.map { path in
                let address = URLPath.encoded(path) + (path.hasSuffix("/") ? "" : ".html")
                return "  <url><loc>\(XMLText.escaped(slash + address))</loc></url>\n"
            }
            let lines = Array(Sitemap.lines(baseURL: base, paths: paths))
            #expect(Array(lines.dropFirst().dropLast()) == expected, "\(base) \(paths)")
            let parser = XMLParser(data: Data(lines.joined().utf8))
            #expect(parser.parse(), "\(base) \(paths)")
        }
    }
}
