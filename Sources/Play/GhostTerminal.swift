import Foundation
import Ghost

/// What a game of Ghost says at the terminal.
enum GhostTerminal {
    static func resuming(_ id: Int64, in language: GhostLanguage) -> String {
        "Resuming game \(id) (\(language.displayName))."
    }

    /// The fragment and both players' letters, after a blank line: what the next player sees.
    static func standing(_ game: GhostGame) -> String {
        let letters = game.players.indices.map { player in
            "\(game.players[player]): \(game.letters(of: player).isEmpty ? "-" : game.letters(of: player))"
        }
        let fragment = game.fragment.isEmpty ? "(a new round)" : "\"\(game.fragment)\""
        return "\nFragment \(fragment)    \(letters.joined(separator: "    "))"
    }

    static func prompt(for player: String) -> String {
        "\(player), your letter: "
    }

    static func problem(_ problem: GhostInputError) -> String {
        "  \(problem)"
    }

    static func lost(_ round: GhostRound, in game: GhostGame) -> String {
        let loser = game.players[round.loser]
        let why =
            round.reason == .completedWord
            ? "\"\(round.fragment)\" is a word" : "no word starts with \"\(round.fragment)\""
        return "\(loser) loses the round: \(why). \(loser) has \(game.letters(of: round.loser))."
    }

    /// The original's words.
    static func gameOver(winner: String) -> String {
        "GAME OVER \(winner) Won"
    }

    /// Said at the end of input: how to play on (with `options`, those that found the game),
    /// names and paths quoted for the shell where they need it.
    static func saved(_ game: GhostGame, options: [String]) -> String {
        let words = ["--players"] + game.players + options
        return "\nGame saved. Play on with: sheetgen ghost play " + words.map(shellWord).joined(separator: " ")
    }
}
