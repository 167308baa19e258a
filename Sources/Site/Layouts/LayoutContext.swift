/// What a page of the site sees besides its document: the chrome every page has, the links to its
/// tags' pages (`tagLinks`; empty on the pages the site makes), and what its layout adds, all side
/// by side. One type per layout of the site:
///
/// | layout | context |
/// |---|---|
/// | `page` (and any other layout of a content or generated page) | `PageLayoutContext` |
/// | `section`, `home` (a folder's index) | `SectionLayoutContext` |
/// | `tag` | `TagLayoutContext` |
/// | `tags` (the tag index) | `TagIndexLayoutContext` |
/// | `404` | `NotFoundLayoutContext` |
/// | `search` (the search page; its script reads the search index) | `SearchLayoutContext` |
///
/// Templates get it through `TemplateValues`, beside the document's own values (see `PageContext`).
struct LayoutContext<Additions: Encodable & Sendable>: Encodable, Sendable {
    let chrome: ChromeContext
    let tagLinks: [TitledLink]
    let additions: Additions

    func encode(to encoder: any Encoder) throws {
        try chrome.encode(to: encoder)
        try PageOwn(tagLinks: tagLinks, additions: additions).encode(to: encoder)
    }

    /// What templates see: the same as `TemplateValues.dictionary(of: self)`, with the chrome's
    /// values converted once per folder rather than once per page.
    func templateValues() throws -> [String: Any] {
        let own = try TemplateValues.dictionary(of: PageOwn(tagLinks: tagLinks, additions: additions))
        return chrome.values.merging(own) { $1 }
    }

    /// What is the page's own: its tag links and what its layout adds.
    private struct PageOwn: Encodable {
        let tagLinks: [TitledLink]
        let additions: Additions

        private enum CodingKeys: String, CodingKey {
            case tagLinks
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tagLinks, forKey: .tagLinks)
            try additions.encode(to: encoder)
        }
    }
}

typealias PageLayoutContext = LayoutContext<NothingMore>
typealias SectionLayoutContext = LayoutContext<FolderListing>
typealias TagLayoutContext = LayoutContext<TagListing>
typealias TagIndexLayoutContext = LayoutContext<TagIndexListing>
typealias NotFoundLayoutContext = LayoutContext<NothingMore>
typealias SearchLayoutContext = LayoutContext<NothingMore>

/// What the `page`, `404` and `search` layouts add to the chrome: nothing.
struct NothingMore: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: NoKeys.self)
    }

    private enum NoKeys: CodingKey {}
}

/// What a folder's index lists: its pages (`pages`, one page of the listing), the pager when the
/// listing takes several pages, and the folders inside it (`children`, on the first page only).
struct FolderListing: Encodable, Sendable {
    let pages: [ListedPage]
    let pager: Pager?
    let children: [TitledLink]
}

/// What a tag's page lists: the pages with the tag, the pager when they take several pages, and
/// the tag's Atom feed (relative to the page).
struct TagListing: Encodable, Sendable {
    let pages: [ListedPage]
    let pager: Pager?
    let feed: String
}

/// What the tag index lists: every tag with the number of its pages.
struct TagIndexListing: Encodable, Sendable {
    let tagList: [TagCount]
}

/// A tag in the tag index.
struct TagCount: Encodable, Sendable {
    let title: String
    let count: Int
    let url: String
}

/// A page as a list entry: `title`, `url` (relative to the listing page), `date`, `summary` (plain
/// text), `summaryHTML` (the same as HTML, its links working from the listing page: show it with
/// `{{{summaryHTML}}}`), `weight` and `tags`. Absent values are false rather than missing, so
/// `{{#date}}` inside a list never falls through to the listing page's own date.
struct ListedPage: Encodable, Sendable {
    let title: String
    let url: String
    @OrFalse var date: String?
    @OrFalse var summary: String?
    @OrFalse var summaryHTML: String?
    @OrFalse var weight: Int?
    let tags: [String]

    init(_ page: PageRecord.Values, url: String, summary: (html: String, text: String)?) {
        (title, date, weight, tags) = (page.title, page.date, page.weight, page.tags)
        (self.url, self.summary, summaryHTML) = (url, summary?.text, summary?.html)
    }
}

/// The pages of a listing that takes more than one: `number` and `count`, the URLs of the
/// `previous` and `next` pages (false at either end), and the numbers to show (`pages`).
struct Pager: Encodable, Sendable {
    let number: Int
    let count: Int
    @OrFalse var previous: String?
    @OrFalse var next: String?
    let pages: [Entry]

    /// A number of the pager (`number`, `url`, and `current` on the page shown), or a `gap`
    /// where numbers are left out.
    struct Entry: Encodable, Sendable {
        let gap: Bool
        @OrFalse var number: Int?
        @OrFalse var url: String?
        let current: Bool
    }
}
