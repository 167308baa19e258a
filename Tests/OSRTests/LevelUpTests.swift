import OSR
import Testing

/// Gaining a level: the Hit Die rolled from a kept seed to 9th, fixed points after; the same seed
/// and choices always give the same character.
@Suite struct LevelUpTests {
    static func fighter(level: Int, experience: Int, constitution: Int = 10) -> CharacterChoices {
        CharacterChoices(
            rolled: AbilityScores([10, 10, 10, 10, constitution, 10]), characterClass: .fighter,
            hitPoints: CharacterClass.fighter.hitPointRange(at: level, constitution: constitution).lowerBound,
            startingGold: 100, name: "Brannoc", level: level, experience: experience)
    }

    @Test func aLevelIsRefusedUntilItsExperienceIsEarned() {
        #expect(
            LevelUp.refusal(for: Self.fighter(level: 1, experience: 1_999)) == "level 2 needs 2000 XP; Brannoc has 1999"
        )
        #expect(LevelUp.refusal(for: Self.fighter(level: 1, experience: 2_000)) == nil)
        #expect(LevelUp.refusal(for: Self.fighter(level: 14, experience: 900_000)) != nil)
    }

    @Test func upToNinthTheHitDieIsRolledWithCon() {
        for seed: UInt64 in 0..<500 {
            let up = LevelUp(Self.fighter(level: 1, experience: 2_000, constitution: 3), seed: seed)
            let roll = try! #require(up.hitDieRoll)
            #expect((1...8).contains(roll))
            #expect(up.hitPointsGained == max(1, roll - 3))
            #expect(up.after.hitPoints == up.before.hitPoints + up.hitPointsGained && up.after.level == 2)
            #expect(up.rolls.map(\.what) == ["level 2 seed", "level 2 Hit Die (1d8)"])
        }
    }

    @Test func afterNinthThePointsAreFixedWithoutCon() {
        let up = LevelUp(Self.fighter(level: 9, experience: 360_000, constitution: 18), seed: 1)
        #expect(up.hitDieRoll == nil && up.hitPointsGained == 2 && up.rolls.count == 1)
    }

    static func magicUser(level: Int) -> CharacterChoices {
        var choices = CharacterChoices(
            CharacterGenerator.generate(seed: 4, options: CharacterOptions(characterClass: .magicUser, level: level)))
        choices.experience = CharacterClass.magicUser.row(level + 1).experience
        return choices
    }

    /// From 2nd to 3rd level a magic-user's book gains one 2nd-level spell, the player's or the seed's.
    @Test func theBookGainsTheChosenSpellsOrTheSeeds() throws {
        let second = Self.magicUser(level: 2)
        #expect(LevelUp.spellsToLearn(for: second) == [0, 1])
        #expect(LevelUp(second, seed: 1, chosen: ["web"]).spellsLearned == ["Web"])
        let drawn = LevelUp(second, seed: 1).spellsLearned
        #expect(drawn.count == 1 && SpellList.named(drawn[0], kind: .arcane)?.level == 2)
        #expect(
            LevelUp.spellRefusal(["Fireball"], for: second) == "the book gains no more spells of level 3 (Fire Ball)")
        #expect(LevelUp.spellRefusal(["Web", "ESP"], for: second) == "the book gains no more spells of level 2 (ESP)")
        #expect(LevelUp.spellRefusal(["Cure Light Wounds"], for: second) == "Cure Light Wounds is not an arcane spell")
        #expect(
            LevelUp.spellRefusal([second.spells[0]], for: second)?.hasSuffix("in the book already, or chosen twice")
                == true)
    }

    @Test func theSameSeedGivesTheSameLevel() {
        let before = Self.fighter(level: 4, experience: 16_000)
        #expect(LevelUp(before, seed: 77) == LevelUp(before, seed: 77))
        let rolls = Set((0..<50).map { LevelUp(before, seed: $0).hitDieRoll })
        #expect(rolls.count > 1)
    }
}
