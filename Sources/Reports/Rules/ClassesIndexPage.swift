import OSR
import Site
import SiteModel

/// `rules/classes/index`: a line above the folder's listing of the class pages, whose summaries
/// compare the classes (prime requisites, requirements, hit die, maximum level).
enum ClassesIndexPage {
    static func document(base: String) -> Document {
        let count = CharacterClass.allCases.count
        return Document(
            path: "\(base)/classes/index", title: "Classes", weight: 0,
            fields: RulesPageFields(summary: "The \(count) classes and their levels, a page each.").encoded,
            body: "The \(count) classes of Classic Fantasy, as sheetgen makes and checks characters, each with its "
                + "levels from the first to its maximum. "
                + RulesText.source(["classes", "levels"], srd: CharacterClass.allCases.map(\.name)) + "\n")
    }
}
