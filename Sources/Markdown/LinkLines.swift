import CCmarkGFM
import Synchronization

/// Where the links of one page's Markdown stand, noted while the page is rendered for
/// `sheetgen check` (see `LinkRewriter.noting`): for each link and image, the HTML libcmark-gfm
/// writes for its destination, and for each piece of raw HTML kept in the page, its text; each
/// with the line of the Markdown it starts on. The site finds the links of the page's HTML in
/// these pieces with the scanner that found them in the page, so that a destination is matched
/// as the page writes it (percent-escapes, `&amp;`), and nothing here needs to know how.
package final class LinkLines: Sendable {
    /// HTML written for a part of the Markdown, and the line that part starts on (the
    /// Markdown's first line is 1).
    package struct Piece: Hashable, Sendable {
        package let html: String
        package let line: Int
        /// Whether it is a link's or an image's, naming one destination; else raw HTML, which
        /// may name any number, on lines after its first too.
        package let isLink: Bool
    }

    private let noted = Mutex<[Piece]>([])

    package init() {}

    /// What was noted, in the order of the Markdown.
    package var pieces: [Piece] { noted.withLock { $0 } }

    /// Notes a link, an image or a piece of raw HTML (any other node is passed over), as a
    /// document rendered with `flags` writes it.
    func note(_ node: OpaquePointer, flags: Int32) {
        let type = cmark_node_get_type(node)
        let piece: Piece
        switch type {
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            guard let html = Self.destinationHTML(of: node, type: type, flags: flags) else { return }
            piece = Piece(html: html, line: Self.firstLine(of: node), isLink: true)
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
            // Without `unsafe` libcmark-gfm leaves raw HTML out of the page, links and all.
            guard flags & CMARK_OPT_UNSAFE != 0, let literal = cmark_node_get_literal(node) else { return }
            piece = Piece(html: String(cString: literal), line: Int(cmark_node_get_start_line(node)), isLink: false)
        default: return
        }
        noted.withLock { $0.append(piece) }
    }

    /// The HTML of a bare link or image with the node's destination: the renderer's own escapes
    /// of it, and its refusal of dangerous ones without `unsafe`.
    private static func destinationHTML(of node: OpaquePointer, type: cmark_node_type, flags: Int32) -> String? {
        guard let url = cmark_node_get_url(node), let bare = cmark_node_new(type) else { return nil }
        defer { cmark_node_free(bare) }
        _ = cmark_node_set_url(bare, url)
        return CmarkTree.take(cmark_render_html(bare, flags, nil))
    }

    /// The line a link starts on. libcmark-gfm gives a link the line where its text closes
    /// (`[a\nb](x)` is on the second), and its first text the line where it opens. A link the
    /// builder made (an inline tag's) carries its line as its user data, having none of its own.
    private static func firstLine(of node: OpaquePointer) -> Int {
        if let made = cmark_node_get_user_data(node) { return Int(bitPattern: made) }
        var line = Int(cmark_node_get_start_line(node))
        var child = cmark_node_first_child(node)
        while let next = child {
            let start = Int(cmark_node_get_start_line(next))
            if start > 0 && (line <= 0 || start < line) { line = start }
            child = cmark_node_first_child(next)
        }
        return line
    }
}
