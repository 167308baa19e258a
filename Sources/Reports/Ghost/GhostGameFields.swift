/// The `ghost-game` layout (within `GhostPageFields`): one game, round by round.
struct GhostGameFields: Encodable {
    /// A player, linked to their page.
    struct Player: Encodable {
        let name: String
        let path: String
    }

    struct Round: Encodable {
        /// From 1.
        let number: Int
        /// The fragment the round ended on.
        let fragment: String
        let loser: String
        /// "completed a word", "no word starts with this", or "" when not recorded.
        let why: String
        /// Both players' letters after the round: "Ann GH · Bob G".
        let score: String
    }

    let first: Player
    let second: Player
    let winner: String
    /// The winner's page.
    let winnerPath: String
    /// "English", "Dutch".
    let language: String
    let rounds: [Round]
    /// The records the game raised: "Longest win streak: 5 wins in a row, by Ann".
    let newRecords: [String]
    /// "Ann beat Bob in 7 rounds (English)", and its new records, for the games' listing and feeds.
    let summary: String
}
