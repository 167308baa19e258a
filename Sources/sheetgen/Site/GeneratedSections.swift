import BullsEye
import Foundation
import Reports
import Site
import Vault

/// Every generated section a site config may name. A new section is one more line here.
let generatedSections = SectionRegistry([
    CharacterGallery(readSaved: { path in try existingVault(at: path)?.characters().map { ($0.id, $0.character) } }),
    ItemCatalogueSection(),
    GhostHighscoresSection(read: { path in try existingVault(at: path).map(ghostContents) }),
    BullsEyeSummarySection(read: { path in try existingVault(at: path)?.bullsEyeSessions() }),
    RulesReference(),
])

/// The vault at `path`, or nil when there is no file there, which the section that names it
/// tells at its config line.
func existingVault(at path: String) throws -> Vault? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try Vault.open(at: path, create: false)
}
