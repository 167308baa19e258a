import Foundation
import Mistakes
import OSR
import Site
import SiteModel

/// `sections: {characters: {seeds: [1, 7, 42], files: party/, vault: sheetgen.sqlite}}`: a record
/// sheet page under `characters/` for each seed (`characters/seed-7`), for each character file of a
/// folder (`characters/brannoc` for `party/brannoc.yml`, checked by the rules) and for each
/// character saved in a vault (`characters/saved-3`), and the sheets to print under
/// `characters/print/` (see `PrintSection`).
public struct CharacterGallery: GeneratedSection {
    public struct Settings: Sendable {
        public var seeds: [UInt64] = []
        /// A folder of character files (`*.yml`, `*.yaml`), from the config's folder.
        public var files: String?
        /// Where a problem with the folder or one of its files is told.
        var filesLocation = ""
        /// A players' vault whose saved characters join the gallery.
        public var vault: String?
        /// The settings as written, which a problem with the vault names.
        var written = SectionSettings(section: "characters")
    }

    public let name = "characters"
    public let layouts = ["character-page", "page", "party"]
    /// The characters saved in the vault at a path, by id; nil when there is no file there (an
    /// error at the `vault:` line).
    let readSaved: @Sendable (String) throws -> [(id: Int64, character: PlayerCharacter)]?

    public init(
        readSaved: @escaping @Sendable (String) throws -> [(id: Int64, character: PlayerCharacter)]? = { _ in nil }
    ) {
        self.readSaved = readSaved
    }

    public func settings(from raw: SectionSettings) throws(UserError) -> Settings {
        try raw.allowOnly(["seeds", "files", "vault"])
        var settings = Settings()
        let seeds = try raw.ints("seeds", in: 0...Int.max) ?? []
        if let twice = seeds.first(where: { seed in seeds.count { $0 == seed } > 1 }) {
            throw raw.error("lists seed \(twice) twice: each character has one page", at: "seeds")
        }
        settings.seeds = seeds.map { UInt64($0) }
        settings.files = try raw.path("files")
        settings.filesLocation = raw.location(of: "files")
        settings.vault = try raw.path("vault")
        settings.written = raw
        if raw.values["seeds"] == nil && settings.files == nil && settings.vault == nil {
            throw raw.error(
                "needs seeds (a list of whole numbers from 0 up), files (a folder of character files) "
                    + "or vault (a players' vault)")
        }
        return settings
    }

    public func inputs(_ settings: Settings) -> [String] { [settings.files, settings.vault].compactMap { $0 } }

    public func documents(_ settings: Settings, context: SectionContext) throws(UserError) -> [Document] {
        let generated = settings.seeds.map { seed in
            page(CharacterGenerator.generate(seed: seed), path: nil, weight: Int(seed))
        }
        let written = try settings.files.map { folder throws(UserError) in
            var files: [String: String] = [:]  // page name → the file that has it
            var pages: [Document] = []
            for (file, character) in try CharacterFolder.characters(in: folder, at: settings.filesLocation) {
                let page = Self.pageName(forFile: file)
                if let first = files[page] {
                    throw UserError(
                        "has the page \(name)/\(page).html, as \(first) has: rename one of them",
                        at: (folder as NSString).appendingPathComponent(file))
                }
                files[page] = file
                pages.append(self.page(character, path: "\(name)/\(page)", weight: nil))
            }
            return pages
        }
        let saved = try settings.vault.map { vault throws(UserError) in
            let characters = try VaultSectionSettings.read(vault, of: settings.written, with: readSaved)
            return characters.map { savedPage($0, among: characters) }
        }
        let sheets = generated + (written ?? []) + (saved ?? [])
        return sheets
            + PrintSection.documents(
                sheets, batchSize: 30, folder: name, slug: "sheets", noun: "record sheets",
                intro: "Every record sheet of the gallery, one to a printed page, without the site around it. "
                    + "Each page is laid out for A4 and switches to Letter; print with the browser's default margins "
                    + "and without headers and footers."
            ) { batch, path, title, back in
                PartyPack.document(sheets: batch, paper: .a4, path: path, title: title, back: back)
            }
    }

    /// The page of a character file `name.yml`: its name's slug, away from the gallery's own
    /// pages (`index`, `print/`, `seed-N`, `saved-N`), and for a name without a letter or digit, its bytes
    /// in hex.
    public static func pageName(forFile file: String) -> String {
        let slug = slug((file as NSString).deletingPathExtension)
        return slug == "index" || slug == "print" || slug.hasPrefix("seed-") || slug.hasPrefix("saved-")
            ? "character-\(slug)" : slug
    }

    /// A name's slug, and for a name without a letter or digit, `character-` and its bytes in hex.
    static func slug(_ name: String) -> String {
        let slug = Slug.make(name)
        guard slug.isEmpty else { return slug }
        return "character-" + name.utf8.prefix(16).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The page of the character saved in the vault as `id`.
    static func savedPath(_ id: Int64) -> String {
        "characters/saved-\(id)"
    }

    /// Whether the gallery `config` names shows the characters of the config's own vault (the
    /// one the pages' blocks read), whose pages the blocks then link to rather than make.
    static func showsSaved(of config: SiteConfig) -> Bool {
        guard let vault = config.vault, let settings = config.sections["characters"],
            let shown = try? settings.path("vault")
        else { return false }
        return URL(fileURLWithPath: shown).standardizedFileURL.path
            == URL(fileURLWithPath: vault).standardizedFileURL.path
    }

    /// The page of a character saved in the vault, linked to its retainers' pages and, for a
    /// retainer, to its employer's.
    private func savedPage(
        _ saved: (id: Int64, character: PlayerCharacter), among all: [(id: Int64, character: PlayerCharacter)]
    ) -> Document {
        var document = page(saved.character, path: Self.savedPath(saved.id), weight: nil)
        var fields = CharacterPageFields(saved.character)
        fields.retainers = all.filter { $0.character.retainer?.employerID == saved.id }.map { retainer in
            let terms = retainer.character.retainer
            return CharacterPageFields.Link(
                name: retainer.character.name, href: "saved-\(retainer.id).html",
                note: "\(retainer.character.characterClass.name) \(retainer.character.level), "
                    + "loyalty \(terms?.loyalty ?? 0)")
        }
        if let terms = saved.character.retainer, let employerID = terms.employerID,
            let employer = all.first(where: { $0.id == employerID })
        {
            fields.employer = CharacterPageFields.Link(
                name: employer.character.name, href: "saved-\(employerID).html", note: "loyalty \(terms.loyalty)")
        }
        document.fields = fields.encoded
        return document
    }

    private func page(_ character: PlayerCharacter, path: String?, weight: Int?) -> Document {
        Self.sitePage(character, path: path, weight: weight)
    }

    /// A character's record sheet as a page of a site, as the gallery and the `character` block make it.
    static func sitePage(_ character: PlayerCharacter, path: String?, weight: Int?) -> Document {
        var document = CharacterSheet.document(for: character, path: path)
        document.layout = "character-page"
        document.weight = weight
        document.fields = CharacterPageFields(character).encoded
        return document
    }
}
