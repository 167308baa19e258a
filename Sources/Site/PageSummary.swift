import CCmarkGFM
import Foundation

/// A page's summary, as listings show it. A page's front matter `summary:` (plain text) wins;
/// else a content page's summary is everything before a `<!--more-->` line, or its first
/// paragraph. Page records keep it as Markdown (front matter text escaped into Markdown), written
/// back by libcmark-gfm from the page's own tree, so reference links come out as inline links.
/// Each listing renders it again, its relative links rewritten to work from the listing's folder.
enum PageSummary {
    /// The summary divider, alone on its line (an HTML comment: it shows nothing in the page).
    static let divider = "<!--more-->"

    /// Plain text as Markdown that reads back as the same text, on one line: every ASCII
    /// punctuation character escaped, runs of white space one space.
    static func markdown(ofText text: String) -> String {
        var markdown = ""
        for character in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") {
            if character.isASCII, character.isPunctuation || character.isSymbol { markdown.append("\\") }
            markdown.append(character)
        }
        return markdown
    }

    /// `link` (a link or image of a page in folder `page`) as seen from a page in folder
    /// `listing`, both given as output paths; unchanged when it is not relative to the page
    /// (a scheme, `/`, `#`, `?`, empty) or climbs out of the site.
    static func rebased(_ link: String, from page: String, to listing: String) -> String {
        guard page != listing, let first = link.first, !"/#?".contains(first), !hasScheme(link) else { return link }
        let end = link.firstIndex { $0 == "?" || $0 == "#" } ?? link.endIndex
        var target = page.isEmpty ? [] : URLPath.encoded(page).split(separator: "/").map(String.init)
        for segment in link[..<end].split(separator: "/", omittingEmptySubsequences: false).dropLast() {
            switch segment {
            case ".", "": continue
            case "..":
                guard !target.isEmpty else { return link }
                target.removeLast()
            default: target.append(String(segment))
            }
        }
        let file = link[..<end].split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let from = listing.isEmpty ? [] : URLPath.encoded(listing).split(separator: "/").map(String.init)
        let shared = zip(target, from).prefix { $0 == $1 }.count
        let up = String(repeating: "../", count: from.count - shared)
        let down = target.dropFirst(shared).map { $0 + "/" }.joined()
        return up + down + (file == ".." ? "../" : file == "." ? "" : file) + link[end...]
    }

    /// `scheme:` before any `/`, `?` or `#`: `https:`, `mailto:`, `javascript:`.
    private static func hasScheme(_ link: String) -> Bool {
        guard let colon = link.firstIndex(of: ":") else { return false }
        let scheme = link[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}

extension MarkdownRenderer {
    /// The summary of a page body as Markdown: its top-level blocks before a `<!--more-->`
    /// line, else its first top-level paragraph; nil when it has neither.
    func summaryMarkdown(of body: String) -> String? {
        withDocument(Array(body.utf8)) { document, _ in
            var before: [OpaquePointer] = [], divided = false
            var child = cmark_node_first_child(document)
            while let node = child, !divided {
                divided = Self.isDivider(node)
                if !divided { before.append(node) }
                child = cmark_node_next(node)
            }
            let paragraph = before.first { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }
            let chosen = divided ? before : paragraph.map { [$0] } ?? []
            guard !chosen.isEmpty, let summary = cmark_node_new(CMARK_NODE_DOCUMENT) else { return nil }
            defer { cmark_node_free(summary) }
            for node in chosen {
                cmark_node_unlink(node)
                _ = cmark_node_append_child(summary, node)
            }
            let markdown = CmarkTree.take(cmark_render_commonmark(summary, CMARK_OPT_DEFAULT, 0))
            return markdown.allSatisfy(\.isWhitespace) ? nil : markdown
        }
    }

    /// A summary as a listing in folder `listing` shows it, of a page in folder `page`: its HTML
    /// (relative links rebased) and its plain text.
    func listedSummary(_ markdown: String, page: String, listing: String) -> (html: String, text: String) {
        withDocument(Array(markdown.utf8)) { document, extensions in
            for node in CmarkTree.nodes(of: CMARK_NODE_LINK, under: document)
                + CmarkTree.nodes(of: CMARK_NODE_IMAGE, under: document)
            {
                let link = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                let rebased = PageSummary.rebased(link, from: page, to: listing)
                if rebased != link { _ = cmark_node_set_url(node, rebased) }
            }
            return (
                CmarkTree.take(cmark_render_html(document, options.cmarkFlags, extensions)),
                CmarkTree.plainText(of: document)
            )
        }
    }

    /// A summary as plain text on one line, as the search index keeps it: links lose their
    /// targets, so nothing needs rebasing, and struck-out words lose the tildes the
    /// strikethrough extension would write around them.
    func summaryText(_ markdown: String) -> String {
        withDocument(Array(markdown.utf8)) { document, _ in
            for node in Self.struckOut(under: document) {
                while let child = cmark_node_first_child(node) { _ = cmark_node_insert_before(node, child) }
                cmark_node_free(node)  // unlinks it too
            }
            return CmarkTree.plainText(of: document)
        }
    }

    private static func struckOut(under root: OpaquePointer) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var found: [OpaquePointer] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                let type = cmark_node_get_type_string(node), String(cString: type) == "strikethrough"
            {
                found.append(node)
            }
        }
        return found
    }

    private static func isDivider(_ node: OpaquePointer) -> Bool {
        guard cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK, let literal = cmark_node_get_literal(node) else {
            return false
        }
        return String(cString: literal).trimmingCharacters(in: .whitespacesAndNewlines) == PageSummary.divider
    }
}
