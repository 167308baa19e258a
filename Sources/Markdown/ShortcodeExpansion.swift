import Mistakes
import SiteModel

/// A page's body with its shortcodes rendered: its Markdown, each shortcode that makes HTML
/// marked in its place (see `ShortcodeHTML`), each that makes text (an escaped tag, a `ref`'s
/// link) put in as that text, and each the site has no template for left as it was written.
///
/// What a template is given: every named parameter by its name; the positional ones as
/// `positional` and by their place (`{{0}}`, `{{1}}`); `nth` (how many times the page called it
/// so far, this one too), `page.title` and `page.path`; and, for a shortcode with a
/// closing tag, `inner` (also `body`, Zola's name) and `markdown`. `markdown` is what stands
/// between the tags rendered as Markdown (inline, without a paragraph around it, when it is all on
/// one line); `inner` is that for `{{% %}}`, and for `{{< >}}` and Zola's `{% %}` the text itself,
/// as Hugo and Zola pass it, escaped unless the site keeps raw HTML. Both are HTML, shown with
/// `{{{inner}}}`; a shortcode inside them is rendered first.
package struct ShortcodeExpansion {
    /// The body as Markdown, marks in it.
    package let markdown: String
    /// Nil when no shortcode made HTML.
    package let html: ShortcodeHTML?
    /// Each name called that the site has no template for, with the line of its first call.
    package let unknown: [(name: String, line: Int)]
    /// Each call Zola would leave as text, a template's shortcode: its name, line and why.
    package let flawed: [(name: String, line: Int, flaw: String)]
    /// For each line of `markdown` after which it has fewer lines than the body, how many fewer.
    private let shifts: [(after: Int, fewer: Int)]

    /// The line of the body (from 1) that line `line` of `markdown` was: a shortcode over several
    /// lines is a mark on one.
    package func bodyLine(of line: Int) -> Int {
        line + (shifts.last { $0.after < line }?.fewer ?? 0)
    }

    /// Whether `body` may hold a shortcode, for the price of a look through it for `{`.
    package static func mayHold(_ body: String) -> Bool {
        ShortcodeScanner.mayHold(body)
    }

    /// Whether `byte` may be part of a shortcode's name, as Hugo or Zola writes one.
    package static func isNameByte(_ byte: UInt8) -> Bool {
        ShortcodeTag.isHugoName(byte)
    }

    /// The shortcodes of `body` (a page's) rendered; nil when it holds none. An error names the
    /// line of the shortcode it is about.
    package static func expand(_ body: String, site: ShortcodeSite) throws(UserError) -> ShortcodeExpansion? {
        let bytes = Array(body.utf8)
        let pieces = try ShortcodeScanner.pieces(of: bytes, site: site)
        guard pieces.contains(where: { if case .text = $0 { false } else { true } }) else { return nil }
        var renderer = ShortcodeRenderer(bytes: bytes, site: site)
        let resolved = try renderer.resolve(pieces)
        var lines = LineCount(bytes: bytes)
        lines.count(resolved)
        // A page whose shortcodes are all left as written keeps its body as it is.
        let markdown =
            resolved.allSatisfy(\.isAsWritten) ? body : String(decoding: renderer.markdown(of: resolved), as: UTF8.self)
        return ShortcodeExpansion(
            markdown: markdown, html: renderer.html,
            unknown: renderer.unknown.map { ($0.name, site.fileLine($0.line)) },
            flawed: renderer.flawed.map { ($0.name, site.fileLine($0.line), $0.flaw) }, shifts: lines.shifts)
    }
}

extension ShortcodeExpansion {
    /// A body made otherwise (an Obsidian note's, its embeds put in): `markdown` with the marks
    /// of `html`, and for each line of it after which it has fewer lines than the body, how
    /// many fewer (fewer than none where an embed put lines in).
    package init(markdown: String, html: ShortcodeHTML?, shifts: [(after: Int, fewer: Int)]) {
        (self.markdown, self.html, self.shifts) = (markdown, html, shifts)
        (unknown, flawed) = ([], [])
    }
}

/// What a shortcode turned out to be.
indirect enum ResolvedPiece {
    /// Bytes of the body.
    case text(Range<Int>)
    /// Text to put in the Markdown (what an escaped tag stands for, a `ref`'s link) for the bytes
    /// of the body at the range.
    case literal(String, Range<Int>)
    /// HTML, by its number among the page's, for the bytes at the range.
    case html(Int, Range<Int>)
    /// A shortcode the site has no template for, as written, with what stood between its tags.
    case asWritten(opening: Range<Int>, inner: [ResolvedPiece]?, closing: Range<Int>?)
}

extension ResolvedPiece {
    /// Whether the piece is written as it stands in the body.
    var isAsWritten: Bool {
        switch self {
        case .text: true
        case .literal, .html: false
        case .asWritten(_, let inner, _): inner?.allSatisfy(\.isAsWritten) ?? true
        }
    }
}

/// Counts how many lines each shortcode took in the body and takes in the Markdown.
private struct LineCount {
    let bytes: [UInt8]
    var body = 1, markdown = 1
    var shifts: [(after: Int, fewer: Int)] = []

    mutating func count(_ pieces: [ResolvedPiece]) {
        for piece in pieces {
            switch piece {
            case .text(let range):
                let lines = bytes[range].count { $0 == UInt8(ascii: "\n") }
                (body, markdown) = (body + lines, markdown + lines)
            case .asWritten(let opening, let inner, let closing):
                count([.text(opening)] + (inner ?? []) + (closing.map { [.text($0)] } ?? []))
            case .literal(let text, let source):
                shift(markdown: text.utf8.count { $0 == UInt8(ascii: "\n") }, body: source)
            case .html(_, let source):
                shift(markdown: 0, body: source)
            }
        }
    }

    /// Counts a shortcode that took the lines of `source` in the body and `lines` in the Markdown.
    private mutating func shift(markdown lines: Int, body source: Range<Int>) {
        markdown += lines
        body += bytes[source].count { $0 == UInt8(ascii: "\n") }
        if body - markdown != (shifts.last?.fewer ?? 0) { shifts.append((markdown, body - markdown)) }
    }
}
