import CCmarkGFM

/// Fenced blocks found and replaced in the parsed document, so that a fence inside a list or a
/// quote is found as surely as one at the top level, and one inside another code block is not.
extension MarkdownRenderer {
    /// A fenced code block whose info string begins with a block's name.
    package struct FoundBlock {
        package let info: String
        package let text: String
        /// The line of the opening fence, counted from the first line of the Markdown.
        package let line: Int
    }

    /// The fenced code blocks of `markdown` that name one of `names`, in the order of the text.
    package func fencedBlocks(in markdown: String, named names: Set<String>) -> [FoundBlock] {
        withDocument(Array(markdown.utf8)) { document, _ in
            Self.blockNodes(in: document, named: names).map { node in
                FoundBlock(
                    info: String(cString: cmark_node_get_fence_info(node)),
                    text: String(cString: cmark_node_get_literal(node)), line: Int(cmark_node_get_start_line(node)))
            }
        }
    }

    /// Puts in place of the blocks `fencedBlocks` finds, in order, the HTML of `replacements`,
    /// written as it is (templates made it, escaping what they show).
    static func replace(_ replacements: BlockReplacements, in document: OpaquePointer) {
        for (node, html) in zip(blockNodes(in: document, named: replacements.names), replacements.html) {
            CmarkTree.replace(node, withHTML: html.hasSuffix("\n") ? html : html + "\n", block: true)
        }
    }

    private static func blockNodes(in document: OpaquePointer, named names: Set<String>) -> [OpaquePointer] {
        CmarkTree.blocks(of: CMARK_NODE_CODE_BLOCK, under: document).filter { node in
            guard isFenced(node), let info = cmark_node_get_fence_info(node) else { return false }
            return names.contains(
                String(cString: info).split(whereSeparator: \.isWhitespace).first.map(String.init) ?? "")
        }
    }

    /// Whether a code block is fenced (libcmark-gfm writes the fence's length and offset too).
    private static func isFenced(_ node: OpaquePointer) -> Bool {
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        return cmark_node_get_fenced(node, &length, &offset, &character) != 0
    }
}

/// The HTML of a page's game blocks, to put in their place: the fenced blocks naming one of
/// `names`, in the order of the page, by `html`.
public struct BlockReplacements: Hashable, Sendable {
    package let names: Set<String>
    package let html: [String]

    package init(names: Set<String>, html: [String]) {
        (self.names, self.html) = (names, html)
    }
}
