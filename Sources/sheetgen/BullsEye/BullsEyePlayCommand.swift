import ArgumentParser
import BullsEye
import Foundation
import GameKit
import Play
import Vault

struct BullsEyePlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play BullsEye at the terminal (or through stdin); every round is saved as it is played.",
        discussion: "Type `over` to start over (a new session), or end the input (Ctrl-D) to stop."
    )

    @Option(help: "classic, rgb or reverse.") var variant: BullsEyeVariant
    @Option(help: "Who plays.") var player: String
    @Option(parsing: .unconditional, help: "Targets from this seed (default: from the clock).", transform: parseSeed)
    var seed: UInt64?
    @OptionGroup var vault: VaultOptions

    func run() throws {
        let name = try validPlayer(player)
        let store = VaultBullsEyeSessions(vault: try vault.open(create: true))
        let random = SeededRandom(seed: seed ?? clockSeed())
        let swatches = SwatchStyle(
            outputIsTerminal: isatty(STDOUT_FILENO) != 0, colorTerm: ProcessInfo.processInfo.environment["COLORTERM"]
        )
        let session = BullsEyePlaySession(
            variant: variant, player: name, random: random, swatches: swatches, store: store, console: standardConsole()
        )
        try session.play()
    }
}

/// The vault as the keeper of the session being played.
private struct VaultBullsEyeSessions: BullsEyeSessionStore {
    let vault: Vault

    func startSession(_ variant: BullsEyeVariant, player: String) throws -> Int64 {
        try vault.startBullsEyeSession(variant, player: player)
    }

    func addRound(_ round: BullsEyeSession.Round, toSession id: Int64) throws {
        try vault.addBullsEyeRound(round, to: id)
    }
}
