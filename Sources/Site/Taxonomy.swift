import SiteModel

/// The front matter lists that group pages: `tags`, always, and those `taxonomies:` in the site
/// config names (Hugo's and Zola's `categories`, `series`, …). Each has an index at
/// `NAME/index.html`, a page per term at `NAME/<slug>.html` and a feed per term.
///
/// A page's record keeps its terms with its tags, as one list (see `terms(of:taxonomies:)`): a tag
/// as it is, a term of another taxonomy as the taxonomy's name and the term joined by U+001F. The
/// listings group every term by the path of its page (`Navigation.tagPath`), so the terms of every
/// taxonomy are listed, paged and fed by what lists tags.
package enum Taxonomy {
    static let tags = "tags"
    private static let separator: UInt8 = 0x1F

    /// Every term of `document`, as its record keeps them: its tags, then the terms of each other
    /// taxonomy its front matter lists (a key in any case; text alone is a list of one). A term
    /// loses any U+001F it holds, which would take it for another taxonomy's.
    static func terms(of document: Document, taxonomies: [String]) -> [String] {
        var terms = document.tags.map(plain)
        guard !taxonomies.isEmpty else { return terms }
        let keys = document.fields.keys.sorted()  // in one order, whatever the dictionary's
        for name in taxonomies {
            guard let key = keys.first(where: { $0.lowercased() == name }), let value = document.fields[key] else {
                continue
            }
            let written: [String] =
                switch value {
                case .list(let items): items.compactMap(\.text)
                default: value.text.map { [$0] } ?? []
                }
            terms += written.map { name + String(UnicodeScalar(separator)) + plain($0) }
        }
        return terms
    }

    /// The taxonomy a kept term belongs to, and the term as written.
    static func split(_ kept: String) -> (taxonomy: String, term: String) {
        // By byte: every tag of every listed page comes through here.
        guard let separator = kept.utf8.firstIndex(of: separator) else { return (tags, kept) }
        return (String(kept[..<separator]), String(kept[kept.utf8.index(after: separator)...]))
    }

    /// How a taxonomy is titled: `Tags`, `Categories`.
    static func title(of taxonomy: String) -> String {
        Navigation.humanised(taxonomy)
    }

    /// The title of a term's page: `Tagged “magic”`, `Categories: “News”`.
    static func pageTitle(of taxonomy: String, term: String) -> String {
        taxonomy == tags ? "Tagged \u{201C}\(term)\u{201D}" : "\(title(of: taxonomy)): \u{201C}\(term)\u{201D}"
    }

    private static func plain(_ term: String) -> String {
        guard term.utf8.contains(separator) else { return term }
        return String(decoding: term.utf8.map { $0 == separator ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
