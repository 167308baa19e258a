/// The titles of each class's levels (OSE SRD, `Advancement`, "Level Titles"). The lists are
/// shorter than the tables: a character keeps the last title through the levels beyond it.
extension CharacterClass {
    public var levelTitles: [String] {
        switch self {
        case .cleric:
            ["Acolyte", "Adept", "Priest(ess)", "Vicar", "Curate", "Elder", "Bishop", "Lama", "Matriarch (Patriarch)"]
        case .dwarf:
            [
                "Dwarven Veteran", "Dwarven Warrior", "Dwarven Swordmaster", "Dwarven Hero", "Dwarven Swashbuckler",
                "Dwarven Myrmidon", "Dwarven Champion", "Dwarven Superhero", "Dwarven Lord (Lady)",
            ]
        case .elf:
            [
                "Medium/Veteran", "Seer/Warrior", "Conjurer/Swordmaster", "Magician/Hero",
                "Enchanter (Enchantress)/Swashbuckler", "Warlock (Witch)/Myrmidon", "Sorcerer (Sorceress)/Champion",
                "Necromancer/Superhero", "Wizard/Lord (Lady)",
            ]
        case .fighter:
            [
                "Veteran", "Warrior", "Swordmaster", "Hero", "Swashbuckler", "Myrmidon", "Champion", "Superhero",
                "Lord (Lady)",
            ]
        case .halfling:
            [
                "Halfling Veteran", "Halfling Warrior", "Halfling Swordmaster", "Halfling Hero",
                "Halfling Swashbuckler", "Halfling Myrmidon", "Halfling Champion", "Sheriff",
            ]
        case .magicUser:
            [
                "Medium", "Seer", "Conjurer", "Magician", "Enchanter (Enchantress)", "Warlock (Witch)",
                "Sorcerer (Sorceress)", "Necromancer", "Wizard",
            ]
        case .thief:
            ["Apprentice", "Footpad", "Robber", "Burglar", "Cutpurse", "Sharper", "Pilferer", "Thief", "Master Thief"]
        case .normalHuman: ["Normal Human"]
        }
    }

    /// The title of `level`.
    public func title(at level: Int) -> String { levelTitles[min(max(level, 1), levelTitles.count) - 1] }
}
