import Mistakes
import Site
import SiteModel

/// `sections: {highscores: {vault: sheetgen.sqlite}}`: the Ghost highscores of a vault under
/// `highscores/` (see `GhostHighscores`).
public struct GhostHighscoresSection: GeneratedSection {
    public let name = "highscores"
    public let layouts = ["highscores", "ghost-player", "ghost-game", "page"]
    /// The finished games and players of the vault at a path; nil when there is no file there (an
    /// error at the `vault:` line).
    let read: @Sendable (String) throws -> GhostExport.Contents?

    public init(read: @escaping @Sendable (String) throws -> GhostExport.Contents?) {
        self.read = read
    }

    public func settings(from raw: SectionSettings) throws(UserError) -> VaultSectionSettings {
        try VaultSectionSettings(raw)
    }

    public func inputs(_ settings: VaultSectionSettings) -> [String] { [settings.vault] }

    public func documents(_ settings: VaultSectionSettings, context: SectionContext) throws(UserError) -> [Document] {
        let contents = try settings.read(read)
        return GhostHighscores.documents(
            records: contents.records, players: contents.players, base: name, context: context)
    }
}
