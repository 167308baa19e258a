import OSR
import Testing

/// Experience after a session (OSE SRD, `Advancement`): the prime-requisite modifier on the whole
/// award, half for a retainer, and one level a session at most.
@Suite struct ExperienceAwardTests {
    static func fighter(strength: Int = 10, level: Int = 1, experience: Int = 0) -> CharacterChoices {
        let scores = AbilityScores([strength, 10, 10, 10, 10, 10])
        return CharacterChoices(
            rolled: scores, characterClass: .fighter, hitPoints: 5, startingGold: 100, name: "Brannoc", level: level,
            experience: experience)
    }

    @Test func thePrimeRequisiteModifierAppliesToTheWholeAward() {
        #expect(Self.fighter(strength: 16).award(1_000).earned == 1_100)
        #expect(Self.fighter(strength: 13).award(1_000).earned == 1_050)
        #expect(Self.fighter(strength: 10).award(1_000).earned == 1_000)
        #expect(Self.fighter(strength: 7).award(1_000).earned == 900)
        #expect(Self.fighter(strength: 4).award(1_000).earned == 800)
    }

    @Test func aRetainerEarnsHalf() {
        var retainer = Self.fighter(strength: 16)
        retainer.retainer = RetainerTerms(employer: "Aldous", loyalty: 7)
        #expect(retainer.award(1_000).earned == 550)
    }

    @Test func noMoreThanOneLevelASessionTheRestLost() {
        let award = Self.fighter().award(10_000)
        #expect(award.after == 3_999 && award.lost == 6_001 && award.levelReached == 2)
        let small = Self.fighter(experience: 1_500).award(600)
        #expect(small.after == 2_100 && small.lost == 0 && small.levelReached == 2)
        let none = Self.fighter().award(100)
        #expect(none.after == 100 && none.levelReached == nil)
    }

    @Test func aLevelNotYetGainedDoesNotLetTheNextSessionSkipOne() {
        // Level 1 with 3,999 XP: the next award cannot take it to level 3's threshold.
        let award = Self.fighter(experience: 3_999).award(5_000)
        #expect(award.after == 3_999 && award.lost == 5_000)
    }

    @Test func experienceStopsShortOfOverflowing() {
        let most = CharacterClass.mostExperience
        let award = Self.fighter(level: 14, experience: most - 10).award(most)
        #expect(award.after == most && award.lost == most - 10)
    }

    @Test func aNormalHumanWhoEarnsExperienceMustTakeAClass() {
        var human = Self.fighter(level: 0)
        human.characterClass = .normalHuman
        human.retainer = RetainerTerms(employer: "Aldous", loyalty: 7)
        #expect(human.award(100).mustTakeClass && human.award(100).after == 50)
        #expect(!Self.fighter().award(100).mustTakeClass)
    }

    @Test func atTheLastLevelsNothingIsLost() {
        let award = Self.fighter(level: 13, experience: 720_000).award(500_000)
        #expect(award.after == 1_220_000 && award.lost == 0 && award.levelReached == 14)
        let top = Self.fighter(level: 14, experience: 840_000).award(1_000)
        #expect(top.after == 841_000 && top.levelReached == nil)
    }
}
