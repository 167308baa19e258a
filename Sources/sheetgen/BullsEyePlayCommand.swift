import ArgumentParser
import BullsEye
import Foundation
import GameKit
import Vault

struct BullsEyePlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play BullsEye at the terminal (or through stdin); every round is saved as it is played.",
        discussion: "Type `over` to start over (a new session), or end the input (Ctrl-D) to stop."
    )

    @Option(help: "classic, rgb or reverse.") var variant: BullsEyeVariant
    @Option(help: "Who plays.") var player: String
    @Option(parsing: .unconditional, help: "Targets from this seed (default: from the clock).", transform: parseSeed) var seed: UInt64?
    @OptionGroup var vault: VaultOptions

    func run() throws {
        let name = try validPlayer(player)
        let vault = try vault.open(create: true)
        let random = SeededRandom(seed: seed ?? UInt64(Date().timeIntervalSince1970 * 1_000_000))
        let session = TerminalSession(vault: vault, variant: variant, player: name)
        say("\(variant.name) for \(name). \(BullsEyeTerminal.help(variant))")
        switch variant {
        case .classic, .reverse: try session.play(BullsEyeGame<Position>(random: random))
        case .rgb: try session.play(BullsEyeGame<RGB>(random: random))
        }
    }
}

/// One player's session at the terminal: asks, scores, saves each round, starts over on request.
private struct TerminalSession {
    let vault: Vault
    let variant: BullsEyeVariant
    let player: String
    let input = StandardInputLines()

    func play<Target: BullsEyeTarget>(_ start: BullsEyeGame<Target>) throws {
        var game = start
        var id = try saving { try vault.startBullsEyeSession(variant, player: player) }
        while true {
            say("\nRound \(game.round) · Score \(game.score)")
            say(BullsEyeTerminal.task(variant, target: game.target.numbers))
            guard let answer = readGuess(Target.self) else {
                say("\nSession \(id) saved: \(game.rounds.count) \(game.rounds.count == 1 ? "round" : "rounds"), \(game.score) points.")
                return
            }
            guard let guess = answer else {
                game.startOver()
                id = try saving { try vault.startBullsEyeSession(variant, player: player) }
                say("Starting over: session \(id).")
                continue
            }
            let round = game.play(guess)
            try saving { try vault.addBullsEyeRound(round.record, to: id) }
            say(BullsEyeTerminal.result(variant, round: round.record, score: game.score))
        }
    }

    /// A valid guess; .some(nil) to start over; nil at the end of input.
    private func readGuess<Target: BullsEyeTarget>(_ type: Target.Type) -> Target?? {
        while true {
            prompt(variant == .rgb ? "Red green blue: " : "Your number: ")
            guard let line = input.next() else { return nil }
            if isatty(STDIN_FILENO) == 0 { say(line) }
            let text = line.trimmingCharacters(in: .whitespaces).lowercased()
            if text == "over" { return .some(nil) }
            switch BullsEyeTerminal.numbers(text, variant: variant) {
            case .success(let numbers): return Target(numbers: numbers)
            case .failure(let problem): say("  \(problem.description)")
            }
        }
    }

    private func saving<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw UsageError("\(error)") }
    }
}
