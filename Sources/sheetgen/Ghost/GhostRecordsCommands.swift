import ArgumentParser
import Foundation
import Ghost
import Reports
import Vault

struct GhostSimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Seeded games between bots that play sensibly, recorded like real ones (demo data)."
    )

    /// The original app's own sample players.
    static let samplePlayers = ["Joey", "Ally", "Kaylie", "Lisa", "Lo", "Wilene", "Bas"]

    @Option(parsing: .unconditional, help: "How many games (1 to 100000).") var games: Int
    @Option(
        parsing: .unconditional, help: "The seed; the same seed and options give the same games.", transform: parseSeed)
    var seed: UInt64
    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Who plays (two or more; each game pairs two of them).", valueName: "name"))
    var players: [String] = samplePlayers

    @OptionGroup var words: WordListOptions
    @OptionGroup var days: SimulatedDays
    @OptionGroup var vault: VaultOptions
    @Flag(help: "Print nothing but errors.") var quiet = false

    func validate() throws {
        guard (1...100_000).contains(games) else { throw ValidationError("--games must be from 1 to 100000") }
    }

    func run() throws {
        let names = try validPlayers(players, atLeast: 2)
        let language = words.language ?? .english
        let list = try words.words(for: language)
        let played = ProgressReporter("Simulating games", quiet: quiet).run { progress in
            (0..<games).map { index in
                defer { progress?(index + 1, games) }
                return GhostSimulation.game(index, seed: seed, players: names, language: language, words: list)
            }
        }
        let vault = try vault.open(create: true)
        let ids: [Int64]
        ids = try vault.recordSimulatedGhostGames(
            played, endingAt: GhostSimulation.schedule(games, seed: seed, lastNight: days.start))
        guard !quiet else { return }
        say(
            "Recorded \(games) simulated \(language.rawValue) games (seed \(seed)) in \(vault.path) as games "
                + "\(ids.first!)–\(ids.last!)."
        )
    }
}

struct GhostExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Prints the vault's finished Ghost games and its players as JSON."
    )

    @OptionGroup var vault: VaultOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try output.emit(GhostExport.encode(try ghostContents(of: try vault.open(create: false))))
    }
}

struct GhostImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Adds the games and players of an export to the vault, all or nothing."
    )

    @Argument(help: ArgumentHelp("A file made by `sheetgen ghost export`.", valueName: "file")) var file: String
    @OptionGroup var vault: VaultOptions

    func run() throws {
        guard let data = try BoundedInput.contents(of: file, atMost: BoundedInput.importLimit, what: "the file") else {
            throw UsageError("\(file): cannot read the file")
        }
        let contents: GhostExport.Contents
        do { contents = try GhostExport.decode(data) } catch { throw UsageError("\(file): \(error)") }
        let vault = try vault.open(create: true)
        try vault.importGhost(records: contents.records, players: contents.players)
        say(
            "Imported \(contents.records.count) games and "
                + "\(Set(contents.players + contents.records.flatMap(\.players)).count) players into \(vault.path)."
        )
    }
}

struct GhostHighscoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "highscores",
        abstract: "Highscore pages: the overall table, one per language, a page per player and per game."
    )

    @OptionGroup var vault: VaultOptions
    @OptionGroup var site: GeneratedSiteOptions

    func run() throws {
        let contents = try ghostContents(of: try vault.open(create: false))
        let documents = GhostHighscores.documents(records: contents.records, players: contents.players, base: "")
        try site.build(documents, title: "Ghost highscores", defaultOutput: "Output/highscores", inputs: [vault.vault])
        { result, folder in
            "Built the highscores of \(contents.records.count) games and \(contents.players.count) players, "
                + "\(result.pages) pages, into \(folder)."
        }
    }
}
