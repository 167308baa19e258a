import CCmarkGFM

/// Obsidian's inline tags: `#tag`, `#nested/tag`, `#tag-with_dash`. A tag is `#` and a run of
/// letters (of any script), digits, `_`, `-` and `/` holding one character that is not a digit
/// (`#1984` is a number, `#y1984` a tag). It starts a text, or follows white space or punctuation:
/// not a letter or digit (`C#`), nor `#`, `/`, `\`, `&` or `_`, which would make it part of a
/// word, an address's fragment (`x/#frag`) or a character reference. Tags are read in text only:
/// code, raw HTML and a link's text hold none, and a heading's `# ` is no tag, being no text.
///
/// libcmark-gfm merges a paragraph's text nodes when it finishes parsing, escapes and character
/// references with them, so `\#tag` is a tag as `#tag` is.
enum InlineTags {
    /// The byte ranges of the tags, `#` included, in a text node's text. Its start counts as a
    /// boundary: the node before it, if any, is no text (emphasis, code, a line break).
    static func ranges(in text: String) -> [Range<Int>] {
        guard text.utf8.contains(UInt8(ascii: "#")) else { return [] }
        var found: [Range<Int>] = [], previous: Character?, index = text.startIndex
        let offset = { text.utf8.distance(from: text.startIndex, to: $0) }
        while index < text.endIndex {
            let character = text[index]
            guard character == "#", mayPrecede(previous) else {
                previous = character
                index = text.index(after: index)
                continue
            }
            let start = text.index(after: index)
            let end = text[start...].firstIndex { !isPart($0) } ?? text.endIndex
            if text[start..<end].contains(where: { !$0.isNumber }) { found.append(offset(index)..<offset(end)) }
            previous = end > start ? text[text.index(before: end)] : character
            index = end
        }
        return found
    }

    /// Whether a tag may start after `character` (nil: the text's start).
    private static func mayPrecede(_ character: Character?) -> Bool {
        guard let character else { return true }
        if character.isWhitespace { return true }
        if character.isLetter || character.isNumber || "#/\\&_".contains(character) { return false }
        return character.isPunctuation || character.isSymbol
    }

    private static func isPart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "/"
    }

    /// The text nodes of `document` a tag may stand in, in the order of the page: those outside
    /// links and images, and outside an element of raw HTML (`<span>#x</span>`) opened and closed
    /// in their paragraph.
    static func textNodes(in document: OpaquePointer) -> [OpaquePointer] {
        var found: [OpaquePointer] = [], linkDepth = 0, htmlDepth = 0
        CmarkTree.walk(document) { node, entering in
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: linkDepth += entering ? 1 : -1
            case CMARK_NODE_HTML_INLINE: htmlDepth = max(0, htmlDepth + depthChange(of: CmarkTree.literal(of: node)))
            case CMARK_NODE_TEXT where linkDepth == 0 && htmlDepth == 0: found.append(node)
            default:
                if type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK) { htmlDepth = 0 }
            }
        }
        return found
    }

    /// What a piece of raw inline HTML does to the elements open around the text after it: an
    /// opening tag opens one (but a void element's or one closed by `/>`), a closing tag closes
    /// one; a comment or a declaration does nothing.
    private static func depthChange(of html: String) -> Int {
        let bytes = Array(html.utf8)
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "<") else { return 0 }
        if bytes[1] == UInt8(ascii: "/") { return -1 }
        let name = String(decoding: bytes.dropFirst().prefix { isNameByte($0) }, as: UTF8.self).lowercased()
        let void = [
            "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        ]
        guard !name.isEmpty, !void.contains(name), !html.hasSuffix("/>") else { return 0 }
        return 1
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-")
    }

    /// Every tag of `document` made a link to the address `link` gives it, or else a span; each
    /// tag's name (without `#`) added to `names`, in the order of the page. The links are links of
    /// the tree, which the page's link rewriting sees as its own; they are returned, to be given
    /// their class once rewritten (`classify`).
    static func place(
        in document: OpaquePointer, link: (String) -> String?, html: inout InlineHTML, names: inout [String]
    ) -> [OpaquePointer] {
        var links: [OpaquePointer] = []
        for node in textNodes(in: document) {
            let ranges = ranges(in: CmarkTree.literal(of: node))
            guard !ranges.isEmpty else { continue }
            let line = Int(cmark_node_get_start_line(node))
            for tag in CmarkTree.split(node, at: ranges) {
                let name = String(CmarkTree.literal(of: tag).dropFirst())
                names.append(name)
                if let address = link(name), let made = linking(tag, to: address, line: line) {
                    links.append(made)
                } else {
                    html.insert("<span class=\"tag\">", before: tag)
                    html.insert("</span>", after: tag)
                }
            }
        }
        return links
    }

    /// A link to `address` put in place of the text node `tag`, which becomes its text. Made
    /// anew, it has no place in the Markdown: it keeps the line of the text it was cut from
    /// (`line`), for the page's check to name, as its user data (see `LinkLines`).
    private static func linking(_ tag: OpaquePointer, to address: String, line: Int) -> OpaquePointer? {
        guard let link = cmark_node_new(CMARK_NODE_LINK) else { return nil }
        _ = cmark_node_set_url(link, address)
        _ = cmark_node_set_user_data(link, UnsafeMutableRawPointer(bitPattern: line))
        guard cmark_node_insert_before(tag, link) != 0, cmark_node_append_child(link, tag) != 0 else {
            cmark_node_free(link)
            return nil
        }
        return link
    }

    /// Each tag's link, its address rewritten, written as libcmark-gfm writes a link (its escapes,
    /// and an unsafe address left out as the options say) with the class `tag`: the link's
    /// opening tag and its closing one put around its text, in its place.
    static func classify(
        _ links: [OpaquePointer], flags: Int32, extensions: UnsafeMutablePointer<cmark_llist>?,
        html: inout InlineHTML
    ) {
        for link in links {
            let written = CmarkTree.take(cmark_render_html(link, flags, extensions))
            guard written.hasPrefix("<a "), let end = written.firstIndex(of: ">") else { continue }
            html.insert(
                "<a class=\"tag\" " + written[written.index(written.startIndex, offsetBy: 3)...end], before: link)
            for child in CmarkTree.children(of: link) { _ = cmark_node_insert_before(link, child) }
            html.insert("</a>", before: link)
            cmark_node_unlink(link)
            cmark_node_free(link)
        }
    }
}
