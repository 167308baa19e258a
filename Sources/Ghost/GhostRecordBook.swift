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

    /// A record raised: a longer win streak than anyone's before (of two wins or more), or a
    /// higher rating than anyone's before (above the start).
    public struct Raised: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case streak, rating }
        public let kind: Kind
        public let player: String
        /// Wins in a row, or the rating.
        public let mark: Double
        /// The game that raised it.
        public let game: Int
    }

    /// Nil before the first game.
    public let longestStreak: Streak?
    public let highestRating: Peak?
    /// Every time a record was raised, in the order the games were played.
    public let raised: [Raised]

    public init(_ records: [GhostRecord], ratings: GhostRatings) {
        var current: [String: (wins: Int, first: Int)] = [:]
        var longest: Streak?
        var raised: [Raised] = []
        // Each game's rating changes, to find the ratings no one had reached before.
        var ratingsAfter: [Int: [(player: String, rating: Double)]] = [:]
        for rating in ratings.byPlayer.values.sorted(by: { $0.player < $1.player }) {
            for step in rating.history { ratingsAfter[step.game, default: []].append((rating.player, step.rating)) }
        }
        var best = GhostRatings.start
        for record in GhostRecord.inPlayOrder(records) {
            for player in record.players where player != record.winner { current[player] = nil }
            let run = current[record.winner].map { ($0.wins + 1, $0.first) } ?? (1, record.id)
            current[record.winner] = run
            if run.0 > (longest?.wins ?? 0) {
                longest = Streak(player: record.winner, wins: run.0, firstGame: run.1, lastGame: record.id)
                if run.0 >= 2 {
                    raised.append(Raised(kind: .streak, player: record.winner, mark: Double(run.0), game: record.id))
                }
            }
            for (player, rating) in ratingsAfter[record.id] ?? [] where rating > best {
                best = rating
                raised.append(Raised(kind: .rating, player: player, mark: rating, game: record.id))
            }
        }
        longestStreak = longest
        self.raised = raised
        let peaks = ratings.byPlayer.values.compactMap { rating in
            rating.peakGame.map { Peak(player: rating.player, rating: rating.peak, game: $0) }
        }
        // The highest; of equals, the one reached first.
        highestRating = peaks.min { ($1.rating, $0.game) < ($0.rating, $1.game) }
    }
}
