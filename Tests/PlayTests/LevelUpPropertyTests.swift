import GameKit
import OSR
import Play
import Testing

/// Every class from 1st level to its last, over thousands of seeds: an award that reaches the next
/// level, then the level taken with `--auto`'s defaults, again and again. Hit points stay within
/// what the Hit Dice could give and the character stays one the checker accepts.
@Suite struct LevelUpPropertyTests {
    static let seeds: Range<UInt64> = 0..<1_000

    /// A console for `--auto`, which asks nothing and whose words nobody reads.
    static var silent: PlayConsole {
        PlayConsole(readLine: { nil }, writeLine: { _ in }, writePrompt: { _ in }, echoesInput: false)
    }

    @Test(arguments: CharacterClass.allCases)
    func awardsAndLevelsKeepTheCharacterLegal(characterClass: CharacterClass) throws {
        for seed in Self.seeds {
            let generated = CharacterGenerator.generate(
                seed: seed, options: CharacterOptions(characterClass: characterClass))
            var choices = CharacterChoices(generated)
            // Its shopping plays no part in its levels, and reading every purchase's name again at
            // each of the many thousand levels gained here would take most of the test's time.
            choices.purchases = []
            var random = SeededRandom(seed: seed)
            while choices.level < characterClass.maximumLevel {
                let needed = try #require(characterClass.experienceForLevel(after: choices.level)) - choices.experience
                let award = choices.award(random.int(in: (2 * needed)...(4 * needed)))
                #expect(award.levelReached == choices.level + 1, "seed \(seed)")
                choices.experience = award.after
                choices =
                    LevelUpSession(
                        choices, seed: UInt64(random.int(in: 0...Int.max)), auto: true, console: Self.silent
                    ).run().after
                let constitution = choices.abilities[.constitution]
                #expect(
                    characterClass.hitPointRange(at: choices.level, constitution: constitution).contains(
                        choices.hitPoints), "seed \(seed), level \(choices.level)")
                let problems = Self.problems(choices)
                #expect(problems.isEmpty, "seed \(seed), level \(choices.level): \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    static let arcaneLevels = Dictionary(
        uniqueKeysWithValues: SpellList.all.filter { $0.kind == .arcane }.map { ($0.name, $0.level) })

    /// What the checker finds wrong, and a spell book that does not hold, level for level of
    /// `SpellList`, as many spells as the slots.
    static func problems(_ choices: CharacterChoices) -> [String] {
        var problems = CreationCheck.problems(in: choices).filter { !$0.field.hasPrefix("spells") }.map(\.description)
        if choices.characterClass.spellKind == .arcane {
            let slots = choices.characterClass.row(choices.level).spellSlots
            let book = slots.indices.map { index in
                choices.spells.filter { arcaneLevels[$0] == index + 1 }.count
            }
            if book != slots || Set(choices.spells).count != choices.spells.count {
                problems.append("the book \(choices.spells) does not fill the slots \(slots)")
            }
        } else if !choices.spells.isEmpty {
            problems.append("a book for \(choices.characterClass.name)")
        }
        return problems
    }
}
