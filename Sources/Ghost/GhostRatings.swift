import Foundation

/// Each player's Elo rating, updated game by game in the order the games were played
/// (`GhostRecord.inPlayOrder`), as chess federations rate players.
///
/// Why Elo: Ghost is a game for two with a winner and a loser and no draw, which is exactly what
/// Elo models; a Bayesian rating (Glicko-2, OpenSkill) earns its keep with teams, many players to
/// a game or long gaps between games, none of which Ghost has. Every player starts at 1500.
/// After a game, the winner gains and the loser loses K × (1 − E), E being the winner's expected
/// score 1 / (1 + 10^((R_loser − R_winner) / 400)), with K = 32. A player with fewer than 10
/// games is provisional: their rating rests on too little to compare. Ratings are kept unrounded
/// (shown rounded), so the same games give the same numbers on every machine.
public struct GhostRatings: Sendable {
    public static let start = 1500.0
    public static let k = 32.0
    public static let provisionalBelow = 10

    public struct Rating: Sendable, Equatable {
        public let player: String
        public let rating: Double
        public let games: Int
        /// The highest rating the player has reached, and the game that took it there (nil while
        /// it is the start).
        public let peak: Double
        public let peakGame: Int?
        /// The rating after each of the player's games, in order, with the game's id.
        public let history: [(game: Int, rating: Double)]

        public var isProvisional: Bool { games < GhostRatings.provisionalBelow }

        /// The rating after one more game, which changed it by `change`.
        func after(game: Int, change: Double) -> Rating {
            let new = rating + change
            return Rating(
                player: player, rating: new, games: games + 1, peak: max(peak, new),
                peakGame: new > peak ? game : peakGame, history: history + [(game, new)])
        }

        public static func == (first: Rating, second: Rating) -> Bool {
            first.player == second.player && first.rating == second.rating && first.games == second.games
                && first.peak == second.peak && first.peakGame == second.peakGame
                && first.history.elementsEqual(second.history) { $0.game == $1.game && $0.rating == $1.rating }
        }
    }

    /// By player name; players of `players` who never finished a game are at the start.
    public let byPlayer: [String: Rating]

    public init(_ records: [GhostRecord], players: [String] = []) {
        var ratings: [String: Rating] = [:]
        func rating(of name: String) -> Rating {
            ratings[name]
                ?? Rating(player: name, rating: Self.start, games: 0, peak: Self.start, peakGame: nil, history: [])
        }
        for name in players { ratings[name] = rating(of: name) }
        for record in GhostRecord.inPlayOrder(records) {
            guard let loser = record.players.first(where: { $0 != record.winner }) else { continue }
            let (winner, beaten) = (rating(of: record.winner), rating(of: loser))
            let change = Self.change(winner: winner.rating, loser: beaten.rating)
            ratings[record.winner] = winner.after(game: record.id, change: change)
            ratings[loser] = beaten.after(game: record.id, change: -change)
        }
        byPlayer = ratings
    }

    /// What the winner gains and the loser loses.
    public static func change(winner: Double, loser: Double) -> Double {
        let expected = 1 / (1 + pow(10, (loser - winner) / 400))
        return k * (1 - expected)
    }
}
