import OSR

/// The arcane spells a book may gain at a level-up, by spell level.
enum SpellBook {
    /// The highest spell level the catalogue knows.
    static let highestLevel = 1

    /// The spells of a spell level, in the catalogue's order.
    static func spells(level: Int) -> [String] {
        level == 1 ? Spells.firstLevelArcane : []
    }

    /// The spell level of an arcane spell; nil for a name that is none.
    static func level(of spell: String) -> Int? {
        Spells.firstLevelArcane.contains(spell) ? 1 : nil
    }

    /// The spell a player means by `typed`, whatever its case.
    static func named(_ typed: String) -> String? {
        (1...highestLevel).flatMap(spells(level:)).first { $0.lowercased() == typed.lowercased() }
    }
}
