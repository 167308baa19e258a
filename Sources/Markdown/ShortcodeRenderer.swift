import Foundation
import Mistakes
import SiteModel
import TemplateEngine

/// Renders the shortcodes of one page, in the order of the page, each once: through the site's
/// template of its name (`Templates/shortcodes/NAME.mustache`; `figure` and `details` have default
/// ones), else the built-ins that need more than a template (`ref`, `relref`, `highlight`), else
/// not at all. A shortcode between another's tags is rendered before it; the scanner bounds how
/// deep they go, and `PageBounds.mostBuilderHTML` how much HTML they make.
struct ShortcodeRenderer {
    let bytes: [UInt8]
    let site: ShortcodeSite
    /// Made once a shortcode makes HTML, which most pages' never do.
    private(set) var html: ShortcodeHTML?
    private(set) var unknown: [(name: String, line: Int)] = []
    private(set) var flawed: [(name: String, line: Int, flaw: String)] = []
    private var told: Set<String> = []
    private var calls: [String: Int] = [:]
    private var size = 0

    init(bytes: [UInt8], site: ShortcodeSite) {
        (self.bytes, self.site) = (bytes, site)
    }

    mutating func resolve(_ pieces: [ShortcodePiece]) throws(UserError) -> [ResolvedPiece] {
        var resolved: [ResolvedPiece] = []
        resolved.reserveCapacity(pieces.count)
        for piece in pieces {
            switch piece {
            case .text(let range): resolved.append(.text(range))
            case .literal(let text, let range): resolved.append(.literal(text, range))
            case .call(let call): resolved.append(try resolve(call))
            }
        }
        return resolved
    }

    private mutating func resolve(_ call: Shortcode) throws(UserError) -> ResolvedPiece {
        let source = call.opening.lowerBound..<(call.closing ?? call.opening).upperBound
        let template = site.template(of: call.name)
        let isBuiltIn = ["ref", "relref", "highlight"].contains(call.name)
        if let flaw = call.flaw {
            if template == nil && !isBuiltIn {
                tellUnknown(call)
            } else if told.insert("flawed " + call.name).inserted {
                flawed.append((call.name, call.line, flaw))
            }
            return .asWritten(opening: call.opening, inner: nil, closing: nil)
        }
        calls[call.name, default: 0] += 1
        if let template { return .html(try render(call, with: template), source) }
        switch call.name {
        case "ref", "relref": return .literal(try reference(call), source)
        case "highlight": return .html(try add(try highlight(call), for: call), source)
        default:
            tellUnknown(call)
            let inner = try call.inner.map { pieces throws(UserError) in try resolve(pieces) }
            return .asWritten(opening: call.opening, inner: inner, closing: call.closing)
        }
    }

    private mutating func tellUnknown(_ call: Shortcode) {
        if told.insert("unknown " + call.name).inserted { unknown.append((call.name, call.line)) }
    }

    private func location(_ call: Shortcode) -> String {
        site.location(call.line)
    }

    /// Keeps a shortcode's HTML; its number. An error once the page's shortcodes made too much.
    private mutating func add(_ fragment: String, for call: Shortcode) throws(UserError) -> Int {
        size += fragment.utf8.count
        guard size <= PageBounds.mostBuilderHTML else {
            throw UserError(
                "shortcode \(call.name.prefix(40)): the page's shortcodes make more than "
                    + "\(PageBounds.mostBuilderHTML >> 20) MiB of HTML (the most one page's may)",
                at: location(call))
        }
        if html == nil { html = ShortcodeHTML(body: bytes) }
        return html!.add(fragment)
    }

    // MARK: Templates

    private mutating func render(_ call: Shortcode, with template: String) throws(UserError) -> Int {
        var context: [String: Any] = [:]
        for (key, value) in call.named { context[key] = value.templateValue }
        let positional = call.positional.map(\.templateValue)
        for (place, value) in positional.enumerated() { context[String(place)] = value }
        context["positional"] = positional
        context["nth"] = calls[call.name] ?? 1
        context["page"] = ["title": site.title, "path": site.path] as [String: Any]
        if let inner = call.inner {
            let resolved = try resolve(inner)
            let markdown = markdownHTML(resolved)
            let text = call.syntax == .hugo(markdown: true) ? markdown : textHTML(resolved)
            (context["markdown"], context["inner"], context["body"]) = (markdown, text, text)
        }
        let output: [UInt8]
        do {
            output = try site.templates.renderUTF8(context, with: template)
        } catch {
            throw UserError("shortcode \(call.name.prefix(40)): \(error)", at: location(call))
        }
        // A template file ends with a line end, which is not the shortcode's.
        let end = output.last == UInt8(ascii: "\n") ? output.count - 1 : output.count
        // Its links are written as the page's own are; one to a script (a parameter may name one
        // where a template puts a link) is kept only with `unsafe`, as the page's own links are.
        let unsafe = site.markdown.options.unsafe
        let fragment = HTMLLinks.rewritten(String(decoding: output[..<end], as: UTF8.self)) { link, isSource in
            !unsafe && HTMLLinks.isUnsafe(link) ? "" : site.links?.rewritten(link, isSource: isSource)
        }
        return try add(fragment, for: call)
    }

    /// What stands between a shortcode's tags, rendered as Markdown; without the paragraph around
    /// it when it stands on the line of both tags, so that it reads as part of that line.
    private func markdownHTML(_ resolved: [ResolvedPiece]) -> String {
        let written = String(decoding: markdown(of: resolved), as: UTF8.self)
        let rendered = site.markdown.html(
            from: written.trimmingBlankLines, blocks: nil, anchored: false, shortcodes: html
        ).html
        guard !written.contains("\n"), rendered.hasPrefix("<p>"), rendered.hasSuffix("</p>\n") else { return rendered }
        return String(rendered.dropFirst(3).dropLast(5))
    }

    /// What stands between a shortcode's tags as text, in HTML: escaped, unless raw HTML is kept;
    /// the shortcodes in it as their HTML.
    private func textHTML(_ resolved: [ResolvedPiece]) -> String {
        var out: [UInt8] = []
        let raw = site.markdown.options.unsafe
        func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            if raw { out += bytes } else { HTMLText.append(String(decoding: bytes, as: UTF8.self), to: &out) }
        }
        func write(_ pieces: [ResolvedPiece]) {
            for piece in pieces {
                switch piece {
                case .text(let range): text(bytes[range])
                case .literal(let literal, _): text(literal.utf8)
                case .html(let number, _): out += html?.fragments[number].utf8 ?? "".utf8
                case .asWritten(let opening, let inner, let closing):
                    text(bytes[opening])
                    write(inner ?? [])
                    if let closing { text(bytes[closing]) }
                }
            }
        }
        write(resolved)
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The Markdown of `resolved`: the body's bytes, with each shortcode's text or mark.
    func markdown(of resolved: [ResolvedPiece]) -> [UInt8] {
        var out: [UInt8] = []
        func write(_ pieces: [ResolvedPiece]) {
            for piece in pieces {
                switch piece {
                case .text(let range): out += bytes[range]
                case .literal(let literal, _): out += literal.utf8
                case .html(let number, _): out += html?.mark(number).utf8 ?? "".utf8
                case .asWritten(let opening, let inner, let closing):
                    out += bytes[opening]
                    write(inner ?? [])
                    if let closing { out += bytes[closing] }
                }
            }
        }
        write(resolved)
        return out
    }

    // MARK: Built-ins

    /// `{{< ref "docs/page.md#part" >}}` or `relref` (or `path=`): the link to that page, as the
    /// site makes links to a page's source.
    private func reference(_ call: Shortcode) throws(UserError) -> String {
        guard let path = call.parameter("path", at: 0)?.text, !path.isEmpty else {
            throw UserError(
                "shortcode \(call.name) needs the path of a page: {{< \(call.name) \"docs/page.md\" >}}",
                at: location(call))
        }
        return site.reference(path)
    }

    /// `{{< highlight go >}}code{{< /highlight >}}`: the code as a fenced block of that language
    /// shows it, or with the option `hl_inline=true`, as code in the line. Hugo's highlighter's
    /// other options (`"linenos=table"`) are not the site's: its code blocks have none.
    private func highlight(_ call: Shortcode) throws(UserError) -> String {
        guard let inner = call.inner ?? (call.selfClosing ? [] : nil) else {
            throw UserError("shortcode highlight needs {{< /highlight >}} after its code", at: location(call))
        }
        let language = (call.parameter("lang", at: 0)?.text ?? "").split(whereSeparator: \.isWhitespace).first ?? ""
        let code = literal(inner).trimmingCharacters(in: .newlines)
        let options = call.parameter("options", at: 1)?.text ?? ""
        if options.replacingOccurrences(of: " ", with: "").contains("hl_inline=true") {
            let kind = language.isEmpty ? "" : " class=\"language-\(HTMLText.escaped(String(language)))\""
            return "<code\(kind)>\(HTMLText.escaped(code))</code>"
        }
        // A fence of tildes longer than any run of them in the code, which takes any language.
        var longest = 0, run = 0
        for byte in code.utf8 {
            run = byte == UInt8(ascii: "~") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "~", count: max(3, longest + 1))
        return site.markdown.html(from: "\(fence)\(language)\n\(code)\n\(fence)\n")
    }

    /// `pieces` as written, escaped tags as the text they stand for.
    private func literal(_ pieces: [ShortcodePiece]) -> String {
        var out: [UInt8] = []
        func write(_ pieces: [ShortcodePiece]) {
            for piece in pieces {
                switch piece {
                case .text(let range): out += bytes[range]
                case .literal(let text, _): out += text.utf8
                case .call(let call):
                    out += bytes[call.opening]
                    write(call.inner ?? [])
                    if let closing = call.closing { out += bytes[closing] }
                }
            }
        }
        write(pieces)
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    /// Without the blank lines at either end.
    fileprivate var trimmingBlankLines: String {
        let lines = split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
            let last = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) })
        else { return "" }
        return lines[first...last].joined(separator: "\n")
    }
}
