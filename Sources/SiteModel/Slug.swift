import Foundation

/// URL- and CSS-safe names made from titles: the one rule by which tags, headings, seasons and
/// generated pages are named.
public enum Slug {
    /// Lower-case letters and digits, every other run of characters one hyphen:
    /// "Saving Throws (d20)" gives "saving-throws-d20", "Лето 2026" gives "лето-2026". Letters and
    /// digits of any script are kept (composed, lower-case), so that names in other scripts stay
    /// apart; links percent-encode them. Empty when nothing is left, and never a `.`, `/` or
    /// anything but letters, digits, their marks and hyphens.
    public static func make(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        // Byte by byte, as every heading of every page comes through here; the first non-ASCII
        // byte hands the whole text to the scalar-wise rule, which gives the same for ASCII.
        for byte in text.utf8 {
            let kept: UInt8
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept = byte
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept = byte + 32
            case 0x80...: return unicode(text)
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

    /// `make` for text beyond ASCII, a Unicode scalar at a time.
    private static func unicode(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        var pendingHyphen = false
        // Composed first, so that an "é" typed as "e" and a combining accent is the same slug.
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            switch kind(of: scalar) {
            case .kept:
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                slug.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                pendingHyphen = false
            case .mark where !slug.isEmpty && !pendingHyphen:
                slug.append(scalar)  // an accent or vowel sign of the letter before it
            case .mark, .separator:
                pendingHyphen = true
            }
        }
        return String(slug)
    }

    private enum Kind { case kept, mark, separator }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        // Invisible letters (U+3164 HANGUL FILLER) would make names no one can see apart.
        if scalar.properties.isDefaultIgnorableCodePoint { return .separator }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber:
            return .kept
        case .nonspacingMark, .spacingMark: return .mark
        default: return .separator
        }
    }
}
