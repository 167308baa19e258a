import GRDB

/// A row of `bullseye_session`: who played which variant, and when if at the terminal.
struct StoredBullsEyeSession: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "bullseye_session"

    /// Nil until SQLite gives the new row its id.
    var id: Int64?
    /// A `BullsEyeVariant` raw value, kept as text so an unknown variant is reported, not undecodable.
    var variant: String
    var player: Int64
    var source: Vault.Source
    var startedAt: String?

    enum CodingKeys: String, CodingKey {
        case id, variant, player, source
        case startedAt = "started_at"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
    }
}
