import OSR
import Site
import SiteModel

/// A character as a record-sheet document: the big numbers as fields for the sheet's header and
/// boxes, the rest as Markdown sections (abilities, saves, combat, weapons, equipment, ...).
public enum CharacterSheet {
    public static func document(for character: PlayerCharacter, path: String? = nil) -> Document {
        Document(
            path: path ?? character.seed.map { "characters/seed-\($0)" } ?? "characters/\(Slug.make(character.name))",
            title: "\(character.name), \(character.characterClass.name)",
            layout: "character",
            tags: [character.characterClass.name, character.alignment.rawValue],
            fields: CharacterSheetFields(character).encoded,
            body: body(character)
        )
    }

    static func body(_ c: PlayerCharacter) -> String {
        var parts = [
            abilities(c), savingThrows(c), combat(c), weapons(c), equipment(c), languages(c),
            "## Class Abilities\n\n"
                + c.characterClass.specialAbilities(at: c.level).map { "- " + MarkdownText.escape($0) }.joined(
                    separator: "\n"),
        ]
        if let terms = c.retainer { parts.append(retainer(terms)) }
        if !c.spells.isEmpty { parts.append(SheetSpells(c).book) }
        if !c.spellSlots.isEmpty { parts.append(SheetSpells(c).memorised) }
        if let skills = c.thiefSkills { parts.append(thiefSkills(skills)) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// "Retainer of Aldous, loyalty 8, wage 1 gp a day, half share."
    static func retainer(_ terms: RetainerTerms) -> String {
        "## Retainer\n\n" + MarkdownText.escape(retainerLine(terms)) + "."
    }

    /// The terms in one line, as the sheet and the stat block write them.
    static func retainerLine(_ terms: RetainerTerms) -> String {
        "Retainer of \(terms.employer), loyalty \(terms.loyalty), wage \(terms.wage) gp a day, \(terms.share) share"
    }

    static func abilities(_ c: PlayerCharacter) -> String {
        var table = MarkdownTable(.left("Ability"), .right("Rolled"), .right("Score"), .right("Mod"), .left("Effects"))
        for ability in Ability.allCases {
            let score = c.abilities[ability]
            let prime = c.characterClass.primeRequisites.contains(ability) ? " *" : ""
            table.add(
                .text(ability.name + prime), .text("\(c.rolledAbilities[ability])"), .text("\(score)"),
                .text(signed(c.modifier(ability))), .text(ability.effects(ofScore: score)))
        }
        let adjusted =
            c.abilities == c.rolledAbilities ? "" : "; scores adjusted, two points lowered for each point raised"
        return "## Ability Scores\n\n" + table.markdown
            + "\n\n\\* prime requisite: "
            + "\(MarkdownText.escape(percent(c.xpModifierPercent), lineStart: false))\(adjusted)."
            + (c.method == .threeD6 ? "" : " Rolled \(c.method.explanation) (a house rule).")
    }

    static func savingThrows(_ c: PlayerCharacter) -> String {
        let saves = c.savingThrows
        var table = MarkdownTable(.left("Saving throw"), .right("Target"))
        table.add("Death ray or poison", .text("\(saves.death)"))
        table.add("Magic wands", .text("\(saves.wands)"))
        table.add("Paralysis or petrification", .text("\(saves.paralysis)"))
        table.add("Breath attacks", .text("\(saves.breath)"))
        table.add("Spells, rods or staves", .text("\(saves.spells)"))
        return "## Saving Throws\n\n" + table.markdown
            + "\n\nRoll d20 at or above the target. Wisdom: \(signed(c.wisdomSaveModifier)) against magical effects."
    }

    /// The level's row of the attack matrix: the d20 roll that hits each descending AC.
    static func combat(_ c: PlayerCharacter) -> String {
        let armourClasses = Array((-3...9).reversed())
        var header = "| Target AC |", rule = "|:---|", rolls = "| Roll to hit |"
        for armourClass in armourClasses {
            header += " \(armourClass) |"
            rule += ":---:|"
            rolls += " \(min(20, max(2, c.thac0 - armourClass))) |"
        }
        let protection = [c.armour?.name ?? "No armour", c.hasShield ? "shield" : nil].compactMap { $0 }.joined(
            separator: " and ")
        return "## Attack Matrix\n\n\(header)\n\(rule)\n\(rolls)\n\n"
            + "THAC0 \(c.thac0) [\(signed(c.attackBonus))]. Armour: \(MarkdownText.escape(protection)). "
            + "Melee \(signed(c.modifier(.strength))) to hit and damage; missiles "
            + "\(signed(c.modifier(.dexterity) + (c.characterClass == .halfling ? 1 : 0))) to hit."
    }

    static func weapons(_ c: PlayerCharacter) -> String {
        var table = MarkdownTable(.left("Weapon"), .center("Damage"), .left("Qualities"))
        for weapon in c.kit.weapons {
            let qualities = weapon.qualities.map(\.name).sorted().joined(separator: ", ")
            table.add(.text(weapon.name), .text("1d6 (\(weapon.damage))"), .text(qualities))
        }
        if c.kit.weapons.isEmpty { table.add("Unarmed", "1d2", "Melee") }
        return "## Weapons\n\n" + table.markdown
            + "\n\nDamage 1d6 by the standard rule; in brackets the variable-damage rule."
    }

    static func equipment(_ c: PlayerCharacter) -> String {
        var table = MarkdownTable(.left("Item"), .right("Qty"), .right("gp"))
        for item in c.kit.purchases {
            table.add(.text(item.name), .text("\(item.quantity)"), .text("\(item.totalCost)"))
        }
        return "## Equipment\n\n" + table.markdown
            + "\n\nStarting gold \(c.startingGold) gp, spent \(c.kit.goldSpent) gp, **\(c.gold) gp left**."
    }

    static func languages(_ c: PlayerCharacter) -> String {
        "## Languages\n\n" + c.languages.map { MarkdownText.escape($0) }.joined(separator: ", ")
            + ". \(AbilityModifier.literacy(c.abilities[.intelligence]))."
    }

    static func thiefSkills(_ skills: ThiefSkills) -> String {
        var table = MarkdownTable(.left("Skill"), .right("Chance"))
        table.add("Climb sheer surfaces", .text("\(skills.climbSheerSurfaces)%"))
        table.add("Find or remove traps", .text("\(skills.findOrRemoveTraps)%"))
        table.add("Hear noise", .text("\(skills.hearNoise)-in-6"))
        table.add("Hide in shadows", .text("\(skills.hideInShadows)%"))
        table.add("Move silently", .text("\(skills.moveSilently)%"))
        table.add("Open locks", .text("\(skills.openLocks)%"))
        table.add("Pick pockets", .text("\(skills.pickPockets)%"))
        return "## Thief Skills\n\n" + table.markdown
    }

    static func signed(_ value: Int) -> String { AbilityModifier.signed(value) }
    static func percent(_ value: Int) -> String { value == 0 ? "no XP modifier" : "\(signed(value))% XP" }
    /// "1st", "2nd", "3rd", "4th": a spell level as the tables write it.
    static func ordinal(_ value: Int) -> String {
        let suffix =
            switch (value % 10, value % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(value)\(suffix)"
    }
    static func feet(_ perTurn: Int) -> String { "\(perTurn)' (\(perTurn / 3)')" }
    /// "950", "2,000", "1,050,000".
    static func thousands(_ value: Int) -> String {
        guard value >= 1000 else { return "\(value)" }
        let low = String(value % 1000)
        return thousands(value / 1000) + "," + String(repeating: "0", count: 3 - low.count) + low
    }
}
