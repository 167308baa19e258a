/// URL- and CSS-safe names made from titles.
public enum Slug {
    /// Lower-case ASCII letters and digits, every other run of characters one hyphen:
    /// "Saving Throws (d20)" gives "saving-throws-d20". Empty when nothing is left.
    public static func make(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        // Byte by byte: every byte of a non-ASCII character is ≥ 0x80, so it joins the run.
        for byte in text.utf8 {
            let kept: UInt8
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept = byte
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept = byte + 32
            default:
                pendingHyphen = true
                continue
            }
            if pendingHyphen && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
            slug.append(kept)
            pendingHyphen = false
        }
        return String(decoding: slug, as: UTF8.self)
    }
}
