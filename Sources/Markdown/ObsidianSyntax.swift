import CCmarkGFM

/// Obsidian's own Markdown, on the parsed tree: callouts, highlights, block ids and inline tags
/// (https://help.obsidian.md), and a hook for code spans. Each is found on libcmark-gfm's tree
/// rather than in the text, so code, raw HTML and links are told apart as Markdown tells them,
/// and what it makes is a node of the tree: custom nodes, written as they are whatever the
/// options say of raw HTML, around the page's own nodes, which the page's other passes (links,
/// heading ids, game blocks) still see.
package struct ObsidianSyntax: Sendable {
    /// The address of a tag's page from the page being rendered; nil shows the tag as text.
    package let tagLink: @Sendable (String) -> String?
    /// HTML to show instead of an inline code span's text (the site rolls `dice: 2d6`); nil keeps the code.
    package let inlineCode: @Sendable (String) -> String?

    package init(
        tagLink: @escaping @Sendable (String) -> String? = { _ in nil },
        inlineCode: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        (self.tagLink, self.inlineCode) = (tagLink, inlineCode)
    }
}

extension MarkdownRenderer {
    /// The inline tags of a page, by name without `#`, in the order they first appear, each once
    /// (names that differ only in case are one, written as first): read on the page's tree with
    /// the rules its rendering follows, so a tag in code, a link's text or raw HTML is none. For
    /// the page's list of tags, before it is rendered.
    package func obsidianTags(in markdown: String) -> [String] {
        let source = Array(markdown.utf8)
        let names = withDocument(source) { document, _ in
            let pass = ObsidianPass(ObsidianSyntax(), document: document, source: source, made: [])
            defer { pass.release() }
            return pass.tagNames
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0.lowercased()).inserted }
    }
}

/// One page's Obsidian syntax put in its tree, in the steps its rendering takes: the syntax
/// before its links are rewritten (so that the tags' links are rewritten and noted as the page's
/// own), the tags' links given their class once rewritten, the block ids once the page's summary
/// is read, and what was taken out of the tree freed once the page is written. Made for one page,
/// on its thread: it holds the tree's nodes.
struct ObsidianPass {
    private var html: InlineHTML
    private let anchors: BlockAnchors
    private let callouts: [OpaquePointer: Callout]
    private let tagLinks: [OpaquePointer]
    /// Paragraphs taken out of the tree whose bytes its nodes may still read (see `Callout.place`).
    private let emptied: [OpaquePointer]
    /// The name of every tag of the page, in its order, as often as it stands.
    private(set) var tagNames: [String] = []

    /// `syntax` applied to `document`, parsed from `source`; `made` is HTML already put in it
    /// (shortcodes'), which the words that stand for HTML in a table cell must not be found in.
    init(_ syntax: ObsidianSyntax, document: OpaquePointer, source: [UInt8], made: [String]) {
        html = InlineHTML(avoiding: [source] + made.map { Array($0.utf8) })
        cmark_consolidate_text_nodes(document)
        var anchors = BlockAnchors(in: document, source: source), emptied: [OpaquePointer] = []
        callouts = Callout.place(in: document, anchors: &anchors, emptied: &emptied)
        (self.anchors, self.emptied) = (anchors, emptied)
        Highlights.place(in: document, html: &html)
        InlineCode.place(in: document, html: syntax.inlineCode, into: &html)
        tagLinks = InlineTags.place(in: document, link: syntax.tagLink, html: &html, names: &tagNames)
    }

    /// The tags' links, rewritten, given their class.
    mutating func classifyTagLinks(flags: Int32, extensions: UnsafeMutablePointer<cmark_llist>?) {
        InlineTags.classify(tagLinks, flags: flags, extensions: extensions, html: &html)
    }

    /// Each block with an id given it.
    func anchorBlocks() {
        anchors.apply(callouts: callouts)
    }

    /// Frees what was taken out of the tree, once nothing of the page is to be written: once only.
    func release() {
        for node in emptied { cmark_node_free(node) }
    }

    /// The words put in table cells, and the HTML each stands for.
    var words: [(word: String, html: String)] { html.words }
}
