import OSR

/// Small pieces of wording the rules reference pages share.
enum RulesText {
    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String], and conjunction: String = "and") -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// An XP modifier as the tables print it: "none", "+5%", "-10%".
    static func xpModifier(_ percent: Int) -> String {
        percent == 0 ? "none" : "\(CharacterSheet.signed(percent))%"
    }

    /// "STR 9", "CON 9 and DEX 9", or "none", in rolling order.
    static func requirements(_ characterClass: CharacterClass) -> String {
        let minimums = characterClass.requirements.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
        return minimums.isEmpty ? "none" : list(minimums)
    }

    /// "WIS", "INT and STR".
    static func abilities(_ abilities: [Ability]) -> String {
        list(abilities.map(\.rawValue))
    }

    /// The line that ends each page: the SRD pages its rules come from, and where `docs/rules.md`
    /// explains them with their sources.
    static func source(_ anchors: [String], srd pages: [String]) -> String {
        "Source: the SRD's " + list(pages.map { "`\($0)`" }) + (pages.count == 1 ? " page" : " pages")
            + "; sheetgen's choices and every source are explained in "
            + list(anchors.map { "`docs/rules.md#\($0)`" }) + "."
    }
}
