/// Text as a JSON string literal that is also safe inside a `<script>`: the search index is read
/// both as JSON and as a script, and its text comes from pages, which anyone may have written.
enum JSONText {
    /// `text` in double quotes. Escaped besides what JSON requires: `<` (so no `</script` or
    /// `<!--` ever appears), DEL, and U+2028 and U+2029 (line ends to JavaScript before ES2019).
    static func quoted(_ text: String) -> String {
        // Most titles and summaries need nothing escaped: one pass over their bytes says so.
        guard text.utf8.contains(where: mayNeedEscaping) else { return "\"" + text + "\"" }
        var quoted = "\""
        quoted.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "<", "\u{7F}", "\u{2028}", "\u{2029}": quoted += escaped(scalar)
            default: scalar.value < 0x20 ? quoted += escaped(scalar) : quoted.unicodeScalars.append(scalar)
            }
        }
        quoted += "\""
        return quoted
    }

    /// Whether a byte is, or may begin, a scalar that is escaped (0xE2 begins U+2028 and U+2029).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xE2 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || byte == UInt8(ascii: "<")
    }

    /// `\uXXXX`, for the scalars below U+FFFF that are escaped.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
