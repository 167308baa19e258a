import Mistakes

/// The parameters of a Hugo shortcode's tag, after its name: `key="v"`, `key='v'`, `` key=`v` ``
/// (raw, over lines if need be), `key=v`, or the same values without keys, up to `>}}` (`%}}`) or
/// `/>}}`. A bare `true`, `false` or number is typed; anything quoted is text. Hugo refuses a tag
/// that mixes named and positional parameters, and so does this; of a key given twice, Hugo takes
/// the last (the Hugo documentation has such tags), and so does this.
struct HugoArguments {
    var reader: TagReader
    let close: String
    let error: (String) -> UserError
    private(set) var named: [(key: String, value: ShortcodeValue)] = []
    private(set) var positional: [ShortcodeValue] = []

    init(reader: TagReader, close: String, error: @escaping (String) -> UserError) {
        (self.reader, self.close, self.error) = (reader, close, error)
    }

    /// Reads up to the end of the tag; whether it closes itself (`/>}}`).
    mutating func read() throws(UserError) -> Bool {
        while true {
            let blank = reader.skipBlanks()
            if reader.take(close) { return false }
            if reader.take("/" + close) { return true }
            guard !reader.atEnd else { throw error("the tag is not closed (no \(close))") }
            guard blank else { throw error("parameters are written after a space: key=value or value") }
            try readParameter()
        }
    }

    private mutating func readParameter() throws(UserError) {
        let start = reader.index
        let key = reader.word { TagReaderBytes.isKey($0) }
        if !key.isEmpty, reader.take("=") {
            guard positional.isEmpty else { throw mixed() }
            let value = try value()
            named.removeAll { $0.key == key }  // the last of a key given twice counts, as in Hugo
            named.append((key, value))
        } else {
            reader.index = start
            guard named.isEmpty else { throw mixed() }
            positional.append(try value())
        }
    }

    private func mixed() -> UserError {
        error("the tag mixes named and positional parameters (Hugo takes one kind or the other)")
    }

    private mutating func value() throws(UserError) -> ShortcodeValue {
        guard !reader.atEnd else { throw error("the tag is not closed (no \(close))") }
        let quote = reader.bytes[reader.index]
        switch quote {
        case UInt8(ascii: "\""): return .text(try quoted(escapes: true))
        case UInt8(ascii: "'"), UInt8(ascii: "`"): return .text(try quoted(escapes: false))
        default:
            let start = reader.index
            while !reader.atEnd, !TagReaderBytes.isBlank(reader.bytes[reader.index]), !reader.looks(at: close),
                !reader.looks(at: "/" + close)
            {
                reader.index += 1
            }
            return ShortcodeValue.bare(String(decoding: reader.bytes[start..<reader.index], as: UTF8.self))
        }
    }

    /// The text between the quote at the reader and the next one; with `escapes`, `\"` and `\\`
    /// stand for `"` and `\`.
    private mutating func quoted(escapes: Bool) throws(UserError) -> String {
        let quote = reader.bytes[reader.index]
        reader.index += 1
        var text: [UInt8] = []
        while !reader.atEnd {
            let byte = reader.bytes[reader.index]
            reader.index += 1
            if byte == quote { return String(decoding: text, as: UTF8.self) }
            if escapes, byte == UInt8(ascii: "\\"), !reader.atEnd,
                [quote, UInt8(ascii: "\\")].contains(reader.bytes[reader.index])
            {
                text.append(reader.bytes[reader.index])
                reader.index += 1
            } else {
                text.append(byte)
            }
        }
        throw error("a quote (\(Character(UnicodeScalar(quote)))) is not closed")
    }
}

/// The parameters of a Zola shortcode's call, after its `(`: `key=value` separated by commas up to
/// `)`, each value a string (in `"`, `'` or backquotes), `true` or `false`, a number, or a list of
/// those in brackets. Anything else is a flaw: Zola then leaves the call as text.
struct ZolaArguments {
    struct Flaw: Error {
        let message: String
    }

    var reader: TagReader
    private(set) var named: [(key: String, value: ShortcodeValue)] = []

    init(reader: TagReader) {
        self.reader = reader
    }

    /// Reads up to and past the `)`.
    mutating func read() throws(Flaw) {
        _ = reader.skipBlanks()
        while !reader.take(")") {
            let key = reader.word(while: ShortcodeTag.isIdentifier)
            guard !key.isEmpty else { throw Flaw(message: "its parameters are not written key=value") }
            _ = reader.skipBlanks()
            guard reader.take("=") else { throw Flaw(message: "\(key.prefix(40)) has no value (write key=value)") }
            _ = reader.skipBlanks()
            let value = try literal(in: key, listed: true)
            named.removeAll { $0.key == key }  // Zola keeps the last of a key given twice
            named.append((key, value))
            _ = reader.skipBlanks()
            if reader.take(",") {
                _ = reader.skipBlanks()
            } else if !reader.looks(at: ")") {
                throw Flaw(message: "its parameters are separated by commas")
            }
        }
    }

    private mutating func literal(in key: String, listed: Bool) throws(Flaw) -> ShortcodeValue {
        guard !reader.atEnd else { throw Flaw(message: "the call is not closed") }
        let first = reader.bytes[reader.index]
        if [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")].contains(first) {
            reader.index += 1
            let start = reader.index
            while !reader.atEnd, reader.bytes[reader.index] != first { reader.index += 1 }
            guard !reader.atEnd else { throw Flaw(message: "a quote is not closed") }
            defer { reader.index += 1 }
            return .text(String(decoding: reader.bytes[start..<reader.index], as: UTF8.self))
        }
        if listed, reader.take("[") { return try list(in: key) }
        let word = reader.word { ShortcodeTag.isIdentifier($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
        switch ShortcodeValue.bare(word) {
        case .text: throw Flaw(message: "the value of \(key.prefix(40)) is not a string, number, true or false")
        case let value: return value
        }
    }

    private mutating func list(in key: String) throws(Flaw) -> ShortcodeValue {
        var items: [ShortcodeValue] = []
        _ = reader.skipBlanks()
        while !reader.take("]") {
            items.append(try literal(in: key, listed: false))
            _ = reader.skipBlanks()
            if reader.take(",") {
                _ = reader.skipBlanks()
            } else if !reader.looks(at: "]") {
                throw Flaw(message: "the items of \(key.prefix(40)) are separated by commas")
            }
        }
        return .list(items)
    }
}

/// The kinds of byte a tag's parameters are made of.
enum TagReaderBytes {
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A Hugo parameter's name: letters, digits, `_` and `-`.
    static func isKey(_ byte: UInt8) -> Bool {
        ShortcodeTag.isIdentifier(byte) || byte == UInt8(ascii: "-")
    }
}

extension ShortcodeValue {
    /// A value written without quotes: `true` and `false`, a whole number, a number with a
    /// fraction, or else text.
    static func bare(_ word: String) -> ShortcodeValue {
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            if let number = Int(word) { return .int(number) }
            if word.contains("."), let number = Double(word), number.isFinite { return .double(number) }
            return .text(word)
        }
    }
}
