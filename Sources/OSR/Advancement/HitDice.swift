/// Hit points through the levels: one Hit Die a level up to 9th, each with the CON modifier and
/// at least 1; after 9th a fixed number of points a level, without CON (OSE SRD, `Advancement`).
extension CharacterClass {
    /// The level after which no more Hit Dice are rolled.
    public static let lastRolledLevel = 9

    /// Hit points gained at each level after 9th.
    public var hitPointsAfterNinth: Int {
        switch self {
        case .cleric, .magicUser: 1
        case .elf, .fighter, .thief: 2
        case .dwarf: 3
        case .halfling, .normalHuman: 0
        }
    }

    /// The number of Hit Dice rolled by `level`: one a level to 9th (one for a normal human).
    public func hitDiceRolled(at level: Int) -> Int { min(max(level, 1), Self.lastRolledLevel) }

    /// The Hit Dice of `level` as the tables print them: `3d6`, or `9d8+4*` after 9th, the star
    /// saying that CON no longer adds to what comes after the 9 dice.
    public func hitDice(at level: Int) -> String {
        let dice = "\(hitDiceRolled(at: level))d\(hitDieSides)"
        let fixed = fixedHitPoints(at: level)
        return fixed > 0 ? "\(dice)+\(fixed)*" : dice
    }

    /// The hit points after 9th level that come without a roll.
    public func fixedHitPoints(at level: Int) -> Int { max(0, level - Self.lastRolledLevel) * hitPointsAfterNinth }

    /// The hit points one Hit Die gives with this CON: the roll plus the modifier, at least 1.
    public static func hitPoints(rolled: Int, constitution: Int) -> Int {
        max(1, rolled + AbilityModifier.standard(constitution))
    }

    /// Every total of hit points a character of `level` could have rolled with this CON.
    public func hitPointRange(at level: Int, constitution: Int) -> ClosedRange<Int> {
        let dice = hitDiceRolled(at: level), fixed = fixedHitPoints(at: level)
        let least = Self.hitPoints(rolled: 1, constitution: constitution)
        let most = Self.hitPoints(rolled: hitDieSides, constitution: constitution)
        return (dice * least + fixed)...(dice * most + fixed)
    }
}
