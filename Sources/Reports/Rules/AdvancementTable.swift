import OSR

/// A class's levels as the rules pages print them, a row a level from the class's tables: the
/// experience, title, Hit Dice, THAC0, saves and spell slots; and a thief's skills by level.
enum AdvancementTable {
    /// `## Advancement`: every level from the first to the class's maximum.
    static func section(_ c: CharacterClass) -> String {
        let spellLevels = c.levels.map(\.spellSlots.count).max() ?? 0
        var columns: [MarkdownTable.Column] = [
            .right("Level"), .right("XP"), .left("Title"), .left("Hit Dice"), .left("THAC0"),
        ]
        columns += ["D", "W", "P", "B", "S"].map { .center($0) }
        columns += (0..<spellLevels).map { .center(CharacterSheet.ordinal($0 + 1)) }
        var table = MarkdownTable(columns)
        // A THAC0 and its bonus stay on one line, as the equipment page's armour classes do.
        for row in c.levels {
            var cells: [MarkdownTable.Cell] = [
                .text("\(row.level)"), .text(CharacterSheet.thousands(row.experience)), .text(c.title(at: row.level)),
                .text(c.hitDice(at: row.level)), .text("\(row.thac0)\u{A0}[\(CharacterSheet.signed(row.attackBonus))]"),
            ]
            cells += ClassPage.saves(row.savingThrows).map { .text("\($0.target)") }
            cells += (0..<spellLevels).map { .text($0 < row.spellSlots.count ? "\(row.spellSlots[$0])" : "–") }
            table.add(cells)
        }
        let spells = spellLevels == 0 ? "" : " The last columns are the spells a day of each spell level."
        return "## Advancement\n\n" + table.markdown
            + "\n\nXP is what reaches the level. THAC0 is followed by the attack bonus against ascending AC. The "
            + "saves are D death ray or poison, W magic wands, P paralysis or petrification, B breath attacks, S "
            + "spells, rods or staves. A star in the Hit Dice: the points after 9th level come without the CON "
            + "modifier.\(spells) The class rises no higher than level \(c.maximumLevel); nobody rises more than one "
            + "level a session, and XP beyond that stops 1 short of the level after."
    }

    /// `## Thief Skills`: the chances of every level.
    static func thiefSkills(_ c: CharacterClass) -> String {
        var table = MarkdownTable(
            .right("Level"), .center("CS"), .center("TR"), .center("HN"), .center("HS"), .center("MS"),
            .center("OL"), .center("PP"))
        for level in c.levelRange {
            let s = ThiefSkills.at(level: level)
            table.add(
                .text("\(level)"), .text("\(s.climbSheerSurfaces)%"), .text("\(s.findOrRemoveTraps)%"),
                .text("\(s.hearNoise)-in-6"), .text("\(s.hideInShadows)%"), .text("\(s.moveSilently)%"),
                .text("\(s.openLocks)%"), .text("\(s.pickPockets)%"))
        }
        return "## Thief Skills\n\n" + table.markdown
            + "\n\nCS climb sheer surfaces, TR find or remove traps, HN hear noise, HS hide in shadows, MS move "
            + "silently, OL open locks, PP pick pockets. Pick pockets goes past 100% because the chance drops by 5% "
            + "for each level of the victim above 5th."
    }
}
