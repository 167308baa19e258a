import OSR
import Site
import SiteModel

/// `rules/spells`: the first-level arcane spells a magic-user's or an elf's spell book starts with.
enum SpellsPage {
    static func document(base: String, weight: Int) -> Document {
        let count = Spells.firstLevelArcane.count
        return Document(
            path: "\(base)/spells", title: "First-Level Spells", weight: weight,
            fields: RulesPageFields(summary: "The \(count) spells a spell book may start with.").encoded,
            body: body())
    }

    static func body() -> String {
        let casters = CharacterClass.allCases.filter(\.castsArcaneSpells)
        let others = CharacterClass.allCases.filter { !$0.castsArcaneSpells }
        let list = Spells.firstLevelArcane.enumerated().map { index, spell in
            "\(index + 1). " + MarkdownText.escape(spell)
        }
        let casterNames = casters.map { MarkdownText.escape($0.withArticle, lineStart: false) }
        return "At first level, \(RulesText.list(casterNames, and: "or")) "
            + "has one of these \(Spells.firstLevelArcane.count) arcane spells in the spell book, memorised; the "
            + "generator draws it, each equally likely. The other classes "
            + "(\(RulesText.list(others.map { MarkdownText.escape($0.name, lineStart: false) }))) cast no spell at "
            + "first level.\n\n" + list.joined(separator: "\n") + "\n\n"
            + "What each spell does is on the SRD's `Magic-User_Spells` page; sheetgen's rules do not describe "
            + "spells.\n\n" + RulesText.source(["classes"], srd: ["Magic-User_Spells"]) + "\n"
    }
}
