import ArgumentParser
import Foundation
import GameKit
import Ghost
import Reports
import Vault

struct GhostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ghost",
        abstract: "Ghost, the word game: play, simulate, export and import games, and publish highscores.",
        subcommands: [
            GhostPlayCommand.self, GhostSimulateCommand.self, GhostExportCommand.self, GhostImportCommand.self,
            GhostHighscoresCommand.self,
        ]
    )
}

/// `--language` and `--dictionary`: which words a game is played with.
struct WordListOptions: ParsableArguments {
    @Option(help: "english or dutch (a resumed game keeps its own).")
    var language: GhostLanguage?

    @Option(help: ArgumentHelp("A word list to use instead of the system one, one word per line.", valueName: "file"))
    var dictionary: String?

    /// The words of `language`: from --dictionary, else the system list of the language.
    func words(for language: GhostLanguage) throws -> WordList {
        let path = dictionary ?? language.wordListPath
        let hint =
            dictionary == nil
            ? " (install the Debian package \(language.debianPackage), or pass --dictionary FILE)" : ""
        guard let data = try BoundedInput.contents(of: path, atMost: BoundedInput.wordListLimit, what: "the word list")
        else { throw UsageError("\(path): cannot read the word list\(hint)") }
        let words = WordList(text: Array(data))
        guard words.count > 0 else {
            throw UsageError("\(path): no usable words (entries of a-z, apostrophe and hyphen, one per line)\(hint)")
        }
        return words
    }
}

extension GhostLanguage: ExpressibleByArgument {}

/// Names as typed to `option`, checked: valid and all different once normalised.
func validPlayers(_ typed: [String], atLeast minimum: Int, option: String = "--players") throws -> [String] {
    let names = try typed.map { try validName($0, option: option) }
    guard names.count >= minimum else {
        throw UsageError("\(option): name \(minimum == 2 ? "two" : "at least \(minimum)") players")
    }
    guard Set(names).count == names.count else { throw UsageError("\(option): each player must be someone else") }
    return names
}

/// One name typed to `option` (a player's, a character's), as it is kept: see `PlayerName`.
func validName(_ typed: String, option: String) throws -> String {
    switch PlayerName.validated(typed) {
    case .success(let valid): return valid
    case .failure(let problem): throw UsageError("\(option): \(problem)")
    }
}
