import GRDB

/// A row of `ghost_round`: a finished round of a game, numbered from 1.
struct StoredGhostRound: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ghost_round"

    var game: Int64
    var number: Int
    var fragment: String
    var loser: Int64
    /// A `GhostRound.Reason` raw value; nil for a round lost another way.
    var reason: String?

    enum Columns {
        static let game = Column(CodingKeys.game)
        static let number = Column(CodingKeys.number)
    }
}
