import OSR

/// The arcane spells a book may gain at a level-up, by spell level, as `SpellList` has them; read
/// once, for a level-up looks them up for every spell of the book.
enum SpellBook {
    /// The spells of each spell level, alphabetically: index 0 is the first level.
    static let byLevel = (1...SpellList.highestLevel(.arcane)).map { SpellList.spells(.arcane, level: $0).map(\.name) }

    private static let levels = Dictionary(
        uniqueKeysWithValues: byLevel.enumerated().flatMap { index, names in names.map { ($0, index + 1) } })

    /// The spells of a spell level; none for a level there is not.
    static func spells(level: Int) -> [String] {
        byLevel.indices.contains(level - 1) ? byLevel[level - 1] : []
    }

    /// The spell level of an arcane spell named as the list names it; nil for a name that is none.
    static func level(of spell: String) -> Int? {
        levels[spell]
    }

    /// The spell a player means by `typed`, whatever its case or form (`light`, `darkness`).
    static func named(_ typed: String) -> String? {
        SpellList.named(typed, kind: .arcane)?.name
    }
}
