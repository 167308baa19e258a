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
    }

    let rank: Int
    let wins: Int
    let games: Int
    /// "50%", or "—" without games.
    let winRate: String
    /// The latest game first.
    let gameList: [Game]
    /// "rank 2, 3 wins in 5 games", for the players' listing.
    let summary: String
}
