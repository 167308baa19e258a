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
/// linking to the sheet a `character` block of it links to. `retainers=yes` follows each saved
/// character with its retainers, marked as retainers with their loyalty.
public struct PartyBlock: BlockRenderer {
    public let name = "party"
    let table: TableCharacters

    /// `table`: where the saved characters and their sheets are; none, for seeded ones alone.
    public init(_ table: TableCharacters = TableCharacters()) {
        self.table = table
    }

    public var inputs: [String] { table.inputs }

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["seed", "count", "ids", "names", "retainers"], flags: ["all"])
        try block.refuseBody()
        let chosen = ["seed", "ids", "names"].filter { block.options[$0] != nil } + (block.flag("all") ? ["all"] : [])
        guard chosen.count == 1 else {
            throw block.error(
                chosen.isEmpty
                    ? "needs seed=… (a generated party), or all, ids=… or names=… (characters saved in the vault)"
                    : "give one of seed=, all, ids= and names=")
        }
        let withRetainers = try Self.showsRetainers(block)
        let (caption, members) =
            if block.options["seed"] != nil {
                try Self.seeded(block)
            } else {
                ("The party", try saved(block, withRetainers: withRetainers).map(table.sheets.saved))
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

    /// `retainers=yes` or `no` (the default); only for characters saved in the vault.
    private static func showsRetainers(_ block: FencedBlock) throws(UserError) -> Bool {
        guard let value = block.options["retainers"] else { return false }
        guard value == "yes" || value == "no" else {
            throw block.error("retainers: '\(value.prefix(40))' is not yes or no")
        }
        guard value == "no" || block.options["seed"] == nil else {
            throw block.error(
                "retainers=yes shows the retainers of characters saved in the vault, not of a seed's party")
        }
        return value == "yes"
    }

    /// The saved characters the block names, each followed by its retainers when asked; with `all`,
    /// the employers then each one's retainers, and last any retainer whose employer is gone.
    private func saved(_ block: FencedBlock, withRetainers: Bool) throws(UserError) -> [SavedCharacters.Saved] {
        let named = try saved(block)
        guard withRetainers else { return named }
        let everyone = try table.saved(for: block).all()
        let chosen = block.flag("all") ? named.filter { $0.character.retainer == nil } : named
        let kept = Set(everyone.map(\.id))
        let orphans = everyone.filter { saved in
            guard block.flag("all"), let terms = saved.character.retainer else { return false }
            return terms.employerID.map { !kept.contains($0) } ?? true
        }
        var shown = Set<Int64>()  // a retainer named in ids= as well is shown once, where first named
        return
            (chosen.flatMap { employer in
                [employer] + everyone.filter { $0.character.retainer?.employerID == employer.id }
            } + orphans).filter { shown.insert($0.id).inserted }
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
        /// "Cleric", or with the level past the first: "Cleric 2".
        let `class`: String
        let alignment: String
        let hitPoints: Int
        let armourClass: String
        let link: String
        /// For a retainer: "retainer of Perrin, loyalty 7".
        let retainer: String?

        init(_ c: PlayerCharacter, link: String) {
            name = c.name
            `class` = c.level > 1 ? "\(c.characterClass.name) \(c.level)" : c.characterClass.name
            alignment = c.alignment.rawValue
            hitPoints = c.hitPoints
            armourClass = "\(c.armourClass) [\(c.ascendingArmourClass)]"
            self.link = link
            retainer = c.retainer.map { "retainer of \($0.employer), loyalty \($0.loyalty)" }
        }
    }
}
