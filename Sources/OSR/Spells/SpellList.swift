/// Every spell of Old-School Essentials, arcane (levels 1–6, twelve a level) and divine (levels
/// 1–5: eight at the first two, six at the others), each list by level and then alphabetically, as
/// the SRD's `Magic-User_Spells` and `Cleric_Spells` pages have them.
public enum SpellList {
    public static let all: [Spell] = arcane + divine

    /// The spells of a kind and level, alphabetically; empty for a level the kind does not have.
    public static func spells(_ kind: SpellKind, level: Int) -> [Spell] {
        all.filter { $0.kind == kind && $0.level == level }
    }

    /// The spell of a kind a player means by a name, whatever its case and spacing ("Fireball" is
    /// Fire Ball): the list's name, the name without the reversed form, or the reversed form's.
    public static func named(_ name: String, kind: SpellKind) -> Spell? {
        byName[kind]?[key(name)]
    }

    /// Every name of every spell by kind, made once: a level-up looks up each spell of the book.
    private static let byName = Dictionary(grouping: all, by: \.kind).mapValues(byKey)

    /// The spells by the key of each of their names; where two shared one, the first is meant.
    private static func byKey(_ spells: [Spell]) -> [String: Spell] {
        Dictionary(
            spells.flatMap { spell in spell.names.map { (key($0), spell) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The highest spell level of a kind: 6 arcane, 5 divine.
    public static func highestLevel(_ kind: SpellKind) -> Int {
        all.filter { $0.kind == kind }.map(\.level).max() ?? 0
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace && !"-'\u{2019}".contains($0) })
    }
}
