import Foundation

/// The search index: every page's URL, title, summary (plain text) and tags, written at build time
/// as `search.json` and as `search-index.js`, the same JSON assigned to `window.sheetgenSearch`.
/// The search page loads the script with `<script src>`, which works from a server and from the
/// disk alike (`fetch` of a `file://` URL does not, in Chromium); the JSON is for other tools.
///
/// Format 1: `{"v":1,"pages":[[url,title,summary,tag,…],…]}`, one page a line, sorted by path; an
/// array per page rather than an object, so no key is repeated ten thousand times. URLs are
/// relative to the site's root, where the search page is. A page without a summary has "".
enum SearchIndex {
    static let jsonFile = "search.json"
    static let scriptFile = "search-index.js"
    static let version = 1
    /// Summaries are cut to about this many characters: the index is read whole by every visit to
    /// the search page, and a listing's first lines say what a page is about.
    static let summaryLimit = 240

    /// One page's entry, as JSON, without the line break.
    static func entry(url: String, title: String, summary: String, tags: [String]) -> String {
        "[" + ([url, title, shortened(summary)] + tags).map(JSONText.quoted).joined(separator: ",") + "]"
    }

    /// `search.json`, a part at a time.
    static func json(_ entries: [String]) -> some Sequence<String> {
        let lines = entries.indices.lazy.map { entries[$0] + ($0 == entries.count - 1 ? "\n" : ",\n") }
        return [
            AnySequence(CollectionOfOne("{\"v\":\(version),\"pages\":[\n")), AnySequence(lines),
            AnySequence(CollectionOfOne("]}\n")),
        ].lazy.joined()
    }

    /// `search-index.js`: the JSON, given to the search page's script.
    static func script(_ entries: [String]) -> some Sequence<String> {
        [
            AnySequence(CollectionOfOne("window.sheetgenSearch = ")), AnySequence(json(entries)),
            AnySequence(CollectionOfOne(";\n")),
        ].lazy.joined()
    }

    /// `text` cut at the last space before `summaryLimit` characters, with an ellipsis.
    static func shortened(_ text: String) -> String {
        guard text.count > summaryLimit else { return text }
        let cut = text.prefix(summaryLimit)
        let end = cut.lastIndex(of: " ") ?? cut.endIndex
        return cut[..<end].trimmingCharacters(in: .whitespaces) + "\u{2026}"
    }
}
