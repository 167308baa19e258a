import CCmarkGFM

/// Code spans the site shows as something else (`dice: 2d6` rolled): each code span whose text
/// the site's hook answers is replaced by the HTML it gives. Code in an image's description is
/// left alone, being written as the description's plain text.
enum InlineCode {
    static func place(in document: OpaquePointer, html hook: (String) -> String?, into html: inout InlineHTML) {
        var spans: [(node: OpaquePointer, replacement: String)] = [], imageDepth = 0
        CmarkTree.walk(document) { node, entering in
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_IMAGE {
                imageDepth += entering ? 1 : -1
            } else if type == CMARK_NODE_CODE, imageDepth == 0, let replacement = hook(CmarkTree.literal(of: node)) {
                spans.append((node, replacement))
            }
        }
        for span in spans { html.replace(span.node, with: span.replacement) }
    }
}
