import CCmarkGFM

/// Obsidian's highlights: `==text==` written `<mark>text</mark>`, the Markdown inside kept
/// (`==**bold** text==`). The two `==` pair within one inline container (a paragraph, a heading, a
/// table cell, emphasis, a link's text), like emphasis, so that the tags they become nest with the
/// rest of the page's; code, raw HTML and an image's description hold none. An opening `==` is
/// followed by something other than white space and a closing one follows something else, so that
/// `a == b` stays text; so does a run of three or more `=`, and a `==` left unpaired.
enum Highlights {
    /// Where a `==` stands: the text node, and its bytes there.
    private struct Delimiter {
        let node: OpaquePointer
        let bytes: Range<Int>
        let opens: Bool
        let closes: Bool
    }

    /// Every pair of `==` in `document` made the tags of a highlight.
    static func place(in document: OpaquePointer, html: inout InlineHTML) {
        for container in containers(in: document) {
            var pending: [OpaquePointer: [(bytes: Range<Int>, html: String)]] = [:], order: [OpaquePointer] = []
            for (open, close) in pairs(of: delimiters(in: container)) {
                for (delimiter, tag) in [(open, "<mark>"), (close, "</mark>")] {
                    if pending[delimiter.node] == nil { order.append(delimiter.node) }
                    pending[delimiter.node, default: []].append((delimiter.bytes, tag))
                }
            }
            for node in order {
                let cuts = pending[node] ?? []
                for (piece, cut) in zip(CmarkTree.split(node, at: cuts.map(\.bytes)), cuts) {
                    html.replace(piece, with: cut.html)
                }
            }
        }
    }

    /// The nodes whose children are inline, outside images, in the order of the page.
    private static func containers(in document: OpaquePointer) -> [OpaquePointer] {
        var found: [OpaquePointer] = [], imageDepth = 0
        CmarkTree.walk(document) { node, entering in
            if cmark_node_get_type(node) == CMARK_NODE_IMAGE {
                imageDepth += entering ? 1 : -1
            } else if entering, imageDepth == 0, let child = cmark_node_first_child(node),
                cmark_node_get_type(child).rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_INLINE)
            {
                found.append(node)
            }
        }
        return found
    }

    /// The runs of exactly two `=` in the text children of `container`, with whether each may
    /// open and close a highlight. Beyond its own text a node's neighbour counts as white space
    /// when it is a line break or missing, and as something else when it is any other node.
    private static func delimiters(in container: OpaquePointer) -> [Delimiter] {
        var found: [Delimiter] = []
        let children = CmarkTree.children(of: container)
        for (index, node) in children.enumerated() where cmark_node_get_type(node) == CMARK_NODE_TEXT {
            let bytes = Array(CmarkTree.literal(of: node).utf8)
            let spaceBefore = index == 0 || isBreak(children[index - 1])
            let spaceAfter = index == children.count - 1 || isBreak(children[index + 1])
            var at = 0
            while at < bytes.count {
                guard bytes[at] == UInt8(ascii: "=") else {
                    at += 1
                    continue
                }
                let end = bytes[at...].firstIndex { $0 != UInt8(ascii: "=") } ?? bytes.count
                if end - at == 2 {
                    let before = at == 0 ? spaceBefore : isSpace(bytes[at - 1])
                    let after = end == bytes.count ? spaceAfter : isSpace(bytes[end])
                    found.append(Delimiter(node: node, bytes: at..<end, opens: !after, closes: !before))
                }
                at = end
            }
        }
        return found
    }

    /// Delimiters paired in order: one that may open waits for the next that may close.
    private static func pairs(of delimiters: [Delimiter]) -> [(Delimiter, Delimiter)] {
        var pairs: [(Delimiter, Delimiter)] = [], open: Delimiter?
        for delimiter in delimiters {
            if let opener = open, delimiter.closes {
                pairs.append((opener, delimiter))
                open = nil
            } else if delimiter.opens {
                open = delimiter
            }
        }
        return pairs
    }

    private static func isBreak(_ node: OpaquePointer) -> Bool {
        let type = cmark_node_get_type(node)
        return type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
