import Foundation
import GameKit
import Markdown
import Mistakes

/// ```` ```dice ```` with a dice formula a line, as the Dice Roller Obsidian plugin writes them
/// (`2d6+1`, `1d20 + 1d4 + 2`, `d%`, `4d6kh3`; see `DiceFormula`), a `# label` after one if
/// wanted: each rolled at build time, the page showing the formula, every die (those set aside
/// struck through) and the total. The dice come from the site's seed, the page's path and the
/// block's number on the page, as a `roll` block's do (`RollBlock.seed`).
public struct DiceBlock: BlockRenderer {
    public let name = "dice"

    /// The most formulas, and the most dice in all, one block rolls: each die is shown, and a
    /// block is a handful of rolls at the table.
    public static let formulaLimit = 1000
    public static let diceLimit = 10_000

    public init() {}

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly([])
        let lines = try Self.lines(of: block)
        var random = SeededRandom(seed: RollBlock.seed(site: site.seed, page: block.page, block: block.number))
        let rolls = lines.map { line in (line, line.formula.roll(using: &random)) }
        return RenderedBlock(html: try site.render("block-dice", DiceBlockFields(rolls)))
    }

    /// The Dice Roller's inline form, `` `dice: 2d6+1` `` (see `inlineHTML(formula:site:page:number:block:)`).
    public func inlineHTML(_ code: String, in site: BlockSite, number: Int) -> String? {
        Self.inlineHTML(formula: code, site: site, page: site.page, number: number)
    }

    /// One line of the block: the formula as written, its label, and the formula read.
    struct Line {
        let written: String
        let label: String
        let formula: DiceFormula
    }

    /// The block's formulas, blank lines left out (a `dice:` before one too, as the plugin's
    /// inline rolls write it). A line that is no formula is an error at its line.
    static func lines(of block: FencedBlock) throws(UserError) -> [Line] {
        var lines: [Line] = [], dice = 0
        for (index, text) in block.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !rest.isEmpty else { continue }
            if rest.lowercased().hasPrefix("dice:") { rest = String(rest.dropFirst("dice:".count)) }
            let hash = rest.firstIndex(of: "#") ?? rest.endIndex
            let written = rest[..<hash].trimmingCharacters(in: .whitespacesAndNewlines)
            let label = rest[hash...].dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
            guard !written.isEmpty else {
                throw block.error(
                    "a label with no formula before its # (write one such as 2d6+1 # label)", atTextLine: index + 1)
            }
            let formula: DiceFormula
            switch DiceFormula.read(written) {
            case .success(let read): formula = read
            case .failure(.notDice):
                throw block.error(
                    "'\(written.prefix(60))' is no dice formula (write one such as 2d6+1, 4d6kh3 or d%)",
                    atTextLine: index + 1)
            case .failure(.outOfRange(let problem)):
                throw block.error("'\(written.prefix(60))': \(problem)", atTextLine: index + 1)
            }
            dice += formula.diceCount
            guard lines.count < formulaLimit, dice <= diceLimit else {
                throw block.error(
                    "rolls more than \(formulaLimit) formulas or \(diceLimit) dice (the most one block may)",
                    atTextLine: index + 1)
            }
            lines.append(Line(written: written, label: label, formula: formula))
        }
        guard !lines.isEmpty else { throw block.error("holds no dice formula: write one a line, such as 2d6+1") }
        return lines
    }
}
