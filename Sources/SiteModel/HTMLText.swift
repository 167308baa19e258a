/// Text made safe for HTML, in content and in attribute values: `&`, `<`, `>`, `"` and `'` as
/// entities, byte by byte. Going by bytes is also what keeps it safe: the template library's own
/// escape goes by Characters, and there a quote followed by a combining mark (`"` + U+0301) is one
/// Character it does not know, left as it is, which ends an attribute.
package enum HTMLText {
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { entity(for: $0) != nil }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text`, escaped, to `out`: runs without an entity are copied whole.
    package static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var run = 0
            for (index, byte) in bytes.enumerated() {
                guard let entity = entity(for: byte) else { continue }
                out += UnsafeBufferPointer(rebasing: bytes[run..<index])
                entity.withUTF8Buffer { out += $0 }
                run = index + 1
            }
            out += UnsafeBufferPointer(rebasing: bytes[run...])
        }
    }

    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
