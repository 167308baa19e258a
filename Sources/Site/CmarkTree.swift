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

    /// Every node under `root` (itself included) of `type`, in document order. Collected before
    /// anyone changes the tree: libcmark-gfm's iterator must not see nodes replaced under it.
    static func nodes(of type: cmark_node_type, under root: OpaquePointer) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var found: [OpaquePointer] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == type
            {
                found.append(node)
            }
        }
        return found
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
