import CCmarkGFM
import SiteModel

/// One of Obsidian's callouts: a block quote whose first line is `[!type]`, then `+` or `-` to
/// make it foldable (open or folded), then its title, written with Markdown:
/// `> [!warning]- Mind the **trap**`. Its HTML is Obsidian's: the type (as written, lower-cased)
/// in `data-callout`, a title with an icon, and the rest of the quote as its content; a foldable
/// one is a `details` whose title is its `summary`. The type's base names its class
/// (`callout-tip` for `hint`), which the style sheet colours; a type of the site's own
/// (`13A-Spell`) is styled as a note, and can be styled apart by its `data-callout`.
struct Callout {
    enum Folding {
        case open, folded
    }

    /// The type as the attribute holds it: lower-cased letters, digits, `-` and `_`.
    let type: String
    /// The title given when the line gives none: the type lower-cased, its first letter a capital
    /// (`[!NOTE]` is titled "Note", as in Obsidian).
    let defaultTitle: String
    let folding: Folding?

    /// Obsidian's types, each aliased one under its base's name.
    private static let bases: [String: String] = {
        let aliases = [
            "note": [], "abstract": ["summary", "tldr"], "info": [], "todo": [], "tip": ["hint", "important"],
            "success": ["check", "done"], "question": ["help", "faq"], "warning": ["caution", "attention"],
            "failure": ["fail", "missing"], "danger": ["error"], "bug": [], "example": [], "quote": ["cite"],
        ]
        return aliases.reduce(into: [:]) { bases, entry in
            for name in [entry.key] + entry.value { bases[name] = entry.key }
        }
    }()

    /// The callout a quote's first text opens, and where its title starts in it; nil when the
    /// text opens none. The type is anything up to the first `]`, the title what follows the
    /// folding sign, white space before it left out.
    static func read(_ text: String) -> (callout: Callout, title: String.Index)? {
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let written = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
        guard !written.isEmpty else { return nil }
        var rest = text[text.index(after: close)...]
        let folding: Folding? =
            switch rest.first {
            case "+": .open
            case "-": .folded
            default: nil
            }
        if folding != nil { rest = rest.dropFirst() }
        let type = written.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let callout = Callout(
            type: type.isEmpty ? "note" : type, defaultTitle: written.prefix(1).uppercased() + written.dropFirst(),
            folding: folding)
        return (callout, rest.firstIndex { !$0.isWhitespace } ?? rest.endIndex)
    }

    /// The base type, which names its class.
    var base: String { Self.bases[type] ?? "note" }

    /// The callout's opening tag, with the id of a block anchor (`^id`, nothing to escape) if it
    /// has one.
    func opening(id: String? = nil) -> String {
        let anchor = id.map { " id=\"\($0)\"" } ?? ""
        let attributes = "class=\"callout callout-\(base)\" data-callout=\"\(type)\"\(anchor)"
        switch folding {
        case nil: return "<div \(attributes)>"
        case .open: return "<details \(attributes) open>"
        case .folded: return "<details \(attributes)>"
        }
    }

    var closing: String { folding == nil ? "</div>" : "</details>" }

    /// What goes before the title's content, and after it.
    var title: (open: String, close: String) {
        let element = folding == nil ? "div" : "summary"
        return (
            "<\(element) class=\"callout-title\"><span class=\"callout-icon\" aria-hidden=\"true\"></span>"
                + "<span class=\"callout-title-inner\">", "</span></\(element)>"
        )
    }
}

extension Callout {
    /// Every block quote of `document` whose first line opens a callout made that callout, in
    /// place; the callouts made, by node. Quotes are taken outside in, so a callout inside
    /// another is made once it is in its parent's content. A block anchor of a quote, or of the
    /// first line the callout takes whole, is the callout's.
    ///
    /// A first paragraph the title takes whole is taken out of the tree but not freed: the text
    /// of its inline nodes, now the title's, may still be its bytes (libcmark-gfm's text nodes
    /// point into their paragraph's). It goes into `emptied`, to be freed once the page is written.
    static func place(
        in document: OpaquePointer, anchors: inout BlockAnchors, emptied: inout [OpaquePointer]
    ) -> [OpaquePointer: Callout] {
        var made: [OpaquePointer: Callout] = [:]
        for quote in CmarkTree.blocks(of: CMARK_NODE_BLOCK_QUOTE, under: document) {
            guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT
            else { continue }
            let text = CmarkTree.literal(of: first)
            guard let (callout, start) = read(text) else { continue }
            _ = cmark_node_set_literal(first, String(text[start...]))
            guard let node = callout.node(replacing: quote, from: paragraph, anchors: &anchors, emptied: &emptied)
            else { continue }
            made[node] = callout
        }
        return made
    }

    /// The callout's node in place of `quote`, which is freed; `paragraph`, the quote's first
    /// block, starts with its title (the text after the callout's sign).
    private func node(
        replacing quote: OpaquePointer, from paragraph: OpaquePointer, anchors: inout BlockAnchors,
        emptied: inout [OpaquePointer]
    ) -> OpaquePointer? {
        guard let callout = Self.customBlock(opening(), closing) else { return nil }
        cmark_node_append_child(callout, titleBlock(takenFrom: paragraph))
        if cmark_node_first_child(paragraph) == nil {
            anchors.moved(paragraph, to: callout)
            cmark_node_unlink(paragraph)
            emptied.append(paragraph)
        }
        if cmark_node_first_child(quote) != nil,
            let content = Self.customBlock("<div class=\"callout-content\">", "</div>")
        {
            for child in CmarkTree.children(of: quote) { cmark_node_append_child(content, child) }
            cmark_node_append_child(callout, content)
        }
        cmark_node_insert_before(quote, callout)
        anchors.moved(quote, to: callout)
        cmark_node_unlink(quote)
        cmark_node_free(quote)
        return callout
    }

    /// The title: the inline nodes of `paragraph` up to its first line break, which goes too, or
    /// the default title when they hold nothing but white space. A block holding an inline node,
    /// so that the title's HTML stands on a line of its own with nothing added inside it.
    private func titleBlock(takenFrom paragraph: OpaquePointer) -> OpaquePointer? {
        guard let block = Self.customBlock("", ""), let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else {
            return nil
        }
        _ = cmark_node_set_on_enter(inline, title.open)
        _ = cmark_node_set_on_exit(inline, title.close)
        cmark_node_append_child(block, inline)
        var empty = true
        while let node = cmark_node_first_child(paragraph) {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                cmark_node_unlink(node)
                cmark_node_free(node)
                break
            }
            empty = empty && type == CMARK_NODE_TEXT && CmarkTree.literal(of: node).allSatisfy(\.isWhitespace)
            cmark_node_append_child(inline, node)
        }
        if empty, let text = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
            // Made HTML rather than text: the type is no Markdown, and holds no tag or highlight.
            for node in CmarkTree.children(of: inline) { cmark_node_free(node) }
            _ = cmark_node_set_on_enter(text, HTMLText.escaped(defaultTitle))
            cmark_node_append_child(inline, text)
        }
        return block
    }

    private static func customBlock(_ enter: String, _ exit: String) -> OpaquePointer? {
        guard let node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        _ = cmark_node_set_on_enter(node, enter)
        _ = cmark_node_set_on_exit(node, exit)
        return node
    }
}
