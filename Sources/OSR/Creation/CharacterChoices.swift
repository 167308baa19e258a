/// Everything a player rolls and decides for a character, in the order of the steps of making it
/// and then of its levels: what a character file holds and what the step-by-step creation and
/// levelling up fill in. What follows from it (saving throws, THAC0, armour class, modifiers,
/// movement, thief skills, spell slots) is never part of it: it is computed, so it cannot disagree
/// with the rules.
public struct CharacterChoices: Hashable, Sendable {
    public var method: RollMethod
    /// The six scores as rolled, before any adjustment.
    public var rolled: AbilityScores
    public var characterClass: CharacterClass
    /// The scores after adjustment (the rolled ones when none was made).
    public var abilities: AbilityScores
    /// Maximum hit points, every level's Hit Die and CON modifier together.
    public var hitPoints: Int
    public var startingGold: Int
    public var alignment: Alignment
    public var name: String
    public var title: String?
    /// Languages chosen for a high INT, beyond the class's own and the alignment language.
    public var extraLanguages: [String]
    /// What was bought, by the name the equipment lists give, with how many of each.
    public var purchases: [Purchase]
    /// The spell book of a magic-user or an elf.
    public var spells: [String]
    public var level: Int
    public var experience: Int
    /// The spells memorised for the day.
    public var memorised: [String]
    /// Set for a retainer: whom it serves and on what terms.
    public var retainer: RetainerTerms?

    public struct Purchase: Hashable, Sendable {
        public var name: String
        public var quantity: Int

        public init(_ name: String, quantity: Int = 1) {
            self.name = name
            self.quantity = quantity
        }
    }

    public init(
        method: RollMethod = .threeD6, rolled: AbilityScores, characterClass: CharacterClass,
        abilities: AbilityScores? = nil, hitPoints: Int, startingGold: Int, alignment: Alignment = .lawful,
        name: String, title: String? = nil, extraLanguages: [String] = [], purchases: [Purchase] = [],
        spells: [String] = [], level: Int = 1, experience: Int = 0, memorised: [String] = [],
        retainer: RetainerTerms? = nil
    ) {
        self.method = method
        self.rolled = rolled
        self.characterClass = characterClass
        self.abilities = abilities ?? rolled
        self.hitPoints = hitPoints
        self.startingGold = startingGold
        self.alignment = alignment
        self.name = name
        self.title = title
        self.extraLanguages = extraLanguages
        self.purchases = purchases
        self.spells = spells
        self.level = level
        self.experience = experience
        self.memorised = memorised
        self.retainer = retainer
    }
}

extension CharacterChoices {
    /// Every language the character speaks, as a sheet lists them: the class's first, then the
    /// alignment's, the class's others, and those chosen for INT.
    public var spokenLanguages: [String] {
        var languages = characterClass.nativeLanguages
        languages.insert(alignment.language, at: 1)
        return languages + extraLanguages
    }

    /// The choices behind a generated character: it rolls 3d6 in order and decides the rest
    /// itself, and every generated character is a legal one.
    public init(_ character: PlayerCharacter) {
        let native = Set(character.characterClass.nativeLanguages + [character.alignment.language])
        self.init(
            method: character.method, rolled: character.rolledAbilities, characterClass: character.characterClass,
            abilities: character.abilities, hitPoints: character.hitPoints, startingGold: character.startingGold,
            alignment: character.alignment, name: character.name, title: character.epithet,
            extraLanguages: character.languages.filter { !native.contains($0) },
            purchases: character.kit.purchases.map { Purchase($0.name, quantity: $0.quantity) },
            spells: character.spells, level: character.level, experience: character.experience,
            memorised: character.memorised, retainer: character.retainer)
    }
}
