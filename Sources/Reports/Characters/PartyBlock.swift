import GameKit
import Markdown
import Mistakes
import OSR
import Site
import SiteModel

/// ```` ```party seed=3 count=4 ```` in a page: a small table of the party `sheetgen party` makes
/// of these seeds, each member linking to the record sheet a `character` block of its seed makes.
public struct PartyBlock: BlockRenderer {
    public let name = "party"

    public init() {}

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["seed", "count"])
        try block.refuseBody()
        let seed = try block.required(try block.int("seed", in: 0...Int.max), "seed")
        let count = try block.int("count", in: 1...12) ?? 4
        guard SeededRandom.seedsFit(from: UInt64(seed), count: count) else {
            throw block.error("count goes past the largest seed, \(SeededRandom.seeds.upperBound)")
        }
        let members: [PlayerCharacter]
        do {
            members = try Party.generate(seed: UInt64(seed), count: count)
        } catch {
            throw block.error(error.description)
        }
        let pages = members.enumerated().map { index, member in
            // A member whose name was changed to keep names apart has a page of its own name.
            CharacterGallery.sitePage(member, path: "sheets/party-\(seed)/\(Slug.make(member.name))", weight: index)
        }
        let rows = zip(members, pages).map { member, page in
            PartyBlockFields.Member(member, link: site.link(to: page.path))
        }
        let html = try site.render("block-party", PartyBlockFields(seed: seed, members: rows))
        return RenderedBlock(html: html, pages: pages)
    }
}

/// What the `block-party` template shows: a row per member.
struct PartyBlockFields: LayoutFields {
    let seed: Int
    let members: [Member]

    struct Member: Encodable {
        let name: String
        let `class`: String
        let alignment: String
        let hitPoints: Int
        let armourClass: String
        let link: String

        init(_ c: PlayerCharacter, link: String) {
            name = c.name
            `class` = c.characterClass.name
            alignment = c.alignment.rawValue
            hitPoints = c.hitPoints
            armourClass = "\(c.armourClass) [\(c.ascendingArmourClass)]"
            self.link = link
        }
    }
}
