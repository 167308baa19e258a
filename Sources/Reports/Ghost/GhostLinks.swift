/// What the `ghost-links` partial reads on every Ghost page, for the links between the tables.
struct GhostLinks: Encodable {
    /// The highscores' folder with a slash ("" at the site's root).
    let highscoresRoot: String
    /// Whether the players/ and games/ folders (and their index pages) exist, which they do only
    /// when they hold pages.
    let highscoresHasPlayers: Bool
    let highscoresHasGames: Bool
    /// The boards of this week, this month and each season, when the site has them.
    var boards: [BoardLink] = []
}
