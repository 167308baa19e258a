import CCmarkGFM

/// How a page's links and images are rewritten before it is written: the site gives a link to
/// another page's Markdown source that page's address, and one from the site's root a path from
/// the page (see `SourceLinks` in the site builder).
public struct LinkRewriter: Sendable {
    /// The destination to write instead of the one given (of an image when the flag says so);
    /// nil to keep it.
    let rewrite: @Sendable (_ destination: String, _ isImage: Bool) -> String?

    package init(_ rewrite: @escaping @Sendable (_ destination: String, _ isImage: Bool) -> String?) {
        self.rewrite = rewrite
    }

    /// The links of builder-made HTML (a shortcode's) given the destination `rewrite` says, as
    /// those of the page's Markdown are.
    package func rewritingLinks(inHTML html: String) -> String {
        HTMLLinks.rewritten(html) { link, isSource in rewrite(link, isSource) }
    }

    /// Every link and image of `document` given the destination `rewrite` says. The walk goes
    /// through every node, inlines too: pages get a rewriter only when they may need one.
    func apply(to document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else {
                continue
            }
            if let destination = rewrite(String(cString: url), type == CMARK_NODE_IMAGE) {
                _ = cmark_node_set_url(node, destination)
            }
        }
    }
}
