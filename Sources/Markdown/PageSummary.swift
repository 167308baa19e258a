import CCmarkGFM
import Foundation
import SiteModel

/// A page's summary, as listings show it. A page's front matter `summary:` (plain text) wins;
/// else a content page's summary is everything before a `<!--more-->` line, or its first
/// paragraph. Page records keep it as HTML, rendered from the page's own tree in the pass that
/// renders the page, its links as seen from the page's folder; a listing elsewhere rewrites its
/// relative links, and the plain text (search, feeds) is read from it. No listing parses Markdown.
package enum PageSummary {
    /// The summary divider, alone on its line (an HTML comment: it shows nothing in the page).
    static let divider = "<!--more-->"

    /// Plain text as a summary's HTML: one paragraph, on one line, escaped; nil when empty.
    package static func html(ofText text: String) -> String? {
        let line = CmarkTree.oneLine(text)
        return line.isEmpty ? nil : "<p>\(XMLText.escaped(line))</p>\n"
    }

    /// A summary's HTML as plain text on one line: tags left out (blocks end in a line end, which
    /// keeps their words apart), the escapes libcmark-gfm writes read back. Links lose their
    /// targets; struck-out words keep their letters. Byte by byte: every listed page passes here.
    package static func text(ofHTML html: String) -> String {
        let entities: [(name: [UInt8], byte: UInt8)] = [
            (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
            (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        ]
        let bytes = Array(html.utf8)
        var text: [UInt8] = [], index = 0, inTag = false
        text.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inTag {
                inTag = byte != UInt8(ascii: ">")
            } else if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: "&"),
                let entity = entities.first(where: { bytes[(index - 1)...].starts(with: $0.name) })
            {
                text.append(entity.byte)
                index += entity.name.count - 1
            } else {
                text.append(byte)
            }
        }
        return CmarkTree.oneLine(String(decoding: text, as: UTF8.self))
    }

    /// A summary's HTML as a listing in folder `listing` shows it, of a page in folder `page`:
    /// every `href` and `src` that is relative to the page rewritten (see `rebased`).
    package static func rebasedHTML(_ html: String, from page: String, to listing: String) -> String {
        guard page != listing else { return html }
        return HTMLLinks.rewritten(html) { link, _ in rebased(link, from: page, to: listing) }
    }

    /// `link` (a link or image of a page in folder `page`) as seen from a page in folder
    /// `listing`, both given as output paths; unchanged when it is not relative to the page
    /// (a scheme, `/`, `#`, `?`, empty) or climbs out of the site.
    static func rebased(_ link: String, from page: String, to listing: String) -> String {
        // Bytes, not characters: a combining mark after `/`, `#` or `?` does not hide it.
        let bytes = link.utf8
        guard page != listing, let first = bytes.first, !"/#?".utf8.contains(first), !hasScheme(link) else {
            return link
        }
        let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        let segments = bytes[..<end].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var target = page.isEmpty ? [] : URLPath.encoded(page).split(separator: "/").map(String.init)
        for segment in segments.dropLast() {
            switch segment {
            case ".", "": continue
            case "..":
                guard !target.isEmpty else { return link }
                target.removeLast()
            default: target.append(segment)
            }
        }
        let file = segments.last ?? ""
        let from = listing.isEmpty ? [] : URLPath.encoded(listing).split(separator: "/").map(String.init)
        let shared = zip(target, from).prefix { $0 == $1 }.count
        let up = String(repeating: "../", count: from.count - shared)
        let down = target.dropFirst(shared).map { $0 + "/" }.joined()
        return up + down + (file == ".." ? "../" : file == "." ? "" : file) + link[end...]
    }

    /// `scheme:` before any `/`, `?` or `#`: `https:`, `mailto:`, `javascript:`.
    package static func hasScheme(_ link: String) -> Bool {
        guard let colon = link.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = link.utf8[..<colon]
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        guard let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-.".utf8.contains(byte)
        }
    }
}

extension MarkdownRenderer {
    /// The summary of a page body as HTML: its top-level blocks before a `<!--more-->` line,
    /// else its first top-level paragraph; nil when it has neither.
    func summaryHTML(of body: String) -> String? {
        withDocument(Array(body.utf8)) { document, extensions in summaryHTML(in: document, extensions: extensions) }
    }

    /// The summary of a parsed page, read before anything changes the tree: the page's own
    /// rendering reads it in the same pass, so a page's body is parsed once.
    func summaryHTML(in document: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?) -> String? {
        var before: [OpaquePointer] = [], divided = false
        var child = cmark_node_first_child(document)
        while let node = child, !divided {
            divided = Self.isDivider(node)
            if !divided { before.append(node) }
            child = cmark_node_next(node)
        }
        let paragraph = before.first { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }
        let chosen = divided ? before : paragraph.map { [$0] } ?? []
        let html = chosen.map { CmarkTree.take(cmark_render_html($0, options.cmarkFlags, extensions)) }.joined()
        return PageSummary.text(ofHTML: html).isEmpty ? nil : html
    }

    /// Takes the summary's divider out of a parsed page: it shows nothing, and left in, it would
    /// be raw HTML that a page without `unsafe` is told it lost.
    static func removeDivider(from document: OpaquePointer) {
        var child = cmark_node_first_child(document)
        while let node = child {
            child = cmark_node_next(node)
            guard isDivider(node) else { continue }
            cmark_node_unlink(node)
            cmark_node_free(node)
            return
        }
    }

    private static func isDivider(_ node: OpaquePointer) -> Bool {
        guard cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK, let literal = cmark_node_get_literal(node) else {
            return false
        }
        return String(cString: literal).trimmingCharacters(in: .whitespacesAndNewlines) == PageSummary.divider
    }
}
