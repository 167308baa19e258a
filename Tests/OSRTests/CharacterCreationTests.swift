import GameKit
import OSR
import Testing

@Suite struct CharacterCreationTests {
    /// A player who makes random choices, legal or not, at every step, from `seed`.
    static func randomWalk(seed: UInt64) throws -> CharacterCreation {
        var player = SeededRandom(seed: seed &+ 1_000_003)
        var creation = CharacterCreation(seed: seed, method: player.pick(RollMethod.allCases))
        for _ in 0..<player.int(in: 0...4) { try creation.reroll(player.pick(Ability.allCases)) }
        let admitted = creation.admittedClasses
        #expect(!admitted.isEmpty)
        for characterClass in CharacterClass.allCases.shuffled(using: &player).prefix(3) {
            _ = try? creation.choose(characterClass)
        }
        try creation.choose(player.pick(admitted))
        for _ in 0..<player.int(in: 0...8) {
            if player.int(in: 0...4) == 0 {
                creation.undoExchange()
                continue
            }
            _ = try? creation.exchange(lowering: player.pick(Ability.allCases), raising: player.pick(Ability.allCases))
        }
        try creation.rollHitPoints()
        try creation.rollGold()
        creation.choose(player.pick(Alignment.allCases))
        try creation.name(player.pick(["Ann", "Brannoc", "  Zoë  ", "Ser Ulf"]))
        try creation.title(player.pick([nil, "the Bold", " "]))
        for _ in 0..<player.int(in: 0...4) {
            _ = try? creation.learn(player.pick(Languages.d20Table + ["Klingon"]))
        }
        if creation.choices.characterClass.castsArcaneSpells {
            try creation.learnSpell(player.pick(Spells.firstLevelArcane))
        }
        for _ in 0..<player.int(in: 0...12) {
            let item = player.pick(ShopItem.all)
            if player.int(in: 0...3) == 0 {
                _ = try? creation.giveBack(item.name)
            } else {
                _ = try? creation.buy(item.name)
            }
        }
        return creation
    }

    @Test func whateverAPlayerTriesTheCharacterMadeIsLegal() throws {
        for seed in UInt64(0)..<2_000 {
            let creation = try Self.randomWalk(seed: seed)
            #expect(CreationCheck.problems(in: creation.choices) == [], "seed \(seed): \(creation.choices)")
            #expect(creation.goldLeft >= 0)
        }
    }

    @Test func theSameSeedAndAnswersMakeTheSameCharacter() throws {
        for seed in UInt64(0)..<50 {
            let first = try Self.randomWalk(seed: seed), second = try Self.randomWalk(seed: seed)
            #expect(first.choices == second.choices && first.history == second.history)
        }
    }

    @Test func everyRollIsKeptInTheHistory() throws {
        var creation = CharacterCreation(seed: 7)
        try creation.reroll(.charisma)
        try creation.reroll(.charisma)
        #expect(creation.history.map(\.what) == ["STR", "INT", "WIS", "DEX", "CON", "CHA", "CHA again", "CHA again"])
        #expect(creation.history.last?.result == creation.choices.rolled[.charisma])
    }

    @Test func eachStepRefusesWithTheRule() throws {
        var creation = CharacterCreation(seed: 1)
        #expect(throws: CreationRefusal("hit points are rolled once the class is chosen")) {
            try creation.rollHitPoints()
        }
        #expect(throws: CreationRefusal("scores are adjusted after choosing the class and before rolling hit points")) {
            try creation.exchange(lowering: .wisdom, raising: .strength)
        }
        while creation.choices.rolled[.constitution] >= 9 { try creation.reroll(.constitution) }
        #expect(
            throws: CreationRefusal("a Dwarf needs CON 9 or more (rolled \(creation.choices.rolled[.constitution]))")
        ) {
            try creation.choose(.dwarf)
        }
        while creation.choices.rolled[.intelligence] < 13 || creation.choices.rolled[.wisdom] < 13 {
            try creation.reroll(.wisdom)
            try creation.reroll(.intelligence)
        }
        try creation.choose(.thief)
        #expect(throws: CreationRefusal("scores are re-rolled before the class is chosen")) {
            try creation.reroll(.strength)
        }
        #expect(throws: CreationRefusal("STR: a Thief may not lower STR")) {
            try creation.exchange(lowering: .strength, raising: .dexterity)
        }
        #expect(throws: CreationRefusal("CON: only STR, INT and WIS may be lowered")) {
            try creation.exchange(lowering: .constitution, raising: .dexterity)
        }
        #expect(throws: CreationRefusal("INT: only a prime requisite (DEX) may be raised")) {
            try creation.exchange(lowering: .wisdom, raising: .intelligence)
        }
        let change = try creation.exchange(lowering: .wisdom, raising: .dexterity)
        #expect(change.after >= change.before)
        try creation.rollHitPoints()
        #expect(throws: CreationRefusal("hit points are rolled once")) { try creation.rollHitPoints() }
        #expect(throws: CreationRefusal("the class is chosen before hit points are rolled")) {
            try creation.choose(.fighter)
        }
        #expect(throws: CreationRefusal("shopping comes once the gold is rolled")) { try creation.buy("Dagger") }
        try creation.rollGold()
        #expect(throws: CreationRefusal("gold is rolled once")) { try creation.rollGold() }
        #expect(throws: CreationRefusal("a Thief may not use a shield")) { try creation.buy("shield") }
        #expect(throws: CreationRefusal("a Thief may wear only leather armour")) { try creation.buy("Plate mail") }
        #expect(throws: CreationRefusal("a Thief casts no spells")) { try creation.learnSpell("Sleep") }
        #expect(throws: CreationRefusal("Banana is not on the equipment lists")) { try creation.buy("Banana") }
        #expect(throws: CreationRefusal("Rope (50') was not bought")) { try creation.giveBack("rope (50')") }
    }

    @Test func shoppingSpendsAndRefundsTheGold() throws {
        var creation = CharacterCreation(seed: 3)
        try creation.choose(.fighter)
        try creation.rollHitPoints()
        let gold = try creation.rollGold()
        try creation.buy("Dagger", quantity: 2)
        #expect(creation.goldLeft == gold - 6)
        try creation.giveBack("dagger")
        #expect(creation.goldLeft == gold - 3 && creation.choices.purchases == [.init("Dagger")])
        #expect(throws: CreationRefusal.self) { try creation.buy("Plate mail", quantity: 4) }
        #expect(creation.goldLeft == gold - 3, "a refused purchase costs nothing")
    }
}
