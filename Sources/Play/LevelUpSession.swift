import OSR

/// Gaining a level at a terminal: the new Hit Die rolled from the seed, what the level changes,
/// and for a magic-user or an elf the spells written into the book, one question a spell, with
/// the seed's own pick offered as the default. `auto` takes every default without asking, and so
/// does the end of input for the questions left: the same seed and the same answers always give
/// the same character.
public struct LevelUpSession {
    private let choices: CharacterChoices
    private let seed: UInt64
    private let given: [String]
    private let auto: Bool
    private let console: PlayConsole

    /// - Parameters:
    ///   - choices: a character `LevelUp.refusal(for:)` lets rise a level.
    ///   - given: spells chosen beforehand, which `LevelUp.spellRefusal(_:for:)` finds no fault
    ///     with; they are not asked for.
    public init(_ choices: CharacterChoices, seed: UInt64, given: [String] = [], auto: Bool, console: PlayConsole) {
        precondition(LevelUp.refusal(for: choices) == nil, "not ready to level up")
        self.choices = choices
        self.seed = seed
        self.given = given
        self.auto = auto
        self.console = console
    }

    /// Levels the character up; nothing is kept here, the caller saves what it returns.
    public func run() -> LevelUp {
        let drawn = levelUp(choosing: [])
        console.say(LevelUpTerminal.welcome(choices, seed: seed))
        console.say(LevelUpTerminal.changes(drawn))
        let result =
            auto && given.isEmpty ? drawn : levelUp(choosing: chooseSpells(defaults: drawn.spellsLearned))
        if !result.spellsLearned.isEmpty { console.say(LevelUpTerminal.learned(result.spellsLearned)) }
        return result
    }

    private func levelUp(choosing chosen: [String]) -> LevelUp {
        LevelUp(choices, seed: seed, chosen: chosen)
    }

    /// The spells given beforehand, then those the player picks, a question for each the book
    /// must gain besides; `defaults` answers an empty line, every question with `auto`, and every
    /// question after the end of input.
    private func chooseSpells(defaults: [String]) -> [String] {
        let given = given.compactMap { SpellList.named($0, kind: .arcane)?.name }
        var chosen = given
        var ended = auto
        for (index, count) in LevelUp.spellsToLearn(for: choices).enumerated()
        where count > 0 {
            let level = index + 1
            let offered = SpellList.spells(.arcane, level: level).map(\.name).filter {
                !choices.spells.contains($0) && !given.contains($0)
            }
            let questions = min(
                count - given.filter { SpellList.named($0, kind: .arcane)?.level == level }.count, offered.count)
            guard questions > 0 else { continue }
            if !ended { console.say(LevelUpTerminal.offered(offered, level: level, count: count)) }
            for number in 1...questions {
                let fallback = defaults.first {
                    SpellList.named($0, kind: .arcane)?.level == level && !chosen.contains($0)
                }
                if ended {
                    chosen += fallback.map { [$0] } ?? []
                    continue
                }
                guard let pick = ask(number, of: questions, level: level, offered, fallback, chosen) else {
                    ended = true
                    console.say(LevelUpTerminal.inputEnded)
                    chosen += fallback.map { [$0] } ?? []
                    continue
                }
                chosen.append(pick)
            }
        }
        return chosen
    }

    /// The spell picked at one question; nil at the end of input.
    private func ask(
        _ number: Int, of questions: Int, level: Int, _ offered: [String], _ fallback: String?, _ chosen: [String]
    ) -> String? {
        let prompt = LevelUpTerminal.spellPrompt(number, of: questions, level: level, default: fallback)
        while true {
            guard let line = console.answer(prompt) else { return nil }
            let typed = line.trimmingCharacters(in: .whitespaces)
            if typed.isEmpty, let fallback { return fallback }
            if let spell = SpellList.named(typed, kind: .arcane)?.name, choices.spells.contains(spell) {
                console.say(LevelUpTerminal.inBookAlready(spell))
                continue
            }
            guard let spell = SpellList.named(typed, kind: .arcane)?.name, offered.contains(spell) else {
                console.say(LevelUpTerminal.notOffered(typed, offered))
                continue
            }
            guard !chosen.contains(spell) else {
                console.say(LevelUpTerminal.chosenAlready(spell))
                continue
            }
            return spell
        }
    }
}
