import GRDB

/// A row of `ghost_game`. A game without a winner is unfinished: its current round's letters
/// are in `fragment`.
struct StoredGhostGame: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ghost_game"

    /// Nil until SQLite gives the new row its id.
    var id: Int64?
    /// A `GhostLanguage` raw value, kept as text so a vault naming a language this sheetgen does
    /// not know is reported, not undecodable.
    var language: String
    var firstPlayer: Int64
    var secondPlayer: Int64
    var winner: Int64?
    var fragment: String
    var source: Vault.Source
    var startedAt: String?
    var finishedAt: String?

    enum CodingKeys: String, CodingKey {
        case id, language
        case firstPlayer = "first_player"
        case secondPlayer = "second_player"
        case winner, fragment, source
        case startedAt = "started_at"
        case finishedAt = "finished_at"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let firstPlayer = Column(CodingKeys.firstPlayer)
        static let secondPlayer = Column(CodingKeys.secondPlayer)
        static let winner = Column(CodingKeys.winner)
    }
}
