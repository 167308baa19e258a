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

    /// What `search.json` holds before the entries, and after them; each entry is a line, all
    /// but the last ended by a comma.
    static let jsonOpening = "{\"v\":\(version),\"pages\":[\n", jsonClosing = "]}\n"
    /// What `search-index.js` holds around the JSON.
    static let scriptOpening = "window.sheetgenSearch = ", scriptClosing = ";\n"

    /// An entry as its line of the JSON.
    static func line(_ entry: String, isLast: Bool) -> String {
        entry + (isLast ? "\n" : ",\n")
    }

    /// `text` cut at the last space before `summaryLimit` characters, with an ellipsis.
    static func shortened(_ text: String) -> String {
        guard text.count > summaryLimit else { return text }
        let cut = text.prefix(summaryLimit)
        let end = cut.lastIndex(of: " ") ?? cut.endIndex
        return cut[..<end].trimmingCharacters(in: .whitespaces) + "\u{2026}"
    }
}
