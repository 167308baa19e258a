import Reports
import Vault

/// The finished Ghost games and the players of a vault.
func ghostContents(of vault: Vault) throws -> GhostExport.Contents {
    .init(records: try vault.ghostRecords(), players: try vault.playerNames())
}
