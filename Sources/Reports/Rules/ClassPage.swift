import OSR
import Site
import SiteModel

/// A class's page, `rules/classes/<class>`: everything a player needs to make a first-level
/// character of the class, each fact read from the model the generator and the checker use.
enum ClassPage {
    static func path(of characterClass: CharacterClass, base: String) -> String {
        "\(base)/classes/\(slug(characterClass))"
    }

    static func slug(_ characterClass: CharacterClass) -> String { Slug.make(characterClass.name) }

    /// A link to the class's page from a page of the rules' own folder, its text escaped.
    static func link(_ characterClass: CharacterClass) -> String {
        "[\(MarkdownText.escape(characterClass.name, lineStart: false))](classes/\(slug(characterClass)).html)"
    }

    static func document(for characterClass: CharacterClass, base: String, weight: Int) -> Document {
        Document(
            path: path(of: characterClass, base: base), title: characterClass.name, weight: weight,
            fields: RulesPageFields(summary: summary(characterClass)).encoded, body: body(characterClass))
    }

    /// "Prime requisites INT and STR; needs INT 9; hit die 1d6; up to level 10."
    static func summary(_ c: CharacterClass) -> String {
        let primes = c.primeRequisites
        let needs = c.requirements.isEmpty ? "" : "needs \(RulesText.requirements(c)); "
        return "Prime requisite\(primes.count == 1 ? "" : "s") \(RulesText.abilities(primes)); \(needs)"
            + "hit die \(ReferenceCharacter.of(c).hitDie); up to level \(c.maximumLevel)."
    }

    static func body(_ c: CharacterClass) -> String {
        var parts = [
            glance(c), experience(c), XPModifierTable.section(c), adjusting(c), hitPoints(c), savingThrows(c),
            armourAndWeapons(c), languages(c),
            "## Class Abilities\n\n"
                + c.specialAbilities.map { "- " + MarkdownText.escape($0) }.joined(separator: "\n"),
        ]
        if let skills = ReferenceCharacter.of(c).thiefSkills { parts.append(CharacterSheet.thiefSkills(skills)) }
        if c.castsArcaneSpells { parts.append(spells(c)) }
        parts.append(
            RulesText.source(
                ["classes", "experience-modifier", "adjusting-ability-scores"], srd: [c.name, "Advancement"]))
        return parts.joined(separator: "\n\n") + "\n"
    }

    static func glance(_ c: CharacterClass) -> String {
        let character = ReferenceCharacter.of(c)
        var table = MarkdownTable(.left("Rule"), .left("At first level"))
        table.add("Requirements", .text(RulesText.requirements(c)))
        table.add(.text("Prime requisite\(c.primeRequisites.count == 1 ? "" : "s")"), .text(primes(c)))
        table.add("Hit die", .text(character.hitDie))
        table.add("Maximum level", .text("\(c.maximumLevel)"))
        table.add("Title", .text(c.title(at: 1)))
        table.add("THAC0", .text("\(character.thac0) [\(CharacterSheet.signed(character.attackBonus))]"))
        table.add("Armour", .markdown(ClassRestrictions.armour(c)))
        table.add("Shield", .text(c.mayUseShield ? "yes" : "no"))
        table.add("Spells", .text(c.castsArcaneSpells ? "one 1st-level arcane spell" : "none"))
        return "A first-level \(MarkdownText.escape(c.name, lineStart: false)), as sheetgen makes and checks one.\n\n"
            + table.markdown
    }

    static func primes(_ c: CharacterClass) -> String {
        RulesText.list(c.primeRequisites.map { "\($0.name) (\($0.rawValue))" })
    }

    /// The levels the model knows: the first, and the XP that reaches the second.
    static func experience(_ c: CharacterClass) -> String {
        let character = ReferenceCharacter.of(c)
        var table = MarkdownTable(.right("Level"), .right("XP"))
        table.add(.text("\(character.level)"), .text(CharacterSheet.thousands(character.experience)))
        table.add(.text("\(character.level + 1)"), .text(CharacterSheet.thousands(c.row(2).experience)))
        return "## Experience\n\n" + table.markdown
            + "\n\nThe class rises to level \(c.maximumLevel) at most. sheetgen makes first-level characters, so "
            + "the experience for later levels is not among its rules."
    }

    static func adjusting(_ c: CharacterClass) -> String {
        "## Adjusting Ability Scores\n\n"
            + "After choosing the class, a player may raise \(RulesText.abilities(c.primeRequisites)) by lowering "
            + "\(RulesText.list(c.lowerableAbilities.map(\.rawValue), and: "or")): two points off for each point on, "
            + "never below 9. It pays only where it reaches a better XP modifier."
    }

    /// The hit die plus the CON modifier, at least 1: the range the checker allows, by CON.
    static func hitPoints(_ c: CharacterClass) -> String {
        var table = MarkdownTable(.left("CON"), .right("Hit points"))
        for band in ScoreBand.bands(of: { CreationCheck.hitPointRange(for: c, constitution: $0) }) {
            let range = band.value
            table.add(
                .text(band.label),
                .text(range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"))
        }
        return "## Hit Points\n\nOne roll of \(ReferenceCharacter.of(c).hitDie) plus the CON modifier, "
            + "at least 1:\n\n" + table.markdown
    }

    /// The five saves with their names on the record sheet, in its order.
    static func saves(_ s: SavingThrows) -> [(name: String, target: Int)] {
        [
            ("Death ray or poison", s.death), ("Magic wands", s.wands), ("Paralysis or petrification", s.paralysis),
            ("Breath attacks", s.breath), ("Spells, rods or staves", s.spells),
        ]
    }

    static func savingThrows(_ c: CharacterClass) -> String {
        var table = MarkdownTable(.left("Saving throw"), .right("Target"))
        for save in saves(c.row(1).savingThrows) { table.add(.text(save.name), .text("\(save.target)")) }
        return "## Saving Throws\n\n" + table.markdown
            + "\n\nRoll d20 at or above the target. The WIS modifier applies against magical effects."
    }

    static func armourAndWeapons(_ c: CharacterClass) -> String {
        let worn = ClassRestrictions.names(c.armourAllowed)
        let lines = [
            "- **Armour**: \(c.armourAllowed.isEmpty ? "none" : worn); \(c.mayUseShield ? "a" : "no") shield.",
            "- **Weapons**: \(ClassRestrictions.weapons(c)).",
        ]
        return "## Armour and Weapons\n\n" + lines.joined(separator: "\n")
            + "\n\nPrices, weights and qualities are on the [equipment](../equipment.html) page."
    }

    static func languages(_ c: CharacterClass) -> String {
        var spoken = c.nativeLanguages.map { MarkdownText.escape($0, lineStart: false) }
        let alignments = RulesText.list(Alignment.allCases.map(\.language), and: "or")
        spoken.insert("the alignment language (\(alignments))", at: min(1, spoken.count))
        let firstExtra = RollMethod.threeD6.possibleScores.first { AbilityModifier.extraLanguages($0) > 0 }
        return "## Languages\n\n" + RulesText.list(spoken) + "."
            + (firstExtra.map {
                " INT \($0) or more adds languages from the [languages table](../abilities.html)."
            } ?? "")
    }

    static func spells(_ c: CharacterClass) -> String {
        let spells = Spells.firstLevelArcane.map { MarkdownText.escape($0, lineStart: false) }
        return "## Spells\n\nOne 1st-level arcane spell in the spell book, one of " + RulesText.list(spells, and: "or")
            + " (see the [spell list](../spells.html))."
    }
}
