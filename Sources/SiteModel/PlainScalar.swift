/// The type of an unquoted YAML value, as YAML 1.1 (and so Yams' default resolver) reads it:
/// `true`/`yes`/`on` and their opposites are flags, `12`, `-3`, `0x1F`, `0o17` whole numbers,
/// `1.5`, `2e3` decimals, an empty value or `~`/`null` nothing, and all else text.
///
/// Done by hand rather than by Yams' regular expressions, which cost more than the rest of
/// reading a page.
enum PlainScalar {
    static func value(of text: String) -> MetadataValue? {
        switch text {
        case "", "~", "null", "Null", "NULL": return nil
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return .bool(true)
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return .bool(false)
        default: break
        }
        if let number = integer(text) { return .int(number) }
        let bytes = text.utf8
        if bytes.contains(where: { $0 == dot || $0 == e || $0 == capitalE }), bytes.first != dot, bytes.last != dot,
            bytes.allSatisfy({ isDigit($0) || "+-.eE".utf8.contains($0) }), let number = Double(text)
        {
            return .double(number)
        }
        return .string(text)
    }

    /// Byte by byte: a front matter's every plain value comes here.
    private static func integer(_ text: String) -> Int? {
        var digits = text.utf8.filter { $0 != UInt8(ascii: "_") }[...]
        let sign = digits.first == minus ? "-" : ""
        if digits.first == minus || digits.first == plus { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ isDigit($0) || isLetter($0) }) else { return nil }
        // The sign goes with the digits, so the most negative number reads too.
        func number(dropping prefix: Int, radix: Int) -> Int? {
            Int(sign + String(decoding: digits.dropFirst(prefix), as: UTF8.self), radix: radix)
        }
        if digits.starts(with: "0x".utf8) {
            return number(dropping: 2, radix: 16)
        } else if digits.starts(with: "0o".utf8) {
            return number(dropping: 2, radix: 8)
        } else if digits.starts(with: "0b".utf8) {
            return number(dropping: 2, radix: 2)
        } else if digits.count > 1 && digits.first == UInt8(ascii: "0") {
            return number(dropping: 1, radix: 8)
        }
        return number(dropping: 0, radix: 10)
    }

    private static let dot = UInt8(ascii: "."), e = UInt8(ascii: "e"), capitalE = UInt8(ascii: "E")
    private static let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+")

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Whether `text` is written as a whole number, whatever its size: a number too big for
    /// `Int` is then said to be out of range rather than not a number.
    static func looksWhole(_ text: String) -> Bool {
        var digits = Substring(text.filter { $0 != "_" })
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
