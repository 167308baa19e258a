import Foundation
import Markdown
import SiteModel

/// The search index: every page's URL, title, summary (plain text), tags and headings, written at
/// build time as `search.json` and as `search-index.js`, the same JSON assigned to
/// `window.sheetgenSearch`. The search page loads the script with `<script src>`, which works from
/// a server and from the disk alike (`fetch` of a `file://` URL does not, in Chromium); the JSON is
/// for other tools.
///
/// Format 2: `{"v":2,"pages":[[url,title,summary,[tag,…],[[heading,id],…]],…]}`, one page a line,
/// sorted by path; an array per page rather than an object, so no key is repeated ten thousand
/// times. URLs are relative to the site's root, where the search page is; a heading's id is its
/// anchor in the page. A page without a summary has "".
package enum SearchIndex {
    package static let jsonFile = "search.json"
    package static let scriptFile = "search-index.js"
    static let version = 2
    /// Summaries are cut to about this many characters: the index is read whole by every visit to
    /// the search page, and a listing's first lines say what a page is about.
    static let summaryLimit = 240

    /// One page's entry, as JSON, without the line break. Headings without text are left out:
    /// nothing could find them.
    static func entry(url: String, title: String, summary: String, tags: [String], headings: [Heading]) -> String {
        let headingList = headings.filter { !$0.text.isEmpty }.map { array(of: [shortened($0.text), $0.id]) }
        return array([url, title, shortened(summary)].map(JSONText.quoted) + [array(of: tags), array(headingList)])
    }

    /// A JSON array of `items`, each JSON already.
    private static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }

    /// A JSON array of strings.
    private static func array(of strings: [String]) -> String {
        array(strings.map(JSONText.quoted))
    }

    /// What `search.json` holds before the entries, and after them; each entry is a line, all
    /// but the last ended by a comma.
    package static let jsonOpening = "{\"v\":\(version),\"pages\":[\n", jsonClosing = "]}\n"
    /// What `search-index.js` holds around the JSON.
    package static let scriptOpening = "window.sheetgenSearch = ", scriptClosing = ";\n"

    /// An entry as its line of the JSON.
    package static func line(_ entry: String, isLast: Bool) -> String {
        entry + (isLast ? "\n" : ",\n")
    }

    /// `text` cut at the last space before `summaryLimit` characters, with an ellipsis.
    static func shortened(_ text: String) -> String {
        // No more bytes than the limit, no more characters: most headings need no count.
        guard text.utf8.count > summaryLimit else { return text }
        if let cut = shortenedASCII(text) { return cut }
        guard text.count > summaryLimit else { return text }
        let cut = text.prefix(summaryLimit)
        let kept = cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)].unicodeScalars
        // Trimmed as `trimmingCharacters(in: .whitespaces)` would, without its trip through NSString.
        let start = kept.firstIndex { !isBlank($0) } ?? kept.endIndex
        let end = kept.lastIndex { !isBlank($0) }.map(kept.index(after:)) ?? start
        return String(kept[start..<end]) + "\u{2026}"
    }

    /// `shortened` for a text of ASCII without a carriage return, where every byte is a Character
    /// (a CR LF is one): counted and cut by bytes, as most summaries are; nil for any other text.
    private static func shortenedASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var end = bytes[..<summaryLimit].lastIndex(of: UInt8(ascii: " ")) ?? summaryLimit
            var start = 0
            while start < end && isBlank(bytes[start]) { start += 1 }
            while end > start && isBlank(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) + "\u{2026}"
        }
    }

    /// Whether `scalar` is in `CharacterSet.whitespaces` as swift-corelibs-foundation has it: a
    /// tab, a space separator (Zs) or U+200B ZERO WIDTH SPACE.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
}
