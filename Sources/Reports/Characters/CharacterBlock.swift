import GameKit
import Markdown
import Mistakes
import OSR
import Site
import SiteModel

/// ```` ```character seed=7 class=fighter level=5 ```` in a page: a compact stat block of a character,
/// linking to its record sheet. The character is the one the seed makes (as `sheetgen character
/// --seed 7 --class fighter --level 5` does; `name=` renames it), one saved in the vault the site config
/// names (`id=3`, or `name="Brother Aldous"`), or that of a character file of the content folder
/// (`file=characters/aldous.yml`). Its sheet is made once, under `sheets/characters/`, or is the
/// gallery's page of a saved character when the gallery shows the same vault.
public struct CharacterBlock: BlockRenderer {
    public let name = "character"
    let table: TableCharacters

    /// `table`: where the saved characters and their sheets are; none, for seeded ones alone.
    public init(_ table: TableCharacters = TableCharacters()) {
        self.table = table
    }

    public var inputs: [String] { table.inputs }

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["seed", "class", "level", "name", "id", "file"])
        try block.refuseBody()
        let shown = try character(block, in: site)
        let html = try site.render(
            "block-character", CharacterBlockFields(shown.character, link: site.link(to: shown.path)))
        let reads = block.options["file"].map { [CharacterFileOption.pathInContent($0)] } ?? []
        return RenderedBlock(html: html, pages: shown.page.map { [$0] } ?? [], reads: reads)
    }

    /// The character the block's options choose, and its sheet.
    private func character(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> ShownCharacter {
        let sources = ["seed", "id", "file"].filter { block.options[$0] != nil }
        guard sources.count <= 1 else {
            throw block.error("give one of seed=, id=, name= and file=, not \(sources.joined(separator: "= and "))=")
        }
        for key in ["class", "level"] where block.options["seed"] == nil && block.options[key] != nil {
            throw block.error("\(key)= chooses the \(key) of a seeded character (seed=…); others have their own")
        }
        if block.options["seed"] != nil { return try Self.seeded(block) }
        if let path = block.options["file"] {
            guard block.options["name"] == nil else {
                throw block.error("name= finds a saved character; a character file names its own")
            }
            return CharacterSheets.file(try CharacterFileOption.character(path, for: block, in: site), path: path)
        }
        return try saved(block)
    }

    /// The character of `seed=`, of the `class=`, `level=` and `name=` given. Named as the seed
    /// names it anyway, it is the character of no `name=`, with the same sheet.
    private static func seeded(_ block: FencedBlock) throws(UserError) -> ShownCharacter {
        let seed = UInt64(try block.required(try block.int("seed", in: 0...Int.max), "seed"))
        let chosenClass = try characterClass(block)
        let most = chosenClass?.maximumLevel ?? CharacterClass.allCases.map(\.maximumLevel).max() ?? 1
        let level = try block.int("level", in: 1...most) ?? 1
        var options = CharacterOptions(characterClass: chosenClass, level: level)
        // Without a class, the seed's is one that reaches the level.
        let drawn = CharacterGenerator.generate(seed: seed, options: options)
        options.name = try name(block).flatMap { $0 == drawn.name ? nil : $0 }
        let character = options.name == nil ? drawn : CharacterGenerator.generate(seed: seed, options: options)
        return CharacterSheets.seeded(character, seed: seed, options: options)
    }

    /// The character of `id=` or `name=` saved in the vault.
    private func saved(_ block: FencedBlock) throws(UserError) -> ShownCharacter {
        let id = try block.int("id", in: 1...Int.max), name = block.options["name"]
        guard id != nil || name != nil else {
            throw block.error(
                "needs seed=… (a generated character), id=… or name=\"…\" (one saved in the vault) or "
                    + "file=… (a character file)")
        }
        guard id == nil || name == nil else {
            throw block.error("give id= or name= to find a saved character, not both")
        }
        let vault = try table.saved(for: block)
        if let id { return table.sheets.saved(try vault.character(id: Int64(id))) }
        return table.sheets.saved(try vault.character(named: name ?? ""))
    }

    /// `name=` of a seeded character: a name as the vault would keep it.
    static func name(_ block: FencedBlock) throws(UserError) -> String? {
        guard let typed = block.options["name"] else { return nil }
        switch PlayerName.validated(typed) {
        case .success(let name): return name
        case .failure(let problem): throw block.error("name: \(problem)")
        }
    }

    static func characterClass(_ block: FencedBlock) throws(UserError) -> CharacterClass? {
        guard let typed = block.options["class"] else { return nil }
        guard let found = CharacterClass(named: typed) else {
            let classes = CharacterClass.allCases.map(\.name).joined(separator: ", ")
            throw block.error("class '\(typed.prefix(40))' is not one of \(classes)")
        }
        return found
    }
}

/// What the `block-character` template shows: the sheet's numbers and the link to the sheet.
struct CharacterBlockFields: LayoutFields {
    let sheet: CharacterSheetFields
    let link: String
    let abilities: [Score]
    let saves: String
    /// "1st 2, 2nd 1": spells a day by spell level; absent for a character with none.
    let spellSlots: String?
    /// A retainer's terms; absent for a player's character.
    let retainer: String?

    struct Score: Encodable {
        let ability: String
        let score: Int
        let modifier: String
    }

    init(_ character: PlayerCharacter, link: String) {
        sheet = CharacterSheetFields(character)
        self.link = link
        abilities = Ability.allCases.map {
            Score(
                ability: $0.rawValue, score: character.abilities[$0],
                modifier: AbilityModifier.signed(character.modifier($0)))
        }
        let s = character.savingThrows
        saves = "D\(s.death) W\(s.wands) P\(s.paralysis) B\(s.breath) S\(s.spells)"
        let slots = character.spellSlots.enumerated().map { "\(CharacterSheet.ordinal($0.offset + 1)) \($0.element)" }
        spellSlots = slots.isEmpty ? nil : slots.joined(separator: ", ")
        retainer = character.retainer.map(CharacterSheet.retainerLine)
    }
}
