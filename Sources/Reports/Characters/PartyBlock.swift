import Foundation
import GameKit
import Markdown
import Mistakes
import OSR
import Site
import SiteModel

/// ```` ```party seed=3 count=4 ```` in a page: a small table of the party `sheetgen party` makes
/// of these seeds, each member linking to its record sheet. `party all`, `party ids=1,2` and
/// `party names="Brother Aldous, Wren"` show characters saved in the vault the site config names, each
/// linking to the sheet a `character` block of it links to.
public struct PartyBlock: BlockRenderer {
    public let name = "party"
    let table: TableCharacters

    /// `table`: where the saved characters and their sheets are; none, for seeded ones alone.
    public init(_ table: TableCharacters = TableCharacters()) {
        self.table = table
    }

    public var inputs: [String] { table.inputs }

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["seed", "count", "ids", "names"], flags: ["all"])
        try block.refuseBody()
        let chosen = ["seed", "ids", "names"].filter { block.options[$0] != nil } + (block.flag("all") ? ["all"] : [])
        guard chosen.count == 1 else {
            throw block.error(
                chosen.isEmpty
                    ? "needs seed=… (a generated party), or all, ids=… or names=… (characters saved in the vault)"
                    : "give one of seed=, all, ids= and names=")
        }
        let (caption, members) =
            if block.options["seed"] != nil {
                try Self.seeded(block)
            } else {
                ("The party", try saved(block).map(table.sheets.saved))
            }
        let rows = members.map { PartyBlockFields.Member($0.character, link: site.link(to: $0.path)) }
        let html = try site.render("block-party", PartyBlockFields(caption: caption, members: rows))
        return RenderedBlock(html: html, pages: members.compactMap(\.page))
    }

    /// The party of the block's seed, each member on a page of its own name.
    private static func seeded(_ block: FencedBlock) throws(UserError) -> (String, [ShownCharacter]) {
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
        // A member whose name was changed to keep names apart has a page of its own name.
        let shown = members.enumerated().map { index, member in
            ShownCharacter(member, sheetAt: "sheets/party-\(seed)/\(Slug.make(member.name))", weight: index)
        }
        return ("Party of seed \(seed)", shown)
    }

    /// The saved characters the block names, in the order it names them, or all in the order saved.
    private func saved(_ block: FencedBlock) throws(UserError) -> [SavedCharacters.Saved] {
        guard block.options["count"] == nil else {
            throw block.error("count= sizes a generated party (seed=…); a saved one is as many as it names")
        }
        let vault = try table.saved(for: block)
        if block.flag("all") { return try vault.all() }
        if let ids = block.options["ids"] {
            var found: [SavedCharacters.Saved] = []
            for id in Self.list(ids) {
                guard let number = Int64(id), number > 0 else {
                    throw block.error("ids: '\(id.prefix(40))' is not a character id (a whole number from 1)")
                }
                found.append(try vault.character(id: number))
            }
            return found
        }
        var found: [SavedCharacters.Saved] = []
        for name in Self.list(block.options["names"] ?? "") { found.append(try vault.character(named: name)) }
        return found
    }

    /// `1, 2,3`: the entries of a comma-separated list, trimmed.
    private static func list(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

/// What the `block-party` template shows: a row per member.
struct PartyBlockFields: LayoutFields {
    let caption: String
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
