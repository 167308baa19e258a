import Markdown
import Mistakes
import OSR
import Site
import SiteModel

/// ```` ```character seed=7 class=fighter ```` in a page: a compact stat block of the character
/// the seed makes (as `sheetgen character --seed 7 --class fighter` does), linking to its record
/// sheet, which the build makes once under `sheets/characters/`.
public struct CharacterBlock: BlockRenderer {
    public let name = "character"

    public init() {}

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["seed", "class"])
        try block.refuseBody()
        let seed = UInt64(try block.required(try block.int("seed", in: 0...Int.max), "seed"))
        let characterClass = try Self.characterClass(block)
        let character = CharacterGenerator.generate(
            seed: seed, options: CharacterOptions(characterClass: characterClass))
        let path = "sheets/characters/seed-\(seed)" + (characterClass.map { "-" + Slug.make($0.name) } ?? "")
        let html = try site.render("block-character", CharacterBlockFields(character, link: site.link(to: path)))
        return RenderedBlock(html: html, pages: [CharacterGallery.sitePage(character, path: path, weight: nil)])
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
    }
}
