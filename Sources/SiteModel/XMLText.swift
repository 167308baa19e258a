/// Text for XML and HTML, in content and in attribute values.
package enum XMLText {
    /// `&`, `<`, `>` and `"` escaped, and the characters XML 1.0 does not allow (C0 controls but
    /// tab and line ends, U+FFFE, U+FFFF) left out.
    package static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "\t", "\n", "\r": out.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
