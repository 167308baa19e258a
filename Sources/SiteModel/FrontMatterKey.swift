import Mistakes

/// The front matter keys a site gives meaning to, as Hugo, Zola and Jekyll write them: a key is
/// matched without regard to case (`Title`, `expirydate`), and each of its other names is read as
/// the one sheetgen uses (`lastmod` and `updated`, `unpublishdate` and `expiryDate`). Keys it
/// does not know reach templates as they are written.
package enum FrontMatterKey {
    /// The name sheetgen uses for each name a key may be given, in lower case.
    static let names: [String: String] = [
        "title": "title", "date": "date", "draft": "draft", "weight": "weight", "tags": "tags", "slug": "slug",
        "layout": "layout", "template": "template", "type": "type", "summary": "summary", "description": "description",
        "publishdate": "publishDate", "pubdate": "publishDate",
        "expirydate": "expiryDate", "unpublishdate": "expiryDate",
        "lastmod": "updated", "updated": "updated", "last_modified_at": "updated",
        "aliases": "aliases", "redirect_from": "aliases", "toc": "toc",
        "url": "url", "permalink": "url", "linktitle": "linkTitle",
        "cascade": "cascade", "build": "build", "headless": "headless", "redirect_to": "redirect_to",
        "sort": "sort",
    ]

    /// The keys the site reads of a page, under the names it uses: the others are for templates.
    package static let readBySite = Set(names.values)

    /// Words whose presence in a page's bytes means it may name a publishing date (see
    /// `PublishingWindow.mayBeNamed`), in lower case: each name of `publishDate` and
    /// `expiryDate` holds one, and so does Jekyll's `published`.
    package static let publishingWords = ["publish", "pubdate", "expirydate"]
    /// The same for aliases.
    package static let aliasWords = ["aliases", "redirect_from"]

    /// The fields read under the names sheetgen uses, and the name each was written with (for the
    /// line of an error). Jekyll's `published: false` is `draft: true`; Hugo's `published: DATE`
    /// is its `publishDate`. Two names of one key in one page are an error: which to believe?
    package static func canonical(
        _ fields: [String: MetadataValue], problem: (String, String) -> UserError
    ) throws(UserError) -> (fields: [String: MetadataValue], written: [String: String]) {
        var canonical: [String: MetadataValue] = [:], written: [String: String] = [:]
        for key in fields.keys.sorted() {
            guard let value = fields[key] else { continue }
            var name = names[key.lowercased()] ?? key
            var read = value
            if key.lowercased() == "published" {
                if case .bool(let published) = value {
                    (name, read) = ("draft", .bool(!published))
                } else {
                    name = "publishDate"
                }
            }
            if let earlier = written[name] {
                throw problem(key, "'\(earlier)' and '\(key)' both give the page's \(name): keep one")
            }
            canonical[name] = read
            written[name] = key
        }
        return (canonical, written)
    }
}
