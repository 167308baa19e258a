/// The `ghost-player` layout (within `GhostPageFields`): a player's standing and games.
struct GhostPlayerFields: Encodable {
    /// One of the player's games, as they saw it.
    struct Game: Encodable {
        let id: Int
        /// The game's page.
        let path: String
        let opponent: String
        /// "English", "Dutch".
        let language: String
        let won: Bool
        let rounds: Int
        /// The letters of GHOST the player took ("GHO"), or "—" for none.
        let letters: String
        /// The player's Elo rating after the game, rounded.
        let ratingAfter: Int
    }

    /// A line of the head-to-head table: the player against one opponent.
    struct Opponent: Encodable {
        let name: String
        /// The opponent's page.
        let path: String
        let games: Int
        let wins: Int
        let losses: Int
        let winRate: String
    }

    let rank: Int
    /// The Elo rating, rounded, whether it is provisional, and the highest it has been, with the
    /// game that took it there (none while that is the start).
    let rating: Int
    let provisional: Bool
    let peak: Int
    let peakGame: Int?
    let peakPath: String?
    /// The rating after each game, the games table beside it; nil before a first game.
    let ratingChart: LineChart?
    /// Every opponent, most games first.
    let headToHead: [Opponent]
    let wins: Int
    let games: Int
    /// "50%", or "—" without games.
    let winRate: String
    /// The latest game first.
    let gameList: [Game]
    /// "rank 2, 3 wins in 5 games", for the players' listing.
    let summary: String
}
