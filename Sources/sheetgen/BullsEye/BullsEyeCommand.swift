import ArgumentParser
import BullsEye
import Foundation
import Reports
import Vault

struct BullsEyeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bullseye",
        abstract: "BullsEye, classic, RGB and reverse: play, simulate, export sessions, and publish session summaries.",
        subcommands: [
            BullsEyePlayCommand.self, BullsEyeSimulateCommand.self, BullsEyeExportCommand.self,
            BullsEyeSummaryCommand.self,
        ]
    )
}

extension BullsEyeVariant: ExpressibleByArgument {}

/// A player's name from `--player`, checked.
func validPlayer(_ typed: String) throws -> String {
    try validName(typed, option: "--player")
}

struct BullsEyeSimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "A seeded player of some skill plays a session, recorded like a real one (demo data)."
    )

    @Option(help: "classic, rgb or reverse.") var variant: BullsEyeVariant
    @Option(parsing: .unconditional, help: "How many rounds (1 to 10000).") var rounds: Int
    @Option(
        parsing: .unconditional, help: "The seed; the same seed and options give the same session.",
        transform: parseSeed) var seed: UInt64
    @Option(help: "Who plays.") var player: String
    @Option(parsing: .unconditional, help: "How good the player is, 0 to 100 (100 always hits).") var skill = 70
    @OptionGroup var days: SimulatedDays
    @OptionGroup var vault: VaultOptions

    func validate() throws {
        guard (1...10_000).contains(rounds) else { throw ValidationError("--rounds must be from 1 to 10000") }
        guard (0...100).contains(skill) else { throw ValidationError("--skill must be from 0 to 100") }
    }

    func run() throws {
        let name = try validPlayer(player)
        let session = BullsEyeSimulation.session(
            variant, rounds: rounds, seed: seed, skill: skill, player: name, until: days.start)
        let vault = try vault.open(create: true)
        let ids: [Int64]
        ids = try vault.recordSimulatedBullsEyeSessions([session])
        say(
            "Recorded session \(ids[0]): \(name) played \(rounds) rounds of \(variant.name) for \(session.total) "
                + "points."
        )
    }
}

struct BullsEyeExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Prints the vault's BullsEye sessions as JSON.")

    @OptionGroup var vault: VaultOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try output.emit(BullsEyeReports.json(try vault.open(create: false).bullsEyeSessions()))
    }
}

struct BullsEyeSummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract:
            "Session pages: rounds, total, best round, average difference, a chart; and an index with each player's "
            + "best."
    )

    @Argument(help: ArgumentHelp("Only this session (its page and the index).", valueName: "session-id")) var session:
        Int?
    @OptionGroup var vault: VaultOptions
    @OptionGroup var site: GeneratedSiteOptions

    func run() throws {
        var sessions = try vault.open(create: false).bullsEyeSessions()
        if let session {
            sessions = sessions.filter { $0.id == session }
            guard !sessions.isEmpty else { throw UsageError("\(vault.vault): no session \(session) with rounds") }
        }
        try site.build(
            BullsEyeReports.documents(sessions, base: ""), title: "BullsEye", defaultOutput: "Output/bullseye",
            inputs: [vault.vault]
        ) { result, folder in
            "Built the summaries of \(sessions.count) sessions, \(result.pages) pages, into \(folder)."
        }
    }
}
