import BullsEye
import Foundation
import GameKit

/// One player's BullsEye session at a terminal: asks for a guess until a valid one comes, scores
/// it, stores every round as it is played, and starts over (a new session) on request. The end of
/// input ends the session; its rounds are already stored.
public struct BullsEyePlaySession {
    private let player: String
    private let random: SeededRandom
    private let store: any BullsEyeSessionStore
    private let console: PlayConsole
    private let terminal: BullsEyeTerminal

    /// - Parameters:
    ///   - player: who plays, the name already checked.
    ///   - random: where the targets come from.
    public init(
        variant: BullsEyeVariant, player: String, random: SeededRandom, swatches: SwatchStyle,
        store: any BullsEyeSessionStore, console: PlayConsole
    ) {
        self.player = player
        self.random = random
        self.store = store
        self.console = console
        terminal = BullsEyeTerminal(variant: variant, swatches: swatches)
    }

    /// Plays until the input ends.
    public func play() throws {
        console.say(terminal.welcome(player))
        switch terminal.variant {
        case .classic, .reverse: try play(BullsEyeGame<Position>(random: random))
        case .rgb: try play(BullsEyeGame<RGB>(random: random))
        }
    }

    private func play<Target: BullsEyeTarget>(_ start: BullsEyeGame<Target>) throws {
        var game = start
        var id = try store.startSession(terminal.variant, player: player)
        while true {
            console.say(terminal.roundHeader(round: game.round, score: game.score))
            console.show(terminal.task(target: game.target.numbers))
            switch readAnswer(Target.self) {
            case .guess(let guess):
                let round = game.play(guess).record
                try store.addRound(round, toSession: id)
                console.show(terminal.result(round: round, score: game.score))
            case .startOver:
                game.startOver()
                id = try store.startSession(terminal.variant, player: player)
                console.say(BullsEyeTerminal.startingOver(session: id))
            case .endOfInput:
                console.say(BullsEyeTerminal.saved(session: id, rounds: game.rounds.count, score: game.score))
                return
            }
        }
    }

    /// A valid guess or a wish to start over, asking again with the reason until there is one.
    private func readAnswer<Target: BullsEyeTarget>(_ type: Target.Type) -> BullsEyeAnswer<Target> {
        while true {
            guard let line = console.answer(terminal.prompt) else { return .endOfInput }
            let text = line.trimmingCharacters(in: .whitespaces).lowercased()
            if text == BullsEyeTerminal.startOverWord { return .startOver }
            switch terminal.guess(text, as: Target.self) {
            case .success(let guess): return .guess(guess)
            case .failure(let problem): console.say(BullsEyeTerminal.problem(problem))
            }
        }
    }
}
