import Reports
import Site

/// Every game block a page may hold (```` ```character seed=7 ````), the vault ones reading the
/// vault the site config names. A new block is one more line here.
func gameBlocks(for config: SiteConfig) -> BlockRegistry {
    BlockRegistry([
        CharacterBlock(), PartyBlock(), ItemBlock(), RollBlock(),
        HighscoresBlock(vault: config.vault, read: { path in try existingVault(at: path).map(ghostContents) }),
        BullsEyeBlock(vault: config.vault, read: { path in try existingVault(at: path)?.bullsEyeSessions() }),
    ])
}
