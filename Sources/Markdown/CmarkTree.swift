import CCmarkGFM
import Foundation

/// Small reads of a libcmark-gfm tree shared by the passes that walk it (anchors, summaries).
enum CmarkTree {
    /// The text of a C string libcmark-gfm allocated, which is then freed.
    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Every block of `type` under `root` (itself included) in document order: headings, code
    /// blocks. Only blocks are visited, not the inline nodes inside them, which are most of a
    /// page's tree; and without recursion, as blocks nest as deep as a page likes. Collected
    /// before anyone changes the tree.
    static func blocks(of type: cmark_node_type, under root: OpaquePointer) -> [OpaquePointer] {
        blocks(under: root) { cmark_node_get_type($0) == type }
    }

    /// Calls `body` with every node of `root`'s tree in the order of the page, inlines too, as it is
    /// entered and, for a node with children, as it is left (`entering` says which): libcmark-gfm's
    /// iterator, freed however the walk goes. The tree's shape must not change during the walk.
    static func walk(_ root: OpaquePointer, _ body: (_ node: OpaquePointer, _ entering: Bool) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            body(node, event == CMARK_EVENT_ENTER)
        }
    }

    /// The same, of every block `matches` takes: one of an extension's types (a table), whose
    /// number the library only settles when the extension is registered.
    static func blocks(under root: OpaquePointer, where matches: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var next: OpaquePointer? = root
        while let node = next {
            if matches(node) { found.append(node) }
            if let child = cmark_node_first_child(node), isBlock(child) {
                next = child  // a block's children are all blocks or all inline
                continue
            }
            next = nil
            var climbing = node
            while climbing != root {
                if let sibling = cmark_node_next(climbing) {
                    next = sibling
                    break
                }
                guard let parent = cmark_node_parent(climbing) else { break }
                climbing = parent
            }
        }
        return found
    }

    /// Puts a custom node (a block, or an inline node) holding `html` in place of `node`, which
    /// is then freed; libcmark-gfm writes a custom node's text as it is, whatever the options say
    /// of raw HTML. Builder-made HTML (game blocks, anchored headings, shortcodes) goes in so.
    /// Whether it could: a table cell holds no custom node, for one.
    @discardableResult
    static func replace(_ node: OpaquePointer, withHTML html: String, block: Bool) -> Bool {
        replace(node, with: block ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE) {
            cmark_node_set_on_enter($0, html)
        }
    }

    /// `node` replaced by text that reads `literal`; whether it could.
    @discardableResult
    static func replace(_ node: OpaquePointer, withText literal: String) -> Bool {
        replace(node, with: CMARK_NODE_TEXT) { cmark_node_set_literal($0, literal) }
    }

    /// `node` replaced by a new node of `type`, given its content by `fill`, and freed; when the
    /// parent cannot hold such a node, the new one is freed instead.
    private static func replace(
        _ node: OpaquePointer, with type: cmark_node_type, fill: (OpaquePointer) -> Int32
    ) -> Bool {
        guard let new = cmark_node_new(type) else { return false }
        _ = fill(new)
        guard cmark_node_replace(node, new) != 0 else {
            cmark_node_free(new)
            return false
        }
        cmark_node_free(node)
        return true
    }

    /// The name libcmark-gfm gives a node's type (`table`, `table_cell`, `strikethrough`): how
    /// the nodes of an extension are told apart, their type numbers being globals it sets.
    static func typeName(of node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    /// The text of a text node, a code span or raw HTML.
    static func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// The children of `node`, taken before anyone moves them.
    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let next = child {
            found.append(next)
            child = cmark_node_next(next)
        }
        return found
    }

    /// A text node cut so that each of `ranges` (of its UTF-8 bytes, in order, apart, on character
    /// boundaries) is a text node of its own, which are returned; the rest of its text stays around
    /// them in nodes of their own. The node itself keeps the first part: nothing is freed.
    static func split(_ text: OpaquePointer, at ranges: [Range<Int>]) -> [OpaquePointer] {
        let bytes = Array(literal(of: text).utf8)
        var parts: [(range: Range<Int>, kept: Bool)] = [], at = 0
        for range in ranges {
            if range.lowerBound > at { parts.append((at..<range.lowerBound, false)) }
            parts.append((range, true))
            at = range.upperBound
        }
        if at < bytes.count { parts.append((at..<bytes.count, false)) }
        var kept: [OpaquePointer] = [], previous: OpaquePointer?
        for part in parts {
            let string = String(decoding: bytes[part.range], as: UTF8.self)
            var node = text
            if let previous {
                guard let new = cmark_node_new(CMARK_NODE_TEXT) else { continue }
                _ = cmark_node_insert_after(previous, new)
                node = new
            }
            _ = cmark_node_set_literal(node, string)
            if part.kept { kept.append(node) }
            previous = node
        }
        return kept
    }

    private static func isBlock(_ node: OpaquePointer) -> Bool {
        cmark_node_get_type(node).rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK)
    }

    /// A node's text without markup, on one line: `*Saving* throws` gives "Saving throws".
    static func plainText(of node: OpaquePointer) -> String {
        oneLine(take(cmark_render_plaintext(node, CMARK_OPT_DEFAULT, 0)))
    }

    /// Runs of white space as one space, none at either end. Scalar by scalar into bytes, and
    /// Unicode asked only about non-ASCII scalars: every listed page's summary passes here.
    static func oneLine(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace =
                scalar.isASCII
                ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(UInt8(ascii: " ")) }
            pendingSpace = false
            if scalar.isASCII {
                out.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
