import OSR
import Site
import SiteModel

/// `rules/spells`: every spell of both lists, a table per level with its range, duration and what
/// it does, and who casts them.
enum SpellsPage {
    static func document(base: String, weight: Int) -> Document {
        let arcane = SpellList.all.filter { $0.kind == .arcane }.count
        let divine = SpellList.all.count - arcane
        return Document(
            path: "\(base)/spells", title: "Spells", weight: weight,
            fields: RulesPageFields(summary: "The \(arcane) arcane and \(divine) divine spells, by level.").encoded,
            body: body())
    }

    static func body() -> String {
        [intro(), arcane(), divine(), RulesText.source(["spells"], srd: ["Spells", "Spell_Books"]) + "\n"]
            .joined(separator: "\n\n")
    }

    static func intro() -> String {
        let noMagic = CharacterClass.allCases.filter { $0.spellKind == nil }
        return "Old-School Essentials has two spell lists: arcane spells, learned from spell books, and divine "
            + "spells, granted by prayer. Each table gives a spell's range and duration as the SRD has them, "
            + "and in a line what it does; the spell's own page in the SRD has its full rules. A name followed "
            + "by another in parentheses is a spell that can be reversed, the reversed form's name in the "
            + "parentheses: an arcane caster chooses the form when memorising it, a cleric when casting it. "
            + "The \(classes(noMagic.map { MarkdownText.escape($0.name, lineStart: false) })) cast no spells."
    }

    static func arcane() -> String {
        let casters = CharacterClass.allCases.filter(\.castsArcaneSpells).map(ClassPage.link)
        let first = SpellList.spells(.arcane, level: 1).count
        return "## Arcane Spells\n\n"
            + "Arcane spells are cast by the \(classes(casters)). A spell book holds exactly as many spells as "
            + "its owner can memorise, and a caster memorises only spells from it. At first level that is one "
            + "spell, one of the \(first) of the 1st level, which the generator draws, each equally likely.\n\n"
            + tables(.arcane)
    }

    static func divine() -> String {
        let casters = CharacterClass.allCases.filter { $0.spellKind == .divine }.map(ClassPage.link)
        return "## Divine Spells\n\n"
            + "Divine spells are cast by the \(classes(casters)), "
            + "from 2nd level, with no spell book: praying for the day's spells, a cleric may choose any spell of a "
            + "level they can cast.\n\n" + tables(.divine)
    }

    /// "Cleric class", "Dwarf, Fighter, Halfling and Thief classes".
    static func classes(_ names: [String]) -> String {
        "\(RulesText.list(names)) class\(names.count == 1 ? "" : "es")"
    }

    static func tables(_ kind: SpellKind) -> String {
        (1...SpellList.highestLevel(kind)).map { level in
            var table = MarkdownTable(.left("Spell"), .left("Range"), .left("Duration"), .left("What it does"))
            for spell in SpellList.spells(kind, level: level) {
                table.add(.text(spell.name), .text(spell.range), .text(spell.duration), .text(spell.summary))
            }
            return "### \(heading(kind, level: level))\n\n" + table.markdown
        }.joined(separator: "\n\n")
    }

    /// "1st-Level Arcane Spells".
    static func heading(_ kind: SpellKind, level: Int) -> String {
        let suffix = level == 1 ? "st" : level == 2 ? "nd" : level == 3 ? "rd" : "th"
        let kindName =
            switch kind {
            case .arcane: "Arcane"
            case .divine: "Divine"
            }
        return "\(level)\(suffix)-Level \(kindName) Spells"
    }
}
