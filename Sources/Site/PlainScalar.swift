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
        if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), text.first != ".", text.last != ".",
            text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let number = Double(text)
        {
            return .double(number)
        }
        return .string(text)
    }

    private static func integer(_ text: String) -> Int? {
        var digits = Substring(text.filter { $0 != "_" })
        let sign = digits.hasPrefix("-") ? "-" : ""
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        // The sign goes with the digits, so the most negative number reads too.
        if digits.hasPrefix("0x") {
            return Int(sign + digits.dropFirst(2), radix: 16)
        } else if digits.hasPrefix("0o") {
            return Int(sign + digits.dropFirst(2), radix: 8)
        } else if digits.hasPrefix("0b") {
            return Int(sign + digits.dropFirst(2), radix: 2)
        } else if digits.count > 1 && digits.hasPrefix("0") {
            return Int(sign + digits.dropFirst(), radix: 8)
        }
        return Int(sign + digits, radix: 10)
    }

    /// Whether `text` is written as a whole number, whatever its size: a number too big for
    /// `Int` is then said to be out of range rather than not a number.
    static func looksWhole(_ text: String) -> Bool {
        var digits = Substring(text.filter { $0 != "_" })
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
