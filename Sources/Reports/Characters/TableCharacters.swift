import Markdown
import Mistakes
import OSR

/// Where the `character` and `party` blocks find the table's own characters: the players' vault
/// the site config names, how it is read, and where the sheets of those characters are.
public struct TableCharacters: Sendable {
    /// The vault the site config names; nil when it names none.
    let vault: String?
    /// The characters saved in the vault at a path; nil when there is no file there.
    let readSaved: @Sendable (String) throws -> [SavedCharacters.Saved]?
    let sheets: CharacterSheets

    /// - Parameter galleryShowsSaved: whether the site's gallery makes the pages of the vault's
    ///   saved characters, which the blocks then link to.
    public init(
        vault: String? = nil,
        readSaved: @escaping @Sendable (String) throws -> [(id: Int64, character: PlayerCharacter)]? = { _ in nil },
        galleryShowsSaved: Bool = false
    ) {
        (self.vault, self.readSaved) = (vault, readSaved)
        sheets = CharacterSheets(galleryShowsSaved: galleryShowsSaved)
    }

    /// What a build of a page with the block reads: the vault.
    var inputs: [String] { vault.map { [$0] } ?? [] }

    /// The characters saved in the vault, as `block` finds them.
    func saved(for block: FencedBlock) throws(UserError) -> SavedCharacters {
        try SavedCharacters.read(vault, for: block, with: readSaved)
    }
}
