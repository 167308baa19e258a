import GRDB

/// A row of `player`: one per name, as it was first recorded (names recorded before names were
/// normalised may be decomposed, so compare them through `Vault.normalizedName`).
struct StoredPlayer: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player"

    /// Nil until SQLite gives the new row its id.
    var id: Int64?
    var name: String

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
    }
}
