import CCmarkGFM
import Foundation

/// Shortcodes' HTML put where their marks are in the parsed document (see `ShortcodeHTML`).
extension MarkdownRenderer {
    /// Every mark of `shortcodes` in `document` given its HTML: a paragraph that holds nothing
    /// but a mark becomes its HTML, a mark among other inline content is its HTML inline. Code
    /// spans and blocks show a mark's HTML inside the code, as Hugo and Zola do; raw HTML that holds
    /// one is kept with the HTML in it when raw HTML is kept, and left out with it otherwise.
    /// Returns what the written HTML is still to be given: a table cell holds no custom node, so
    /// a mark there is a word of the mark's name (which the page does not hold), and its HTML
    /// goes where the word is written (`putting(_:into:)`).
    @discardableResult
    func place(
        _ shortcodes: ShortcodeHTML, in document: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> [(word: String, html: String)] {
        var marks: [(node: OpaquePointer, number: Int, opens: Bool)] = [], holders: [OpaquePointer] = []
        CmarkTree.walk(document) { node, entering in
            let type = cmark_node_get_type(node)
            guard entering,
                [CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK].contains(type),
                let literal = cmark_node_get_literal(node)
            else { return }
            if type == CMARK_NODE_HTML_INLINE, let mark = shortcodes.fragment(markedBy: literal) {
                marks.append((node, mark.number, mark.opens))
            } else if strstr(literal, "<" + shortcodes.tag + "-") != nil {
                holders.append(node)
            }
        }
        var placedWhole: Set<Int> = [], words: [(word: String, html: String)] = []
        func inline(_ node: OpaquePointer, _ html: String) {
            guard !CmarkTree.replace(node, withHTML: html, block: false) else { return }
            let word = shortcodes.tag + "w\(words.count)w"
            if CmarkTree.replace(node, withText: word) { words.append((word, html)) }
        }
        for (node, number, opens) in marks {
            if !opens {
                if !placedWhole.contains(number) {
                    cmark_node_unlink(node)
                    cmark_node_free(node)
                }
            } else if let paragraph = Self.paragraph(holdingOnly: node) {
                placedWhole.insert(number)
                CmarkTree.replace(paragraph, withHTML: shortcodes.fragments[number], block: true)
            } else {
                inline(node, shortcodes.fragments[number])
            }
        }
        for node in holders {
            if let (code, html) = place(shortcodes, inside: node, extensions: extensions) { inline(code, html) }
        }
        return words
    }

    /// `html` with each word `place` left given its HTML.
    static func putting(_ words: [(word: String, html: String)], into html: String) -> String {
        words.reduce(html) { $0.replacingOccurrences(of: $1.word, with: $1.html) }
    }

    /// The paragraph `mark` (an opening mark) stands in with its closing mark and nothing else.
    private static func paragraph(holdingOnly mark: OpaquePointer) -> OpaquePointer? {
        guard let parent = cmark_node_parent(mark), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
            cmark_node_first_child(parent) == mark, let close = cmark_node_next(mark), cmark_node_next(close) == nil
        else { return nil }
        return parent
    }

    /// The marks inside a code span or block, or raw HTML, given their HTML; a code span that
    /// cannot be replaced where it stands (in a table cell), with the HTML it is to be.
    private func place(
        _ shortcodes: ShortcodeHTML, inside node: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> (OpaquePointer, String)? {
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK {
            // Raw HTML stays raw HTML, filtered as the options say: the user's text is still theirs.
            let literal = String(cString: cmark_node_get_literal(node))
            _ = cmark_node_set_literal(node, shortcodes.splice(literal, escaped: false))
            return nil
        }
        let html = CmarkTree.take(cmark_render_html(node, options.cmarkFlags, extensions))
        // Only in the code: a block's info string goes into an attribute.
        guard let codeTag = html.range(of: "<code"), let contentStart = html[codeTag.upperBound...].firstIndex(of: ">")
        else { return nil }
        let content = html.index(after: contentStart)
        let spliced = String(html[..<content]) + shortcodes.splice(String(html[content...]), escaped: true)
        let block = type == CMARK_NODE_CODE_BLOCK
        return CmarkTree.replace(node, withHTML: spliced, block: block) || block ? nil : (node, spliced)
    }
}
