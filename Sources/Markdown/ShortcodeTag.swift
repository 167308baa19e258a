import Mistakes
import SiteFiles

/// Reading one shortcode tag of a page, byte by byte, from the `{` it starts at.
struct ShortcodeTag {
    /// What a tag is.
    enum Kind {
        /// The text an escaped tag stands for.
        case literal(String)
        /// A shortcode that may have a closing tag further on (Hugo's), or must (Zola's with a body).
        case opening(Shortcode)
        /// A shortcode complete in itself: self-closing, or Zola's without a body.
        case whole(Shortcode)
        /// Hugo's `{{< /name >}}`.
        case closing(name: String)
        /// Zola's `{% end %}`.
        case end
    }

    let kind: Kind
    /// The first byte after the tag.
    let end: Int

    /// Hugo's name bytes: letters, digits, `_`, `-`, `.` and `/` (a shortcode in a subfolder).
    static func isHugoName(_ byte: UInt8) -> Bool {
        isIdentifier(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
    }

    /// Zola's name bytes: ASCII letters, digits and `_`.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z"), digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        return letters.contains(byte | 0x20) || digits.contains(byte) || byte == UInt8(ascii: "_")
    }

    // MARK: Hugo

    /// The tag at `start` (`{{<`, or `{{%` when `markdown`), on line `line` of the body: an error
    /// at `location` when it is not one, as Hugo refuses such a page.
    static func hugo(
        in bytes: [UInt8], at start: Int, markdown: Bool, line: Int, location: @escaping () -> String,
        misses: inout TagMisses
    ) throws(UserError) -> ShortcodeTag {
        let close = markdown ? "%}}" : ">}}", open = markdown ? "{{%" : "{{<"
        let error = { (message: String) in UserError("shortcode \(open): \(message)", at: location()) }
        var reader = TagReader(bytes: bytes, index: start + 3)
        _ = reader.skipBlanks()
        if reader.take("/*") {
            guard let (comment, end) = reader.upTo("*/", then: close, misses: &misses) else {
                throw error("a shortcode written as a comment (\(open)/* … */\(close.prefix(1))}}) is not closed")
            }
            return ShortcodeTag(kind: .literal(open + comment + close), end: end)
        }
        let closes = reader.take("/")
        if closes { _ = reader.skipBlanks() }
        let name = reader.word(while: isHugoName)
        guard !name.isEmpty else { throw error("a shortcode's name must follow \(open)") }
        if closes {
            _ = reader.skipBlanks()
            guard reader.take(close) else { throw error("\(open) /\(name.prefix(40)) must end with \(close)") }
            return ShortcodeTag(kind: .closing(name: name), end: reader.index)
        }
        var arguments = HugoArguments(reader: reader, close: close, error: error)
        let selfClosing = try arguments.read()
        let call = Shortcode(
            name: name, syntax: .hugo(markdown: markdown), named: arguments.named, positional: arguments.positional,
            line: line, opening: start..<arguments.reader.index, selfClosing: selfClosing, flaw: nil)
        return ShortcodeTag(kind: selfClosing ? .whole(call) : .opening(call), end: arguments.reader.index)
    }

    // MARK: Zola

    /// The tag at `start` (`{{`, or `{%` when `body`); nil when it is none, which Zola leaves as text.
    static func zola(
        in bytes: [UInt8], at start: Int, body: Bool, line: Int, misses: inout TagMisses
    ) -> ShortcodeTag? {
        let close = body ? "%}" : "}}", open = body ? "{%" : "{{"
        var reader = TagReader(bytes: bytes, index: start + 2)
        if reader.take("/*") {
            guard let (comment, end) = reader.upTo("*/", then: close, misses: &misses) else { return nil }
            return ShortcodeTag(kind: .literal(open + comment + close), end: end)
        }
        _ = reader.skipBlanks()
        guard reader.index < bytes.count, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[reader.index])
        else { return nil }
        let name = reader.word(while: isIdentifier)
        guard !name.isEmpty else { return nil }
        if body && name == "end" {
            _ = reader.skipBlanks()
            return reader.take(close) ? ShortcodeTag(kind: .end, end: reader.index) : nil
        }
        guard reader.take("(") else { return nil }
        let afterBracket = reader.index
        var arguments = ZolaArguments(reader: reader)
        var flaw: String?
        do throws(ZolaArguments.Flaw) {
            try arguments.read()
            _ = arguments.reader.skipBlanks()
            guard arguments.reader.take(close) else { return nil }
        } catch {
            // A call whose parameters Zola cannot read stays text; one that does not end as a
            // call does is no call at all.
            flaw = error.message
            reader.index = afterBracket
            guard let end = reader.upTo(")", then: close, misses: &misses)?.end else { return nil }
            arguments.reader.index = end
        }
        let call = Shortcode(
            name: name, syntax: .zola(body: body && flaw == nil), named: flaw == nil ? arguments.named : [],
            positional: [], line: line, opening: start..<arguments.reader.index, selfClosing: false, flaw: flaw)
        return ShortcodeTag(kind: body && flaw == nil ? .opening(call) : .whole(call), end: arguments.reader.index)
    }
}

/// Where a tag is being read.
struct TagReader {
    let bytes: [UInt8]
    var index: Int

    var atEnd: Bool { index >= bytes.count }

    /// Whether the bytes at `index` are `word`'s.
    func looks(at word: String) -> Bool {
        var at = index
        for byte in word.utf8 {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
        }
        return true
    }

    /// Moves past `word` when the bytes are its.
    mutating func take(_ word: String) -> Bool {
        guard looks(at: word) else { return false }
        index += word.utf8.count
        return true
    }

    /// Moves past spaces, tabs and line ends; whether there were any.
    mutating func skipBlanks() -> Bool {
        let start = index
        while index < bytes.count, TagReaderBytes.isBlank(bytes[index]) { index += 1 }
        return index > start
    }

    /// The bytes from here that `keep` holds, as text.
    mutating func word(while keep: (UInt8) -> Bool) -> String {
        let start = index
        while index < bytes.count, keep(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The text from here to the first `end` that blanks and `close` follow, and the index past
    /// `close`; nil when there is none. A search that found none from an index is not made again
    /// from any later one (`misses`): a page of many unclosed tags is read once, not once a tag.
    func upTo(_ end: String, then close: String, misses: inout TagMisses) -> (text: String, end: Int)? {
        let key = end + close, needle = Array(end.utf8)
        if let missed = misses.from[key], index >= missed { return nil }
        var from = index
        while let found = ByteSearch.firstIndex(of: needle, in: bytes, from: from) {
            var after = TagReader(bytes: bytes, index: found + needle.count)
            _ = after.skipBlanks()
            if after.take(close) { return (String(decoding: bytes[index..<found], as: UTF8.self), after.index) }
            from = found + 1
        }
        misses.from[key] = min(misses.from[key] ?? index, index)
        return nil
    }
}

/// Where searches for the end of a tag found none, by what they looked for.
struct TagMisses {
    var from: [String: Int] = [:]
}
