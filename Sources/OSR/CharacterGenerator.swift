import GameKit

/// What the player fixes in advance; everything left nil comes from the seed.
public struct CharacterOptions: Hashable, Sendable {
    public var characterClass: CharacterClass?
    public var name: String?
    public var alignment: Alignment?
    /// The level to make the character at: 1, or higher, reached one level-up at a time.
    public var level: Int

    public init(
        characterClass: CharacterClass? = nil, name: String? = nil, alignment: Alignment? = nil, level: Int = 1
    ) {
        self.characterClass = characterClass
        self.name = name
        self.alignment = alignment
        self.level = level
    }
}

/// Creates a first-level character from a seed, following OSE `Creating_a_Character` step by step.
///
/// The order of draws from the seed's stream is part of its promise: abilities (re-rolled as a whole
/// until a chosen class admits them), the class when none was chosen, hit points, gold, alignment,
/// name, extra languages, spell. Alignment and name are drawn even when given, so fixing them
/// changes nothing else about the character. A character made above 1st level is the first-level
/// one levelled up, each level from a seed drawn next from the same stream, with the least XP of
/// the level; so a character at level 5 is the one at level 4, one level on.
public enum CharacterGenerator {
    public static func generate(seed: UInt64, options: CharacterOptions = CharacterOptions()) -> PlayerCharacter {
        var random = SeededRandom(seed: seed)
        let threeD6 = Dice(count: 3, sides: 6)

        var rolled = AbilityScores(Ability.allCases.map { _ in threeD6.roll(using: &random) })
        if let wanted = options.characterClass {
            while !wanted.admits(rolled) {
                rolled = AbilityScores(Ability.allCases.map { _ in threeD6.roll(using: &random) })
            }
        }
        precondition(options.characterClass != .normalHuman, "a normal human is made by RetainerGenerator")
        let characterClass =
            options.characterClass ?? chooseClass(for: rolled, reaching: options.level, using: &random)
        let abilities = AbilityAdjustment.adjust(rolled, for: characterClass)

        let hitDieRoll = random.int(in: 1...characterClass.hitDieSides)
        let hitPoints = max(1, hitDieRoll + AbilityModifier.standard(abilities[.constitution]))
        let startingGold = threeD6.roll(using: &random) * 10

        let drawnAlignment = random.pick(Alignment.allCases)
        let drawnName = random.pick(Names.choices(for: characterClass))
        let alignment = options.alignment ?? drawnAlignment

        var languages = characterClass.nativeLanguages
        languages.insert(alignment.language, at: 1)
        for _ in 0..<AbilityModifier.extraLanguages(abilities[.intelligence]) {
            languages.append(drawLanguage(notIn: languages, using: &random))
        }
        let spells = characterClass.castsArcaneSpells ? [random.pick(Spells.firstLevelArcane)] : []

        let firstLevel = PlayerCharacter(
            seed: seed,
            name: options.name ?? drawnName,
            characterClass: characterClass,
            alignment: alignment,
            rolledAbilities: rolled,
            abilities: abilities,
            hitPoints: hitPoints,
            startingGold: startingGold,
            kit: KitBuyer.buy(for: characterClass, gold: startingGold),
            languages: languages,
            spells: spells
        )
        let level = min(options.level, characterClass.maximumLevel)
        guard level > 1 else { return firstLevel }
        var choices = CharacterChoices(firstLevel)
        for next in 2...level {
            choices.experience = characterClass.row(next).experience
            choices = LevelUp(choices, seed: UInt64(random.int(in: 0...Int.max))).after
        }
        return PlayerCharacter(choices, seed: seed)
    }

    /// Picks among the classes these scores admit that reach `level`, favouring a high prime
    /// requisite: the weight is (prime - 6)^2, at least 1, where prime is the mean of the class's
    /// prime requisites. Every class stays possible, so every class turns up across seeds; a fighter
    /// is always admitted and reaches every level.
    static func chooseClass(
        for scores: AbilityScores, reaching level: Int = 1, using random: inout SeededRandom
    ) -> CharacterClass {
        let eligible = CharacterClass.allCases.filter { $0.admits(scores) && $0.maximumLevel >= level }
        let weights = eligible.map { candidate -> Int in
            let primes = candidate.primeRequisites.map { scores[$0] }
            let prime = primes.reduce(0, +) / primes.count
            return max(1, prime - 6) * max(1, prime - 6)
        }
        return eligible[random.weightedIndex(weights)]
    }

    /// Rolls d20 on the "Other Languages" table until it gives one the character lacks.
    static func drawLanguage(notIn known: [String], using random: inout SeededRandom) -> String {
        while true {
            let language = Languages.d20Table[random.int(in: 1...20) - 1]
            if !known.contains(language) { return language }
        }
    }
}
