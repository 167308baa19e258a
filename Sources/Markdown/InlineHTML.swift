import CCmarkGFM

/// Builder-made inline HTML put into a page's tree: a custom inline node where one may stand,
/// which libcmark-gfm writes as it is; in a table cell, which holds none, a word of text that the
/// written HTML then swaps for it (as shortcodes do, see `MarkdownRenderer.place`). The words are
/// of a name no text of the page holds (`UnusedName`), worked out when a cell first needs one.
struct InlineHTML {
    /// Each word put in a cell, and the HTML it stands for.
    private(set) var words: [(word: String, html: String)] = []
    /// The texts a word's name must not be found in: the Markdown, and HTML already made for it.
    private let texts: [[UInt8]]
    private var name: String?

    init(avoiding texts: [[UInt8]]) {
        self.texts = texts
    }

    /// `node` replaced by `html`, and freed.
    mutating func replace(_ node: OpaquePointer, with html: String) {
        guard !CmarkTree.replace(node, withHTML: html, block: false) else { return }
        let name = name ?? UnusedName.make("sgob", avoiding: texts)
        self.name = name
        let word = name + "w\(words.count)w"
        if CmarkTree.replace(node, withText: word) { words.append((word, html)) }
    }

    /// `html` put just before `node`.
    mutating func insert(_ html: String, before node: OpaquePointer) {
        guard let place = cmark_node_new(CMARK_NODE_TEXT) else { return }
        guard cmark_node_insert_before(node, place) != 0 else { return cmark_node_free(place) }
        replace(place, with: html)
    }

    /// `html` put just after `node`.
    mutating func insert(_ html: String, after node: OpaquePointer) {
        guard let place = cmark_node_new(CMARK_NODE_TEXT) else { return }
        guard cmark_node_insert_after(node, place) != 0 else { return cmark_node_free(place) }
        replace(place, with: html)
    }
}
