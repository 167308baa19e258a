import Foundation
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

    /// The unfinished game of these two players (in either order), if they left one; of several
    /// (an older vault may hold two spellings of a name), the oldest.
    public func unfinishedGhostGame(between players: [String]) throws(VaultError) -> SavedGhostGame? {
        try read { db in
            let (first, second) = (playerIDs(named: players[0]), playerIDs(named: players[1]))
            typealias Columns = StoredGhostGame.Columns
            let saved =
                try StoredGhostGame
                .filter(Columns.winner == nil)
                .filter(
                    (first.contains(Columns.firstPlayer) && second.contains(Columns.secondPlayer))
                        || (second.contains(Columns.firstPlayer) && first.contains(Columns.secondPlayer))
                )
                .order(Columns.id)
                .fetchOne(db)
            guard let saved else { return nil }
            let id = try stored(saved.id, "a game")
            let names = try normalizedPlayerNames(db)
            let players = [try name(of: saved.firstPlayer, in: names), try name(of: saved.secondPlayer, in: names)]
            let rounds =
                try StoredGhostRound
                .filter(StoredGhostRound.Columns.game == id)
                .order(StoredGhostRound.Columns.number)
                .fetchAll(db)
                .map { round in
                    let loser = try name(of: round.loser, in: names)
                    return GhostRound(
                        fragment: round.fragment, loser: players.firstIndex(of: loser) ?? 0,
                        reason: round.reason.flatMap(GhostRound.Reason.init))
                }
            let game = GhostGame(
                players: players, language: try language(of: saved, id: id), rounds: rounds,
                fragment: saved.fragment)
            return SavedGhostGame(id: id, game: game, startedAt: saved.startedAt)
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
        _ = try write { db in
            try StoredGhostGame.filter(key: id).filter(StoredGhostGame.Columns.winner == nil).deleteAll(db)
        }
    }

    /// Records finished games made by bots, all in one transaction; returns their ids.
    /// `endingAt` gives the time each game ended (see `GhostSimulation.schedule`); without it,
    /// the games have none.
    public func recordSimulatedGhostGames(_ games: [GhostGame], endingAt times: [Date]? = nil) throws(VaultError)
        -> [Int64]
    {
        precondition(times == nil || times?.count == games.count, "one time for each game")
        let stamps = times?.map(Self.isoTime)
        return try write { db in
            try games.indices.map { index in
                try insert(games[index], source: .simulated, startedAt: nil, finishedAt: stamps?[index], db)
            }
        }
    }

    /// Adds exported games and players, all or nothing.
    public func importGhost(records: [GhostRecord], players: [String]) throws(VaultError) {
        try write { db in
            for name in players { _ = try playerID(db, name) }
            for record in records {
                let rounds = try record.rounds.map { round in
                    guard let loser = record.players.firstIndex(of: round.loser) else {
                        throw VaultError(
                            path,
                            "game \(record.id) has a round lost by '\(round.loser)', "
                                + "who did not play it")
                    }
                    return GhostRound(fragment: round.fragment, loser: loser, reason: round.reason)
                }
                let game = GhostGame(players: record.players, language: record.language, rounds: rounds)
                _ = try insert(game, source: .imported, startedAt: nil, db)
            }
        }
    }

    /// Every finished game, oldest first.
    public func ghostRecords() throws(VaultError) -> [GhostRecord] {
        try read { db in
            let names = try normalizedPlayerNames(db)
            let rounds = Dictionary(
                grouping:
                    try StoredGhostRound
                    .order(StoredGhostRound.Columns.game, StoredGhostRound.Columns.number)
                    .fetchAll(db), by: \.game)
            return
                try StoredGhostGame
                .filter(StoredGhostGame.Columns.winner != nil)
                .order(StoredGhostGame.Columns.id)
                .fetchAll(db)
                .map { game in try record(of: game, rounds: rounds, names: names) }
        }
    }

    private func record(
        of game: StoredGhostGame, rounds: [Int64: [StoredGhostRound]],
        names: [Int64: String]
    ) throws -> GhostRecord {
        let id = try stored(game.id, "a game")
        guard let winner = game.winner else { throw VaultError(path, "game \(id) is not finished") }
        return GhostRecord(
            id: Int(id), language: try language(of: game, id: id),
            players: [try name(of: game.firstPlayer, in: names), try name(of: game.secondPlayer, in: names)],
            winner: try name(of: winner, in: names),
            rounds: try (rounds[id] ?? []).map { round in
                GhostRecord.Round(
                    fragment: round.fragment, loser: try name(of: round.loser, in: names),
                    reason: round.reason.flatMap(GhostRound.Reason.init))
            },
            finishedAt: game.source == .imported ? nil : game.finishedAt)
    }

    private func language(of game: StoredGhostGame, id: Int64) throws(VaultError) -> GhostLanguage {
        guard let language = GhostLanguage(rawValue: game.language) else {
            throw VaultError(path, "game \(id) has an unknown language '\(game.language)'")
        }
        return language
    }

    /// The ids of every stored spelling of `name` (as a subquery).
    private func playerIDs(named name: String) -> QueryInterfaceRequest<StoredPlayer> {
        StoredPlayer
            .select(StoredPlayer.Columns.id)
            .filter(Self.normalizedName(StoredPlayer.Columns.name) == PlayerName.normalized(name))
    }

    /// `finishedAt` is the time a simulated game ended; a played one takes the time it is stored.
    private func insert(
        _ game: GhostGame, source: Source, startedAt: String?, finishedAt: String? = nil, _ db: Database
    ) throws -> Int64 {
        let players = try game.players.map { try playerID(db, $0) }
        // A finished game is inserted with its winner at once: inserted unfinished, it would clash
        // with an unfinished game the same two players left (one unfinished game per pair).
        try StoredGhostGame(
            id: nil, language: game.language.rawValue, firstPlayer: players[0],
            secondPlayer: players[1], winner: game.winner.map { players[$0] }, fragment: "",
            source: source, startedAt: startedAt, finishedAt: game.winner == nil ? nil : finishedAt
        ).insert(db)
        let id = db.lastInsertedRowID
        try update(id, to: game, db)
        return id
    }

    /// Adds the rounds finished since the last save, then the fragment and winner; the time a
    /// game finished is kept from the first save that saw it over.
    private func update(_ id: Int64, to game: GhostGame, _ db: Database) throws {
        let players = try game.players.map { try playerID(db, $0) }
        let storedRounds = try StoredGhostRound.filter(StoredGhostRound.Columns.game == id).fetchCount(db)
        for (number, round) in game.rounds.enumerated().dropFirst(storedRounds) {
            try StoredGhostRound(
                game: id, number: number + 1, fragment: round.fragment, loser: players[round.loser],
                reason: round.reason?.rawValue
            ).insert(db)
        }
        guard var saved = try StoredGhostGame.fetchOne(db, key: id) else { return }
        saved.fragment = game.fragment
        saved.winner = game.winner.map { players[$0] }
        // A game played at the terminal ended when it was saved over; a simulated one when it says.
        saved.finishedAt = saved.winner == nil ? nil : saved.finishedAt ?? (saved.source == .played ? now() : nil)
        try saved.update(db)
    }
}
