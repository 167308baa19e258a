import GameKit
import OSR
import Testing

/// Retainers against the rules (docs/rules.md, "Retainers"): the employer's CHA sets how many and
/// how loyal, the hiring roll's outcomes, the level a retainer may be, and the normal human.
@Suite struct RetainerTests {
    /// CHA band → (most retainers, loyalty, reaction modifier), as the rules table gives them.
    static let bands: [(scores: ClosedRange<Int>, limit: Int, loyalty: Int, reaction: Int)] = [
        (3...3, 1, 4, -2), (4...5, 2, 5, -1), (6...8, 3, 6, -1), (9...12, 4, 7, 0), (13...15, 5, 8, 1),
        (16...17, 6, 9, 1), (18...18, 7, 10, 2),
    ]

    static func band(_ charisma: Int) -> (scores: ClosedRange<Int>, limit: Int, loyalty: Int, reaction: Int) {
        bands.first { $0.scores.contains(charisma) }!
    }

    @Test(arguments: 3...18)
    func limitAndLoyaltyFollowTheCharismaTable(charisma: Int) {
        let band = Self.band(charisma)
        #expect(RetainerRules.limit(charisma: charisma) == band.limit)
        #expect(RetainerRules.loyalty(charisma: charisma) == band.loyalty)
        #expect(RetainerRules.loyalty(charisma: charisma, hiring: .accepted) == band.loyalty)
        #expect(RetainerRules.loyalty(charisma: charisma, hiring: .acceptedLoyal) == band.loyalty + 1)
    }

    @Test func everyEmployerOfEverySeedGetsItsBandsLimitAndLoyalty() {
        var bandsSeen = Set<Int>()
        for seed in UInt64(0)..<3000 {
            let employer = CharacterGenerator.generate(seed: seed)
            let charisma = employer.abilities[.charisma]
            let band = Self.band(charisma)
            bandsSeen.insert(band.limit)
            let terms = RetainerRules.terms(hiredBy: employer, employerID: Int64(seed) + 1)
            #expect(terms.loyalty == band.loyalty && terms.employer == employer.name)
            #expect(terms.wage == 1 && terms.shareInHalves == 1)
            let kept = (0..<band.limit).map { "R\($0)" }
            #expect(RetainerRules.limitRefusal(employer: employer.name, charisma: charisma, current: kept) != nil)
            #expect(
                RetainerRules.limitRefusal(
                    employer: employer.name, charisma: charisma, current: kept.dropLast().map { $0 })
                    == nil)
        }
        #expect(bandsSeen == Set(Self.bands.map(\.limit)))
    }

    @Test func theLimitRefusalNamesTheLimitAndTheRetainers() throws {
        let refusal = try #require(
            RetainerRules.limitRefusal(employer: "Maud", charisma: 3, current: ["Osric (4)"]))
        #expect(refusal == "Maud (CHA 3) may keep 1 retainer and has 1: Osric (4)")
    }

    @Test(arguments: -4...16)
    func aTotalGivesTheTablesOutcome(total: Int) {
        let expected: HiringRoll.Outcome =
            switch total {
            case ...2: .illWill
            case 3...5: .refused
            case 6...8: .rollAgain
            case 9...11: .accepted
            default: .acceptedLoyal
            }
        #expect(HiringRoll.Outcome(total: total) == expected)
        #expect(expected.hires == (total >= 9))
    }

    @Test func aHiringRollIsTwoD6WithTheReactionAndTheOffer() {
        var outcomes = Set<HiringRoll.Outcome>()
        for seed in UInt64(0)..<2000 {
            let charisma = 3 + Int(seed % 16)
            let offer = Int(seed % 5) - 2
            let roll = RetainerGenerator.hiringRoll(seed: seed, charisma: charisma, offer: offer)
            #expect(roll.dice.count == 2 && roll.dice.allSatisfy { (1...6).contains($0) })
            #expect(roll.reaction == Self.band(charisma).reaction && roll.offer == offer)
            #expect(roll.total == roll.dice.reduce(0, +) + roll.reaction + offer)
            #expect(roll == RetainerGenerator.hiringRoll(seed: seed, charisma: charisma, offer: offer))
            let afterIllWill = RetainerGenerator.hiringRoll(
                seed: seed, charisma: charisma, offer: offer, afterIllWill: true)
            #expect(afterIllWill.total == roll.total - 1)
            outcomes.insert(roll.outcome)
        }
        #expect(outcomes == Set(HiringRoll.Outcome.allCases))
    }

    @Test func aHiringRollSaysItsDiceModifiersAndOutcome() {
        let roll = RetainerGenerator.hiringRoll(seed: 3, charisma: 16, offer: -1)
        let dice = roll.dice
        #expect(
            roll.summary
                == "2d6 \(dice[0])+\(dice[1]) = \(dice[0] + dice[1]), CHA +1, offer −1 → \(roll.total): "
                + roll.outcome.explanation)
    }

    @Test(arguments: CharacterClass.allCases + [.normalHuman])
    func aRetainersLevelIsOneOfTheClassesAndNoHigherThanTheEmployers(characterClass: CharacterClass) {
        for employerLevel in 1...14 {
            for level in -1...15 {
                let allowed = characterClass.levelRange.contains(level) && level <= employerLevel
                let refusal = RetainerRules.levelRefusal(characterClass, level: level, employerLevel: employerLevel)
                #expect((refusal == nil) == allowed, "\(characterClass.name) \(level) for level \(employerLevel)")
            }
        }
    }

    @Test func termsAreAFeeAndAtLeastAHalfShare() {
        #expect(RetainerRules.termsRefusal(wage: 1, shareInHalves: 1) == nil)
        #expect(RetainerRules.termsRefusal(wage: 25, shareInHalves: 2) == nil)
        #expect(RetainerRules.termsRefusal(wage: 0, shareInHalves: 1) == nil)
        #expect(RetainerRules.termsRefusal(wage: 1001, shareInHalves: 1) != nil)
        #expect(RetainerRules.termsRefusal(wage: -1, shareInHalves: 1) != nil)
        #expect(RetainerRules.termsRefusal(wage: 1, shareInHalves: 0) != nil)
        #expect(RetainerRules.termsRefusal(wage: 1, shareInHalves: 3) != nil)
    }

    static let terms = RetainerTerms(employer: "Maud", employerID: 1, loyalty: 7)

    @Test func aNormalHumanIsLevelZeroWithADieOfFourAndTheTablesSavesAndThac0() {
        for seed in UInt64(0)..<3000 {
            let human = RetainerGenerator.generate(seed: seed, characterClass: .normalHuman, terms: Self.terms)
            let constitution = human.abilities[.constitution]
            let modifier = AbilityModifier.standard(constitution)
            #expect(human.characterClass == .normalHuman && human.level == 0 && human.experience == 0)
            #expect((max(1, 1 + modifier)...max(1, 4 + modifier)).contains(human.hitPoints))
            #expect(human.thac0 == 20 && human.attackBonus == -1)
            let saves = human.savingThrows
            #expect([saves.death, saves.wands, saves.paralysis, saves.breath, saves.spells] == [14, 15, 16, 17, 18])
            #expect(human.abilities == human.rolledAbilities)
            #expect(Ability.allCases.allSatisfy { (3...18).contains(human.abilities[$0]) })
            #expect(human.retainer == Self.terms && human.seed == seed && human.spells.isEmpty)
            #expect(Names.choices(for: .normalHuman).contains(human.name))
            #expect(CreationCheck.problems(in: CharacterChoices(human)).isEmpty, "seed \(seed)")
            #expect(human == RetainerGenerator.generate(seed: seed, characterClass: .normalHuman, terms: Self.terms))
        }
    }

    @Test(arguments: CharacterClass.allCases)
    func aClassedRetainerIsTheCharacterTheGeneratorMakes(characterClass: CharacterClass) {
        for seed in UInt64(0)..<50 {
            for level in [1, 3] {
                let retainer = RetainerGenerator.generate(
                    seed: seed, characterClass: characterClass, level: level, terms: Self.terms)
                var expected = CharacterGenerator.generate(
                    seed: seed, options: CharacterOptions(characterClass: characterClass, level: level))
                expected.retainer = Self.terms
                #expect(retainer == expected)
            }
        }
        let drawn = RetainerGenerator.generate(seed: 9, characterClass: nil, terms: Self.terms)
        #expect(drawn.level == 1 && drawn.characterClass == CharacterGenerator.generate(seed: 9).characterClass)
    }

    @Test func theStandardLevelIsOneOrZeroForANormalHuman() {
        #expect(RetainerGenerator.standardLevel(for: .normalHuman) == 0)
        #expect(RetainerGenerator.standardLevel(for: .thief) == 1)
        #expect(RetainerGenerator.standardLevel(for: nil) == 1)
    }
}
