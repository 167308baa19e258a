import Mistakes
import SiteFiles

/// Finds the shortcodes of a page's body in one pass over its bytes, and pairs their tags.
///
/// A Hugo tag `{{< name >}}` has what follows it up to `{{< /name >}}` between its tags when such a
/// closing tag follows (Hugo knows it from the template; for a page Hugo builds, that is the same);
/// otherwise it stands alone. Zola's `{% name() %}` needs its `{% end %}`. Tags are read where
/// they stand, in code too: Hugo and Zola both do, which is why their documentation escapes them
/// (`{{</* name */>}}`, `{{/* name() */}}`). Open tags wait on a stack of their own, not on the
/// call stack, so no page can run it out; once paired, no shortcode may stand deeper inside others
/// than `Shortcode.deepest`.
struct ShortcodeScanner {
    private let bytes: [UInt8]
    private let site: ShortcodeSite
    /// The line of the body being counted (from 1), and the byte it was counted up to.
    private var line = 1
    private var counted = 0
    private var misses = TagMisses()
    /// The root (what the body holds), then each tag still open, innermost last.
    private var frames = [Frame(call: nil)]
    /// How many of them are Zola's, waiting for their `{% end %}`.
    private var openBodies = 0

    private struct Frame {
        var call: Shortcode?
        var pieces: [ShortcodePiece] = []
        /// How deep the shortcodes of `pieces` nest, at most.
        var depth = 0

        mutating func append(_ call: Shortcode, depth: Int) {
            pieces.append(.call(call))
            self.depth = max(self.depth, depth)
        }
    }

    /// The pieces of `bytes`, the body of `site`'s page, each shortcode with the line of the body
    /// it is on. An error names the line of the tag Hugo would refuse, or of the Zola call left open.
    static func pieces(of bytes: [UInt8], site: ShortcodeSite) throws(UserError) -> [ShortcodePiece] {
        var scanner = ShortcodeScanner(bytes: bytes, site: site)
        return try scanner.scan()
    }

    /// Whether `text` may hold a shortcode: somewhere a `{{` or `{%`. A page without either costs
    /// one look through its bytes for `{`.
    static func mayHold(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var from = 0
            while let brace = ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: buffer, from: from) {
                guard brace + 1 < buffer.count else { return false }
                if buffer[brace + 1] == UInt8(ascii: "{") || buffer[brace + 1] == UInt8(ascii: "%") { return true }
                from = brace + 1
            }
            return false
        }
    }

    private init(bytes: [UInt8], site: ShortcodeSite) {
        (self.bytes, self.site) = (bytes, site)
    }

    private mutating func scan() throws(UserError) -> [ShortcodePiece] {
        var index = 0, textStart = 0
        while let brace = bytes.withUnsafeBufferPointer({
            ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: $0, from: index)
        }) {
            guard let tag = try tag(at: brace) else {
                index = brace + 1
                continue
            }
            if brace > textStart { frames[frames.count - 1].pieces.append(.text(textStart..<brace)) }
            try take(tag.kind, at: brace..<tag.end)
            (index, textStart) = (tag.end, tag.end)
        }
        if bytes.count > textStart { frames[frames.count - 1].pieces.append(.text(textStart..<bytes.count)) }
        try closeFrames(above: 0)
        return frames[0].pieces
    }

    /// The tag at the brace; nil when there is none.
    private mutating func tag(at brace: Int) throws(UserError) -> ShortcodeTag? {
        guard brace + 2 < bytes.count else { return nil }
        let second = bytes[brace + 1], third = bytes[brace + 2]
        if second == UInt8(ascii: "{"), third == UInt8(ascii: "<") || third == UInt8(ascii: "%") {
            let line = line(at: brace)
            return try ShortcodeTag.hugo(
                in: bytes, at: brace, markdown: third == UInt8(ascii: "%"), line: line,
                location: { [site] in site.location(line) },
                misses: &misses)
        }
        guard second == UInt8(ascii: "{") || second == UInt8(ascii: "%") else { return nil }
        return ShortcodeTag.zola(
            in: bytes, at: brace, body: second == UInt8(ascii: "%"), line: line(at: brace), misses: &misses)
    }

    private mutating func take(_ kind: ShortcodeTag.Kind, at range: Range<Int>) throws(UserError) {
        switch kind {
        case .literal(let text): frames[frames.count - 1].pieces.append(.literal(text, range))
        case .whole(let call): frames[frames.count - 1].append(call, depth: 1)
        case .opening(let call):
            if call.syntax == .zola(body: true) { openBodies += 1 }
            frames.append(Frame(call: call))
        case .closing(let name):
            let open = frames.lastIndex { $0.call?.name == name && $0.call?.syntax.isHugo == true }
            guard let open, open > 0 else {
                throw UserError(
                    "shortcode {{< /\(name.prefix(40)) >}} closes no {{< \(name.prefix(40)) >}}", at: here(range))
            }
            try close(open, with: range)
        case .end:
            // Zola leaves an `{% end %}` that ends nothing as it is.
            guard openBodies > 0, let open = frames.lastIndex(where: { $0.call?.syntax == .zola(body: true) }) else {
                return frames[frames.count - 1].pieces.append(.text(range))
            }
            openBodies -= 1
            try close(open, with: range)
        }
    }

    /// Closes the tag of frame `open` with the closing tag at `range`: what stood between them is
    /// its inner, the tags opened since standing alone there.
    private mutating func close(_ open: Int, with range: Range<Int>) throws(UserError) {
        try closeFrames(above: open)
        let frame = frames.removeLast()
        guard var call = frame.call else { return }
        guard frame.depth < Shortcode.deepest else {
            throw UserError("shortcodes nest more than \(Shortcode.deepest) deep", at: site.location(call.line))
        }
        (call.inner, call.closing) = (frame.pieces, range)
        frames[frames.count - 1].append(call, depth: frame.depth + 1)
    }

    /// Every frame above `index` taken as a tag that stands alone, followed by what it held.
    private mutating func closeFrames(above index: Int) throws(UserError) {
        guard frames.count > index + 1 else { return }
        for frame in frames[(index + 1)...] {
            guard let call = frame.call else { continue }
            if call.syntax == .zola(body: true) {
                throw UserError(
                    "shortcode {% \(call.name.prefix(40))(…) %} has no {% end %}", at: site.location(call.line))
            }
            frames[index].append(call, depth: 1)
            frames[index].pieces += frame.pieces
            frames[index].depth = max(frames[index].depth, frame.depth)
        }
        frames.removeSubrange((index + 1)...)
    }

    /// `file:line` of the tag at `range`.
    private mutating func here(_ range: Range<Int>) -> String {
        site.location(line(at: range.lowerBound))
    }

    /// The line of the byte at `index`, counting on from the last one asked about (tags come in order).
    private mutating func line(at index: Int) -> Int {
        if index > counted {
            line += bytes[counted..<index].count { $0 == UInt8(ascii: "\n") }
            counted = index
        }
        return line
    }
}

extension Shortcode.Syntax {
    var isHugo: Bool {
        if case .hugo = self { true } else { false }
    }
}
