import Foundation
import Markdown
import SiteFiles
import SiteModel

/// Links written to another page's Markdown source, as Hugo, Zola and editors write them
/// (`other.md`, `../x/y.md#part`, `/x/y.md`, Zola's `@/x/y.md`), given that page's address
/// instead. A page's address is its source's path without `.md`, an `_index.md` or `index.md`
/// being its folder's index; a page that a slug moves elsewhere is not found so, and the link
/// check tells such a link as broken, as it tells a link to a source that does not exist.
package enum SourceLinks {
    /// The rewriter of the links of the page from `source` (a path in the content folder) at
    /// `page`; nil when its bytes hold no `.md`, and so no such link.
    package static func rewriter(source: String, page: String, bytes: [UInt8]) -> LinkRewriter? {
        guard ByteSearch.containsIgnoringCase(bytes, ".md") else { return nil }
        let folder = Navigation.parent(of: source)
        return LinkRewriter { destination in
            target(of: destination, from: folder).map { URLPath.link(to: $0.path, from: page) + $0.rest }
        }
    }

    /// The page a link names, by the path of its source; and what follows the path (`#part`,
    /// `?query`), as written. Nil for a link to anything but a Markdown source inside the site.
    static func target(of destination: String, from folder: String) -> (path: String, rest: String)? {
        let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
        let rest = String(destination[end...])
        guard let file = String(destination[..<end]).removingPercentEncoding, file.hasSuffix(".md"),
            !file.hasPrefix("//"), !PageSummary.hasScheme(file)
        else { return nil }
        let written: [Substring]
        if file.hasPrefix("@/") {
            written = file.dropFirst(2).split(separator: "/")
        } else if file.hasPrefix("/") {
            written = file.dropFirst().split(separator: "/")
        } else {
            written = folder.split(separator: "/") + file.split(separator: "/")
        }
        var parts: [Substring] = []
        for part in written {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }  // out of the site
                parts.removeLast()
            default: parts.append(part)
            }
        }
        guard let name = parts.popLast(), name.count > 3 else { return nil }  // `.md` names no page
        let stem = name.dropLast(3)
        parts.append(stem == "_index" || stem == "index" ? "index" : stem)
        return (parts.joined(separator: "/"), rest)
    }
}
