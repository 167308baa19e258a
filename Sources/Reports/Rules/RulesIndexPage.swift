import OSR
import Site
import SiteModel

/// `rules/index`: how a first-level character is made, step by step, each step linking the page
/// that has its rules; the site lists the folder's pages below it.
enum RulesIndexPage {
    static func document(base: String) -> Document {
        Document(
            path: "\(base)/index", title: "Rules Reference",
            fields: RulesPageFields(summary: "The rules of first-level Old-School Essentials characters.").encoded,
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
        return "How sheetgen makes first-level Old-School Essentials characters, and checks the ones made at the "
            + "table. Every number on these pages is read from the very tables the generator and the checker use, "
            + "so the pages and the record sheets always agree. A character is made in these steps:\n\n"
            + steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n") + "\n\n"
            + RulesText.source(["old-school-essentials-characters"], srd: ["Creating_a_Character"]) + "\n"
    }
}
