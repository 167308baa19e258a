import BullsEye
import Foundation
import GRDB
import GameKit
import Ghost
import Testing
import Vault

@Suite struct VaultTests {
    static let words = WordList(text: Array("pea\npear\npeal\ncat\nqat\nzebra\n".utf8))

    /// A fresh folder for one test's vault files, removed afterwards.
    struct Folder: ~Copyable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-vault-\(UUID())")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// A vault in a fresh in-memory database: what most tests need, with no file to clean up.
    static func memoryVault(now: @escaping @Sendable () -> String = Vault.isoNow) throws -> Vault {
        try Vault(queue: DatabaseQueue(), now: now)
    }

    @Test func aGameInPlayIsSavedAfterEveryMoveAndResumed() throws {
        let database = try DatabaseQueue()
        var game = GhostGame(players: ["Ann", "Bob"], language: .english)
        do {
            let vault = try Vault(queue: database, now: { "2026-11-22T10:00:00Z" })
            let id = try vault.startGhostGame(game)
            for letter in "pearc" {
                _ = game.add(letter, words: Self.words)
                try vault.saveGhostGame(game, id: id)
            }
        }
        let vault = try Vault(queue: database)
        let saved = try #require(try vault.unfinishedGhostGame(between: ["Bob", "Ann"]))
        #expect(saved.game == game && saved.game.fragment == "c" && saved.game.starter == 1 && saved.game.current == 0)
        #expect(saved.startedAt == "2026-11-22T10:00:00Z")
        #expect(try vault.ghostRecords().isEmpty)
        #expect(try vault.unfinishedGhostGame(between: ["Ann", "Cy"]) == nil)
    }

    @Test func finishedGamesBecomeRecords() throws {
        let vault = try Self.memoryVault(now: { "2026-11-22T11:00:00Z" })
        var game = GhostGame(players: ["Ann", "Bob"], language: .dutch)
        let id = try vault.startGhostGame(game)
        while !game.isOver { _ = game.add("x", words: Self.words) }
        try vault.saveGhostGame(game, id: id)
        let simulated = try vault.recordSimulatedGhostGames([game])
        let records = try vault.ghostRecords()
        #expect(records.map(\.id) == [Int(id), Int(simulated[0])])
        #expect(records[0] == GhostRecord(id: Int(id), game: game, finishedAt: "2026-11-22T11:00:00Z"))
        #expect(records[1].finishedAt == nil, "a simulated game's page must not depend on when it was simulated")
        #expect(records[0].winner == "Bob" && records[0].rounds.count == 9)
        #expect(records[0].rounds[0] == .init(fragment: "x", loser: "Ann", reason: .deadFragment))
        #expect(try vault.unfinishedGhostGame(between: ["Ann", "Bob"]) == nil)
        #expect(try vault.playerNames() == ["Ann", "Bob"])
    }

    /// Simulated games and sessions carry times from their seed, kept as the vault keeps times.
    @Test func simulatedGamesEndWhenTheirSeedSays() throws {
        let lastNight = try Date("2026-11-19T00:00:00Z", strategy: .iso8601)
        let times = GhostSimulation.schedule(40, seed: 5, lastNight: lastNight)
        #expect(times == GhostSimulation.schedule(40, seed: 5, lastNight: lastNight))
        #expect(times != GhostSimulation.schedule(40, seed: 6, lastNight: lastNight))
        #expect(times.count == 40 && times == times.sorted())
        // Weekly nights from 19:30 UTC, the last on the given day.
        let night = { (moment: Date) in Int((moment.timeIntervalSince(lastNight) / 86_400).rounded(.down)) }
        #expect(night(times.last!) == 0 && Set(times.map { night($0) % 7 }) == [0])
        #expect(times.allSatisfy { $0.timeIntervalSince(lastNight) - Double(night($0) * 86_400) > 19.5 * 3600 })
        let vault = try Self.memoryVault()
        let games = (0..<3).map {
            GhostSimulation.game($0, seed: 5, players: ["Ann", "Bob"], language: .english, words: Self.words)
        }
        _ = try vault.recordSimulatedGhostGames(games, endingAt: Array(times.prefix(3)))
        let formatter = ISO8601DateFormatter()
        #expect(try vault.ghostRecords().map(\.finishedAt) == times.prefix(3).map(formatter.string))
        let session = BullsEyeSimulation.session(
            .classic, rounds: 2, seed: 3, skill: 50, player: "Ann", until: lastNight)
        let played = try #require(session.playedAt.flatMap { try? Date($0, strategy: .iso8601) })
        #expect(played <= lastNight.addingTimeInterval(86_400) && played > lastNight.addingTimeInterval(-28 * 86_400))
        _ = try vault.recordSimulatedBullsEyeSessions([session])
        #expect(try vault.bullsEyeSessions().map(\.playedAt) == [session.playedAt])
    }

    @Test func anAbandonedGameIsGone() throws {
        let vault = try Self.memoryVault()
        let id = try vault.startGhostGame(GhostGame(players: ["Ann", "Bob"], language: .english))
        try vault.abandonGhostGame(id: id)
        #expect(try vault.unfinishedGhostGame(between: ["Ann", "Bob"]) == nil)
        // The pair may start again.
        _ = try vault.startGhostGame(GhostGame(players: ["Ann", "Bob"], language: .english))
    }

    @Test func aMissingVaultIsCreatedOnlyWhenAsked() throws {
        let folder = try Folder()
        #expect(throws: VaultError.self) { try Vault.open(at: folder.path("none.sqlite"), create: false) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("none.sqlite")))
    }

    @Test(arguments: ["random bytes", "foreign database", "truncated vault"])
    func filesThatAreNotIntactVaultsAreRefusedAndLeftAlone(kind: String) throws {
        let folder = try Folder()
        let path = folder.path("file.sqlite")
        switch kind {
        case "random bytes":
            try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: URL(fileURLWithPath: path))
        case "foreign database":
            let other = try DatabaseQueue(path: path)
            try other.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')") }
            try other.close()
        default:
            let vault = try Vault.open(at: path, create: true)
            _ = try vault.recordSimulatedGhostGames(
                (0..<50).map { _ in
                    var game = GhostGame(players: ["Ann", "Bob"], language: .english)
                    while !game.isOver { _ = game.add("x", words: Self.words) }
                    return game
                })
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = try #require(throws: VaultError.self) { try Vault.open(at: path, create: true) }
        #expect(error.description.hasPrefix(path + ": "))
        #expect(!error.description.contains("\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["file.sqlite"])
    }

    @Test func anImportThatFailsChangesNothing() throws {
        let vault = try Self.memoryVault()
        let good = GhostRecord(
            id: 1, language: .english, players: ["Ann", "Bob"], winner: "Ann",
            rounds: [.init(fragment: "x", loser: "Bob", reason: nil)], finishedAt: nil)
        let bad = GhostRecord(
            id: 2, language: .english, players: ["Cy", "Cy"], winner: "Cy", rounds: [],
            finishedAt: nil)
        let strangeLoser = GhostRecord(
            id: 3, language: .english, players: ["Cy", "Dee"], winner: "Cy",
            rounds: [.init(fragment: "x", loser: "Eve", reason: nil)], finishedAt: nil)
        #expect(throws: VaultError.self) { try vault.importGhost(records: [good, bad], players: ["Dee"]) }
        #expect(throws: VaultError.self) { try vault.importGhost(records: [good, strangeLoser], players: ["Dee"]) }
        #expect(try vault.playerNames().isEmpty && vault.ghostRecords().isEmpty)
        try vault.importGhost(records: [good], players: ["Dee"])
        #expect(try vault.playerNames() == ["Dee", "Ann", "Bob"])
    }

    @Test func bullsEyeSessionsAreKeptRoundByRound() throws {
        let vault = try Self.memoryVault(now: { "2026-11-22T12:00:00Z" })
        let simulated = [
            BullsEyeSimulation.session(.rgb, rounds: 4, seed: 1, skill: 50, player: "Ann"),
            BullsEyeSimulation.session(.reverse, rounds: 3, seed: 2, skill: 90, player: "<b>Bob</b>"),
        ]
        let ids = try vault.recordSimulatedBullsEyeSessions(simulated)
        let played = try vault.startBullsEyeSession(.classic, player: "Ann")
        _ = try vault.startBullsEyeSession(.classic, player: "Cy")  // left before the first round
        var game = BullsEyeGame<Position>(random: SeededRandom(seed: 5))
        for guess in [50, 20] { try vault.addBullsEyeRound(game.play(Position(guess)!).record, to: played) }
        let sessions = try vault.bullsEyeSessions()
        #expect(sessions.map(\.id) == ids.map { Int($0) } + [Int(played)])
        #expect(sessions[0].rounds == simulated[0].rounds && sessions[1].rounds == simulated[1].rounds)
        #expect(sessions[1].player == "<b>Bob</b>")
        #expect(sessions[0].playedAt == nil && sessions[2].playedAt == "2026-11-22T12:00:00Z")
        #expect(sessions[2].rounds == game.rounds.map(\.record) && sessions[2].total == game.score)
    }

    /// The table holds one number or three for a round's target and guess, alike: any other
    /// round is refused, with the whole batch.
    @Test(arguments: [([1, 2], [1, 2]), ([50], [10, 20, 30]), ([], [])])
    func aRoundOfAnotherShapeIsRefusedWithItsBatch(target: [Int], guess: [Int]) throws {
        let vault = try Self.memoryVault()
        let good = BullsEyeSimulation.session(.rgb, rounds: 2, seed: 1, skill: 50, player: "Ann")
        let odd = BullsEyeSession(
            id: 0, variant: .classic, player: "Bob",
            rounds: good.rounds + [
                .init(target: target, guess: guess, difference: 0, points: 100, bonus: 100)
            ], playedAt: nil)
        #expect(throws: VaultError.self) { try vault.recordSimulatedBullsEyeSessions([good, odd]) }
        let played = try vault.startBullsEyeSession(.classic, player: "Cy")
        #expect(throws: VaultError.self) { try vault.addBullsEyeRound(odd.rounds[2], to: played) }
        #expect(try vault.bullsEyeSessions().isEmpty && vault.playerNames() == ["Cy"])
    }

    /// A database handed in is checked like a file: another program's, or one a newer sheetgen
    /// migrated, is refused; an empty one becomes a vault, and a vault opens again.
    @Test func aHandedInDatabaseIsCheckedLikeAFile() throws {
        let foreign = try DatabaseQueue()
        try foreign.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        #expect(throws: VaultError.self) { try Vault(queue: foreign) }
        let newer = try DatabaseQueue()
        _ = try Vault(queue: newer)
        try newer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99: from a sheetgen yet to come')")
        }
        let error = try #require(throws: VaultError.self) { try Vault(queue: newer) }
        #expect(error.message == "this vault was written by a newer sheetgen; it was left untouched")
        let database = try DatabaseQueue()
        _ = try Vault(queue: database).recordSimulatedGhostGames([HostileVaultTests.finishedGame(["Ann", "Bob"])])
        #expect(try Vault(queue: database).ghostRecords().count == 1)
    }
}
