/// A key of a statblock that its layout does not lay out (13th Age's `initiative`, `pd`, `md`,
/// `nastier_traits`; a house rule's own), shown after the stat block in the order written, so
/// that nothing the block holds is lost: its key made readable, its value as traits when it is a
/// list of them, else as a line of text.
struct ExtraFields: Encodable, Hashable {
    let label: String
    let value: [TextPart]
    let traits: [TraitFields]

    static func extras(_ entries: [StatblockEntry], text: inout StatblockText) -> [ExtraFields] {
        entries.map { entry in
            let isTraits = TraitFields.isTraitList(entry.value)
            return ExtraFields(
                label: readable(entry.key), value: isTraits ? [] : text.parts(entry.value),
                traits: isTraits ? TraitFields.traits(entry.value, text: &text) : [])
        }
    }

    /// A key as words: `nastier_traits` is "Nastier traits", `levelOrdinal` "Level ordinal", and a
    /// key of one or two letters an abbreviation (`pd` is "PD"), as are words written in capitals.
    static func readable(_ key: String) -> String {
        let letters = key.filter(\.isLetter)
        if !letters.isEmpty && letters.count <= 2 && letters.count == key.count { return key.uppercased() }
        let words = Self.words(of: key).map { word in
            word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }
        let sentence = words.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    /// The words of a key: cut at `_`, `-`, spaces and dots, and where a small letter meets a capital.
    private static func words(of key: String) -> [String] {
        var words: [String] = [], word = ""
        for character in key {
            if character == "_" || character == "-" || character == "." || character.isWhitespace {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if character.isUppercase, let last = word.last, last.isLowercase {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
