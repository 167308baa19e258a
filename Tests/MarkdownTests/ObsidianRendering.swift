import Foundation
import Markdown

/// Pages rendered with Obsidian's syntax through the renderer's package API, as a site renders
/// them: headings anchored, links rewritten when a rewriter is given.
enum ObsidianRendering {
    /// Tags link to `tags/NAME/`, but those starting `plain`, shown as text; `dice: …` code
    /// spans roll a 4.
    static let syntax = ObsidianSyntax(
        tagLink: { $0.hasPrefix("plain") ? nil : "tags/\($0)/" },
        inlineCode: { $0.hasPrefix("dice: ") ? "<output class=\"roll\">4</output>" : nil })

    static func html(
        _ markdown: String, syntax: ObsidianSyntax = syntax, unsafe: Bool = false, links: LinkRewriter? = nil
    ) -> String {
        page(markdown, syntax: syntax, unsafe: unsafe, links: links).html
    }

    static func page(
        _ markdown: String, syntax: ObsidianSyntax = syntax, unsafe: Bool = false, links: LinkRewriter? = nil
    ) -> (html: String, headings: [Heading], summary: String?) {
        var options = MarkdownOptions.site
        options.unsafe = unsafe
        return MarkdownRenderer(options: options).html(
            from: markdown, blocks: nil, anchored: true, summarize: true, links: links, obsidian: syntax)
    }

    /// The Markdown of a fixture from the 13th Age SRD vault (see Fixtures/13th-Age-SRD/NOTICE.md),
    /// without its front matter.
    static func vaultPage(_ path: String) throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/13th-Age-SRD/\(path)")
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.hasPrefix("---\n"),
            let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return text }
        return String(text[end.upperBound...])
    }

    /// How often each of `open` and `close` stands in `html`.
    static func count(_ open: String, _ close: String, in html: String) -> (opened: Int, closed: Int) {
        (html.components(separatedBy: open).count - 1, html.components(separatedBy: close).count - 1)
    }
}
