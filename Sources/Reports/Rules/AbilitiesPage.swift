import OSR
import Site
import SiteModel

/// `rules/abilities`: the six scores, what each changes at every score (the very lines the record
/// sheet prints beside a score), the ways to roll them, and the languages a high INT adds.
enum AbilitiesPage {
    static func document(base: String, weight: Int) -> Document {
        Document(
            path: "\(base)/abilities", title: "Ability Scores", weight: weight,
            fields: RulesPageFields(summary: "What each score changes, how scores are rolled, and the languages table.")
                .encoded,
            body: body())
    }

    static func body() -> String {
        let order = RulesText.list(Ability.allCases.map { "\($0.name) (\($0.rawValue))" })
        let intro =
            "Each ability is rolled on \(RollMethod.threeD6.rawValue) in this order: \(order). A modifier "
            + "applies by the band the score falls in; the tables below are the ones a record sheet reads."
        let sections =
            [intro, modifiers()] + Ability.allCases.map(ability) + [
                rolling(), languages(),
                RulesText.source(
                    ["ability-scores", "hit-points-money-alignment-and-languages"],
                    srd: ["Ability_Scores", "Creating_a_Character", "Languages"]),
            ]
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The two modifier scales side by side, banded where either changes.
    static func modifiers() -> String {
        var table = MarkdownTable(.left("Score"), .right("Standard modifier"), .right("Capped modifier"))
        let bands = ScoreBand.bands { [AbilityModifier.standard($0), AbilityModifier.capped($0)] }
        for band in bands {
            table.add(
                .text(band.label), .text(CharacterSheet.signed(band.value[0])),
                .text(CharacterSheet.signed(band.value[1])))
        }
        return "## Modifiers\n\n" + table.markdown
            + "\n\nThe capped modifier is for DEX initiative and CHA reactions; the standard one for the rest."
    }

    /// One ability: what it changes at each band of scores, and whose prime requisite it is.
    static func ability(_ ability: Ability) -> String {
        var table = MarkdownTable(.left("Score"), .left("Effects"))
        for band in ScoreBand.bands(of: { ability.effects(ofScore: $0) }) {
            table.add(.text(band.label), .text(band.value))
        }
        let primeOf = CharacterClass.allCases.filter { $0.primeRequisites.contains(ability) }
        let links = primeOf.map(ClassPage.link)
        let prime =
            links.isEmpty
            ? "" : "\n\nPrime requisite of \(RulesText.list(links)): the XP modifier it earns is on each class's page."
        return "## \(MarkdownText.escape(ability.name)) (\(ability.rawValue))\n\n" + table.markdown + prime
    }

    static func rolling() -> String {
        var table = MarkdownTable(.left("Method"), .left("How"), .center("Scores"))
        for method in RollMethod.allCases {
            let scores = method.possibleScores
            table.add(
                .text(method.rawValue), .text(method.explanation),
                .text("\(scores.lowerBound)–\(scores.upperBound)"))
        }
        return "## Rolling the Scores\n\nThe rules roll \(RollMethod.threeD6.rawValue) in order; the others are "
            + "house rules a character file may name, and its record sheet then says so.\n\n" + table.markdown
    }

    static func languages() -> String {
        var table = MarkdownTable(.right("d\(Languages.d20Table.count)"), .left("Language"))
        for (index, language) in Languages.d20Table.enumerated() {
            table.add(.text("\(index + 1)"), .text(language))
        }
        return "## Languages\n\nEvery character speaks the languages of its class and of its alignment. Each extra "
            + "language that INT gives is rolled on d\(Languages.d20Table.count), again for one the character "
            + "already speaks:\n\n"
            + table.markdown
    }
}
