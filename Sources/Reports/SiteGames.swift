import BullsEye
import Markdown
import OSR
import Site
import SiteModel

/// Every generated section a site config may name and every game block a page may hold: the one
/// list of them. `sheetgen build` and `serve` build with it and the tests go through it, so a
/// section or block added here is offered and tested with no other list to change.
public struct SiteGames: Sendable {
    /// How the sections and blocks that show what players recorded read the players' vault.
    public let vault: VaultReaders

    public init(vault: VaultReaders) {
        self.vault = vault
    }

    /// The generated sections, each under a name of its own.
    public var sections: [any GeneratedSection] {
        [
            CharacterGallery(readSaved: vault.savedCharacters), ItemCatalogueSection(),
            GhostHighscoresSection(read: vault.ghost), BullsEyeSummarySection(read: vault.bullsEye),
            RulesReference(),
        ]
    }

    /// The game blocks, each under a name of its own; those that read the players' vault read
    /// the one at `vaultPath` (the site config's `vault:`; nil when it names none), and link to
    /// the gallery's pages of its characters when `galleryShowsSaved`.
    public func blocks(vaultPath: String?, galleryShowsSaved: Bool = false) -> [any BlockRenderer] {
        let table = TableCharacters(
            vault: vaultPath, readSaved: ReadOnce(vault.savedCharacters).callAsFunction,
            galleryShowsSaved: galleryShowsSaved)
        return [
            CharacterBlock(table), PartyBlock(table),
            ItemBlock(), RollBlock(),
            HighscoresBlock(vault: vaultPath, read: vault.ghost), BullsEyeBlock(vault: vaultPath, read: vault.bullsEye),
            StatblockBlock(), DiceBlock(),
        ]
    }

    /// The sections, for a build to ask for those its config names.
    public var sectionRegistry: SectionRegistry { SectionRegistry(sections) }

    /// The blocks of a build of the site `config` describes.
    public func blockRegistry(for config: SiteConfig) -> BlockRegistry {
        BlockRegistry(blocks(vaultPath: config.vault, galleryShowsSaved: CharacterGallery.showsSaved(of: config)))
    }

    /// What the sections and blocks read from a players' vault, each given the vault's path and
    /// giving nil when there is no file there (an error at the line that names it). The command
    /// line hands in readers of vault files, so that reports never open a database.
    public struct VaultReaders: Sendable {
        /// The finished Ghost games and the players.
        public var ghost: @Sendable (String) throws -> GhostExport.Contents?
        /// The BullsEye sessions.
        public var bullsEye: @Sendable (String) throws -> [BullsEyeSession]?
        /// The characters saved at the table, by id.
        public var savedCharacters: @Sendable (String) throws -> [(id: Int64, character: PlayerCharacter)]?

        public init(
            ghost: @escaping @Sendable (String) throws -> GhostExport.Contents?,
            bullsEye: @escaping @Sendable (String) throws -> [BullsEyeSession]?,
            savedCharacters: @escaping @Sendable (String) throws -> [(id: Int64, character: PlayerCharacter)]?
        ) {
            (self.ghost, self.bullsEye, self.savedCharacters) = (ghost, bullsEye, savedCharacters)
        }
    }
}
