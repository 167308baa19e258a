/// Text as a JSON string literal that is also safe inside a `<script>`: the search index is read
/// both as JSON and as a script, and its text comes from pages, which anyone may have written.
package enum JSONText {
    /// `text` in double quotes. Escaped besides what JSON requires: `<` (so no `</script` or
    /// `<!--` ever appears), DEL, and U+2028 and U+2029 (line ends to JavaScript before ES2019).
    package static func quoted(_ text: String) -> String {
        // Most titles and summaries need nothing escaped: one pass over their bytes says so.
        guard text.utf8.contains(where: mayNeedEscaping) else { return "\"" + text + "\"" }
        let bytes = Array(text.utf8)
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        quoted.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): quoted += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): quoted += "\\n".utf8
            case UInt8(ascii: "\r"): quoted += "\\r".utf8
            case UInt8(ascii: "\t"): quoted += "\\t".utf8
            case 0..<0x20, 0x7F, UInt8(ascii: "<"): quoted += escaped(UInt16(byte))
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] & 0xFE) == 0xA8:
                quoted += escaped(0x2028 | UInt16(bytes[index + 1] & 1))
                index += 2
            default: quoted.append(byte)
            }
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self)
    }

    /// Whether a byte is, or may begin, a scalar that is escaped (0xE2 begins U+2028 and U+2029).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xE2 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || byte == UInt8(ascii: "<")
    }

    /// `\uXXXX`, for the scalars below U+FFFF that are escaped.
    private static func escaped(_ scalar: UInt16) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return Array("\\u".utf8) + [12, 8, 4, 0].map { digits[Int(scalar >> $0 & 0xF)] }
    }
}
