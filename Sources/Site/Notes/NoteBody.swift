import Markdown
import Mistakes
import SiteFiles
import SiteModel

/// A vault note's body made Markdown the site reads: its comments taken out, each wikilink a
/// Markdown link to its note's source (which `SourceLinks` gives the note's address, and the link
/// check checks at the link's line, as any link) or to its file, and each embed put in its place:
/// an image as an image, another file as a link, a note (or its section or block) as its
/// Markdown, in a box, so that its game blocks, stat blocks and headings are the page's own.
/// A note kept from the players is never linked nor embedded: its link is its text, its embed
/// left out, each told.
struct NoteBody {
    let notes: VaultNotes
    /// The note's source and its page's path.
    let file: String, page: String
    /// The line of the note's file its body starts on.
    let bodyLine: Int
    /// The body (without front matter) of the note at a source path; nil when it cannot be read.
    let read: (String) -> String?
    /// Tells a warning at a place (`file:line`).
    let tell: (String, String) -> Void

    /// Whether a note's `bytes` may embed another (`![[`), so that its page shows that note.
    static func mayEmbed(_ bytes: [UInt8]) -> Bool {
        ByteSearch.firstIndex(of: Array("![[".utf8), in: bytes) != nil
    }

    /// The most embeds inside embeds: deeper is taken for a mistake.
    static let deepestEmbed = 8

    /// `body` made Markdown, with the HTML of its sized images and the boxes of its embeds; nil
    /// when it holds neither a comment nor a wikilink.
    func expand(_ body: String) throws(UserError) -> ShortcodeExpansion? {
        let bytes = Array(body.utf8)
        guard ObsidianText.mayHoldSyntax(bytes) else { return nil }
        var made = Made(html: ShortcodeHTML(body: bytes))
        let markdown = try rewrite(bytes, of: file, through: [file], made: &made)
        return ShortcodeExpansion(
            markdown: String(decoding: markdown, as: UTF8.self), html: made.fragments > 0 ? made.html : nil,
            shifts: made.shifts)
    }

    /// What the rewriting made besides Markdown: HTML fragments and the lines embeds put in.
    private struct Made {
        var html: ShortcodeHTML
        var fragments = 0
        var shifts: [(after: Int, fewer: Int)] = []
        var addedLines = 0
        /// The bytes embeds put in so far: notes that each embed others many times would make a
        /// page of every copy, so there is a most, as a page's blocks have.
        var embedded = 0

        mutating func mark(_ fragment: String) -> String {
            fragments += 1
            return html.mark(html.add(fragment))
        }
    }

    /// The text of the note at `source` (the page's own, or one it embeds through `chain`).
    private func rewrite(
        _ text: [UInt8], of source: String, through chain: [String], from embed: String? = nil, made: inout Made
    ) throws(UserError) -> [UInt8] {
        let (clean, links) = ObsidianText.read(text)
        var out: [UInt8] = [], last = 0
        out.reserveCapacity(clean.count)
        let isPage = chain.count == 1
        for link in links {
            out += clean[last..<link.range.lowerBound]
            last = link.range.upperBound
            // What an embedded note holds is told at the embed's line of the page.
            let place = embed ?? "\(file):\(bodyLine + link.line - 1)"
            let prefix = isPage && link.isEmbed && link.standsAlone ? linePrefix(of: out) : ""
            let replacement = try self.replacement(
                for: link, in: source, at: place, prefix: prefix, chain: chain, made: &made)
            out += replacement.utf8
            if isPage, link.isEmbed, link.standsAlone {
                let added = replacement.utf8.count { $0 == UInt8(ascii: "\n") }
                guard added > 0 else { continue }
                // Each line the embed put in is told as the embed's line; those after it, as theirs.
                let first = link.line + made.addedLines
                for extra in 1...added {
                    made.shifts.append((after: first + extra - 1, fewer: -(made.addedLines + extra)))
                }
                made.addedLines += added
            }
        }
        out += clean[last...]
        return out
    }

    /// The marks of a quote and the blanks that start the line `out` ends on.
    private func linePrefix(of out: [UInt8]) -> String {
        let start = (out.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        return String(decoding: out[start...].prefix { [0x20, 0x09, UInt8(ascii: ">")].contains($0) }, as: UTF8.self)
    }

    private func replacement(
        for link: WikiLink, in source: String, at place: String, prefix: String, chain: [String], made: inout Made
    ) throws(UserError) -> String {
        let shown = Self.escaped(link.shownText)
        let found: VaultNotes.Found? =
            link.target.isEmpty ? notes.find(String(source.dropLast(3))) : notes.find(link.target)
        switch found {
        case let found? where VaultNotes.isSecret(found):
            let what = link.isEmbed ? "embed of" : "link to"
            let fate = link.isEmbed ? "is left out" : "is shown as plain text"
            tell("\(what) '\(PathName.escaped(link.target))', kept from the players, \(fate)", place)
            return link.isEmbed ? "" : shown
        case .privateFile: return ""  // told above
        case .note(let note):
            guard link.isEmbed, link.standsAlone else {
                let address = link.target.isEmpty && !link.isEmbed ? "" : "@/" + URLPath.encoded(note.source)
                return "[\(shown)](\(address)\(anchor(of: link)))"
            }
            return try embed(note, for: link, at: place, prefix: prefix, chain: chain, made: &made)
        case .file(let path):
            let address = URLPath.root(of: page) + URLPath.encoded(path)
            return file(address, for: link, made: &made)
        case nil:
            let written = link.target.hasSuffix(".md") ? link.target : link.target + ".md"
            if link.isEmbed, Self.isImage(link.target) { return "![\(shown)](\(URLPath.encoded(link.target)))" }
            return "[\(shown)](@/\(URLPath.encoded(written))\(anchor(of: link)))"
        }
    }

    /// A note's part in a box, on the lines of the embed (each starting with `prefix`, the marks
    /// of the quote it stands in).
    private func embed(
        _ note: VaultNote, for link: WikiLink, at place: String, prefix: String, chain: [String], made: inout Made
    ) throws(UserError) -> String {
        let key = note.source + (link.heading.map { "#" + $0 } ?? "") + (link.block.map { "#^" + $0 } ?? "")
        // A note may embed a part of itself; the whole of itself, or a part already on the way, goes round.
        if chain.contains(key) || (key == note.source && chain.contains(note.source)) {
            throw UserError("embeds go round in a circle: \((chain + [key]).joined(separator: " → "))", at: place)
        }
        guard chain.count <= Self.deepestEmbed else {
            throw UserError(
                "embeds go more than \(Self.deepestEmbed) deep: \(chain.joined(separator: " → "))", at: place)
        }
        // The part is cut from the note without its comments: a heading in one is as secret as the rest.
        guard
            let body = read(note.source).map({ String(decoding: ObsidianText.read(Array($0.utf8)).text, as: UTF8.self) }
            )
        else {
            throw UserError("cannot read \(PathName.escaped(note.source)), which this note embeds", at: place)
        }
        let part: String? =
            if let heading = link.heading {
                NoteParts.section(of: body, heading: heading)
            } else if let block = link
                .block
            {
                NoteParts.block(of: body, id: block)
            } else { body }
        guard let part else {
            tell("embed of '\(PathName.escaped(link.target))': the note has no part '\(link.shownText)'", place)
            return "[\(Self.escaped(link.shownText))](@/\(URLPath.encoded(note.source))\(anchor(of: link)))"
        }
        made.embedded += part.utf8.count
        guard made.embedded <= PageBounds.mostBuilderHTML else {
            throw UserError(
                "embeds put more than \(PageBounds.mostBuilderHTML >> 20) MiB into the page (the most one page's may)",
                at: place)
        }
        let inner = try rewrite(Array(part.utf8), of: note.source, through: chain + [key], from: place, made: &made)
        let lines = String(decoding: inner, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let open = made.mark("<div class=\"embed\">"), close = made.mark("</div>")
        return ([open, prefix] + lines.map { prefix + $0 } + [prefix, prefix + close]).joined(separator: "\n")
    }

    /// A link to a file of the vault, or for an embed the image itself (at the size after `|`,
    /// `300` or `300x200`) or a link to any other file.
    private func file(_ address: String, for link: WikiLink, made: inout Made) -> String {
        let name = link.target.split(separator: "/").last.map(String.init) ?? link.target
        guard link.isEmbed else { return "[\(Self.escaped(link.label ?? name))](\(address))" }
        guard Self.isImage(link.target) else { return "[\(Self.escaped(name))](\(address))" }
        guard let size = link.label.flatMap(Self.size) else {
            return "![\(Self.escaped(link.label ?? name))](\(address))"
        }
        var tag = "<img src=\"\(HTMLText.escaped(address))\" alt=\"\(HTMLText.escaped(name))\" width=\"\(size.width)\""
        if let height = size.height { tag += " height=\"\(height)\"" }
        return made.mark(tag + ">")
    }

    /// `#` and the id of the heading a link lands on (the last, for `A#B`), or `#^` and its block.
    private func anchor(of link: WikiLink) -> String {
        if let block = link.block { return "#^" + URLPath.encoded(block) }
        guard let heading = link.heading else { return "" }
        let slug = Slug.make(String(heading.split(separator: "#").last ?? ""))
        return "#" + URLPath.encoded(slug.isEmpty ? "section" : slug)
    }

    /// An image's size as an embed gives it: a width, or a width and a height.
    private static func size(_ label: String) -> (width: Int, height: Int?)? {
        let parts = label.split(separator: "x", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let width = Int(parts[0]), (1...10_000).contains(width) else {
            return nil
        }
        guard parts.count == 2 else { return (width, nil) }
        guard let height = Int(parts[1]), (1...10_000).contains(height) else { return nil }
        return (width, height)
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "bmp", "avif"]

    static func isImage(_ target: String) -> Bool {
        guard let dot = target.lastIndex(of: ".") else { return false }
        return imageExtensions.contains(target[target.index(after: dot)...].lowercased())
    }

    /// Text as Markdown shows it as it is: every ASCII punctuation mark escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isASCII, character.isPunctuation || character.isSymbol { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
