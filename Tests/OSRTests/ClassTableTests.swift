import OSR
import Testing

/// The class tables checked against docs/rules.md ("Classes"), value by value.
@Suite struct ClassTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let characterClass: CharacterClass
        let saves: [Int]
        let hitDie: Int
        let xp: Int
        let requirements: [Ability: Int]
        let title: String
        var testDescription: String { characterClass.name }
    }

    static let rows: [Row] = [
        Row(
            characterClass: .cleric, saves: [11, 12, 14, 16, 15], hitDie: 6, xp: 1500, requirements: [:],
            title: "Acolyte"),
        Row(
            characterClass: .dwarf, saves: [8, 9, 10, 13, 12], hitDie: 8, xp: 2200, requirements: [.constitution: 9],
            title: "Dwarven Veteran"),
        Row(
            characterClass: .elf, saves: [12, 13, 13, 15, 15], hitDie: 6, xp: 4000, requirements: [.intelligence: 9],
            title: "Medium/Veteran"),
        Row(
            characterClass: .fighter, saves: [12, 13, 14, 15, 16], hitDie: 8, xp: 2000, requirements: [:],
            title: "Veteran"),
        Row(
            characterClass: .halfling, saves: [8, 9, 10, 13, 12], hitDie: 6, xp: 2000,
            requirements: [.constitution: 9, .dexterity: 9], title: "Halfling Veteran"),
        Row(
            characterClass: .magicUser, saves: [13, 14, 13, 16, 15], hitDie: 4, xp: 2500, requirements: [:],
            title: "Medium"),
        Row(
            characterClass: .thief, saves: [13, 14, 13, 16, 15], hitDie: 4, xp: 1200, requirements: [:],
            title: "Apprentice"),
    ]

    @Test(arguments: rows)
    func matchesTheRules(row: Row) {
        let c = row.characterClass, s = c.row(1).savingThrows
        #expect([s.death, s.wands, s.paralysis, s.breath, s.spells] == row.saves)
        #expect(c.hitDieSides == row.hitDie)
        #expect(c.row(2).experience == row.xp)
        #expect(c.requirements == row.requirements)
        #expect(c.title(at: 1) == row.title)
    }

    @Test func requirementsAdmitExactlyAtTheMinimum() {
        var scores = AbilityScores([10, 10, 10, 10, 9, 10])
        #expect(CharacterClass.dwarf.admits(scores))
        scores[.constitution] = 8
        #expect(!CharacterClass.dwarf.admits(scores))
        #expect(!CharacterClass.halfling.admits(scores))
        #expect(CharacterClass.fighter.admits(AbilityScores([3, 3, 3, 3, 3, 3])))
        #expect(!CharacterClass.elf.admits(AbilityScores([18, 8, 18, 18, 18, 18])))
    }

    @Test func lowerableAbilitiesFollowSectionThree() {
        #expect(CharacterClass.cleric.lowerableAbilities == [.strength, .intelligence])
        #expect(CharacterClass.elf.lowerableAbilities == [.wisdom])
        #expect(CharacterClass.thief.lowerableAbilities == [.intelligence, .wisdom])
        #expect(CharacterClass.magicUser.lowerableAbilities == [.strength, .wisdom])
        #expect(CharacterClass.halfling.lowerableAbilities == [.intelligence, .wisdom])
    }

    @Test func weaponAndArmourLimits() {
        #expect(CharacterClass.cleric.mayUse(.mace) && !CharacterClass.cleric.mayUse(.sword))
        #expect(!CharacterClass.dwarf.mayUse(.longBow) && !CharacterClass.halfling.mayUse(.twoHandedSword))
        #expect(CharacterClass.magicUser.mayUse(.dagger) && !CharacterClass.magicUser.mayUse(.staff))
        #expect(CharacterClass.thief.armourAllowed == [.leather] && !CharacterClass.thief.mayUseShield)
        #expect(CharacterClass.magicUser.armourAllowed.isEmpty)
    }

    @Test(arguments: [
        ("magic-user", CharacterClass.magicUser), ("Magic User", .magicUser), ("MU", .magicUser), ("fighter", .fighter),
        ("ELF", .elf),
    ])
    func classNamesAreForgiving(text: String, expected: CharacterClass) {
        #expect(CharacterClass(named: text) == expected)
    }
}

@Suite struct ModifierTests {
    @Test func standardModifierBands() {
        let expected = [3: -3, 4: -2, 5: -2, 6: -1, 8: -1, 9: 0, 12: 0, 13: 1, 15: 1, 16: 2, 17: 2, 18: 3]
        for (score, modifier) in expected { #expect(AbilityModifier.standard(score) == modifier, "score \(score)") }
    }

    @Test func cappedModifierBands() {
        let expected = [3: -2, 4: -1, 8: -1, 9: 0, 12: 0, 13: 1, 17: 1, 18: 2]
        for (score, modifier) in expected { #expect(AbilityModifier.capped(score) == modifier, "score \(score)") }
    }

    @Test func singlePrimeXPModifierEdges() {
        let expected = [3: -20, 5: -20, 6: -10, 8: -10, 9: 0, 12: 0, 13: 5, 15: 5, 16: 10, 18: 10]
        for (score, percent) in expected {
            let scores = AbilityScores([score, 10, 10, 10, 10, 10])
            #expect(CharacterClass.fighter.xpModifierPercent(scores) == percent, "STR \(score)")
        }
    }

    @Test func elfNeedsBothPrimesAndNeverLoses() {
        func elf(str: Int, int: Int) -> Int {
            CharacterClass.elf.xpModifierPercent(AbilityScores([str, int, 10, 10, 10, 10]))
        }
        #expect(elf(str: 12, int: 18) == 0)
        #expect(elf(str: 13, int: 13) == 5)
        #expect(elf(str: 13, int: 15) == 5)
        #expect(elf(str: 13, int: 16) == 10)
        #expect(elf(str: 3, int: 3) == 0)
    }

    @Test func halflingNeedsEitherForFiveAndBothForTen() {
        func halfling(str: Int, dex: Int) -> Int {
            CharacterClass.halfling.xpModifierPercent(AbilityScores([str, 10, 10, dex, 10, 10]))
        }
        #expect(halfling(str: 12, dex: 12) == 0)
        #expect(halfling(str: 13, dex: 3) == 5)
        #expect(halfling(str: 3, dex: 13) == 5)
        #expect(halfling(str: 13, dex: 13) == 10)
    }
}
