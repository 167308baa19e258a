import ArgumentParser
import Foundation
import Ghost
import Vault

struct GhostPlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Two players take turns at one terminal (or through stdin); the game is saved after every letter.",
        discussion: "An unfinished game of the same two players is resumed. End of input (Ctrl-D) leaves the game saved."
    )

    @Option(parsing: .upToNextOption, help: ArgumentHelp("The two players, first to start.", valueName: "name"))
    var players: [String]

    @Flag(help: "Start a new game even when these two have an unfinished one (which is dropped).")
    var new = false

    @OptionGroup var words: WordListOptions
    @OptionGroup var vault: VaultOptions

    func run() throws {
        guard players.count == 2 else { throw UsageError("--players: Ghost is a game for exactly two players") }
        let names = try validPlayers(players, atLeast: 2)
        let vault = try vault.open(create: true)
        var (game, id, words) = try gameToPlay(names, in: vault)
        let input = StandardInputLines()
        while !game.isOver {
            show(game)
            guard let letter = readLetter(for: game.players[game.current], from: input) else {
                say("\nGame saved. Play on with: sheetgen ghost play --players \(game.players.map(quoted).joined(separator: " "))")
                return
            }
            let move = game.add(letter, words: words)
            try save(game, id: id, in: vault)
            switch move {
            case .continues: break
            case .roundLost(let round): say(describe(round, in: game))
            case .gameOver(let round, let winner):
                say(describe(round, in: game))
                say("GAME OVER \(game.players[winner]) Won")  // the original's words
            }
        }
    }

    /// The unfinished game of these players, or a new one in the vault, with its words. The word
    /// list is read before anything is written, so a missing one changes nothing.
    private func gameToPlay(_ names: [String], in vault: Vault) throws -> (GhostGame, Int64, WordList) {
        let saved = try vault.unfinishedGhostGame(between: names)
        if let saved, !new {
            if let language = words.language, language != saved.game.language {
                throw UsageError("\(names[0]) and \(names[1]) have an unfinished \(saved.game.language.rawValue) game: finish it, or pass --new to start over")
            }
            let list = try words.words(for: saved.game.language)
            say("Resuming game \(saved.id) (\(saved.game.language.displayName)).")
            return (saved.game, saved.id, list)
        }
        let game = GhostGame(players: names, language: words.language ?? .english)
        let list = try words.words(for: game.language)
        if let saved { try vault.abandonGhostGame(id: saved.id) }
        return (game, try vault.startGhostGame(game), list)
    }

    private func save(_ game: GhostGame, id: Int64, in vault: Vault) throws {
        do { try vault.saveGhostGame(game, id: id) } catch { throw UsageError("\(error)") }
    }

    private func show(_ game: GhostGame) {
        let scores = game.players.indices.map { "\(game.players[$0]): \(game.letters(of: $0).isEmpty ? "-" : game.letters(of: $0))" }
        let fragment = game.fragment.isEmpty ? "(a new round)" : "\"\(game.fragment)\""
        say("\nFragment \(fragment)    \(scores.joined(separator: "    "))")
    }

    /// One valid letter from stdin, asking again with a reason until there is one; nil at the end of input.
    private func readLetter(for player: String, from input: StandardInputLines) -> Character? {
        while true {
            prompt("\(player), your letter: ")
            guard let line = input.next() else { return nil }
            if isatty(STDIN_FILENO) == 0 { say(line) }  // piped input: show what was played
            switch GhostInput.letter(from: line) {
            case .success(let letter): return letter
            case .failure(let problem): say("  \(problem)")
            }
        }
    }

    private func describe(_ round: GhostRound, in game: GhostGame) -> String {
        let loser = game.players[round.loser]
        let why = round.reason == .completedWord ? "\"\(round.fragment)\" is a word" : "no word starts with \"\(round.fragment)\""
        return "\(loser) loses the round: \(why). \(loser) has \(game.letters(of: round.loser))."
    }

    private func quoted(_ name: String) -> String {
        name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ? name : "'\(name.replacingOccurrences(of: "'", with: "'\\''"))'"
    }
}

/// Writes `text` to stdout without a newline, at once.
func prompt(_ text: String) {
    StandardOutput.write(text)
}
