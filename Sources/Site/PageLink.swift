import Mustache

/// A page as a list entry (in a section index or on a tag page), as templates see it: `title`,
/// `url` (relative to the listing page), `date`, `summary`, `weight` and `tags`. Absent values are
/// false rather than missing, so `{{#date}}` inside a list never falls through to the listing
/// page's own date. A small object rather than a dictionary: a tag page can list thousands.
final class PageLink: MustacheParent {
    private let title: String
    private let url: String
    private let date: String?
    private let summary: String?
    private let weight: Int?
    private let tags: [String]

    init(_ page: SiteBuilder.Summary.Values, url: String) {
        (title, date, summary, weight, tags) = (page.title, page.date, page.summary, page.weight, page.tags)
        self.url = url
    }

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "date": date ?? false
        case "summary": summary ?? false
        case "weight": weight ?? false
        case "tags": tags
        default: nil
        }
    }
}
