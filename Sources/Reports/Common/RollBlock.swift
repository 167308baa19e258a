import GameKit
import Markdown
import Mistakes
import Site

/// ```` ```roll ```` with dice tables between the fences (see `RollTable`): rolled at build time,
/// the page showing the roll, the result and the table. The dice come from the site's seed, the
/// page's path and the block's number on the page, so a site rolls the same until its seed changes.
public struct RollBlock: BlockRenderer {
    public let name = "roll"

    public init() {}

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly([])
        let tables: [RollTable]
        switch RollTable.parse(block.body) {
        case .success(let parsed): tables = parsed
        case .failure(let problem): throw block.error(problem.message, atTextLine: problem.line)
        }
        var random = SeededRandom(seed: Self.seed(site: site.seed, page: block.page, block: block.number))
        let roll: RollTable.Roll
        do {
            roll = try RollTable.roll(tables, using: &random)
        } catch {
            throw block.error(error.description)
        }
        return RenderedBlock(html: try site.render("block-roll", RollBlockFields(roll)))
    }

    /// FNV-1a of the three, so that each block of each page of a site rolls dice of its own.
    static func seed(site: UInt64, page: String, block: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(site)\n\(page)\n\(block)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}

/// What the `block-roll` template shows: each roll made, the first table's first and then those
/// its results named, in the order rolled, each with its result and its table, the rolled row marked.
struct RollBlockFields: LayoutFields {
    /// The table rolled, and the whole result, the tables it named rolled in.
    let name: String
    let result: String
    let rolls: [Shown]

    struct Shown: Encodable {
        let name: String
        let dice: String
        let number: Int
        let result: String
        let rows: [Row]
    }

    struct Row: Encodable {
        let range: String
        let result: String
        let rolled: Bool
    }

    init(_ roll: RollTable.Roll) {
        func flattened(_ roll: RollTable.Roll) -> [RollTable.Roll] { [roll] + roll.nested.flatMap(flattened) }
        name = roll.table.name
        result = roll.told
        rolls = flattened(roll).map(Self.shown)
    }

    private static func shown(_ roll: RollTable.Roll) -> Shown {
        let rows = roll.table.entries.map { entry in
            let low = entry.range.lowerBound, high = entry.range.upperBound
            return Row(
                range: low == high ? "\(low)" : "\(low)–\(high)", result: entry.result, rolled: entry == roll.entry)
        }
        return Shown(
            name: roll.table.name, dice: roll.table.dice.description, number: roll.number, result: roll.result,
            rows: rows)
    }
}
