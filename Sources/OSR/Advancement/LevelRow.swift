/// One row of a class's advancement table: what a character of that level has.
public struct LevelRow: Hashable, Sendable {
    public let level: Int
    /// The experience points that reach the level.
    public let experience: Int
    public let thac0: Int
    public let savingThrows: SavingThrows
    /// Spells that may be memorised a day, by spell level: index 0 is 1st-level spells. Empty for a
    /// class that casts none at this level.
    public let spellSlots: [Int]

    /// The ascending-AC attack bonus that goes with the THAC0.
    public var attackBonus: Int { 19 - thac0 }
}
