import GameKit
import GRDB

/// The vault's players: found by name (in the form names are compared in) and added on first
/// play; every game and session refers to them by id.
extension Vault {
    /// The id of the player called `name`, who is added when new. Names are compared in their
    /// normalised form; of two stored spellings of one name (an older vault), the first to join wins.
    func playerID(_ db: Database, _ typed: String) throws -> Int64 {
        let name = PlayerName.normalized(typed)
        let stored =
            try StoredPlayer
            .filter(Self.normalizedName(StoredPlayer.Columns.name) == name)
            .order(StoredPlayer.Columns.id)
            .fetchOne(db)
        if let id = stored?.id { return id }
        try StoredPlayer(name: name).insert(db)
        return db.lastInsertedRowID
    }

    /// Every player's name by id, in the form names are compared in (an older vault may hold
    /// two spellings of one name: both ids give it).
    func normalizedPlayerNames(_ db: Database) throws -> [Int64: String] {
        var names: [Int64: String] = [:]
        for player in try StoredPlayer.fetchAll(db) {
            if let id = player.id { names[id] = PlayerName.normalized(player.name) }
        }
        return names
    }

    /// The name of player `id`, from `normalizedPlayerNames`.
    func name(of id: Int64, in names: [Int64: String]) throws(VaultError) -> String {
        guard let name = names[id] else { throw VaultError(path, "player \(id) is recorded but missing") }
        return name
    }

    /// Every player's name, in the order they joined (one name, normalised, once).
    public func playerNames() throws(VaultError) -> [String] {
        let names = try read { db in
            try StoredPlayer.order(StoredPlayer.Columns.id).fetchAll(db).map { PlayerName.normalized($0.name) }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
