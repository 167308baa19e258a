/// Front matter of the shape most pages have, read without building a YAML tree: one
/// `key: value` per line, each value plain (`weight: 3`), quoted without escapes
/// (`title: "The Damp cavern"`), or a flow list of plain values (`tags: [town, dungeon]`).
///
/// Anything else gives nil and is left to Yams: nested or multi-line values, comments,
/// anchors, tags, escapes, tabs, carriage returns, a repeated key, characters YAML does not
/// print. Where this reads a text at all, it gives the values Yams would; a test holds the two
/// together over thousands of generated front matters. Yams builds a node tree per page, which
/// cost more than rendering the page's Markdown.
enum FlatFrontMatter {
    static func fields(_ yaml: String) -> [String: MetadataValue]? {
        guard yaml.unicodeScalars.allSatisfy(isPrintable) else { return nil }
        var fields: [String: MetadataValue] = [:], keys: Set<String> = []
        for line in yaml.utf8.split(separator: newline) {  // blank lines are nothing in YAML too
            guard let colon = line.firstIndex(of: colon), isKey(line[..<colon]) else { return nil }
            let key = String(decoding: line[..<colon], as: UTF8.self)
            let rest = line[line.index(after: colon)...]
            // A repeated key is an error, which Yams words.
            guard rest.first == space, keys.insert(key).inserted else { return nil }
            guard let value = value(rest.drop { $0 == space }) else { return nil }
            fields[key] = value.some  // a null is no value at all, as in the tree's reading
        }
        return fields
    }

    /// A value read: `some` is nil for YAML's null (`~`, `null`, …).
    private struct Read {
        let some: MetadataValue?
    }

    private static func value(_ text: Substring.UTF8View) -> Read? {
        switch text.first {
        case quote, apostrophe:
            guard let inner = quoted(text) else { return nil }
            return Read(some: .string(inner))
        case openBracket:
            guard text.last == closeBracket else { return nil }
            let inner = text.dropFirst().dropLast()
            guard inner.contains(where: { $0 != space }) else { return Read(some: .list([])) }
            var items: [MetadataValue] = []
            for item in inner.split(separator: comma, omittingEmptySubsequences: false) {
                guard let text = plain(item.drop { $0 == space }, inFlow: true) else { return nil }
                if let value = PlainScalar.value(of: text) { items.append(value) }
            }
            return Read(some: .list(items))
        default:
            guard let text = plain(text, inFlow: false) else { return nil }
            return Read(some: PlainScalar.value(of: text))
        }
    }

    /// `"…"` or `'…'` on its own, holding neither its quote nor a backslash (so no escape).
    private static func quoted(_ text: Substring.UTF8View) -> String? {
        guard let mark = text.first, text.count >= 2, text.last == mark else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(mark), !inner.contains(backslash) else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    /// A plain value, its trailing spaces dropped, if YAML reads it as one: no indicator in
    /// front, no `: ` or ` #` inside, and in a flow list none of the list's own characters.
    private static func plain(_ text: Substring.UTF8View, inFlow: Bool) -> String? {
        var text = text
        while text.last == space { text = text.dropLast() }
        guard let first = text.first, !indicators.contains(first), text.last != colon else { return nil }
        var previous = space
        for byte in text {
            if byte == space && previous == colon || byte == hash && previous == space { return nil }
            if inFlow && flowCharacters.contains(byte) { return nil }
            previous = byte
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A key as a plain word: letters, digits, `_`, `-` and `.`, not starting with `-`.
    private static func isKey(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, first != hyphen else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), hyphen, UInt8(ascii: "."):
                true
            default: false
            }
        }
    }

    /// What YAML prints, less what this reader leaves to Yams: tabs, carriage returns and the
    /// characters YAML 1.1 takes for line breaks (U+0085, U+2028, U+2029), and a byte order mark.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF:
            true
        default: false
        }
    }

    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), colon = UInt8(ascii: ":")
    private static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let comma = UInt8(ascii: ","), hash = UInt8(ascii: "#"), hyphen = UInt8(ascii: "-")
    /// The characters that start something other than a plain value.
    private static let indicators = Set("-?:,[]{}#&*!|>'\"%@`".utf8)
    private static let flowCharacters = Set("[]{},#:'\"".utf8)
}
