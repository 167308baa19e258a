import Foundation
import Reports
import Vault

/// The sections and blocks `sheetgen build` and `serve` offer (the list is `SiteGames`'), reading
/// vault files.
let siteGames = SiteGames(vault: .files)

extension SiteGames.VaultReaders {
    /// What the games read of the vault file at a path: nil when there is no file there.
    static let files = Self(
        ghost: { path in try existingVault(at: path).map(ghostContents) },
        bullsEye: { path in try existingVault(at: path)?.bullsEyeSessions() },
        savedCharacters: { path in try existingVault(at: path)?.characters().map { ($0.id, $0.character) } })
}

/// The vault at `path`, or nil when there is no file there, which the section that names it
/// tells at its config line.
func existingVault(at path: String) throws -> Vault? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try Vault.open(at: path, create: false)
}
