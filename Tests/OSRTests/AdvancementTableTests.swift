import OSR
import Testing

/// The advancement tables against rows typed from the rules (OSE SRD, each class's page), and the
/// shape every table must have.
@Suite struct AdvancementTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let characterClass: CharacterClass
        let level: Int
        let xp: Int
        let hitDice: String
        let thac0: Int
        let saves: [Int]
        let slots: [Int]
        let title: String

        var testDescription: String { "\(characterClass.name) \(level)" }
    }

    /// First, middle and last rows of each class, and the rows where something changes oddly.
    static let rows: [Row] = [
        Row(
            characterClass: .cleric, level: 1, xp: 0, hitDice: "1d6", thac0: 19, saves: [11, 12, 14, 16, 15],
            slots: [], title: "Acolyte"),
        Row(
            characterClass: .cleric, level: 3, xp: 3_000, hitDice: "3d6", thac0: 19, saves: [11, 12, 14, 16, 15],
            slots: [2], title: "Priest(ess)"),
        Row(
            characterClass: .cleric, level: 6, xp: 25_000, hitDice: "6d6", thac0: 17, saves: [9, 10, 12, 14, 12],
            slots: [2, 2, 1, 1], title: "Elder"),
        Row(
            characterClass: .cleric, level: 14, xp: 700_000, hitDice: "9d6+5*", thac0: 12, saves: [3, 5, 7, 8, 7],
            slots: [6, 5, 5, 5, 4], title: "Matriarch (Patriarch)"),
        Row(
            characterClass: .dwarf, level: 10, xp: 400_000, hitDice: "9d8+3*", thac0: 12, saves: [2, 3, 4, 4, 6],
            slots: [], title: "Dwarven Lord (Lady)"),
        Row(
            characterClass: .dwarf, level: 12, xp: 660_000, hitDice: "9d8+9*", thac0: 12, saves: [2, 3, 4, 4, 6],
            slots: [], title: "Dwarven Lord (Lady)"),
        Row(
            characterClass: .elf, level: 5, xp: 32_000, hitDice: "5d6", thac0: 17, saves: [10, 11, 11, 13, 12],
            slots: [2, 2, 1], title: "Enchanter (Enchantress)/Swashbuckler"),
        Row(
            characterClass: .elf, level: 10, xp: 600_000, hitDice: "9d6+2*", thac0: 12, saves: [6, 7, 8, 8, 8],
            slots: [3, 3, 3, 3, 2], title: "Wizard/Lord (Lady)"),
        Row(
            characterClass: .fighter, level: 4, xp: 8_000, hitDice: "4d8", thac0: 17, saves: [10, 11, 12, 13, 14],
            slots: [], title: "Hero"),
        Row(
            characterClass: .fighter, level: 13, xp: 720_000, hitDice: "9d8+8*", thac0: 10, saves: [4, 5, 6, 5, 8],
            slots: [], title: "Lord (Lady)"),
        Row(
            characterClass: .fighter, level: 14, xp: 840_000, hitDice: "9d8+10*", thac0: 10, saves: [4, 5, 6, 5, 8],
            slots: [], title: "Lord (Lady)"),
        Row(
            characterClass: .halfling, level: 8, xp: 120_000, hitDice: "8d6", thac0: 14, saves: [4, 5, 6, 7, 8],
            slots: [], title: "Sheriff"),
        Row(
            characterClass: .magicUser, level: 5, xp: 20_000, hitDice: "5d4", thac0: 19, saves: [13, 14, 13, 16, 15],
            slots: [2, 2, 1], title: "Enchanter (Enchantress)"),
        Row(
            characterClass: .magicUser, level: 11, xp: 600_000, hitDice: "9d4+2*", thac0: 14, saves: [8, 9, 8, 11, 8],
            slots: [4, 3, 3, 3, 2, 1], title: "Wizard"),
        Row(
            characterClass: .magicUser, level: 14, xp: 1_050_000, hitDice: "9d4+5*", thac0: 14,
            saves: [8, 9, 8, 11, 8], slots: [4, 4, 4, 4, 3, 3], title: "Wizard"),
        Row(
            characterClass: .thief, level: 5, xp: 9_600, hitDice: "5d4", thac0: 17, saves: [12, 13, 11, 14, 13],
            slots: [], title: "Cutpurse"),
        Row(
            characterClass: .thief, level: 14, xp: 760_000, hitDice: "9d4+10*", thac0: 12, saves: [8, 9, 7, 10, 8],
            slots: [], title: "Master Thief"),
    ]

    @Test(arguments: rows)
    func aRowMatchesTheRules(row: Row) {
        let c = row.characterClass, level = c.row(row.level), s = level.savingThrows
        #expect(level.experience == row.xp)
        #expect(c.hitDice(at: row.level) == row.hitDice)
        #expect(level.thac0 == row.thac0 && level.attackBonus == 19 - row.thac0)
        #expect([s.death, s.wands, s.paralysis, s.breath, s.spells] == row.saves)
        #expect(level.spellSlots == row.slots)
        #expect(c.title(at: row.level) == row.title)
    }

    @Test func demihumansStopAtTheirCapsAndHumansAtFourteen() {
        #expect(CharacterClass.allCases.map(\.maximumLevel) == [14, 12, 10, 14, 8, 14, 14])
        for c in CharacterClass.allCases {
            #expect(c.levels.map(\.level) == Array(1...c.maximumLevel))
            #expect(c.experienceForLevel(after: c.maximumLevel) == nil)
        }
    }

    /// Experience rises with every level; nothing gets worse with a level.
    @Test(arguments: CharacterClass.allCases)
    func everyLevelIsAtLeastAsGoodAsTheOneBefore(characterClass: CharacterClass) {
        for (lower, higher) in zip(characterClass.levels, characterClass.levels.dropFirst()) {
            #expect(higher.experience > lower.experience, "\(characterClass.name) \(higher.level)")
            #expect(higher.thac0 <= lower.thac0)
            let (a, b) = (lower.savingThrows, higher.savingThrows)
            #expect(
                b.death <= a.death && b.wands <= a.wands && b.paralysis <= a.paralysis && b.breath <= a.breath
                    && b.spells <= a.spells)
            #expect(higher.spellSlots.count >= lower.spellSlots.count)
            #expect(zip(lower.spellSlots, higher.spellSlots).allSatisfy { $0 <= $1 })
        }
    }

    @Test func theLevelOfSomeExperienceIsTheLastItReaches() {
        #expect(CharacterClass.fighter.level(reachedBy: 0) == 1)
        #expect(CharacterClass.fighter.level(reachedBy: 1_999) == 1)
        #expect(CharacterClass.fighter.level(reachedBy: 2_000) == 2)
        #expect(CharacterClass.fighter.level(reachedBy: 5_000_000) == 14)
        #expect(CharacterClass.halfling.level(reachedBy: 5_000_000) == 8)
        #expect(CharacterClass.fighter.experienceRange(at: 1) == 0...3_999)
        #expect(CharacterClass.fighter.experienceRange(at: 13).upperBound == CharacterClass.mostExperience)
    }

    @Test func hitPointsAreRolledToNinthWithConThenFixed() {
        #expect(CharacterClass.fighter.hitPointRange(at: 1, constitution: 3) == 1...5)
        #expect(CharacterClass.fighter.hitPointRange(at: 3, constitution: 18) == 12...33)
        #expect(CharacterClass.fighter.hitPointRange(at: 9, constitution: 10) == 9...72)
        // After 9th the points are fixed and CON adds nothing to them.
        #expect(CharacterClass.fighter.hitPointRange(at: 12, constitution: 10) == 15...78)
        #expect(CharacterClass.dwarf.hitPointRange(at: 12, constitution: 18) == 45...108)
        #expect(CharacterClass.magicUser.hitPointRange(at: 14, constitution: 6) == 14...32)
    }

    @Test func thiefSkillsFollowTheTable() {
        let first = ThiefSkills.at(level: 1), tenth = ThiefSkills.at(level: 10), last = ThiefSkills.at(level: 14)
        #expect(
            [
                first.climbSheerSurfaces, first.findOrRemoveTraps, first.hearNoise, first.hideInShadows,
                first.moveSilently, first.openLocks, first.pickPockets,
            ] == [87, 10, 2, 10, 20, 15, 20])
        #expect([tenth.findOrRemoveTraps, tenth.hearNoise, tenth.hideInShadows] == [80, 4, 75])
        #expect([last.climbSheerSurfaces, last.pickPockets, last.hearNoise] == [99, 125, 5])
        #expect(ThiefSkills.at(level: 6).hideInShadows == 36)
    }

    @Test func aNormalHumanIsOfLevelZeroAndNoClassAPlayerTakes() {
        let human = CharacterClass.normalHuman
        #expect(!CharacterClass.allCases.contains(human))
        #expect(human.levelRange == 0...0)
        #expect(human.row(0).thac0 == 20 && human.row(0).attackBonus == -1)
        let s = human.row(0).savingThrows
        #expect([s.death, s.wands, s.paralysis, s.breath, s.spells] == [14, 15, 16, 17, 18])
        #expect(CharacterClass(named: "normal human") == .normalHuman)
        #expect(human.hitPointRange(at: 0, constitution: 10) == 1...4)
    }
}
