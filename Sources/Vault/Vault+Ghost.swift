import GameKit
import GRDB
import Ghost

/// Ghost games in the vault: the game being played (saved after every move), finished games
/// from play, simulation and import, and the records the highscore pages are made of.
extension Vault {
    /// A game that was left unfinished, as it stood.
    public struct SavedGhostGame: Sendable {
        public let id: Int64
        public let game: GhostGame
        public let startedAt: String?
    }

    /// The unfinished game of these two players (in either order), if they left one.
    public func unfinishedGhostGame(between players: [String]) throws(VaultError) -> SavedGhostGame? {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT g.id, g.language, g.fragment, g.started_at, sheetgen_nfc(a.name) AS first, sheetgen_nfc(b.name) AS second
                FROM ghost_game g JOIN player a ON a.id = g.first_player JOIN player b ON b.id = g.second_player
                WHERE g.winner IS NULL AND ((sheetgen_nfc(a.name) = ? AND sheetgen_nfc(b.name) = ?) OR (sheetgen_nfc(a.name) = ? AND sheetgen_nfc(b.name) = ?))
                """, arguments: StatementArguments([players[0], players[1], players[1], players[0]].map(PlayerName.normalized)))
            guard let row else { return nil }
            let names: [String] = [row["first"], row["second"]]
            guard let language = GhostLanguage(rawValue: row["language"]) else {
                throw VaultError(path, "game \(row["id"] as Int64) has an unknown language '\(row["language"] as String)'")
            }
            let rounds = try Row.fetchAll(db, sql: "SELECT r.fragment, sheetgen_nfc(p.name) AS loser, r.reason FROM ghost_round r JOIN player p ON p.id = r.loser WHERE r.game = ? ORDER BY r.number", arguments: [row["id"]])
                .map { GhostRound(fragment: $0["fragment"], loser: names.firstIndex(of: $0["loser"]) ?? 0, reason: ($0["reason"] as String?).flatMap(GhostRound.Reason.init)) }
            return SavedGhostGame(id: row["id"], game: GhostGame(players: names, language: language, rounds: rounds, fragment: row["fragment"]), startedAt: row["started_at"])
        }
    }

    /// Records the start of a game played at the terminal; returns its id.
    public func startGhostGame(_ game: GhostGame) throws(VaultError) -> Int64 {
        try write { db in try insert(game, source: .played, startedAt: now(), db) }
    }

    /// Saves a game in play as it stands now: its fragment, its finished rounds and, when it is
    /// over, its winner.
    public func saveGhostGame(_ game: GhostGame, id: Int64) throws(VaultError) {
        try write { db in try update(id, to: game, db) }
    }

    /// Forgets an unfinished game (a player chose to start anew).
    public func abandonGhostGame(id: Int64) throws(VaultError) {
        try write { db in try db.execute(sql: "DELETE FROM ghost_game WHERE id = ? AND winner IS NULL", arguments: [id]) }
    }

    /// Records finished games made by bots, all in one transaction; returns their ids.
    public func recordSimulatedGhostGames(_ games: [GhostGame]) throws(VaultError) -> [Int64] {
        try write { db in try games.map { try insert($0, source: .simulated, startedAt: nil, db) } }
    }

    /// Adds exported games and players, all or nothing.
    public func importGhost(records: [GhostRecord], players: [String]) throws(VaultError) {
        try write { db in
            for name in players { _ = try playerID(db, name) }
            for record in records {
                let indexes = { (name: String) in record.players.firstIndex(of: name)! }
                let rounds = record.rounds.map { GhostRound(fragment: $0.fragment, loser: indexes($0.loser), reason: $0.reason) }
                _ = try insert(GhostGame(players: record.players, language: record.language, rounds: rounds), source: .imported, startedAt: nil, db)
            }
        }
    }

    /// Every finished game, oldest first.
    public func ghostRecords() throws(VaultError) -> [GhostRecord] {
        try read { db in
            let rounds = Dictionary(grouping: try Row.fetchAll(db, sql: """
                SELECT r.game, r.fragment, sheetgen_nfc(p.name) AS loser, r.reason FROM ghost_round r JOIN player p ON p.id = r.loser ORDER BY r.game, r.number
                """), by: { $0["game"] as Int64 })
            return try Row.fetchAll(db, sql: """
                SELECT g.id, g.language, sheetgen_nfc(a.name) AS first, sheetgen_nfc(b.name) AS second, sheetgen_nfc(w.name) AS winner, g.finished_at, g.source
                FROM ghost_game g JOIN player a ON a.id = g.first_player JOIN player b ON b.id = g.second_player
                JOIN player w ON w.id = g.winner ORDER BY g.id
                """).map { row in
                let id: Int64 = row["id"]
                guard let language = GhostLanguage(rawValue: row["language"]) else {
                    throw VaultError(path, "game \(id) has an unknown language '\(row["language"] as String)'")
                }
                return GhostRecord(
                    id: Int(id), language: language, players: [row["first"], row["second"]], winner: row["winner"],
                    rounds: (rounds[id] ?? []).map { GhostRecord.Round(fragment: $0["fragment"], loser: $0["loser"], reason: ($0["reason"] as String?).flatMap(GhostRound.Reason.init)) },
                    finishedAt: row["source"] == Source.played.rawValue ? row["finished_at"] : nil)
            }
        }
    }

    private func insert(_ game: GhostGame, source: Source, startedAt: String?, _ db: Database) throws -> Int64 {
        let players = try game.players.map { try playerID(db, $0) }
        // A finished game is inserted with its winner at once: inserted unfinished, it would clash
        // with an unfinished game the same two players left (one unfinished game per pair).
        try db.execute(sql: "INSERT INTO ghost_game (language, first_player, second_player, winner, source, started_at) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [game.language.rawValue, players[0], players[1], game.winner.map { players[$0] }, source.rawValue, startedAt])
        let id = db.lastInsertedRowID
        try update(id, to: game, db)
        return id
    }

    private func update(_ id: Int64, to game: GhostGame, _ db: Database) throws {
        let players = try game.players.map { try playerID(db, $0) }
        let stored = try Int.fetchOne(db, sql: "SELECT count(*) FROM ghost_round WHERE game = ?", arguments: [id]) ?? 0
        for (number, round) in game.rounds.enumerated().dropFirst(stored) {
            try db.execute(sql: "INSERT INTO ghost_round (game, number, fragment, loser, reason) VALUES (?, ?, ?, ?, ?)",
                           arguments: [id, number + 1, round.fragment, players[round.loser], round.reason?.rawValue])
        }
        let winner = game.winner.map { players[$0] }
        try db.execute(sql: "UPDATE ghost_game SET fragment = ?, winner = ?, finished_at = CASE WHEN ? IS NULL THEN NULL ELSE coalesce(finished_at, ?) END WHERE id = ?",
                       arguments: [game.fragment, winner, winner, winner == nil ? nil : now(), id])
    }
}
