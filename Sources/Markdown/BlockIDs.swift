import CCmarkGFM

/// Obsidian's block ids: `^id` (ASCII letters, digits and `-`) names a block that a link can
/// reach as `#^id`. It stands at the end of a paragraph or a list item after a space, or on a
/// line of its own after a block; it is taken out of the text and the block gets the id `^id`,
/// as Obsidian Publish gives it. (libcmark-gfm writes a link's `#^id` as `#%5Eid`, which a
/// browser reads back to `^id` when no element has the id as written.)
///
/// Where the block is, Markdown decides:
/// - after a space at the end of a paragraph, the paragraph, or the item whose first paragraph
///   it is;
/// - on its own line just after a paragraph's lines, the same: the line is the paragraph's last;
/// - on its own line just after a block quote or a list, the line is, by lazy continuation, the
///   last line of the quote's or the list's last paragraph, but written outside it (without the
///   quote's `>`, or less indented than the item's text): the outermost block it was written
///   outside of, the quote (a callout) or the list;
/// - alone in a paragraph (after a blank line), the block before that paragraph;
/// - alone in a table's row, the table.
///
/// Ids are found before anything else changes the tree, and given once the page's summary is
/// read: the summary takes a page's first paragraph, and a block given an id is no longer one.
struct BlockAnchors {
    /// Each block given an id, and the id (with its `^`), in the order they were found.
    private var anchors: [(node: OpaquePointer, id: String)] = []
    /// Where each line of the Markdown starts, worked out when a lazy line is first looked at.
    private var lineStarts: [Int]?
    private let source: [UInt8]

    /// Every block id of `document`, parsed from `source`, taken out of its text and noted.
    init(in document: OpaquePointer, source: [UInt8]) {
        self.source = source
        for paragraph in CmarkTree.blocks(of: CMARK_NODE_PARAGRAPH, under: document) { take(from: paragraph) }
        for table in CmarkTree.blocks(under: document, where: { CmarkTree.typeName(of: $0) == "table" }) {
            take(fromTable: table)
        }
    }

    /// `^id` at the end of `bytes`: the index of its `^`, and the id with its `^`.
    static func id(atEndOf bytes: [UInt8]) -> (caret: Int, id: String)? {
        var start = bytes.count
        while start > 0, isIDByte(bytes[start - 1]) { start -= 1 }
        guard start < bytes.count, start > 0, bytes[start - 1] == UInt8(ascii: "^") else { return nil }
        return (start - 1, String(decoding: bytes[(start - 1)...], as: UTF8.self))
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The id at the end of `paragraph`, if it ends in one, taken out and noted with its block.
    private mutating func take(from paragraph: OpaquePointer) {
        guard let last = cmark_node_last_child(paragraph), cmark_node_get_type(last) == CMARK_NODE_TEXT else { return }
        let bytes = Array(CmarkTree.literal(of: last).utf8)
        guard let (caret, id) = Self.id(atEndOf: bytes) else { return }
        guard caret == 0 else {
            guard bytes[caret - 1] == UInt8(ascii: " ") || bytes[caret - 1] == UInt8(ascii: "\t") else { return }
            var end = caret
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            _ = cmark_node_set_literal(last, String(decoding: bytes[..<end], as: UTF8.self))
            return note(Self.target(of: paragraph), id)
        }
        guard let before = cmark_node_previous(last) else {
            // The paragraph is the id alone: it anchors the block before it, if there is one.
            guard let block = cmark_node_previous(paragraph) else { return }
            Self.remove(paragraph)
            return note(block, id)
        }
        let type = cmark_node_get_type(before)
        guard type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK else { return }
        Self.remove(last)
        Self.remove(before)
        note(writtenOutside(paragraph, id: id) ?? Self.target(of: paragraph), id)
    }

    /// An id alone in a row of `table`, the row's other cells empty: the row goes, the table gets
    /// the id. GFM ends a table only at a blank line, so the row need not be its last: a line of
    /// text just after the id's is a row too.
    private mutating func take(fromTable table: OpaquePointer) {
        for row in CmarkTree.children(of: table) where CmarkTree.typeName(of: row) == "table_row" {
            guard let cell = cmark_node_first_child(row), let text = cmark_node_first_child(cell),
                cmark_node_get_type(text) == CMARK_NODE_TEXT, cmark_node_next(text) == nil,
                CmarkTree.children(of: row).dropFirst().allSatisfy({ cmark_node_first_child($0) == nil }),
                let (caret, id) = Self.id(atEndOf: Array(CmarkTree.literal(of: text).utf8)), caret == 0
            else { continue }
            Self.remove(row)
            note(table, id)
        }
    }

    /// The block a paragraph's id names: the item whose first paragraph it is, else itself.
    private static func target(of paragraph: OpaquePointer) -> OpaquePointer {
        guard let parent = cmark_node_parent(paragraph), cmark_node_get_type(parent) == CMARK_NODE_ITEM,
            cmark_node_first_child(parent) == paragraph
        else { return paragraph }
        return parent
    }

    /// The outermost quote or list whose last paragraph is `paragraph` and whose markers the line
    /// of its id (its last line) is written without; nil when it is written inside them all.
    private mutating func writtenOutside(_ paragraph: OpaquePointer, id: String) -> OpaquePointer? {
        guard let line = line(Int(cmark_node_get_end_line(paragraph))), line.count >= id.utf8.count,
            line.suffix(id.utf8.count).elementsEqual(id.utf8)
        else { return nil }
        let column = line.count - id.utf8.count + 1
        var node = paragraph, outside: OpaquePointer?
        while cmark_node_next(node) == nil, let parent = cmark_node_parent(node) {
            switch cmark_node_get_type(parent) {
            case CMARK_NODE_ITEM: break
            case CMARK_NODE_BLOCK_QUOTE:
                let marker = Int(cmark_node_get_start_column(parent)) - 1
                if marker >= line.count || line[marker] != UInt8(ascii: ">") { outside = parent }
            case CMARK_NODE_LIST:
                // The item's text starts where its first block does; a line indented less is lazy.
                if let first = cmark_node_first_child(node), column < Int(cmark_node_get_start_column(first)) {
                    outside = parent
                }
            default: return outside
            }
            node = parent
        }
        return outside
    }

    /// The bytes of line `number` of the source (the first is 1), without its line end and any
    /// white space at its end.
    private mutating func line(_ number: Int) -> [UInt8]? {
        let starts = lineStarts ?? [0] + source.indices.filter { source[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        lineStarts = starts
        guard number >= 1, number <= starts.count else { return nil }
        var end = number < starts.count ? starts[number] : source.count
        while end > starts[number - 1], [0x20, 0x09, 0x0A, 0x0D].contains(source[end - 1]) { end -= 1 }
        return Array(source[starts[number - 1]..<end])
    }

    private mutating func note(_ block: OpaquePointer, _ id: String) {
        anchors.append((block, id))
    }

    private static func remove(_ node: OpaquePointer) {
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// A block made anew in place of one that had an id (a quote made a callout) has its id.
    mutating func moved(_ old: OpaquePointer, to new: OpaquePointer) {
        for index in anchors.indices where anchors[index].node == old { anchors[index].node = new }
    }

    /// Gives each block its id: a callout in its own opening tag, an item in a `span` around the
    /// text of its first paragraph (a list holds nothing but items, and a block around that
    /// paragraph would change how a tight list writes it), a paragraph of a footnote the same way
    /// (its last gets the link back only while it is its footnote's own), any other block in a
    /// `div` around it.
    func apply(callouts: [OpaquePointer: Callout]) {
        var opened: Set<OpaquePointer> = []
        for (node, id) in anchors {
            let type = cmark_node_get_type(node)
            if let callout = callouts[node], opened.insert(node).inserted {
                _ = cmark_node_set_on_enter(node, callout.opening(id: id))
            } else if type == CMARK_NODE_ITEM {
                if let paragraph = cmark_node_first_child(node), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
                {
                    Self.wrap(textOf: paragraph, id: id)
                }
            } else if type == CMARK_NODE_PARAGRAPH,
                cmark_node_get_type(cmark_node_parent(node)) == CMARK_NODE_FOOTNOTE_DEFINITION
            {
                Self.wrap(textOf: node, id: id)
            } else {
                Self.wrap(node, id: id)
            }
        }
    }

    /// The inline content of `paragraph` put in a `span` with the id.
    private static func wrap(textOf paragraph: OpaquePointer, id: String) {
        guard let span = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return }
        _ = cmark_node_set_on_enter(span, "<span id=\"\(id)\">")
        _ = cmark_node_set_on_exit(span, "</span>")
        for child in CmarkTree.children(of: paragraph) { cmark_node_append_child(span, child) }
        cmark_node_append_child(paragraph, span)
    }

    /// `block` put in a `div` with the id.
    private static func wrap(_ block: OpaquePointer, id: String) {
        guard let wrapper = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        _ = cmark_node_set_on_enter(wrapper, "<div id=\"\(id)\">")
        _ = cmark_node_set_on_exit(wrapper, "</div>")
        guard cmark_node_insert_before(block, wrapper) != 0 else { return cmark_node_free(wrapper) }
        cmark_node_append_child(wrapper, block)
    }
}
