import OSR

/// A plain first-level character of a class, for the rules the model gives only of a character:
/// THAC0, armour class, movement, thief skills. Every score is 10, where no modifier applies and
/// every class's requirements hold, and it carries only what it is said to wear.
enum ReferenceCharacter {
    static let score = 10

    static func of(_ characterClass: CharacterClass, wearing items: [ShopItem] = []) -> PlayerCharacter {
        let scores = AbilityScores([Int](repeating: score, count: Ability.allCases.count))
        let choices = CharacterChoices(
            rolled: scores, characterClass: characterClass, hitPoints: characterClass.hitDieSides,
            startingGold: items.reduce(0) { $0 + $1.cost }, name: characterClass.name,
            purchases: items.map { CharacterChoices.Purchase($0.name) })
        return PlayerCharacter(choices)
    }
}
