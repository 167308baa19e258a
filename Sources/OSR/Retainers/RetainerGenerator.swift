import GameKit

/// Makes a retainer from a seed by the rules every character is made by: a classed one is the
/// character `CharacterGenerator` makes of the seed, class and level; a normal human (level 0) is
/// made the same way, step by step, without a class's choices. Either carries its employer's terms.
public enum RetainerGenerator {
    /// The level a retainer of `characterClass` is made at when none is asked for: 1, or 0 for a normal human.
    public static func standardLevel(for characterClass: CharacterClass?) -> Int {
        characterClass?.minimumLevel ?? 1
    }

    /// The retainer of `seed`: of `characterClass` (drawn from the seed when nil) at `level` (at
    /// most the class's maximum; `RetainerRules.levelRefusal` says what may serve whom).
    public static func generate(
        seed: UInt64, characterClass: CharacterClass?, level: Int? = nil, terms: RetainerTerms
    ) -> PlayerCharacter {
        let level = level ?? standardLevel(for: characterClass)
        var retainer =
            characterClass == .normalHuman
            ? normalHuman(seed: seed)
            : CharacterGenerator.generate(
                seed: seed, options: CharacterOptions(characterClass: characterClass, level: level))
        retainer.retainer = terms
        return retainer
    }

    /// The hiring roll of `seed`, from a stream of its own, so that hiring by a roll leaves the
    /// candidate as the seed makes it; `attempt` 2, 3, … are the rolls of offers made again.
    public static func hiringRoll(
        seed: UInt64, charisma: Int, offer: Int, afterIllWill: Bool = false, attempt: Int = 1
    ) -> HiringRoll {
        precondition(attempt >= 1, "attempts are counted from 1")
        var random = SeededRandom.derived(from: seed, index: UInt64(attempt))
        return HiringRoll(charisma: charisma, offer: offer, afterIllWill: afterIllWill, using: &random)
    }

    /// A level-0 normal human, drawn in the generator's order: 3d6 in order (no adjustment, no
    /// class to meet), 1d4 hit points with the CON modifier (at least 1), 3d6 × 10 gold spent on
    /// the plain kit a normal human may use, alignment, a human name, languages for INT.
    static func normalHuman(seed: UInt64) -> PlayerCharacter {
        var random = SeededRandom(seed: seed)
        let threeD6 = Dice(count: 3, sides: 6)
        let human = CharacterClass.normalHuman
        let scores = AbilityScores(Ability.allCases.map { _ in threeD6.roll(using: &random) })
        let hitPoints = max(1, random.int(in: 1...human.hitDieSides) + AbilityModifier.standard(scores[.constitution]))
        let gold = threeD6.roll(using: &random) * 10
        let alignment = random.pick(Alignment.allCases)
        let name = random.pick(Names.choices(for: human))
        var languages = human.nativeLanguages
        languages.insert(alignment.language, at: 1)
        for _ in 0..<AbilityModifier.extraLanguages(scores[.intelligence]) {
            languages.append(CharacterGenerator.drawLanguage(notIn: languages, using: &random))
        }
        return PlayerCharacter(
            seed: seed, name: name, characterClass: human, alignment: alignment, rolledAbilities: scores,
            abilities: scores, hitPoints: hitPoints, startingGold: gold, kit: KitBuyer.buy(for: human, gold: gold),
            languages: languages, spells: [], level: human.minimumLevel)
    }
}
