import BullsEye
import Foundation
import GRDB
import GameKit
import Ghost
import Testing
import Vault

/// Vault files written by shipped sheetgens open in this one: upgraded to its schema with every
/// game and session reading back as it was written; and files this sheetgen cannot own are
/// refused without a byte changed.
@Suite struct VaultMigrationTests {
    typealias Folder = VaultTests.Folder

    /// What a shipped sheetgen put in a vault, and what reading it back must give.
    struct Contents {
        var records: [GhostRecord] = []
        var unfinished: GhostGame?
        var sessions: [BullsEyeSession] = []
        var players: [String] = []
    }

    static let composed = "Jos\u{E9}", decomposed = "Jose\u{301}"

    /// Writes Ghost games of every source (one unfinished, one with a decomposed name) and, from
    /// v2 on, BullsEye sessions of every variant (one played, one left before its first round).
    static func write(to db: Database, version: ShippedVault.Version) throws -> Contents {
        var contents = Contents()
        let played = game(["Ann", "Bob"], .english, letters: "pearcqzebra")
        let id = try ShippedVault.add(
            played, source: "played", startedAt: "2026-11-01T09:00:00Z",
            finishedAt: "2026-11-01T09:05:00Z", to: db)
        contents.records.append(GhostRecord(id: Int(id), game: played, finishedAt: "2026-11-01T09:05:00Z"))
        let simulated = game([composed, "Bob"], .dutch, letters: "x")
        let stored = GhostGame(
            players: [decomposed, "Bob"], language: .dutch, rounds: simulated.rounds,
            fragment: simulated.fragment)
        let simulatedID = try ShippedVault.add(stored, source: "simulated", startedAt: nil, finishedAt: nil, to: db)
        contents.records.append(GhostRecord(id: Int(simulatedID), game: simulated, finishedAt: nil))
        let imported = game(["Cy", "Ann"], .english, letters: "catq")
        let importedID = try ShippedVault.add(imported, source: "imported", startedAt: nil, finishedAt: nil, to: db)
        contents.records.append(GhostRecord(id: Int(importedID), game: imported, finishedAt: nil))
        let unfinished = game(["Ann", "Bob"], .english, letters: "pearc", finish: false)
        _ = try ShippedVault.add(
            unfinished, source: "played", startedAt: "2026-11-02T09:00:00Z",
            finishedAt: nil, to: db)
        contents.unfinished = unfinished
        contents.players = ["Ann", "Bob", composed, "Cy"]
        guard version == .v2 else { return contents }
        try writeSessions(to: db, into: &contents)
        return contents
    }

    private static func writeSessions(to db: Database, into contents: inout Contents) throws {
        let simulated = [
            BullsEyeSimulation.session(.classic, rounds: 10, seed: 1, skill: 80, player: "Ally"),
            BullsEyeSimulation.session(.rgb, rounds: 8, seed: 2, skill: 60, player: composed),
            BullsEyeSimulation.session(.reverse, rounds: 10, seed: 3, skill: 95, player: "Ally"),
        ]
        for session in simulated {
            let id = try ShippedVault.add(session, source: "simulated", startedAt: nil, to: db)
            contents.sessions.append(
                BullsEyeSession(
                    id: Int(id), variant: session.variant, player: session.player,
                    rounds: session.rounds, playedAt: nil))
        }
        let empty = BullsEyeSession(id: 0, variant: .classic, player: "Dee", rounds: [], playedAt: nil)
        _ = try ShippedVault.add(empty, source: "played", startedAt: "2026-11-03T10:00:00Z", to: db)
        let played = BullsEyeSimulation.session(.rgb, rounds: 2, seed: 4, skill: 30, player: "Dee")
        let id = try ShippedVault.add(played, source: "played", startedAt: "2026-11-03T11:00:00Z", to: db)
        contents.sessions.append(
            BullsEyeSession(
                id: Int(id), variant: .rgb, player: "Dee", rounds: played.rounds,
                playedAt: "2026-11-03T11:00:00Z"))
        contents.players.append(contentsOf: ["Ally", "Dee"])
    }

    /// A game of `players` given `letters` in turn (and then "q", which starts no word, until it is
    /// over, when `finish`).
    static func game(
        _ players: [String], _ language: GhostLanguage, letters: String,
        finish: Bool = true
    ) -> GhostGame {
        var game = GhostGame(players: players, language: language)
        for letter in letters where !game.isOver { _ = game.add(letter, words: VaultTests.words) }
        while finish, !game.isOver { _ = game.add("q", words: VaultTests.words) }
        return game
    }

    /// A shipped vault with its contents, at `path`.
    static func shippedVault(at path: String, version: ShippedVault.Version) throws -> Contents {
        let queue = try ShippedVault.make(at: path, version: version)
        let contents = try queue.write { db in try write(to: db, version: version) }
        try queue.close()
        return contents
    }

    @Test(arguments: ShippedVault.Version.allCases)
    func aShippedVaultReadsBackAsItWasWritten(version: ShippedVault.Version) throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        let contents = try Self.shippedVault(at: path, version: version)
        #expect(contents.unfinished?.isOver == false && contents.records.count == 3)
        let vault = try Vault.open(at: path, create: false)
        #expect(try vault.ghostRecords() == contents.records)
        #expect(try vault.unfinishedGhostGame(between: ["Bob", "Ann"])?.game == contents.unfinished)
        #expect(try vault.bullsEyeSessions() == contents.sessions)
        #expect(try vault.playerNames() == contents.players)
    }

    /// Upgraded, a shipped vault has exactly the schema of a vault this sheetgen makes, which
    /// also shows the shipped migrations were not edited since.
    @Test(arguments: ShippedVault.Version.allCases)
    func aShippedVaultIsUpgradedToTheSchemaOfANewOne(version: ShippedVault.Version) throws {
        let folder = try Folder()
        let old = folder.path("old.sqlite"), new = folder.path("new.sqlite")
        _ = try Self.shippedVault(at: old, version: version)
        _ = try Vault.open(at: old, create: false)
        _ = try Vault.open(at: new, create: true)
        let (upgraded, made) = (try Schema(path: old), try Schema(path: new))
        #expect(upgraded == made)
        #expect(upgraded.migrations.count == 5 && upgraded.problems.isEmpty)
        #expect(
            upgraded.roundColumns == [
                "session", "number", "target_1", "target_2", "target_3",
                "guess_1", "guess_2", "guess_3", "difference", "points", "bonus",
            ])
    }

    /// What a vault file's schema is, read without the vault's code.
    struct Schema: Equatable {
        let objects: [Row]
        let migrations: [String]
        let applicationID: Int32
        let roundColumns: [String]
        /// What `foreign_key_check` and `quick_check` find wrong (nothing, "ok" left out).
        let problems: [Row]

        init(path: String) throws {
            let queue = try DatabaseQueue(path: path, configuration: Self.readOnly)
            defer { try? queue.close() }
            (objects, migrations, applicationID, roundColumns, problems) = try queue.read { db in
                (
                    try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"),
                    try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                    try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                    try db.columns(in: "bullseye_round").map(\.name),
                    try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
                        + Row.fetchAll(db, sql: "PRAGMA quick_check").filter { $0[0] as String? != "ok" }
                )
            }
        }

        static var readOnly: Configuration {
            var configuration = Configuration()
            configuration.readonly = true
            return configuration
        }
    }
}

extension VaultMigrationTests {
    /// A round that is not one or three whole numbers (hand-edited, say) cannot be converted:
    /// the upgrade is rolled back and the file is as it was.
    @Test(arguments: [("7,x", "7"), ("1,2", "1,2"), ("1,2,3", "4"), ("", "")])
    func aShippedRoundThatIsNotNumbersStopsTheUpgradeUntouched(target: String, guess: String) throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        let queue = try ShippedVault.make(at: path, version: .v2)
        try queue.write { db in
            let session = BullsEyeSimulation.session(.classic, rounds: 2, seed: 1, skill: 50, player: "Ann")
            let id = try ShippedVault.add(session, source: "simulated", startedAt: nil, to: db)
            try ShippedVault.addRound(
                session: id, number: 3, target: target, guess: guess,
                difference: 0, points: 100, bonus: 100, to: db)
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = try #require(throws: VaultError.self) { try Vault.open(at: path, create: true) }
        #expect(error.description.hasPrefix(path + ": ") && error.description.contains("round 3"))
        #expect(!error.description.contains("\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["vault.sqlite"])
    }

    /// A vault that records a migration this sheetgen does not know was written by a newer one:
    /// refused in one line, before any migration of its own could run.
    @Test(arguments: ["v1", "v2", "current"])
    func aVaultFromANewerSheetgenIsRefusedUntouched(made: String) throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        let queue: DatabaseQueue
        switch made {
        case "v1": queue = try ShippedVault.make(at: path, version: .v1)
        case "v2": queue = try ShippedVault.make(at: path, version: .v2)
        default:
            _ = try Vault.open(at: path, create: true)
            queue = try DatabaseQueue(path: path)
        }
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99: from a sheetgen yet to come')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for create in [false, true] {
            let error = try #require(throws: VaultError.self) { try Vault.open(at: path, create: create) }
            #expect(error.description == "\(path): this vault was written by a newer sheetgen; it was left untouched")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["vault.sqlite"])
    }
}
