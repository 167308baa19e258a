import OSR
import Play
import Testing

/// `character level-up` driven through its console: what is shown (only what the level changes),
/// what is asked (a question a spell the book gains), and the defaults the seed chooses for
/// `--auto`, an empty answer and the end of input alike.
@Suite struct LevelUpSessionTests {
    /// A character of `characterClass` at `level` with just the experience of the level after.
    static func character(
        _ characterClass: CharacterClass, level: Int = 1, book: [String]? = nil, constitution: Int = 13
    ) -> CharacterChoices {
        CharacterChoices(
            rolled: AbilityScores([13, 13, 13, 13, constitution, 13]), characterClass: characterClass,
            hitPoints: characterClass.hitPointRange(at: level, constitution: constitution).lowerBound,
            startingGold: 100, name: "Brannoc",
            spells: book ?? (characterClass.spellKind == .arcane ? ["Sleep"] : []), level: level,
            experience: characterClass.row(level + 1).experience)
    }

    /// The arcane spells by level, and the level of each, as the session offers them.
    static let arcane = (1...SpellList.highestLevel(.arcane)).map { SpellList.spells(.arcane, level: $0).map(\.name) }
    static func levelOf(_ spell: String) -> Int? { arcane.firstIndex { $0.contains(spell) }.map { $0 + 1 } }

    static func play(
        _ choices: CharacterChoices, seed: UInt64, typed: [String], given: [String] = [], auto: Bool = false
    ) -> (up: LevelUp, console: ScriptedConsole) {
        let console = ScriptedConsole(typed)
        let up = LevelUpSession(choices, seed: seed, given: given, auto: auto, console: console.console()).run()
        return (up, console)
    }

    @Test func aFighterIsShownItsHitDieAndAskedNothing() throws {
        let fighter = Self.character(.fighter)
        for seed: UInt64 in 0..<50 {
            let (up, console) = Self.play(fighter, seed: seed, typed: ["unread"])
            #expect(up == LevelUp(fighter, seed: seed))
            #expect(console.prompts.isEmpty && console.unread == ["unread"])
            let roll = try #require(up.hitDieRoll)
            let after = fighter.hitPoints + up.hitPointsGained
            #expect(
                console.transcript == """
                    Brannoc, Fighter of level 1, rises to level 2 (seed \(seed): the same seed and answers give the \
                    same level).
                      Hit points: 1d8 rolled \(roll), CON 13 +1 = +\(up.hitPointsGained), \(fighter.hitPoints) → \
                    \(after) (Hit Dice 1d8 → 2d8)
                      Title: Veteran → Warrior

                    """)
        }
    }

    /// Level 4 brings a fighter a better THAC0, saves and title; level 2 brings none of them.
    @Test func onlyWhatChangedIsShown() {
        let second = Self.play(Self.character(.fighter), seed: 1, typed: []).console.transcript
        for unchanged in ["THAC0", "Saving throws", "Spell slots", "Thief skills"] {
            #expect(!second.contains(unchanged), "\(unchanged)")
        }
        let fourth = Self.play(Self.character(.fighter, level: 3), seed: 1, typed: []).console.transcript
        #expect(fourth.contains("  THAC0 19 [+0] → 17 [+2]\n"))
        #expect(
            fourth.contains(
                "  Saving throws: death 12 → 10, wands 13 → 11, paralysis 14 → 12, breath 15 → 13, "
                    + "spells 16 → 14\n"))
        #expect(
            fourth.contains(
                "  Title: \(CharacterClass.fighter.title(at: 3)) → \(CharacterClass.fighter.title(at: 4))\n"))
        let thief = Self.play(Self.character(.thief), seed: 1, typed: []).console.transcript
        #expect(
            thief.contains(
                "  Thief skills: climb 87% → 88%, traps 10% → 15%, hide 10% → 15%, move silently "
                    + "20% → 25%, locks 15% → 20%, pockets 20% → 25%\n"))
        let magicUser = Self.play(Self.character(.magicUser), seed: 1, typed: [""]).console.transcript
        #expect(magicUser.contains("  Spell slots: level-1 spells 1 → 2\n"))
    }

    @Test func afterNinthThePointsAreFixedAndSaid() {
        let (up, console) = Self.play(Self.character(.fighter, level: 9), seed: 3, typed: [])
        #expect(up.hitDieRoll == nil)
        #expect(console.transcript.contains("  Hit points: +2 after 9th level (no CON), "))
        #expect(console.transcript.contains("(Hit Dice 9d8 → 9d8+2*)"))
    }

    @Test func aMagicUserChoosesItsSpellFromThoseNotInTheBook() throws {
        let magicUser = Self.character(.magicUser)
        let (up, console) = Self.play(magicUser, seed: 5, typed: ["Fireball", "sleep", "shield"])
        #expect(up.after.spells == ["Sleep", "Shield"] && up.spellsLearned == ["Shield"])
        #expect(
            up
                == LevelUp(
                    magicUser, seed: 5, chosen: ["Shield"]))
        let offered = Self.arcane[0].filter { $0 != "Sleep" }
        #expect(
            console.transcript.contains(
                "The book gains 1 spell of level 1. Not in it yet: \(offered.dropLast().joined(separator: ", ")) and "
                    + "\(offered.last ?? "").\n"))
        let fallback = try #require(LevelUp(magicUser, seed: 5).spellsLearned.first)
        #expect(console.prompts == Array(repeating: "Spell 1 of 1 of level 1 (Enter for \(fallback)): ", count: 3))
        #expect(console.transcript.contains("  'Fireball' is not one of them: "))
        #expect(console.transcript.contains("  Sleep is in the book already: choose another.\n"))
        #expect(console.transcript.hasSuffix("shield\n  Spell book: + Shield\n"))
    }

    @Test func aSpellIsNotChosenTwice() {
        let (up, console) = Self.play(
            Self.character(.magicUser, book: []), seed: 5, typed: ["Shield", "SHIELD", "Sleep"])
        #expect(up.spellsLearned == ["Shield", "Sleep"])
        #expect(console.prompts.count == 3 && console.prompts[2].hasPrefix("Spell 2 of 2 of level 1"))
        #expect(console.transcript.contains("  Shield is chosen already: choose another.\n"))
    }

    /// `--auto`, Enter at every question and the end of input all take the seed's spells.
    @Test func theDefaultsAreTheSeedsWhateverTakesThem() {
        for seed: UInt64 in 0..<200 {
            let magicUser = Self.character(.elf, book: [])
            let auto = Self.play(magicUser, seed: seed, typed: ["unread"], auto: true)
            #expect(auto.console.prompts.isEmpty && auto.up.spellsLearned.count == 2)
            let entered = Self.play(magicUser, seed: seed, typed: ["", ""])
            let ended = Self.play(magicUser, seed: seed, typed: [])
            let half = Self.play(magicUser, seed: seed, typed: [""])
            #expect(entered.up == auto.up && ended.up == auto.up && half.up == auto.up)
            #expect(ended.console.prompts.count == 1 && half.console.prompts.count == 2)
            #expect(ended.console.transcript.contains("The input ended: the seed chooses the spells left.\n"))
        }
    }

    /// A player's pick for the first question leaves the seed's picks for the others as they were.
    @Test func aPickLeavesTheOtherDefaults() throws {
        let elf = Self.character(.elf, book: [])
        let auto = Self.play(elf, seed: 9, typed: [], auto: true).up.spellsLearned
        let other = try #require(Self.arcane[0].first { !auto.contains($0) })
        let (up, _) = Self.play(elf, seed: 9, typed: [other, ""])
        #expect(up.spellsLearned == [other, auto[0]])
    }

    @Test func spellsGivenBeforehandAreNotAskedFor() {
        let elf = Self.character(.elf, book: [])
        let (up, console) = Self.play(elf, seed: 2, typed: ["Light (Darkness)"], given: ["read magic"])
        #expect(up.spellsLearned == ["Read Magic", "Light (Darkness)"])
        #expect(console.prompts.count == 1 && console.prompts[0].hasPrefix("Spell 1 of 1 of level 1 (Enter for "))
        let given = Self.play(elf, seed: 2, typed: ["unread"], given: ["Sleep", "Shield"]).up
        #expect(given.spellsLearned == ["Sleep", "Shield"])
    }

    @Test func theSameSeedAndAnswersGiveTheSameLevel() {
        let elf = Self.character(.elf, book: [])
        let first = Self.play(elf, seed: 77, typed: ["Shield", ""]),
            second = Self.play(elf, seed: 77, typed: ["Shield", ""])
        #expect(first.up == second.up && first.console.transcript == second.console.transcript)
    }

    /// At level 3 a magic-user's book gains a spell of the second level, from the second level's list.
    @Test func theBookGainsSpellsOfTheNewSpellLevel() throws {
        let magicUser = Self.character(.magicUser, level: 2, book: ["Sleep", "Shield"])
        let (up, console) = Self.play(magicUser, seed: 4, typed: ["sleep", "Web"])
        #expect(up.spellsLearned == ["Web"] && up.after.spells == ["Sleep", "Shield", "Web"])
        #expect(console.prompts.count == 2 && console.prompts[0].hasPrefix("Spell 1 of 1 of level 2 (Enter for "))
        #expect(console.transcript.contains("The book gains 1 spell of level 2. Not in it yet: \(Self.arcane[1][0]), "))
        #expect(console.transcript.contains("  Spell slots: level-2 spells 0 → 1\n"))
        let auto = Self.play(magicUser, seed: 4, typed: [], auto: true).up
        #expect(auto.spellsLearned.count == 1 && Self.levelOf(auto.spellsLearned[0]) == 2)
    }
}
