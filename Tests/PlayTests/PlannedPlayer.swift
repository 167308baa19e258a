import OSR
import Play

/// A player who answers each question by what it asks, from a plan of answers for each kind of
/// question (keyed by how its prompt begins), and ends the input at a question the plan has no
/// answer left for. The transcript keeps every byte written.
final class PlannedPlayer {
    private var plan: [String: [String]]
    private(set) var transcript = ""
    /// The prompts asked, in order.
    private(set) var prompts: [String] = []

    init(_ plan: [String: [String]]) {
        self.plan = plan
    }

    var console: PlayConsole {
        PlayConsole(
            readLine: { [self] in answer(to: prompts.last ?? "") },
            writeLine: { [self] in transcript += $0 + "\n" },
            writePrompt: { [self] in
                transcript += $0
                prompts.append($0)
            },
            echoesInput: true)
    }

    private func answer(to prompt: String) -> String? {
        guard let key = plan.keys.filter({ prompt.hasPrefix($0) }).max(by: { $0.count < $1.count }),
            let next = plan[key]?.first
        else { return nil }
        plan[key]?.removeFirst()
        return next
    }
}

/// A keeper that remembers what it was given, and fails while told to.
final class MemoryCharacterKeeper: CharacterKeeper {
    private(set) var saved: [(choices: CharacterChoices, history: [CharacterCreation.RollRecord])] = []
    private(set) var exported: [(choices: CharacterChoices, path: String)] = []
    var failures = 0

    func save(_ choices: CharacterChoices, history: [CharacterCreation.RollRecord]) throws -> String {
        if failures > 0 {
            failures -= 1
            throw StoreFailure()
        }
        saved.append((choices, history))
        return "character \(saved.count) in memory"
    }

    func export(_ choices: CharacterChoices, to path: String) throws -> String {
        exported.append((choices, path))
        return path
    }
}
