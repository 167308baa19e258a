/// The `bullseye-player` layout: one player's sessions, their best per game, and a chart of the
/// points of each session.
struct BullsEyePlayerFields: LayoutFields {
    struct Session: Encodable {
        let id: Int
        /// The session's page.
        let path: String
        /// "Classic", "RGB".
        let variant: String
        let rounds: Int
        let total: Int
    }

    /// The player's best session of a game.
    struct Best: Encodable {
        let variant: String
        let total: Int
        let id: Int
        let path: String
    }

    /// The latest first.
    let sessions: [Session]
    /// By game.
    let bests: [Best]
    /// Points per session, in the order they were played; the sessions table beside it.
    let chart: BarChart
    /// "3 sessions, best 1745 points", for the players' listing.
    let summary: String
}
