/// The `highscores` layout (within `GhostPageFields`): a table of standings, overall or for one
/// language, and the latest games.
struct HighscoresFields: Encodable {
    /// A player's line of the table.
    struct Standing: Encodable {
        let rank: Int
        let player: String
        /// The player's page.
        let path: String
        let wins: Int
        let games: Int
        /// "50%", or "—" without games.
        let winRate: String
        /// The Elo rating, rounded (see `GhostRatings`), and whether it rests on too few games.
        let rating: Int
        let provisional: Bool
    }

    /// A game in the list of the latest.
    struct Game: Encodable {
        let id: Int
        /// The game's page.
        let path: String
        let winner: String
        let loser: String
        /// "English", "Dutch".
        let language: String
        let rounds: Int
    }

    /// A record of the record book, with who holds it and the game that set it.
    struct Record: Encodable {
        /// "Longest win streak".
        let name: String
        let holder: String
        /// The holder's page, and the game's.
        let holderPath: String
        let value: String
        let game: Int
        let gamePath: String
    }

    let standings: [Standing]
    /// The longest win streak and the highest rating; empty before the first game.
    let recordBook: [Record]
    /// The latest games first, at most 20.
    let latest: [Game]
    let summary: String
}
