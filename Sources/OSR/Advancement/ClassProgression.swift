/// The advancement tables of the seven classes for levels 1 to their maximum, and the normal
/// human's single row (docs/rules.md, "Levels"; OSE SRD, each class's page).
///
/// Rows are written as the books print them: XP, THAC0, the five saves (death, wands, paralysis,
/// breath, spells) and the spell slots by spell level.
extension CharacterClass {
    /// The class's table, one row a level, from its lowest level (0 for a normal human, 1 otherwise).
    public var levels: [LevelRow] {
        switch self {
        case .cleric: Self.clericLevels
        case .dwarf: Self.dwarfLevels
        case .elf: Self.elfLevels
        case .fighter: Self.fighterLevels
        case .halfling: Self.halflingLevels
        case .magicUser: Self.magicUserLevels
        case .thief: Self.thiefLevels
        case .normalHuman: Self.normalHumanLevels
        }
    }

    /// The lowest level: 0 for a normal human, 1 for a class.
    public var minimumLevel: Int { levels[0].level }

    /// The levels the class may have.
    public var levelRange: ClosedRange<Int> { minimumLevel...maximumLevel }

    /// The row of `level`, which must be within `levelRange`.
    public func row(_ level: Int) -> LevelRow {
        precondition(levelRange.contains(level), "\(name) has no level \(level)")
        return levels[level - minimumLevel]
    }

    /// The level that `experience` points reach, at most the class's maximum.
    public func level(reachedBy experience: Int) -> Int {
        levels.last { $0.experience <= experience }?.level ?? minimumLevel
    }

    /// The experience of the level after `level`, or nil at the maximum.
    public func experienceForLevel(after level: Int) -> Int? {
        level < maximumLevel ? row(level + 1).experience : nil
    }

    /// More experience than any campaign hands out, and far from where sums overflow: the limit
    /// where the table's last levels have none.
    public static let mostExperience = 999_999_999_999

    /// The experience a character of `level` may have: from the level's own to 1 short of the
    /// level after the next, for it may have earned its next level and not yet gained it, but no
    /// more (one level a session). Up to `mostExperience` at the class's last two levels.
    public func experienceRange(at level: Int) -> ClosedRange<Int> {
        let ceiling = level < maximumLevel ? experienceForLevel(after: level + 1) : nil
        return row(level).experience...(ceiling.map { $0 - 1 } ?? Self.mostExperience)
    }

    private static func table(
        _ rows: [(xp: Int, thac0: Int, saves: [Int], slots: [Int])], from first: Int = 1
    ) -> [LevelRow] {
        rows.enumerated().map { index, row in
            LevelRow(
                level: first + index, experience: row.xp, thac0: row.thac0,
                savingThrows: SavingThrows(
                    death: row.saves[0], wands: row.saves[1], paralysis: row.saves[2], breath: row.saves[3],
                    spells: row.saves[4]),
                spellSlots: row.slots)
        }
    }

    private static let clericLevels = table([
        (0, 19, [11, 12, 14, 16, 15], []),
        (1_500, 19, [11, 12, 14, 16, 15], [1]),
        (3_000, 19, [11, 12, 14, 16, 15], [2]),
        (6_000, 19, [11, 12, 14, 16, 15], [2, 1]),
        (12_000, 17, [9, 10, 12, 14, 12], [2, 2]),
        (25_000, 17, [9, 10, 12, 14, 12], [2, 2, 1, 1]),
        (50_000, 17, [9, 10, 12, 14, 12], [2, 2, 2, 1, 1]),
        (100_000, 17, [9, 10, 12, 14, 12], [3, 3, 2, 2, 1]),
        (200_000, 14, [6, 7, 9, 11, 9], [3, 3, 3, 2, 2]),
        (300_000, 14, [6, 7, 9, 11, 9], [4, 4, 3, 3, 2]),
        (400_000, 14, [6, 7, 9, 11, 9], [4, 4, 4, 3, 3]),
        (500_000, 14, [6, 7, 9, 11, 9], [5, 5, 4, 4, 3]),
        (600_000, 12, [3, 5, 7, 8, 7], [5, 5, 5, 4, 4]),
        (700_000, 12, [3, 5, 7, 8, 7], [6, 5, 5, 5, 4]),
    ])

    private static let dwarfLevels = table([
        (0, 19, [8, 9, 10, 13, 12], []),
        (2_200, 19, [8, 9, 10, 13, 12], []),
        (4_400, 19, [8, 9, 10, 13, 12], []),
        (8_800, 17, [6, 7, 8, 10, 10], []),
        (17_000, 17, [6, 7, 8, 10, 10], []),
        (35_000, 17, [6, 7, 8, 10, 10], []),
        (70_000, 14, [4, 5, 6, 7, 8], []),
        (140_000, 14, [4, 5, 6, 7, 8], []),
        (270_000, 14, [4, 5, 6, 7, 8], []),
        (400_000, 12, [2, 3, 4, 4, 6], []),
        (530_000, 12, [2, 3, 4, 4, 6], []),
        (660_000, 12, [2, 3, 4, 4, 6], []),
    ])

    private static let elfLevels = table([
        (0, 19, [12, 13, 13, 15, 15], [1]),
        (4_000, 19, [12, 13, 13, 15, 15], [2]),
        (8_000, 19, [12, 13, 13, 15, 15], [2, 1]),
        (16_000, 17, [10, 11, 11, 13, 12], [2, 2]),
        (32_000, 17, [10, 11, 11, 13, 12], [2, 2, 1]),
        (64_000, 17, [10, 11, 11, 13, 12], [2, 2, 2]),
        (120_000, 14, [8, 9, 9, 10, 10], [3, 2, 2, 1]),
        (250_000, 14, [8, 9, 9, 10, 10], [3, 3, 2, 2]),
        (400_000, 14, [8, 9, 9, 10, 10], [3, 3, 3, 2, 1]),
        (600_000, 12, [6, 7, 8, 8, 8], [3, 3, 3, 3, 2]),
    ])

    private static let fighterLevels = table([
        (0, 19, [12, 13, 14, 15, 16], []),
        (2_000, 19, [12, 13, 14, 15, 16], []),
        (4_000, 19, [12, 13, 14, 15, 16], []),
        (8_000, 17, [10, 11, 12, 13, 14], []),
        (16_000, 17, [10, 11, 12, 13, 14], []),
        (32_000, 17, [10, 11, 12, 13, 14], []),
        (64_000, 14, [8, 9, 10, 10, 12], []),
        (120_000, 14, [8, 9, 10, 10, 12], []),
        (240_000, 14, [8, 9, 10, 10, 12], []),
        (360_000, 12, [6, 7, 8, 8, 10], []),
        (480_000, 12, [6, 7, 8, 8, 10], []),
        (600_000, 12, [6, 7, 8, 8, 10], []),
        (720_000, 10, [4, 5, 6, 5, 8], []),
        (840_000, 10, [4, 5, 6, 5, 8], []),
    ])

    private static let halflingLevels = table([
        (0, 19, [8, 9, 10, 13, 12], []),
        (2_000, 19, [8, 9, 10, 13, 12], []),
        (4_000, 19, [8, 9, 10, 13, 12], []),
        (8_000, 17, [6, 7, 8, 10, 10], []),
        (16_000, 17, [6, 7, 8, 10, 10], []),
        (32_000, 17, [6, 7, 8, 10, 10], []),
        (64_000, 14, [4, 5, 6, 7, 8], []),
        (120_000, 14, [4, 5, 6, 7, 8], []),
    ])

    private static let magicUserLevels = table([
        (0, 19, [13, 14, 13, 16, 15], [1]),
        (2_500, 19, [13, 14, 13, 16, 15], [2]),
        (5_000, 19, [13, 14, 13, 16, 15], [2, 1]),
        (10_000, 19, [13, 14, 13, 16, 15], [2, 2]),
        (20_000, 19, [13, 14, 13, 16, 15], [2, 2, 1]),
        (40_000, 17, [11, 12, 11, 14, 12], [2, 2, 2]),
        (80_000, 17, [11, 12, 11, 14, 12], [3, 2, 2, 1]),
        (150_000, 17, [11, 12, 11, 14, 12], [3, 3, 2, 2]),
        (300_000, 17, [11, 12, 11, 14, 12], [3, 3, 3, 2, 1]),
        (450_000, 17, [11, 12, 11, 14, 12], [3, 3, 3, 3, 2]),
        (600_000, 14, [8, 9, 8, 11, 8], [4, 3, 3, 3, 2, 1]),
        (750_000, 14, [8, 9, 8, 11, 8], [4, 4, 3, 3, 3, 2]),
        (900_000, 14, [8, 9, 8, 11, 8], [4, 4, 4, 3, 3, 3]),
        (1_050_000, 14, [8, 9, 8, 11, 8], [4, 4, 4, 4, 3, 3]),
    ])

    private static let thiefLevels = table([
        (0, 19, [13, 14, 13, 16, 15], []),
        (1_200, 19, [13, 14, 13, 16, 15], []),
        (2_400, 19, [13, 14, 13, 16, 15], []),
        (4_800, 19, [13, 14, 13, 16, 15], []),
        (9_600, 17, [12, 13, 11, 14, 13], []),
        (20_000, 17, [12, 13, 11, 14, 13], []),
        (40_000, 17, [12, 13, 11, 14, 13], []),
        (80_000, 17, [12, 13, 11, 14, 13], []),
        (160_000, 14, [10, 11, 9, 12, 10], []),
        (280_000, 14, [10, 11, 9, 12, 10], []),
        (400_000, 14, [10, 11, 9, 12, 10], []),
        (520_000, 14, [10, 11, 9, 12, 10], []),
        (640_000, 12, [8, 9, 7, 10, 8], []),
        (760_000, 12, [8, 9, 7, 10, 8], []),
    ])

    /// A normal human is of level 0 and takes a class when it first earns experience.
    private static let normalHumanLevels = table([(0, 20, [14, 15, 16, 17, 18], [])], from: 0)
}
