import BullsEye
import Foundation
import Reports
import Vault

/// The finished Ghost games and the players of a vault.
func ghostContents(of vault: Vault) throws -> GhostExport.Contents {
    do {
        return .init(records: try vault.ghostRecords(), players: try vault.playerNames())
    } catch {
        throw UsageError("\(error)")
    }
}

/// Every BullsEye session of a vault with at least one round.
func bullsEyeSessions(of vault: Vault) throws -> [BullsEyeSession] {
    do { return try vault.bullsEyeSessions() } catch { throw UsageError("\(error)") }
}

extension RecordSources {
    /// Reads records from vault files; a path with no file there has no records yet.
    static let vaults = RecordSources(
        ghost: { path in
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return try ghostContents(of: try Vault.open(at: path, create: false))
        },
        bullsEye: { path in
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return try bullsEyeSessions(of: try Vault.open(at: path, create: false))
        })
}
