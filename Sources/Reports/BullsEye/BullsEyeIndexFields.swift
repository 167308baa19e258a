/// The `bullseye-index` layout: every session, and each player's best total per variant.
struct BullsEyeIndexFields: LayoutFields {
    /// A session of the list of all.
    struct Session: Encodable {
        let id: Int
        /// The session's page.
        let path: String
        let player: String
        /// "Classic", "RGB".
        let variant: String
        let rounds: Int
        let total: Int
    }

    /// A player's best session of a variant.
    struct Best: Encodable {
        let player: String
        let variant: String
        let total: Int
        /// The session's page.
        let path: String
        let id: Int
    }

    /// The latest first.
    let sessions: [Session]
    /// By variant, then the best total first.
    let bests: [Best]
    let summary: String
}
