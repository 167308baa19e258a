import Markdown
import TemplateEngine
/// What a page of the site sees besides its document: the chrome every page has, the links to its
/// tags' pages (`tagLinks`; empty on the pages the site makes) and to its terms' pages in the other
/// taxonomies (`termLinks`, a list per taxonomy), the notes of a vault that link to it
/// (`backlinks`; empty but on a vault's notes), and what its layout adds, all side by side. One
/// type per layout of the site:
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
    var termLinks: [TermLinks] = []
    var backlinks: [TitledLink] = []
    let additions: Additions

    func encode(to encoder: any Encoder) throws {
        try chrome.encode(to: encoder)
        try own.encode(to: encoder)
    }

    private var own: PageOwn {
        PageOwn(tagLinks: tagLinks, termLinks: termLinks, backlinks: backlinks, additions: additions)
    }

    /// What templates see: the same as `TemplateValues.dictionary(of: self)`, with the chrome's
    /// values converted once per folder rather than once per page.
    func templateValues() throws -> [String: Any] {
        chrome.values.merging(try TemplateValues.dictionary(of: own)) { $1 }
    }

    /// What is the page's own: its tag links and what its layout adds.
    private struct PageOwn: Encodable {
        let tagLinks: [TitledLink]
        let termLinks: [TermLinks]
        let backlinks: [TitledLink]
        let additions: Additions

        private enum CodingKeys: String, CodingKey {
            case tagLinks, termLinks, backlinks
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tagLinks, forKey: .tagLinks)
            try container.encode(termLinks, forKey: .termLinks)
            try container.encode(backlinks, forKey: .backlinks)
            try additions.encode(to: encoder)
        }
    }
}

/// A page's terms of one taxonomy besides tags: `Categories` and the links to their pages.
struct TermLinks: Encodable, Sendable {
    let title: String
    let links: [TitledLink]
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
/// listing takes several pages, and the folders inside it (`children`, on the first page only);
/// the home page adds the author's latest dated pages, newest first (`latestNotes`; empty elsewhere).
struct FolderListing: Encodable, Sendable {
    let pages: [ListedPage]
    let pager: Pager?
    let children: [TitledLink]
    var latestNotes: [ListedPage] = []
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
///
/// A template reads it through `child(named:)` rather than an encoded dictionary: a site's listings
/// show tens of thousands of entries, and the plain text of a summary, which the default
/// templates never show, is worked out only when a template asks for it.
struct ListedPage: Encodable, Sendable, TemplateParent, DirectTemplateValue {
    let title: String
    let url: String
    let date: String?
    let summaryHTML: String?
    let weight: Int?
    let tags: [String]
    /// The summary's HTML as its own page shows it, which its plain text comes from.
    private let pageSummaryHTML: String?

    init(_ page: PageRecord.Values, url: String, summaryHTML: String?) {
        (title, date, weight, tags) = (page.title, page.date, page.weight, page.tags)
        (self.url, self.summaryHTML, pageSummaryHTML) = (url, summaryHTML, page.summary)
    }

    var summary: String? { pageSummaryHTML.map(PageSummary.text(ofHTML:)) }

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "date": date ?? false
        case "summary": summary ?? false
        case "summaryHTML": summaryHTML ?? false
        case "weight": weight ?? false
        case "tags": tags
        default: nil
        }
    }

    func templateValue() -> Any { self }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(title, forKey: .title)
        try container.encode(url, forKey: .url)
        try container.encode(OrFalse(wrappedValue: date), forKey: .date)
        try container.encode(OrFalse(wrappedValue: summary), forKey: .summary)
        try container.encode(OrFalse(wrappedValue: summaryHTML), forKey: .summaryHTML)
        try container.encode(OrFalse(wrappedValue: weight), forKey: .weight)
        try container.encode(tags, forKey: .tags)
    }

    private enum Key: CodingKey {
        case title, url, date, summary, summaryHTML, weight, tags
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
    package struct Entry: Encodable, Sendable {
        let gap: Bool
        @OrFalse var number: Int?
        @OrFalse var url: String?
        let current: Bool
    }
}
