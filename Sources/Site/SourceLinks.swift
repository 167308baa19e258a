import Foundation
import Markdown
import SiteFiles
import SiteModel

/// Links as other tools' pages write them, given the addresses sheetgen writes:
///
/// - a link to another page's Markdown source (`other.md`, `../x/y.md#part`, `/x/y.md`, Zola's
///   `@/x/y.md`) gets that page's address. A page's address is its source's path without `.md`
///   (with pretty URLs, followed by `/`), an `_index.md` or `index.md` being its folder's index;
///   a page that a slug moves elsewhere is not found so, and the link check tells such a link as
///   broken, as it tells a link to a source that does not exist;
/// - a link or image from the site's root (`/docs/page.html`, `/images/map.png`, and with a
///   `baseURL` of `https://example.org/site/`, `/site/docs/`) becomes a path from the page, so that
///   the site works from the disk and the link check sees it. A path outside the site's root
///   (`/elsewhere/`) is left as it is;
/// - a `%` that starts no escape is written `%25`, so that `100%.html` names that file.
package enum SourceLinks {
    /// The rewriter of the links of the page from `source` (a path in the content folder) at
    /// `page`, in a site whose root is the path `root` (`/`, or `/site/`) and whose pages have
    /// addresses in the style `urls`; nil when its bytes hold no `.md`, no link from the root and
    /// no `%`, and so nothing to rewrite.
    package static func rewriter(
        source: String, page: String, bytes: [UInt8], root: String, urls: URLStyle
    ) -> LinkRewriter? {
        guard ["](/", "]: /", ".md", "%"].contains(where: { ByteSearch.containsIgnoringCase(bytes, $0) }) else {
            return nil
        }
        return rewriter(source: source, page: page, root: root, urls: urls)
    }

    /// The same, whatever the page's bytes hold: for the links of its shortcodes' HTML.
    static func rewriter(source: String, page: String, root: String, urls: URLStyle) -> LinkRewriter {
        let folder = Navigation.parent(of: source)
        return LinkRewriter { destination, isImage in
            if !isImage, let (path, rest) = target(of: destination, from: folder) {
                return URLPath.link(to: urls.page(path), from: page) + URLPath.strayPercentsEscaped(rest)
            }
            let written = URLPath.strayPercentsEscaped(fromRoot(destination, page: page, root: root) ?? destination)
            return written == destination ? nil : written
        }
    }

    /// A link from the site's root (the path `root`) as a path from `page`; nil for any other.
    static func fromRoot(_ destination: String, page: String, root: String) -> String? {
        guard destination.hasPrefix(root), !destination.hasPrefix("//") else { return nil }
        let rest = destination.dropFirst(root.count)
        // The root itself is its index page: an empty link would be this page.
        return URLPath.root(of: page)
            + (rest.isEmpty || rest.hasPrefix("#") || rest.hasPrefix("?") ? "index.html" + rest : rest)
    }

    /// The page a link names, by the path of its source; and what follows the path (`#part`,
    /// `?query`), as written. Nil for a link to anything but a Markdown source inside the site.
    static func target(of destination: String, from folder: String) -> (path: String, rest: String)? {
        let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
        let rest = String(destination[end...])
        // A `%` that starts no escape is itself: `100%.md` is that file.
        let written = String(destination[..<end])
        guard let file = URLPath.strayPercentsEscaped(written).removingPercentEncoding, file.hasSuffix(".md"),
            !file.hasPrefix("//"), !PageSummary.hasScheme(file), let source = sourcePath(file, from: folder),
            let path = address(ofSource: source)
        else { return nil }
        return (path, rest)
    }

    /// The link from `page` (made of `source`) to the page a Hugo `ref` or `relref` shortcode
    /// names, as Hugo finds it: by its source's path, `.md` or not, from the content folder when it
    /// starts with `/`, else from the page's folder and then from the content folder; a folder's
    /// path names its `_index.md` or `index.md`. `exists` says whether the content folder has a
    /// file at a path. A page found nowhere is linked where it would be, and the link check
    /// tells of it as of any link to a page that is not there.
    package static func reference(
        _ written: String, source: String, page: String, urls: URLStyle, exists: (String) -> Bool
    ) -> String {
        let end = written.firstIndex { $0 == "#" || $0 == "?" } ?? written.endIndex
        let rest = String(written[end...])
        var path = String(written[..<end])
        guard !path.isEmpty else { return rest }  // `#part` of the page itself
        let fromRoot = path.hasPrefix("/")
        while path.hasPrefix("/") { path.removeFirst() }
        while path.hasSuffix("/") { path.removeLast() }
        let candidates =
            path.hasSuffix(".md")
            ? [path] : path.isEmpty ? ["_index.md"] : [path + ".md", path + "/_index.md", path + "/index.md"]
        var found: [String] = []
        for folder in fromRoot ? [""] : [Navigation.parent(of: source), ""] {
            for candidate in candidates {
                guard let file = sourcePath(candidate, from: folder) else { continue }
                if exists(file) { return link(toSource: file, from: page, urls: urls, rest: rest) ?? written }
                found.append(file)
            }
        }
        return found.first.flatMap { link(toSource: $0, from: page, urls: urls, rest: rest) } ?? written
    }

    private static func link(toSource file: String, from page: String, urls: URLStyle, rest: String) -> String? {
        address(ofSource: file).map { URLPath.link(to: urls.page($0), from: page) + rest }
    }

    /// The path in the content folder of the file `file` names (as a link writes it: from the root
    /// with `/`, or Zola's `@/`) from `folder`; nil when it climbs out of the site.
    private static func sourcePath(_ file: String, from folder: String) -> String? {
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
        return parts.joined(separator: "/")
    }

    /// The address of the page made of the Markdown file at `source`: an `_index.md` or
    /// `index.md` is its folder's index. Nil for a name that is only `.md`.
    static func address(ofSource source: String) -> String? {
        var parts = source.split(separator: "/")
        guard let name = parts.popLast(), name.count > 3, name.hasSuffix(".md") else { return nil }
        let stem = name.dropLast(3)
        parts.append(stem == "_index" || stem == "index" ? "index" : stem)
        return parts.joined(separator: "/")
    }
}
