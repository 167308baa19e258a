/// A finished game as the vault keeps it, with players by name.
public struct GhostRecord: Sendable, Equatable {
    public struct Round: Sendable, Equatable {
        public let fragment: String
        public let loser: String
        public let reason: GhostRound.Reason?

        public init(fragment: String, loser: String, reason: GhostRound.Reason?) {
            self.fragment = fragment
            self.loser = loser
            self.reason = reason
        }
    }

    public let id: Int
    public let language: GhostLanguage
    public let players: [String]
    public let winner: String
    public let rounds: [Round]
    /// When it ended (ISO 8601, UTC): the time it was saved over for a game played at the
    /// terminal, the time its simulation's seed gave a simulated one (see
    /// `GhostSimulation.schedule`); nil for imported ones and games simulated without times.
    public let finishedAt: String?

    public init(
        id: Int, language: GhostLanguage, players: [String], winner: String, rounds: [Round], finishedAt: String?
    ) {
        self.id = id
        self.language = language
        self.players = players
        self.winner = winner
        self.rounds = rounds
        self.finishedAt = finishedAt
    }

    /// The games in the order they were played: by the time they ended, games without one first,
    /// then by id (the order they were recorded). Times are compared as the vault writes them,
    /// ISO 8601 in UTC to the second, whose text sorts as the moments do.
    public static func inPlayOrder(_ records: [GhostRecord]) -> [GhostRecord] {
        records.sorted { ($0.finishedAt ?? "", $0.id) < ($1.finishedAt ?? "", $1.id) }
    }

    /// The record of a finished game.
    public init(id: Int, game: GhostGame, finishedAt: String?) {
        precondition(game.winner != nil, "only finished games are recorded")
        self.init(
            id: id, language: game.language, players: game.players, winner: game.players[game.winner!],
            rounds: game.rounds.map { Round(fragment: $0.fragment, loser: game.players[$0.loser], reason: $0.reason) },
            finishedAt: finishedAt)
    }
}
