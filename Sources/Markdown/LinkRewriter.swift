import CCmarkGFM

/// How a page's links and images are rewritten before it is written: the site gives a link to
/// another page's Markdown source that page's address, and one from the site's root a path from
/// the page (see `SourceLinks` in the site builder). For `sheetgen check` it also notes where
/// each link stands (`noting`).
public struct LinkRewriter: Sendable {
    /// The destination to write instead of the one given (of an image when the flag says so);
    /// nil to keep it. Nil itself for a rewriter that only notes.
    let rewrite: (@Sendable (_ destination: String, _ isImage: Bool) -> String?)?
    /// Where each link, once rewritten, is noted with its line; nil but in a check.
    let lines: LinkLines?

    package init(_ rewrite: @escaping @Sendable (_ destination: String, _ isImage: Bool) -> String?) {
        (self.rewrite, lines) = (rewrite, nil)
    }

    private init(rewrite: (@Sendable (String, Bool) -> String?)?, lines: LinkLines?) {
        (self.rewrite, self.lines) = (rewrite, lines)
    }

    /// `rewriter` (none: links as they are) that also notes each link and piece of raw HTML
    /// into `lines`, with its line, once rewritten.
    package static func noting(into lines: LinkLines, rewriting rewriter: LinkRewriter?) -> LinkRewriter {
        LinkRewriter(rewrite: rewriter?.rewrite, lines: lines)
    }

    /// The destination `rewrite` says for a link of builder-made HTML (a shortcode's), as for
    /// those of the page's Markdown; nil to keep it.
    package func rewritten(_ link: String, isSource: Bool) -> String? {
        rewrite?(link, isSource)
    }

    /// Every link and image of `document` given the destination `rewrite` says, and noted in
    /// `lines` as a document rendered with `flags` writes it. The walk goes through every node,
    /// inlines too: pages get a rewriter only when they may need one.
    func apply(to document: OpaquePointer, flags: Int32) {
        CmarkTree.walk(document) { node, entering in
            guard entering else { return }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let rewrite, let url = cmark_node_get_url(node),
                let destination = rewrite(String(cString: url), type == CMARK_NODE_IMAGE)
            {
                _ = cmark_node_set_url(node, destination)
            }
            lines?.note(node, flags: flags)
        }
    }
}
