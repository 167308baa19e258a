/// URL- and CSS-safe names made from titles.
public enum Slug {
    /// Lower-case ASCII letters and digits, every other run of characters one hyphen:
    /// "Saving Throws (d20)" gives "saving-throws-d20". Empty when nothing is left.
    public static func make(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }
}
