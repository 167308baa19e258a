import GameKit
import OSR

/// What gaining a level says at the terminal: only what the level changes.
enum LevelUpTerminal {
    static func welcome(_ choices: CharacterChoices, seed: UInt64) -> String {
        "\(choices.name), \(choices.characterClass.name) of level \(choices.level), rises to level "
            + "\(choices.level + 1) (seed \(seed): the same seed and answers give the same level)."
    }

    /// Hit points, THAC0, saving throws, spell slots, thief skills and title: each only if it changed.
    static func changes(_ up: LevelUp) -> String {
        let before = PlayerCharacter(up.before), after = PlayerCharacter(up.after)
        var lines = [hitPoints(up, before, after)]
        if before.thac0 != after.thac0 {
            lines.append(
                "  THAC0 \(before.thac0) [\(AbilityModifier.signed(before.attackBonus))] → \(after.thac0) "
                    + "[\(AbilityModifier.signed(after.attackBonus))]")
        }
        if let saves = savingThrows(before.savingThrows, after.savingThrows) { lines.append(saves) }
        if let slots = spellSlots(before.spellSlots, after.spellSlots) { lines.append(slots) }
        if let skills = thiefSkills(before.thiefSkills, after.thiefSkills) { lines.append(skills) }
        if before.title != after.title { lines.append("  Title: \(before.title) → \(after.title)") }
        return lines.joined(separator: "\n")
    }

    private static func hitPoints(_ up: LevelUp, _ before: PlayerCharacter, _ after: PlayerCharacter) -> String {
        let how: String
        if let roll = up.hitDieRoll {
            let constitution = up.before.abilities[.constitution]
            let modifier = AbilityModifier.standard(constitution)
            let floor = roll + modifier < 1 ? " (at least 1)" : ""
            how =
                "1d\(after.characterClass.hitDieSides) rolled \(roll), CON \(constitution) "
                + "\(AbilityModifier.signed(modifier)) = +\(up.hitPointsGained)\(floor)"
        } else {
            how = "+\(up.hitPointsGained) after 9th level (no CON)"
        }
        return "  Hit points: \(how), \(before.hitPoints) → \(after.hitPoints) (Hit Dice \(before.hitDie) → "
            + "\(after.hitDie))"
    }

    private static func savingThrows(_ before: SavingThrows, _ after: SavingThrows) -> String? {
        let pairs = [
            ("death", before.death, after.death), ("wands", before.wands, after.wands),
            ("paralysis", before.paralysis, after.paralysis), ("breath", before.breath, after.breath),
            ("spells", before.spells, after.spells),
        ]
        return changed("Saving throws", pairs.map { ($0.0, "\($0.1)", "\($0.2)") })
    }

    private static func spellSlots(_ before: [Int], _ after: [Int]) -> String? {
        let levels = 0..<max(before.count, after.count)
        return changed(
            "Spell slots",
            levels.map { index in
                ("level-\(index + 1) spells", "\(index < before.count ? before[index] : 0)", "\(after[index])")
            })
    }

    private static func thiefSkills(_ before: ThiefSkills?, _ after: ThiefSkills?) -> String? {
        guard let before, let after else { return nil }
        let skills: [(String, KeyPath<ThiefSkills, Int>, String)] = [
            ("climb", \.climbSheerSurfaces, "%"), ("traps", \.findOrRemoveTraps, "%"),
            ("hear noise", \.hearNoise, "-in-6"),
            ("hide", \.hideInShadows, "%"), ("move silently", \.moveSilently, "%"), ("locks", \.openLocks, "%"),
            ("pockets", \.pickPockets, "%"),
        ]
        return changed(
            "Thief skills", skills.map { ($0.0, "\(before[keyPath: $0.1])\($0.2)", "\(after[keyPath: $0.1])\($0.2)") })
    }

    /// `  Saving throws: death 12 → 10, wands 13 → 11`: the values that changed, or nil when none did.
    private static func changed(_ title: String, _ values: [(name: String, before: String, after: String)]) -> String? {
        let changes = values.filter { $0.before != $0.after }.map { "\($0.name) \($0.before) → \($0.after)" }
        return changes.isEmpty ? nil : "  \(title): " + changes.joined(separator: ", ")
    }

    static func offered(_ spells: [String], level: Int, count: Int) -> String {
        "The book gains \(count) spell\(count == 1 ? "" : "s") of level \(level). Not in it yet: "
            + "\(CharacterTerminal.list(spells, and: "and"))."
    }

    static func spellPrompt(_ number: Int, of count: Int, level: Int, default fallback: String?) -> String {
        "Spell \(number) of \(count) of level \(level)" + (fallback.map { " (Enter for \($0))" } ?? "") + ": "
    }

    static func notOffered(_ typed: String, _ offered: [String]) -> String {
        "  '\(typed.echoed)' is not one of them: \(CharacterTerminal.list(offered, and: "or"))."
    }

    static func inBookAlready(_ spell: String) -> String {
        "  \(spell) is in the book already: choose another."
    }

    static func chosenAlready(_ spell: String) -> String {
        "  \(spell) is chosen already: choose another."
    }

    static let inputEnded = "The input ended: the seed chooses the spells left."

    static func learned(_ spells: [String]) -> String {
        "  Spell book: + \(CharacterTerminal.list(spells, and: "and"))"
    }
}
