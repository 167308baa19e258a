import OSR
import Site
import SiteModel

/// `rules/index`: how a character is made, step by step, each step linking the page that has its
/// rules, and how it rises through the levels; the site lists the folder's pages below it.
enum RulesIndexPage {
    static func document(base: String) -> Document {
        Document(
            path: "\(base)/index", title: "Rules Reference",
            fields: RulesPageFields(summary: "The rules of Old-School Essentials characters, from 1st level up.")
                .encoded,
            body: body())
    }

    static func body() -> String {
        let classes = CharacterClass.allCases.map(ClassPage.link)
        let spellBooks = CharacterClass.allCases.filter(\.castsArcaneSpells).map {
            MarkdownText.escape($0.withArticle, lineStart: false)
        }
        let either = RulesText.list(spellBooks, and: "or")
        let casters = either.prefix(1).uppercased() + either.dropFirst()
        let alignments = RulesText.list(Alignment.allCases.map(\.rawValue), and: "or")
        let steps = [
            "Roll the [ability scores](abilities.html), \(RollMethod.threeD6.rawValue) each, in order.",
            "Choose a class the scores allow: \(RulesText.list(classes, and: "or")).",
            "Raise the prime requisites by lowering other scores, if it pays (on each class's page).",
            "Roll hit points with the class's hit die and the CON modifier.",
            "Roll the starting gold.",
            "Choose an alignment (\(alignments)) and the languages a high INT gives.",
            "Buy [equipment](equipment.html) the class may use.",
            "\(casters) chooses a [first-level spell](spells.html).",
        ]
        return "How sheetgen makes Old-School Essentials characters, and checks the ones made at the table. Every "
            + "number on these pages is read from the very tables the generator and the checker use, so the pages "
            + "and the record sheets always agree. A character is made at first level in these steps:\n\n"
            + steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n") + "\n\n"
            + "Experience then takes it up the levels, one at a time, to the class's maximum: each level rolls "
            + "another Hit Die up to 9th, and brings the saves, THAC0, spells and skills of its row of the class's "
            + "advancement table (on each class's page).\n\n"
            + RulesText.source(["old-school-essentials-characters"], srd: ["Creating_a_Character"]) + "\n"
    }
}
