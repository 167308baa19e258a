import OSR
import Play
import Testing

/// `character create` driven through its console: every class made from start to end, every step
/// refusing what the rules refuse (and saying which rule), and the end of input at every step
/// abandoning the character with nothing kept.
@Suite struct CharacterCreationSessionTests {
    /// The first seed whose rolled scores pass `test`.
    static func seed(where test: (CharacterCreation) -> Bool) throws -> UInt64 {
        try #require((0..<20_000).first { test(CharacterCreation(seed: $0)) })
    }

    static func seed(admitting characterClass: CharacterClass) throws -> UInt64 {
        try seed { $0.admittedClasses.contains(characterClass) }
    }

    /// A plain character of `characterClass`: scores kept, nothing adjusted, Lawful, a name,
    /// no title or extra language, a spell if the class has one, two packs of torches, saved.
    static func plan(_ characterClass: CharacterClass) -> [String: [String]] {
        [
            "Re-roll": [""], "Class": [characterClass.name], "Lower": [""], "Alignment": [""], "Name": ["Brannoc"],
            "Title": [""], "Language": [""], "Spell": ["Sleep"], "Shop": ["buy 2 torches (6)", ""], "save": ["save"],
        ]
    }

    /// Plays `plan` from `seed`: the outcome, the keeper and the player.
    static func play(
        _ plan: [String: [String]], seed: UInt64, method: RollMethod = .threeD6,
        keeper: MemoryCharacterKeeper = MemoryCharacterKeeper()
    ) -> (outcome: CharacterCreationSession.Outcome, keeper: MemoryCharacterKeeper, player: PlannedPlayer) {
        let player = PlannedPlayer(plan)
        let session = CharacterCreationSession(seed: seed, method: method, keeper: keeper, console: player.console)
        return (session.run(), keeper, player)
    }

    /// Plays `plan` with some answers changed.
    static func play(
        _ characterClass: CharacterClass, seed: UInt64, changing changes: [String: [String]]
    ) -> (outcome: CharacterCreationSession.Outcome, keeper: MemoryCharacterKeeper, player: PlannedPlayer) {
        play(plan(characterClass).merging(changes) { $1 }, seed: seed)
    }

    @Test(arguments: CharacterClass.allCases)
    func everyClassIsMadeStepByStepAndSaved(characterClass: CharacterClass) throws {
        let seed = try Self.seed(admitting: characterClass)
        let (outcome, keeper, player) = Self.play(Self.plan(characterClass), seed: seed)
        #expect(outcome == .saved("character 1 in memory"))
        let saved = try #require(keeper.saved.first)
        let choices = saved.choices
        #expect(CreationCheck.problems(in: choices).isEmpty)
        #expect(choices.characterClass == characterClass && choices.name == "Brannoc" && choices.alignment == .lawful)
        #expect(choices.rolled == CharacterCreation(seed: seed).choices.rolled && choices.abilities == choices.rolled)
        #expect(choices.purchases == [CharacterChoices.Purchase("Torches (6)", quantity: 2)])
        #expect(choices.spells == (characterClass.castsArcaneSpells ? ["Sleep"] : []))
        #expect(
            saved.history.map(\.what) == [
                "STR", "INT", "WIS", "DEX", "CON", "CHA", "hit die (1d\(characterClass.hitDieSides))",
                "gold (3d6 × 10)",
            ])
        for step in 1...8 { #expect(player.transcript.contains("Step \(step) of 8: "), "step \(step)") }
        let character = PlayerCharacter(choices)
        #expect(player.transcript.contains("Hit points \(character.hitPoints)   Armour class \(character.armourClass)"))
        #expect(player.transcript.hasSuffix("Saved Brannoc, \(characterClass.name) as character 1 in memory.\n"))
    }

    @Test func theSameSeedAndAnswersMakeTheSameCharacterEveryTime() throws {
        let seed = try Self.seed(admitting: .elf)
        let plan = Self.plan(.elf).merging(["Re-roll": ["STR", "CHA", ""], "Lower": ["STR INT", ""]]) { $1 }
        let first = Self.play(plan, seed: seed), second = Self.play(plan, seed: seed)
        #expect(first.keeper.saved.first?.choices == second.keeper.saved.first?.choices)
        #expect(first.keeper.saved.first?.history == second.keeper.saved.first?.history)
        #expect(first.player.transcript == second.player.transcript)
    }

    @Test(arguments: RollMethod.allCases)
    func theMethodRollsTheScoresAndIsKept(method: RollMethod) throws {
        for seed in UInt64(0)..<50 {
            let (_, keeper, _) = Self.play(Self.plan(.fighter), seed: seed, method: method)
            let choices = try #require(keeper.saved.first?.choices)
            #expect(choices.method == method)
            #expect(Ability.allCases.allSatisfy { method.possibleScores.contains(choices.rolled[$0]) })
        }
    }

    // MARK: The end of input

    /// Every kind of question, in the order asked; an elf with INT 13 or more is asked them all.
    static let questions = [
        "Re-roll", "Class", "Lower", "Alignment", "Name", "Title", "Language", "Spell", "Shop", "save",
    ]

    @Test(arguments: questions)
    func theEndOfInputAtAnyStepAbandonsTheCharacterAndKeepsNothing(question: String) throws {
        let seed = try Self.seed { $0.admittedClasses.contains(.elf) && $0.choices.rolled[.intelligence] >= 13 }
        var plan = Self.plan(.elf)
        plan[question] = []
        let (outcome, keeper, player) = Self.play(plan, seed: seed)
        #expect(outcome == .abandoned)
        #expect(keeper.saved.isEmpty && keeper.exported.isEmpty)
        #expect(player.prompts.last?.hasPrefix(question) == true)
        #expect(player.transcript.hasSuffix("\nThe input ended: the character was abandoned, and nothing was kept.\n"))
    }

    // MARK: Refusals, step by step

    @Test func step1RerollsAScoreAndRefusesWhatIsNoAbility() throws {
        let seed = try Self.seed(admitting: .fighter)
        let (_, keeper, player) = Self.play(.fighter, seed: seed, changing: ["Re-roll": ["luck", "con", ""]])
        #expect(player.transcript.contains("  'luck' is not an ability: type STR, INT, WIS, DEX, CON or CHA.\n"))
        let saved = try #require(keeper.saved.first)
        #expect(saved.history.map(\.what).prefix(7) == ["STR", "INT", "WIS", "DEX", "CON", "CHA", "CON again"])
        let before = CharacterCreation(seed: seed).choices.rolled[.constitution]
        let after = saved.choices.rolled[.constitution]
        #expect(after == saved.history[6].result)
        #expect(player.transcript.contains("  CON \(before) → \(after): Hit points "))
    }

    @Test func step2RefusesAClassTheScoresDoNotAdmitAndDescribesClasses() throws {
        let seed = try Self.seed { $0.choices.rolled[.intelligence] < 9 }
        let int = CharacterCreation(seed: seed).choices.rolled[.intelligence]
        let (_, keeper, player) = Self.play(
            .fighter, seed: seed, changing: ["Class": ["? elf", "elf", "wizard", "fighter"]])
        #expect(
            player.transcript.contains(
                "  Elf (Medium/Veteran at level 1): needs INT 9; prime requisites INT and STR; hit die 1d6."))
        #expect(player.transcript.contains("  Refused: an Elf needs INT 9 or more (rolled \(int)).\n"))
        #expect(
            player.transcript.contains(
                "  'wizard' is not a class: Cleric, Dwarf, Elf, Fighter, Halfling, Magic-User or Thief.\n"))
        #expect(!player.transcript.contains("Your scores admit Cleric, Dwarf, Elf"))
        #expect(keeper.saved.first?.choices.characterClass == .fighter)
    }

    @Test func step3ExchangesPointsByTheRulesAndSaysWhatEachDoesToTheXPModifier() throws {
        let seed = try Self.seed {
            let s = $0.choices.rolled
            return s[.intelligence] >= 13 && s[.wisdom] < 11 && s[.strength] <= 14
        }
        let rolled = CharacterCreation(seed: seed).choices.rolled
        let (_, keeper, player) = Self.play(
            .fighter, seed: seed,
            changing: ["Lower": ["STR INT", "DEX STR", "WIS STR", "INT", "INT STR", "undo", "undo", "INT STR", ""]])
        let text = player.transcript
        #expect(text.contains("  Refused: STR: a prime requisite may not be lowered.\n"))
        #expect(text.contains("  Refused: DEX: only STR, INT and WIS may be lowered.\n"))
        #expect(text.contains("  Refused: WIS: may not be lowered below 9.\n"))
        #expect(text.contains("  Type the score to lower and then the one to raise (INT STR), undo, or just Enter.\n"))
        let xpBefore = CharacterClass.fighter.xpModifierPercent(rolled)
        var adjusted = rolled
        adjusted[.intelligence] -= 2
        adjusted[.strength] += 1
        let xpAfter = CharacterClass.fighter.xpModifierPercent(adjusted)
        #expect(
            text.contains(
                "  INT \(rolled[.intelligence]) → \(rolled[.intelligence] - 2), STR \(rolled[.strength]) → "
                    + "\(rolled[.strength] + 1): XP modifier \(AbilityModifier.signed(xpBefore))% → "
                    + "\(AbilityModifier.signed(xpAfter))%.\n"))
        #expect(text.contains("  Nothing to undo.\n"))
        #expect(keeper.saved.first?.choices.abilities == adjusted)
        #expect(keeper.saved.first?.choices.rolled == rolled)
    }

    /// Only a score that may go 2 down and stay 9 or more is offered, and only a prime requisite
    /// below 18 to raise; with none, there is nothing to adjust.
    @Test func step3OffersOnlyTheExchangesTheRulesAllow() throws {
        let one = try Self.seed {
            let s = $0.choices.rolled
            return s[.intelligence] >= 11 && s[.wisdom] < 11 && s[.strength] < 18
        }
        let offered = Self.play(.fighter, seed: one, changing: [:]).player.transcript
        #expect(offered.contains("Lower INT by 2 to raise STR by 1: nothing below 9, nothing above 18."), "\(offered)")
        let none = try Self.seed { $0.choices.rolled[.intelligence] < 11 && $0.choices.rolled[.wisdom] < 11 }
        let nothing = Self.play(.fighter, seed: none, changing: [:]).player.transcript
        #expect(nothing.contains("No score can be lowered (INT or WIS, never below 9), so there is nothing to adjust."))
        let top = try Self.seed { $0.choices.rolled[.strength] == 18 && $0.choices.rolled[.intelligence] >= 11 }
        let full = Self.play(.fighter, seed: top, changing: [:]).player.transcript
        #expect(full.contains("STR is 18 already, so there is nothing to adjust."), "\(full)")
    }

    @Test func step3RefusesAPrimeRequisiteAbove18() throws {
        let seed = try Self.seed { $0.choices.rolled[.strength] == 18 && $0.choices.rolled[.intelligence] >= 11 }
        let (_, keeper, player) = Self.play(.fighter, seed: seed, changing: ["Lower": ["INT STR", ""]])
        #expect(player.transcript.contains("  Refused: STR: a score may not be raised above 18.\n"))
        #expect(keeper.saved.first?.choices.abilities[.strength] == 18)
    }

    @Test func step4RollsHitPointsAndGoldAndRefusesAnUnknownAlignment() throws {
        let seed = try Self.seed(admitting: .dwarf)
        let (_, keeper, player) = Self.play(.dwarf, seed: seed, changing: ["Alignment": ["good", "chaos"]])
        #expect(player.transcript.contains("  'good' is not an alignment: Lawful, Neutral or Chaotic.\n"))
        let saved = try #require(keeper.saved.first)
        #expect(saved.choices.alignment == .chaotic)
        let die = saved.history[6].result, con = saved.choices.abilities[.constitution]
        #expect((1...8).contains(die))
        #expect(saved.choices.hitPoints == max(1, die + AbilityModifier.standard(con)))
        #expect(player.transcript.contains("Hit points: 1d8 rolled \(die), CON \(con) "))
        #expect(player.transcript.contains("Gold: 3d6 × 10 = \(saved.choices.startingGold) gp.\n"))
        #expect(saved.history[7].result == saved.choices.startingGold)
    }

    @Test func step5RefusesABadNameTitleLanguageOrSpell() throws {
        let seed = try Self.seed { $0.admittedClasses.contains(.elf) && $0.choices.rolled[.intelligence] >= 13 }
        let (_, keeper, player) = Self.play(
            .elf, seed: seed,
            changing: [
                "Name": ["", "Brannoc"], "Title": [String(repeating: "x", count: 200), "the Bold"],
                "Language": ["Klingon", "common", "Goblin", ""], "Spell": ["Fireball", "sleep"],
            ])
        let text = player.transcript
        #expect(text.contains("  Refused: name: "))
        #expect(text.contains("  Refused: title: "))
        #expect(text.contains("  Refused: Klingon is not on the languages table.\n"))
        #expect(text.contains("  Refused: Common is spoken already.\n"))
        #expect(text.contains("  Refused: Fireball is not a first-level arcane spell.\n"))
        let choices = try #require(keeper.saved.first?.choices)
        #expect(choices.title == "the Bold" && choices.extraLanguages == ["Goblin"] && choices.spells == ["Sleep"])
    }

    @Test func step6SellsOnlyWhatTheClassMayUseAndTheGoldPays() throws {
        let seed = try Self.seed(admitting: .magicUser)
        let (_, keeper, player) = Self.play(
            .magicUser, seed: seed,
            changing: [
                "Shop": [
                    "weapons", "buy plate mail", "buy sword", "buy 200 rope (50')", "return dagger", "fly",
                    "buy dagger",
                    "buy 2 dagger", "return dagger", "bag", "",
                ]
            ])
        let text = player.transcript
        #expect(
            text.contains(
                "  Sword              10 gp  1d8, melee  "
                    + "— not for you: a Magic-User may not use a sword"))
        #expect(text.contains("  Refused: a Magic-User may not wear armour.\n"))
        #expect(text.contains("  Refused: a Magic-User may not use a sword (magic-users use daggers only).\n"))
        #expect(text.contains("  Refused: Rope (50') costs 200 gp; "))
        #expect(text.contains("  Refused: Dagger was not bought.\n"))
        #expect(text.contains("  'fly' is not something the shop understands"))
        #expect(text.contains("  Bought 2 × Dagger; "))
        #expect(text.contains("  Returned Dagger; "))
        #expect(text.contains("  Dagger ×2.\n"))
        let choices = try #require(keeper.saved.first?.choices)
        #expect(choices.purchases == [CharacterChoices.Purchase("Dagger", quantity: 2)])
        #expect(PlayerCharacter(choices).gold == choices.startingGold - 6)
    }

    @Test func step6SellsOneSuitOfArmourAtATime() throws {
        let seed = try Self.seed { $0.admittedClasses.contains(.fighter) }
        let (_, keeper, player) = Self.play(
            .fighter, seed: seed,
            changing: ["Shop": ["buy 2 leather", "buy leather", "buy leather", "return leather", "buy leather", ""]])
        let refusal = "  Refused: one suit of armour at a time: return the other first.\n"
        #expect(player.transcript.components(separatedBy: refusal).count == 3)
        #expect(keeper.saved.first?.choices.purchases == [CharacterChoices.Purchase("Leather")])
    }

    @Test func step8KeepsAskingUntilTheCharacterIsKeptOrAbandoned() throws {
        let seed = try Self.seed(admitting: .thief)
        let keeper = MemoryCharacterKeeper()
        keeper.failures = 1
        let (outcome, _, player) = Self.play(
            Self.plan(.thief).merging(["save": ["burn", "save", "save"]]) { $1 }, seed: seed, keeper: keeper)
        #expect(player.transcript.contains("  Type save, export and a file name, or abandon.\n"))
        #expect(player.transcript.contains("  Not kept: "))
        #expect(outcome == .saved("character 1 in memory") && keeper.saved.count == 1)

        let exported = Self.play(Self.plan(.thief).merging(["save": ["export my thief.yml"]]) { $1 }, seed: seed)
        #expect(exported.outcome == .exported("my thief.yml"))
        #expect(exported.keeper.exported.first?.path == "my thief.yml" && exported.keeper.saved.isEmpty)
        #expect(exported.player.transcript.hasSuffix("Its sheet: sheetgen character --from 'my thief.yml'\n"))

        let abandoned = Self.play(Self.plan(.thief).merging(["save": ["abandon"]]) { $1 }, seed: seed)
        #expect(abandoned.outcome == .abandoned && abandoned.keeper.saved.isEmpty)
        #expect(abandoned.player.transcript.hasSuffix("Abandoned: nothing was kept.\n"))
    }
}
