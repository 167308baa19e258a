import Foundation
import OSR
import SiteModel

/// A character a block shows, with the record sheet it links to: the sheet's path, and the page
/// the block makes there (nil when the gallery makes it).
struct ShownCharacter {
    let character: PlayerCharacter
    let path: String
    let page: Document?

    /// The character with a sheet of the block's own at `path`, on the page `weight` puts it at
    /// among those listed.
    init(_ character: PlayerCharacter, sheetAt path: String, weight: Int? = nil) {
        self.character = character
        self.path = path
        page = CharacterGallery.sitePage(character, path: path, weight: weight)
    }

    /// The character whose sheet another section makes at `path`.
    init(_ character: PlayerCharacter, linkingTo path: String) {
        self.character = character
        self.path = path
        page = nil
    }
}

/// Where the character blocks put the record sheets they link to: one address for each
/// character, whichever block shows it, so that no sheet is made twice.
struct CharacterSheets: Sendable {
    /// Whether the site's gallery makes the pages of the characters saved in the vault the
    /// blocks read (`characters/saved-N`).
    let galleryShowsSaved: Bool

    static let folder = "sheets/characters"

    /// A character saved in the vault: the gallery's page when it has one, else one of its own.
    func saved(_ saved: SavedCharacters.Saved) -> ShownCharacter {
        galleryShowsSaved
            ? ShownCharacter(saved.character, linkingTo: CharacterGallery.savedPath(saved.id))
            : ShownCharacter(saved.character, sheetAt: "\(Self.folder)/saved-\(saved.id)")
    }

    /// The character the seed makes, of the class and level asked for and renamed when asked:
    /// `seed-7-fighter-level-5-brother-aldous`.
    static func seeded(_ character: PlayerCharacter, seed: UInt64, options: CharacterOptions) -> ShownCharacter {
        let classPart = options.characterClass.map { "-" + Slug.make($0.name) } ?? ""
        let levelPart = options.level > 1 ? "-level-\(options.level)" : ""
        let namePart = options.name.map { "-" + CharacterGallery.slug($0) } ?? ""
        return ShownCharacter(character, sheetAt: "\(folder)/seed-\(seed)\(classPart)\(levelPart)\(namePart)")
    }

    /// The character of a file of the content folder, `file-` and the file's path:
    /// `file-characters-aldous` for `characters/aldous.yml`.
    static func file(_ character: PlayerCharacter, path: String) -> ShownCharacter {
        let stem = (path as NSString).deletingPathExtension
        return ShownCharacter(character, sheetAt: "\(folder)/file-\(CharacterGallery.slug(stem))")
    }
}
