import GameKit

/// A first-level character made step by step, as a player does at the table: roll (and re-roll
/// single scores, a common house rule), choose a class the scores admit, adjust, roll hit points
/// and gold, choose alignment, name and languages, shop. Every step checks its rule and says why
/// it refuses; every die rolled comes from the seed, so the same seed and the same answers make
/// the same character. What it makes is `choices`, which `CreationCheck` always finds legal.
public struct CharacterCreation: Sendable {
    public private(set) var choices: CharacterChoices
    /// Every roll made, in order, re-rolls included.
    public private(set) var history: [RollRecord] = []
    private var random: SeededRandom
    /// Exchanges made in the adjust step, the last one first to undo.
    private var exchanges: [(lowered: Ability, raised: Ability)] = []
    /// The steps that fix what earlier ones may no longer change: scores are re-rolled before
    /// a class is chosen, and class and adjustments are settled before hit points are rolled.
    public private(set) var classChosen = false
    public private(set) var hitPointsRolled = false
    public private(set) var goldRolled = false

    /// One roll of the making: what was rolled and the result.
    public struct RollRecord: Hashable, Sendable {
        public let what: String
        public let result: Int

        /// A roll read back: from the vault, or from a character archive.
        public init(what: String, result: Int) {
            self.what = what
            self.result = result
        }
    }

    /// Rolls the six scores with `method`, in order.
    public init(seed: UInt64, method: RollMethod = .threeD6) {
        random = SeededRandom(seed: seed)
        choices = CharacterChoices(
            method: method, rolled: AbilityScores([Int](repeating: 3, count: 6)), characterClass: .fighter,
            hitPoints: 1, startingGold: 30, name: "")
        for ability in Ability.allCases {
            choices.rolled[ability] = roll(ability.rawValue)
        }
        choices.abilities = choices.rolled
    }

    private mutating func roll(_ what: String) -> Int {
        let result = choices.method.roll(using: &random)
        history.append(RollRecord(what: what, result: result))
        return result
    }

    // MARK: 1. Abilities

    /// Rolls one score again, as often as the player likes, until a class is chosen.
    public mutating func reroll(_ ability: Ability) throws(CreationRefusal) {
        guard !classChosen else { throw CreationRefusal("scores are re-rolled before the class is chosen") }
        choices.rolled[ability] = roll("\(ability.rawValue) again")
        choices.abilities = choices.rolled
    }

    // MARK: 2. Class

    /// The classes the rolled scores admit.
    public var admittedClasses: [CharacterClass] {
        CharacterClass.allCases.filter { $0.admits(choices.rolled) }
    }

    public mutating func choose(_ characterClass: CharacterClass) throws(CreationRefusal) {
        guard !hitPointsRolled else { throw CreationRefusal("the class is chosen before hit points are rolled") }
        if let unmet = characterClass.requirements.sorted(by: { $0.key < $1.key })
            .first(where: { choices.rolled[$0.key] < $0.value })
        {
            throw CreationRefusal(
                "\(characterClass.withArticle) needs \(unmet.key.rawValue) \(unmet.value) or more "
                    + "(rolled \(choices.rolled[unmet.key]))")
        }
        undoAllExchanges()
        choices.characterClass = characterClass
        classChosen = true
        if !characterClass.castsArcaneSpells { choices.spells = [] }
        choices.purchases = choices.purchases.filter { ShopItem(named: $0.name)?.refusal(for: characterClass) == nil }
    }

    // MARK: 3. Adjust

    /// Lowers `lowered` by 2 to raise the prime requisite `raised` by 1; returns the XP modifier
    /// before and after, which is why a player does it.
    @discardableResult
    public mutating func exchange(lowering lowered: Ability, raising raised: Ability) throws(CreationRefusal) -> (
        before: Int, after: Int
    ) {
        guard classChosen && !hitPointsRolled else {
            throw CreationRefusal("scores are adjusted after choosing the class and before rolling hit points")
        }
        let characterClass = choices.characterClass
        if let refusal = CreationCheck.loweringRefusal(lowered, for: characterClass) {
            throw CreationRefusal("\(lowered.rawValue): \(refusal)")
        }
        guard characterClass.primeRequisites.contains(raised) else {
            throw CreationRefusal(
                "\(raised.rawValue): only a prime requisite "
                    + "(\(characterClass.primeRequisites.map(\.rawValue).joined(separator: ", "))) may be raised")
        }
        guard choices.abilities[lowered] - 2 >= 9 else {
            throw CreationRefusal("\(lowered.rawValue): may not be lowered below 9")
        }
        guard choices.abilities[raised] + 1 <= 18 else {
            throw CreationRefusal("\(raised.rawValue): a score may not be raised above 18")
        }
        let before = characterClass.xpModifierPercent(choices.abilities)
        choices.abilities[lowered] -= 2
        choices.abilities[raised] += 1
        exchanges.append((lowered, raised))
        return (before, characterClass.xpModifierPercent(choices.abilities))
    }

    /// The scores an exchange may lower now: those the class may lower that stay 9 or more.
    public var lowerableNow: [Ability] {
        choices.characterClass.lowerableAbilities.filter { choices.abilities[$0] - 2 >= 9 }
    }

    /// The prime requisites an exchange may raise now: those below 18.
    public var raisableNow: [Ability] {
        choices.characterClass.primeRequisites.filter { choices.abilities[$0] + 1 <= 18 }
    }

    /// Takes back the last exchange; false when there is none.
    @discardableResult
    public mutating func undoExchange() -> Bool {
        guard !hitPointsRolled, let last = exchanges.popLast() else { return false }
        choices.abilities[last.lowered] += 2
        choices.abilities[last.raised] -= 1
        return true
    }

    private mutating func undoAllExchanges() {
        while undoExchange() {}
    }

    // MARK: 4. Hit points, gold, alignment

    /// The class's hit die plus the CON modifier, at least 1.
    @discardableResult
    public mutating func rollHitPoints() throws(CreationRefusal) -> Int {
        guard classChosen else { throw CreationRefusal("hit points are rolled once the class is chosen") }
        guard !hitPointsRolled else { throw CreationRefusal("hit points are rolled once") }
        hitPointsRolled = true
        let die = random.int(in: 1...choices.characterClass.hitDieSides)
        history.append(RollRecord(what: "hit die (1d\(choices.characterClass.hitDieSides))", result: die))
        choices.hitPoints = max(1, die + AbilityModifier.standard(choices.abilities[.constitution]))
        return choices.hitPoints
    }

    /// 3d6 × 10 gold pieces, once.
    @discardableResult
    public mutating func rollGold() throws(CreationRefusal) -> Int {
        guard !goldRolled else { throw CreationRefusal("gold is rolled once") }
        goldRolled = true
        let dice = Dice(count: 3, sides: 6).roll(using: &random)
        history.append(RollRecord(what: "gold (3d6 × 10)", result: dice * 10))
        choices.startingGold = dice * 10
        return choices.startingGold
    }

    public mutating func choose(_ alignment: Alignment) {
        choices.extraLanguages.removeAll { $0 == alignment.language }
        choices.alignment = alignment
    }

    // MARK: 5. Name, title, languages, spells

    public mutating func name(_ typed: String) throws(CreationRefusal) {
        switch PlayerName.validated(typed) {
        case .success(let name): choices.name = name
        case .failure(let problem): throw CreationRefusal("name: \(problem)")
        }
    }

    public mutating func title(_ typed: String?) throws(CreationRefusal) {
        guard let typed, !typed.allSatisfy(\.isWhitespace) else {
            choices.title = nil
            return
        }
        switch PlayerName.validated(typed) {
        case .success(let title): choices.title = title
        case .failure(let problem): throw CreationRefusal("title: \(problem)")
        }
    }

    /// How many extra languages INT allows, and how many are still to choose.
    public var languagesLeft: Int {
        AbilityModifier.extraLanguages(choices.abilities[.intelligence]) - choices.extraLanguages.count
    }

    /// The table's languages the character does not speak yet.
    public var learnableLanguages: [String] {
        let known = Set(choices.spokenLanguages)
        return Languages.d20Table.filter { !known.contains($0) }
    }

    public mutating func learn(_ language: String) throws(CreationRefusal) {
        guard hitPointsRolled else {
            throw CreationRefusal("languages are chosen once scores, class and hit points are settled")
        }
        guard languagesLeft > 0 else {
            throw CreationRefusal("INT \(choices.abilities[.intelligence]) allows no more languages")
        }
        if let spoken = choices.spokenLanguages.first(where: { $0.lowercased() == language.lowercased() }) {
            throw CreationRefusal("\(spoken) is spoken already")
        }
        guard let match = learnableLanguages.first(where: { $0.lowercased() == language.lowercased() }) else {
            throw CreationRefusal("\(language) is not on the languages table")
        }
        choices.extraLanguages.append(match)
    }

    public mutating func learnSpell(_ spell: String) throws(CreationRefusal) {
        guard choices.characterClass.castsArcaneSpells else {
            throw CreationRefusal("\(choices.characterClass.withArticle) casts no spells")
        }
        guard let match = Spells.firstLevelArcane.first(where: { $0.lowercased() == spell.lowercased() }) else {
            throw CreationRefusal("\(spell) is not a first-level arcane spell")
        }
        choices.spells = [match]  // one spell in a first-level spell book
    }

    // MARK: 6. Shop

    /// The gold not yet spent.
    public var goldLeft: Int {
        choices.startingGold - choices.purchases.reduce(0) { $0 + (ShopItem(named: $1.name)?.cost ?? 0) * $1.quantity }
    }

    public mutating func buy(_ name: String, quantity: Int = 1) throws(CreationRefusal) {
        guard goldRolled else { throw CreationRefusal("shopping comes once the gold is rolled") }
        guard let item = ShopItem(named: name) else { throw CreationRefusal("\(name) is not on the equipment lists") }
        let held = choices.purchases.first { $0.name == ShopItem(named: name)?.name }?.quantity ?? 0
        guard (1...1000).contains(quantity), held + quantity <= 1000 else {
            throw CreationRefusal("at most 1000 of a thing")
        }
        if let refusal = item.refusal(for: choices.characterClass) { throw CreationRefusal(refusal) }
        if case .armour = item,
            quantity > 1
                || choices.purchases.contains(where: {
                    if case .armour? = ShopItem(named: $0.name) { true } else { false }
                })
        {
            throw CreationRefusal("one suit of armour at a time: return the other first")
        }
        guard item.cost * quantity <= goldLeft else {
            throw CreationRefusal("\(item.name) costs \(item.cost * quantity) gp; \(goldLeft) gp left")
        }
        if let index = choices.purchases.firstIndex(where: { $0.name == item.name }) {
            choices.purchases[index].quantity += quantity
        } else {
            choices.purchases.append(.init(item.name, quantity: quantity))
        }
    }

    /// Returns one of a purchase for its full price.
    public mutating func giveBack(_ name: String) throws(CreationRefusal) {
        let item = ShopItem(named: name)
        guard let item, let index = choices.purchases.firstIndex(where: { $0.name == item.name }) else {
            throw CreationRefusal("\(item?.name ?? name) was not bought")
        }
        choices.purchases[index].quantity -= 1
        if choices.purchases[index].quantity == 0 { choices.purchases.remove(at: index) }
    }
}

/// Why a step of making a character was refused, naming the rule.
public struct CreationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
