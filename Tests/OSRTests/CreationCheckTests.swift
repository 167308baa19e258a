import GameKit
import OSR
import Testing

@Suite struct CreationCheckTests {
    /// A legal fighter to break one rule at a time.
    static let fighter = CharacterChoices(
        rolled: AbilityScores([12, 13, 11, 10, 14, 9]), characterClass: .fighter,
        abilities: AbilityScores([13, 11, 11, 10, 14, 9]), hitPoints: 8, startingGold: 90, alignment: .neutral,
        name: "Brannoc", extraLanguages: [],
        purchases: [.init("Sword"), .init("Chainmail"), .init("Shield"), .init("Torches (6)", quantity: 2)])

    @Test func everyGeneratedCharacterIsLegal() {
        for seed in UInt64(0)..<3_000 {
            let character = CharacterGenerator.generate(seed: seed)
            #expect(CreationCheck.problems(in: CharacterChoices(character)) == [], "seed \(seed)")
        }
        for characterClass in CharacterClass.allCases {
            for seed in UInt64(0)..<300 {
                let character = CharacterGenerator.generate(seed: seed, options: .init(characterClass: characterClass))
                #expect(CreationCheck.problems(in: CharacterChoices(character)) == [], "\(characterClass) seed \(seed)")
            }
        }
    }

    /// A generated character's choices make the very same character again.
    @Test func aCharacterIsItsChoices() {
        for seed in UInt64(0)..<2_000 {
            let character = CharacterGenerator.generate(seed: seed)
            #expect(PlayerCharacter(CharacterChoices(character), seed: seed) == character, "seed \(seed)")
        }
    }

    @Test func theExampleIsLegal() {
        #expect(CreationCheck.problems(in: Self.fighter) == [])
    }

    static func breaking(_ change: (inout CharacterChoices) -> Void) -> [RuleBreak] {
        var choices = fighter
        change(&choices)
        return CreationCheck.problems(in: choices)
    }

    @Test func scoresOutsideWhatTheMethodGivesAreRefused() {
        #expect(
            Self.breaking {
                $0.rolled[.charisma] = 2
                $0.abilities[.charisma] = 2
            } == [
                RuleBreak("rolled.charisma", "2 cannot be rolled with 3d6 (3 to 18)")
            ])
        #expect(
            Self.breaking {
                $0.rolled[.strength] = 18
                $0.abilities[.strength] = 19
            }
            .contains(RuleBreak("abilities.strength", "19 is outside 3 to 18")))
        #expect(Self.breaking { $0.method = .threeD6RerollBelow8 } == [], "9 can be rolled")
        #expect(
            Self.breaking {
                $0.method = .threeD6RerollBelow8
                $0.rolled[.charisma] = 7
                $0.abilities[.charisma] = 7
            }
                == [RuleBreak("rolled.charisma", "7 cannot be rolled with 3d6-reroll-below-8 (8 to 18)")])
    }

    @Test func aClassTheRolledScoresDoNotAdmitIsRefused() {
        #expect(
            Self.breaking {
                $0.characterClass = .dwarf
                $0.rolled[.constitution] = 8
                $0.abilities[.constitution] = 8
                $0.hitPoints = 7
            }
                == [RuleBreak("class", "a Dwarf needs CON 9 or more (rolled 8)")])
    }

    @Test func adjustmentsFollowTheTwoForOneRule() {
        #expect(
            Self.breaking { $0.abilities[.dexterity] = 11 }.contains(
                RuleBreak("abilities.dexterity", "only a prime requisite (STR) may be raised")))
        #expect(
            Self.breaking { $0.abilities = AbilityScores([13, 13, 11, 8, 14, 9]) }
                == [RuleBreak("abilities.dexterity", "only STR, INT and WIS may be lowered")])
        #expect(
            Self.breaking {
                $0.rolled[.intelligence] = 10
                $0.abilities[.intelligence] = 8
            }
                == [RuleBreak("abilities.intelligence", "may not be lowered below 9")])
        #expect(
            Self.breaking { $0.abilities[.wisdom] = 10 }
                == [
                    RuleBreak(
                        "abilities.wisdom", "must be lowered by an even number of points (2 for each point raised)")
                ])
        #expect(
            Self.breaking { $0.abilities[.strength] = 14 }
                == [RuleBreak("abilities", "2 points must be lowered for each point raised (raised 2, lowered 2)")])
        var thief = Self.fighter
        thief.characterClass = .thief
        thief.purchases = []
        thief.hitPoints = 4
        thief.abilities = AbilityScores([10, 13, 11, 11, 14, 9])
        #expect(CreationCheck.problems(in: thief) == [RuleBreak("abilities.strength", "a Thief may not lower STR")])
    }

    @Test func hitPointsGoldNamesAndSpellsStayWithinTheRules() {
        #expect(
            Self.breaking { $0.hitPoints = 10 } == [
                RuleBreak("hitPoints", "10 is outside what 1d8 and CON 14 give (2 to 9)")
            ])
        #expect(Self.breaking { $0.startingGold = 95 }.first?.field == "gold")
        #expect(Self.breaking { $0.startingGold = 190 }.first?.field == "gold")
        #expect(Self.breaking { $0.name = " " } == [RuleBreak("name", "\(PlayerNameError.empty)")])
        #expect(Self.breaking { $0.spells = ["Sleep"] } == [RuleBreak("spells", "a Fighter casts no spells")])
    }

    @Test func languagesComeFromTheTableAsManyAsIntAllows() {
        #expect(
            Self.breaking { $0.extraLanguages = ["Orcish"] } == [
                RuleBreak("languages", "INT 11 allows 0 extra languages, not 1")
            ])
        #expect(
            Self.breaking {
                $0.abilities[.intelligence] = 13
                $0.rolled[.intelligence] = 13
                $0.extraLanguages = ["Klingon"]
            }
            .contains(RuleBreak("languages.1", "Klingon is not on the languages table")))
        var elf = Self.fighter
        elf.characterClass = .elf
        elf.rolled = AbilityScores([12, 16, 11, 10, 14, 9])
        elf.abilities = elf.rolled
        elf.spells = ["Sleep"]
        elf.hitPoints = 4
        elf.extraLanguages = ["Orcish", "Dragon"]
        #expect(CreationCheck.problems(in: elf) == [RuleBreak("languages.1", "an Elf already speaks Orcish")])
    }

    @Test func purchasesAreOnTheListsUsableAndPaidFor() {
        #expect(
            Self.breaking { $0.purchases.append(.init("Laser sword")) }
                == [RuleBreak("purchases.5", "Laser sword is not on the equipment lists")])
        #expect(
            Self.breaking { $0.purchases.append(.init("Plate mail")) }
                .contains(RuleBreak("purchases", "one suit of armour at a time")))
        #expect(
            Self.breaking { $0.purchases.append(.init("Lantern", quantity: 5)) }
                == [RuleBreak("purchases", "they cost 112 gp, more than the 90 gp to spend")])
        var cleric = Self.fighter
        cleric.characterClass = .cleric
        cleric.abilities = cleric.rolled
        cleric.hitPoints = 4
        #expect(
            CreationCheck.problems(in: cleric)
                == [RuleBreak("purchases.1", "a Cleric may not use a sword (clerics use blunt weapons only)")])
        var magicUser = cleric
        magicUser.characterClass = .magicUser
        magicUser.hitPoints = 4
        magicUser.spells = ["Sleep"]
        #expect(
            CreationCheck.problems(in: magicUser) == [
                RuleBreak("purchases.1", "a Magic-User may not use a sword (magic-users use daggers only)"),
                RuleBreak("purchases.2", "a Magic-User may not wear armour"),
                RuleBreak("purchases.3", "a Magic-User may not use a shield"),
            ])
    }

    @Test(arguments: RollMethod.allCases) func everyMethodRollsWithinItsRange(method: RollMethod) {
        var random = SeededRandom(seed: 11)
        let scores = (0..<5_000).map { _ in method.roll(using: &random) }
        #expect(scores.allSatisfy(method.possibleScores.contains))
        #expect(Set(scores) == Set(method.possibleScores), "every possible score turns up")
    }
}

/// Hand-made edits of a character of some level that break the rules of the levels.
@Suite struct LevelCheckTests {
    static let fifth = CharacterGenerator.generate(
        seed: 11, options: CharacterOptions(characterClass: .fighter, level: 5))
    static let mage = CharacterGenerator.generate(
        seed: 11, options: CharacterOptions(characterClass: .magicUser, level: 3))

    static func breaking(_ base: PlayerCharacter, _ edit: (inout CharacterChoices) -> Void) -> [RuleBreak] {
        var choices = CharacterChoices(base)
        #expect(CreationCheck.problems(in: choices).isEmpty)
        edit(&choices)
        return CreationCheck.problems(in: choices)
    }

    @Test func theLevelMustBeOneTheClassHas() {
        var dwarf = CharacterChoices(
            CharacterGenerator.generate(seed: 2, options: CharacterOptions(characterClass: .dwarf, level: 12)))
        dwarf.level = 13
        #expect(
            CreationCheck.problems(in: dwarf).contains(RuleBreak("level", "a Dwarf's level is from 1 to 12, not 13")))
        #expect(Self.breaking(Self.fifth) { $0.level = 0 }.map(\.field) == ["level"])
    }

    @Test func experienceStaysWithinTheLevelAndOneMore() {
        #expect(
            Self.breaking(Self.fifth) { $0.experience = 15_999 } == [
                RuleBreak("experience", "level 5 takes from 16000 to 63999 XP, not 15999")
            ])
        #expect(Self.breaking(Self.fifth) { $0.experience = 63_999 }.isEmpty)
        #expect(Self.breaking(Self.fifth) { $0.experience = 64_000 }.map(\.field) == ["experience"])
    }

    @Test func hitPointsStayWithinWhatTheDiceCouldGive() {
        let constitution = Self.fifth.abilities[.constitution]
        let range = CharacterClass.fighter.hitPointRange(at: 5, constitution: constitution)
        #expect(
            Self.breaking(Self.fifth) { $0.hitPoints = range.upperBound + 1 } == [
                RuleBreak(
                    "hitPoints",
                    "\(range.upperBound + 1) is outside what 5d8 and CON \(constitution) give "
                        + "(\(range.lowerBound) to \(range.upperBound))")
            ])
    }

    @Test func theSpellBookHoldsWhatTheSlotsHold() {
        #expect(Self.mage.spellSlots == [2, 1])
        #expect(Self.breaking(Self.mage) { $0.spells.removeLast() }.map(\.field) == ["spells"])
        #expect(
            Self.breaking(Self.mage) { $0.spells.append($0.spells[0]) }.map(\.description) == [
                "spells.\(Self.mage.spells.count + 1): \(Self.mage.spells[0]) is in the book twice"
            ])
        #expect(
            Self.breaking(Self.mage) { $0.spells[0] = "Cure Light Wounds" }
                == [RuleBreak("spells.1", "Cure Light Wounds is not an arcane spell")])
    }

    @Test func aSpellAndItsReversedFormAreOneSpell() {
        var mage = CharacterChoices(
            CharacterGenerator.generate(seed: 1, options: CharacterOptions(characterClass: .magicUser, level: 2)))
        mage.spells = ["Light", "Darkness"]
        #expect(CreationCheck.problems(in: mage) == [RuleBreak("spells.2", "Darkness is in the book twice")])
        mage.spells = ["Light (Darkness)", "Sleep"]
        mage.memorised = ["Light", "Sleep"]
        #expect(CreationCheck.problems(in: mage).isEmpty)
    }

    @Test func memorisedSpellsComeFromTheBookAndFitTheSlots() {
        #expect(
            Self.breaking(Self.mage) { $0.memorised = ["Knock-Knock"] }
                == [RuleBreak("memorised.1", "Knock-Knock is not in the spell book")])
        let first = Self.mage.spells[0]
        #expect(Self.breaking(Self.mage) { $0.memorised = [first, first] }.isEmpty)
        #expect(
            Self.breaking(Self.mage) { $0.memorised = [first, first, first] } == [
                RuleBreak("memorised", "3 spells of level 1 are memorised; a level-3 Magic-User has 2 slots")
            ])
        #expect(
            Self.breaking(Self.fifth) { $0.memorised = ["Sleep"] }
                == [RuleBreak("memorised", "a Fighter casts no spells")])
    }

    @Test func aRetainersTermsAndANormalHuman() {
        let terms = RetainerTerms(employer: "Aldous", loyalty: 7)
        #expect(Self.breaking(Self.fifth) { $0.retainer = terms }.isEmpty)
        #expect(
            Self.breaking(Self.fifth) { $0.retainer = RetainerTerms(employer: "Aldous", loyalty: 13) }
                == [RuleBreak("retainer.loyalty", "loyalty is checked on 2d6: from 2 to 12, not 13")])
        #expect(
            Self.breaking(Self.fifth) { $0.retainer = RetainerTerms(employer: "Aldous", loyalty: 7, shareInHalves: 0) }
                .map(\.field) == ["retainer.share"])
        var human = CharacterChoices(Self.fifth)
        human.characterClass = .normalHuman
        human.level = 0
        human.experience = 0
        human.hitPoints = 2
        human.purchases = []
        #expect(
            CreationCheck.problems(in: human)
                == [RuleBreak("class", "a normal human is only ever a retainer (give retainer:)")])
        human.retainer = terms
        #expect(CreationCheck.problems(in: human).isEmpty)
    }
}
