import ArgumentParser
import Ghost
import Play
import Vault

struct GhostPlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Two players take turns at one terminal (or through stdin); the game is saved after every letter.",
        discussion:
            "An unfinished game of the same two players is resumed. End of input (Ctrl-D) leaves the game saved."
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
        let store = VaultGhostGames(vault: try vault.open(create: true))
        let session = GhostPlaySession(
            players: names, language: words.language, startsNew: new, store: store, wordList: words.words(for:),
            console: standardConsole(), playOnOptions: playOnOptions
        )
        try session.play()
    }

    /// What finds this game again: the vault it is kept in and the words it is played with (a
    /// resumed game keeps its own language, and `--new` would drop it).
    var playOnOptions: [String] {
        ["--vault", vault.vault] + (words.dictionary.map { ["--dictionary", $0] } ?? [])
    }
}

/// The vault as the keeper of the game being played.
private struct VaultGhostGames: GhostGameStore {
    let vault: Vault

    func unfinishedGame(between players: [String]) throws -> (id: Int64, game: GhostGame)? {
        try vault.unfinishedGhostGame(between: players).map { ($0.id, $0.game) }
    }

    func startGame(_ game: GhostGame) throws -> Int64 {
        try vault.startGhostGame(game)
    }

    func saveGame(_ game: GhostGame, id: Int64) throws {
        try vault.saveGhostGame(game, id: id)
    }

    func abandonGame(id: Int64) throws {
        try vault.abandonGhostGame(id: id)
    }
}
