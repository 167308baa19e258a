import CCmarkGFM
import SiteModel

/// Whether a page's headings get ids, and whether it lists them in a table of contents. Content
/// pages of a site build are anchored; generated documents (record sheets, reports) are not, so
/// their HTML stays as it was.
public enum HeadingStyle: Hashable, Sendable {
    case plain
    case anchored(toc: Bool)
}

/// A heading of a page, as the table of contents lists it.
public struct Heading: Hashable, Sendable {
    public let level: Int
    /// The heading's text without markup.
    public let text: String
    /// Its `id` in the page: a slug, unique within the page.
    public let id: String

    package init(level: Int, text: String, id: String) {
        (self.level, self.text, self.id) = (level, text, id)
    }
}

/// Ids for the headings of one page: the slug of each heading's text (`section` when it has no
/// letter or digit), with `-1`, `-2`, … added when the page already uses it.
struct HeadingIDs {
    private var used: Set<String> = []

    mutating func id(for text: String) -> String {
        let slug = Slug.make(text)
        let base = slug.isEmpty ? "section" : slug
        var candidate = base, number = 0
        while !used.insert(candidate).inserted {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return candidate
    }
}

extension MarkdownRenderer {
    /// The HTML of a document with an `id` on every heading, and its headings in order.
    ///
    /// Done on the tree rather than on the HTML: raw HTML (with `unsafe`) may hold `<h2>` tags of
    /// its own, which a pass over the output could not tell from cmark's. Each heading is
    /// rendered on its own, the id put in after its `<hN` (the tag cmark writes, with
    /// `data-sourcepos` or without), and the heading swapped for a custom block holding that
    /// HTML, which libcmark-gfm writes as it is. Everything else is written exactly as before.
    public func anchoredHTML(from markdown: String) -> (html: String, headings: [Heading]) {
        let page = html(from: markdown, blocks: nil, anchored: true)
        return (page.html, page.headings)
    }

    /// The HTML of a document with its shortcodes and game blocks (if any) put in place, its
    /// Obsidian syntax (if given) read, its links rewritten by `links` (if given) and, when
    /// `anchored`, an `id` on every heading; and its headings, in order, when anchored. When
    /// `summarize`, the page's summary too (see `summaryHTML(of:)`), from the same parse.
    package func html(
        from markdown: String, blocks: BlockReplacements?, anchored: Bool, summarize: Bool = false,
        links: LinkRewriter? = nil, shortcodes: ShortcodeHTML? = nil, obsidian: ObsidianSyntax? = nil
    ) -> (html: String, headings: [Heading], summary: String?) {
        let source = Array(markdown.utf8)
        return withDocument(source) { document, extensions in
            var words = shortcodes.map { place($0, in: document, extensions: extensions) } ?? []
            var pass = obsidian.map {
                ObsidianPass($0, document: document, source: source, made: shortcodes?.fragments ?? [])
            }
            links?.apply(to: document, flags: options.cmarkFlags)
            pass?.classifyTagLinks(flags: options.cmarkFlags, extensions: extensions)
            let summary = summarize ? summaryHTML(in: document, extensions: extensions) : nil
            pass?.anchorBlocks()
            words += pass?.words ?? []
            Self.removeDivider(from: document)
            if let blocks { Self.replace(blocks, in: document) }
            let headings = anchored ? anchorHeadings(in: document, extensions: extensions) : []
            let html = CmarkTree.take(cmark_render_html(document, options.cmarkFlags, extensions))
            pass?.release()
            guard !words.isEmpty else { return (html, headings, summary) }
            return (Self.putting(words, into: html), headings, summary.map { Self.putting(words, into: $0) })
        }
    }

    private func anchorHeadings(
        in document: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> [Heading] {
        var ids = HeadingIDs()
        var headings: [Heading] = []
        for node in CmarkTree.blocks(of: CMARK_NODE_HEADING, under: document) {
            let text = CmarkTree.plainText(of: node)
            let heading = Heading(level: Int(cmark_node_get_heading_level(node)), text: text, id: ids.id(for: text))
            headings.append(heading)
            let html = CmarkTree.take(cmark_render_html(node, options.cmarkFlags, extensions))
            // The id is a slug (letters, digits, hyphens): nothing in it needs escaping.
            let anchored = String(html.prefix(3)) + " id=\"\(heading.id)\"" + html.dropFirst(3)
            CmarkTree.replace(node, withHTML: anchored, block: true)
        }
        return headings
    }
}
