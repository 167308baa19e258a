/// The records a group of Ghost players has set, each with the game that set it: the longest
/// run of wins in a row, and the highest rating anyone reached. Games count in the order they
/// were played, as ratings do; a record is held by whoever set it first, until someone beats it.
public struct GhostRecordBook: Sendable, Equatable {
    public struct Streak: Sendable, Equatable {
        public let player: String
        public let wins: Int
        /// The streak's first and last games.
        public let firstGame: Int, lastGame: Int
    }

    public struct Peak: Sendable, Equatable {
        public let player: String
        public let rating: Double
        /// The game after which the player stood there.
        public let game: Int
    }

    /// Nil before the first game.
    public let longestStreak: Streak?
    public let highestRating: Peak?

    public init(_ records: [GhostRecord], ratings: GhostRatings) {
        var current: [String: (wins: Int, first: Int)] = [:]
        var longest: Streak?
        for record in GhostRecord.inPlayOrder(records) {
            for player in record.players where player != record.winner { current[player] = nil }
            let run = current[record.winner].map { ($0.wins + 1, $0.first) } ?? (1, record.id)
            current[record.winner] = run
            if run.0 > (longest?.wins ?? 0) {
                longest = Streak(player: record.winner, wins: run.0, firstGame: run.1, lastGame: record.id)
            }
        }
        longestStreak = longest
        let peaks = ratings.byPlayer.values.compactMap { rating in
            rating.peakGame.map { Peak(player: rating.player, rating: rating.peak, game: $0) }
        }
        // The highest; of equals, the one reached first.
        highestRating = peaks.min { ($1.rating, $0.game) < ($0.rating, $1.game) }
    }
}
