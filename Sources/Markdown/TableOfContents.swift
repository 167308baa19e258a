import Mistakes
import SiteModel
/// A page's table of contents: its headings as nested lists of links to their anchors. A
/// heading deeper than the one before opens one list inside it, however many levels it skips;
/// a shallower one closes lists back to its own level.
package enum TableOfContents {
    /// The lists as HTML; nil for a page without headings.
    package static func html(_ headings: [Heading]) -> String? {
        guard !headings.isEmpty else { return nil }
        var html = ""
        var open: [Int] = []  // the level of each list open, outermost first
        for heading in headings {
            if let last = open.last, heading.level <= last {
                while open.count > 1, open[open.count - 2] >= heading.level {
                    html += "</li>\n</ul>\n"
                    open.removeLast()
                }
                html += "</li>\n"
                open[open.count - 1] = heading.level
            } else {
                html += open.isEmpty ? "<ul>\n" : "\n<ul>\n"
                open.append(heading.level)
            }
            html += "<li><a href=\"#\(heading.id)\">\(HTMLText.escaped(heading.text))</a>"
        }
        html += String(repeating: "</li>\n</ul>\n", count: open.count)
        return html
    }

    /// Whether a page shows one: its `toc` front matter when given, else the site's `toc`.
    package static func wanted(_ fields: [String: MetadataValue], siteDefault: Bool) throws(UserError) -> Bool {
        guard let value = fields["toc"] else { return siteDefault }
        guard case .bool(let flag) = value else { throw UserError("toc must be true or false") }
        return flag
    }
}
