import Foundation
import GameKit
import Markdown
import SiteModel

extension DiceBlock {
    /// The HTML of an inline roll, the Dice Roller plugin's `` `dice: 2d6+1` `` in a note's text:
    /// `<span class="dice-roll" title="2d6+1: 3 + 5 + 1 = 9"><strong class="dice-total">9</strong>
    /// <span class="dice-formula">(2d6+1)</span></span>`, the total first and the formula after it
    /// as printed stat blocks write damage ("9 (2d6+1)"), each die in the title. Nil when
    /// `formula` is no dice formula (or asks for more dice than one may roll): then it stays code.
    ///
    /// The roll is the `number`th (from 1) of the page `page`'s inline rolls, or, given `block`,
    /// of that block's (a statblock's text): seeded as a block is (`RollBlock.seed`), from a page
    /// name no block has, so an inline roll never rolls as a block's dice, nor as another's.
    public static func inlineHTML(
        formula: String, site: BlockSite, page: String, number: Int, block: Int? = nil
    ) -> String? {
        guard case .success(let parsed) = DiceFormula.read(formula) else { return nil }
        let place = block.map { "\n\(inlineSalt) in block \($0)" } ?? "\n\(inlineSalt)"
        var random = SeededRandom(seed: RollBlock.seed(site: site.seed, page: page + place, block: number))
        let roll = parsed.roll(using: &random)
        let written = formula.trimmingCharacters(in: .whitespacesAndNewlines)
        let title = HTMLText.escaped(written + ": " + told(roll))
        return "<span class=\"dice-roll\" title=\"\(title)\"><strong class=\"dice-total\">\(roll.total)</strong> "
            + "<span class=\"dice-formula\">(\(HTMLText.escaped(written)))</span></span>"
    }

    /// What sets inline rolls' seeds apart from blocks': page paths hold no line end.
    static let inlineSalt = "inline dice"

    /// The most dice a title names one by one; a term of more is told by its sum.
    static let toldDice = 20

    /// A roll in words, for a title: `3 + 5 + 1 = 9`, dice set aside in brackets
    /// (`6 + 5 + 4 [1 set aside] = 15`), a term of many dice as its sum (`350 (100 dice)`); a
    /// roll that is one number already (one die, a number, a sum) is not summed again.
    static func told(_ roll: DiceFormula.Roll) -> String {
        let terms = roll.terms.enumerated().map { index, term in
            let sign = term.term.negative ? "− " : index == 0 ? "" : "+ "
            return sign + told(term)
        }
        guard let only = roll.terms.first, roll.terms.count == 1, !only.term.negative,
            only.dice.count <= 1 || only.dice.count > toldDice
        else { return "\(terms.joined(separator: " ")) = \(roll.total)" }
        return terms[0]
    }

    /// One term in words, without its sign: its number, its kept dice (in brackets when taken
    /// away together) and those set aside, or, past `toldDice`, its sum and how many dice made it.
    private static func told(_ term: DiceFormula.TermRoll) -> String {
        guard !term.dice.isEmpty else { return "\(abs(term.value))" }
        guard term.dice.count <= toldDice else { return "\(abs(term.value)) (\(term.dice.count) dice)" }
        let kept = term.dice.filter(\.kept).map { "\($0.value)" }
        let aside = term.dice.filter { !$0.kept }.map { "\($0.value)" }
        var words = kept.joined(separator: " + ")
        if term.term.negative && kept.count > 1 { words = "(\(words))" }
        if !aside.isEmpty { words += " [\(aside.joined(separator: ", ")) set aside]" }
        return words
    }
}
