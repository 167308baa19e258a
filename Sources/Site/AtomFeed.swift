import SiteModel
/// An Atom feed (RFC 4287) of a site's newest dated pages: made from page records, each entry's
/// text escaped for XML and stripped of what XML 1.0 may not hold (control characters).
struct AtomFeed {
    package struct Entry {
        let title: String
        /// Where the page is, from the feed (relative) or absolute under the site's base URL.
        let link: String
        let id: String
        /// RFC 3339.
        let updated: String
        let summary: String?
    }

    let title: String
    let id: String
    /// The feed's own address, and the page it stands for.
    let selfLink: String
    let alternate: String
    let entries: [Entry]

    /// The most entries a feed holds: readers want what is new, not the archive.
    static let size = 20

    /// The feed; `updated` is its newest entry's, or the start of 1970 when it has none (no page
    /// of the site is dated), so that the same pages always give the same bytes.
    var xml: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<feed xmlns=\"http://www.w3.org/2005/Atom\">",
            "  <title>\(XMLText.escaped(title))</title>",
            "  <id>\(XMLText.escaped(id))</id>",
            "  <updated>\(entries.first?.updated ?? "1970-01-01T00:00:00Z")</updated>",
            "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(XMLText.escaped(selfLink))\"/>",
            "  <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escaped(alternate))\"/>",
            "  <generator>sheetgen</generator>",
        ]
        for entry in entries {
            lines += [
                "  <entry>",
                "    <title>\(XMLText.escaped(entry.title))</title>",
                "    <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escaped(entry.link))\"/>",
                "    <id>\(XMLText.escaped(entry.id))</id>",
                "    <updated>\(entry.updated)</updated>",
            ]
            if let summary = entry.summary, !summary.isEmpty {
                lines.append("    <summary type=\"text\">\(XMLText.escaped(summary))</summary>")
            }
            lines.append("  </entry>")
        }
        lines.append("</feed>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A front matter date (`DateText`) as RFC 3339 (see `DateText.rfc3339`).
    static func timestamp(_ date: String) -> String {
        DateText.rfc3339(date) ?? "1970-01-01T00:00:00Z"
    }
}
