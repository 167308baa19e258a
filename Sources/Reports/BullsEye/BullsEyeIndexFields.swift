/// The `bullseye-index` layout: every session, the best session of each game (the records), and
/// each player's best total per variant.
struct BullsEyeIndexFields: LayoutFields {
    /// A session of the list of all.
    struct Session: Encodable {
        let id: Int
        /// The session's page.
        let path: String
        let player: String
        /// The player's page.
        let playerPath: String
        /// "Classic", "RGB".
        let variant: String
        let rounds: Int
        let total: Int
    }

    /// A player's best session of a variant.
    struct Best: Encodable {
        let player: String
        /// The player's page.
        let playerPath: String
        let variant: String
        let total: Int
        /// The session's page.
        let path: String
        let id: Int
    }

    /// The latest first.
    let sessions: [Session]
    /// The best session of each variant: the first to score the most.
    let records: [Best]
    /// By variant, then the best total first.
    let bests: [Best]
    /// The all-time board and those of this week, this month and each season, when the site has them.
    let boards: [BoardLink]
    let summary: String
}
