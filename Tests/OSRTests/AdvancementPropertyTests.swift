import OSR
import Testing

/// Characters made at every level of every class, over many seeds, keep every rule.
@Suite struct AdvancementPropertyTests {
    static let seeds: ClosedRange<UInt64> = 0...299

    @Test(arguments: CharacterClass.allCases)
    func aCharacterOfAnyLevelIsLegal(characterClass: CharacterClass) {
        for seed in Self.seeds {
            var previous: PlayerCharacter?
            for level in characterClass.levelRange {
                let c = CharacterGenerator.generate(
                    seed: seed, options: CharacterOptions(characterClass: characterClass, level: level))
                let label = "seed \(seed) \(characterClass.name) \(level)"
                #expect(c.level == level && c.experience == characterClass.row(level).experience, "\(label)")
                #expect(CreationCheck.problems(in: CharacterChoices(c)).isEmpty, "\(label)")
                #expect(
                    characterClass.hitPointRange(at: level, constitution: c.abilities[.constitution])
                        .contains(c.hitPoints), "\(label)")
                if let previous {
                    // Level N is level N - 1 levelled up: everything but the gains stays.
                    #expect(c.name == previous.name && c.abilities == previous.abilities, "\(label)")
                    let gained = c.hitPoints - previous.hitPoints
                    if level > CharacterClass.lastRolledLevel {
                        #expect(gained == characterClass.hitPointsAfterNinth, "\(label)")
                    } else {
                        let most = CharacterClass.hitPoints(
                            rolled: characterClass.hitDieSides, constitution: c.abilities[.constitution])
                        #expect((1...most).contains(gained), "\(label)")
                    }
                    #expect(Set(previous.spells).isSubset(of: Set(c.spells)), "\(label)")
                }
                previous = c
            }
        }
    }

    /// Without a class, a level above a demihuman's cap is drawn among the classes that reach it.
    @Test func aLevelWithoutAClassIsOfAClassThatReachesIt() {
        for seed in Self.seeds {
            let c = CharacterGenerator.generate(seed: seed, options: CharacterOptions(level: 11))
            #expect(c.level == 11 && c.characterClass.maximumLevel >= 11, "seed \(seed)")
        }
    }

    @Test func aLevelAboveTheClassMaximumMakesOneAtTheMaximum() {
        let c = CharacterGenerator.generate(seed: 3, options: CharacterOptions(characterClass: .halfling, level: 14))
        #expect(c.level == 8)
    }

    @Test func theFirstLevelIsTheCharacterItAlwaysWas() {
        for seed in Self.seeds {
            let plain = CharacterGenerator.generate(seed: seed)
            #expect(CharacterGenerator.generate(seed: seed, options: CharacterOptions(level: 1)) == plain)
        }
    }
}
