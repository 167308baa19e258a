import Foundation
import GameKit
import Markdown
@testable import Reports
import Testing

/// `dice` blocks and inline rolls, rendered through the public block API: every die shown and
/// the total theirs, rolled from the seed a `roll` block's dice come from, the same site the same
/// bytes, and a line that is no formula an error at its line.
@Suite struct DiceBlockTests {
    static let formulas = "2d6+1\n1d20 + 1d4 + 2 # attack with bless\nd%\n4d6kh3 # a score\n2d20kl1 - 1\n"

    static func render(_ body: String = formulas, seed: UInt64 = 5, page: String = "notes", number: Int = 1) throws
        -> String
    {
        try BlockFixtures.render(DiceBlock(), body, seed: seed, page: page, number: number)
    }

    /// The table's rows: the formula's cell, the dice cell and the total.
    static func rows(_ html: String) -> [(formula: String, dice: String, total: String)] {
        html.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().map { row -> (String, String, String) in
            let formula = row.components(separatedBy: "</th>")[0]
            let dice = row.components(separatedBy: "<td class=\"dice-dice\">")[1].components(separatedBy: "</td>")[0]
            let total = row.components(separatedBy: "\">").last!.components(separatedBy: "</td>")[0]
            return (formula, dice, total)
        }
    }

    /// The numbers of the dice in a dice cell, and whether each counts.
    static func dice(_ cell: String) -> [(value: Int, kept: Bool)] {
        cell.components(separatedBy: "class=\"die\"").dropFirst().map { piece in
            let value = Int(piece.components(separatedBy: ">")[1].components(separatedBy: "<")[0])!
            return (value, !piece.components(separatedBy: ">")[1].hasSuffix("</s"))
        }.map { ($0.0, $0.1) }
    }

    @Test func eachLineShowsItsFormulaItsLabelEveryDieAndTheTotal() throws {
        let html = try Self.render()
        #expect(html.hasPrefix("<figure class=\"block block-dice\">"))
        let rows = Self.rows(html)
        #expect(
            rows.map(\.formula) == [
                "<code>2d6+1</code>", "<code>1d20 + 1d4 + 2</code> <span class=\"dice-label\">attack with bless</span>",
                "<code>d%</code>", "<code>4d6kh3</code> <span class=\"dice-label\">a score</span>",
                "<code>2d20kl1 - 1</code>",
            ])
        let counts = rows.map { $0.dice.occurrences(of: "class=\"die\"") }
        #expect(counts == [2, 2, 1, 4, 2])
        #expect(rows.map { $0.dice.occurrences(of: "<s class=\"die\"") } == [0, 0, 0, 1, 1])
        #expect(rows[2].dice.contains("title=\"d100\""))
        #expect(rows[1].dice.contains("<span class=\"dice-sign\">+</span> <span class=\"dice-number\">2</span>"))
        #expect(rows[4].dice.contains("<span class=\"dice-sign\">−</span> <span class=\"dice-number\">1</span>"))
        #expect(html.contains("<td class=\"dice-total\" title=\"from 3 to 13\">"))
    }

    /// The dice are those `RollBlock.seed` gives the block, drawn line by line in order, and the
    /// totals the formulas' own.
    @Test func theDiceAreRolledFromTheSeedARollBlockUses() throws {
        for seed in UInt64(0)..<200 {
            let html = try Self.render(seed: seed, page: "campaign/session-1", number: 3)
            var random = SeededRandom(seed: RollBlock.seed(site: seed, page: "campaign/session-1", block: 3))
            let rolls = try DiceBlock.lines(of: BlockFixtures.fenced("dice", Self.formulas)).map {
                $0.formula.roll(using: &random)
            }
            for (row, roll) in zip(Self.rows(html), rolls) {
                #expect(row.total == "\(roll.total)")
                let shown = Self.dice(row.dice)
                let rolled = roll.terms.flatMap(\.dice)
                #expect(shown.map(\.value) == rolled.map(\.value) && shown.map(\.kept) == rolled.map(\.kept))
            }
        }
    }

    @Test func theSameSiteRollsTheSameBytesAndEachBlockAndPageItsOwn() throws {
        let body = "20d20\n"
        let first = try Self.render(body)
        #expect(try Self.render(body) == first)
        #expect(try Self.render(body, number: 2) != first)
        #expect(try Self.render(body, page: "other") != first)
        #expect(try Self.render(body, seed: 6) != first)
    }

    @Test(arguments: [
        (
            "2d6\nbanana\n",
            "notes.md:12: block dice: 'banana' is no dice formula (write one such as 2d6+1, 4d6kh3 or d%)"
        ),
        ("\n\n1001d6 # many\n", "notes.md:13: block dice: '1001d6': the number of dice must be from 1 to 1000"),
        ("4d6kh5\n", "notes.md:11: block dice: '4d6kh5': 4d6kh5 may keep from 1 to 4 of its 4 dice"),
        (
            "# only a label\n",
            "notes.md:11: block dice: a label with no formula before its # (write one such as 2d6+1 # label)"
        ),
        ("\n  \n", "notes.md:10: block dice: holds no dice formula: write one a line, such as 2d6+1"),
        (
            String(repeating: "1000d6\n", count: 11),
            "notes.md:21: block dice: rolls more than 1000 formulas or 10000 dice (the most one block may)"
        ),
        (
            String(repeating: "1\n", count: 1001),
            "notes.md:1011: block dice: rolls more than 1000 formulas or 10000 dice (the most one block may)"
        ),
    ])
    func aLineThatIsNoFormulaIsAnErrorAtItsLine(body: String, message: String) {
        #expect(BlockFixtures.error(DiceBlock(), body, line: 10) == message)
    }

    @Test func theLimitsThemselvesAreRolledAndDiceBeforeAFormulaAreRead() throws {
        let html = try Self.render(String(repeating: "1000d6\n", count: 10) + "dice: 5 # a number\n")
        #expect(html.occurrences(of: "class=\"die\"") == 10_000)
        #expect(Self.rows(html).last?.dice == "<span class=\"dice-number\">5</span>")
        #expect(
            BlockFixtures.error(DiceBlock(), "2d6\n", info: "dice seed=3")
                == "notes.md:1: block dice: seed is not an option (it takes none)")
    }

    // MARK: Inline rolls

    static func inline(_ formula: String, seed: UInt64 = 5, page: String = "notes", number: Int = 1, block: Int? = nil)
        -> String?
    {
        DiceBlock.inlineHTML(
            formula: formula, site: BlockFixtures.site(seed: seed), page: page, number: number, block: block)
    }

    @Test func anInlineRollShowsTheTotalThenTheFormulaEachDieInItsTitle() throws {
        for seed in UInt64(0)..<500 {
            let html = try #require(Self.inline(" 2d6+1 ", seed: seed))
            let told = try #require(html.firstMatch(of: /title="2d6\+1: (\d) \+ (\d) \+ 1 = (\d+)"/))
            let (first, second, total) = (Int(told.1)!, Int(told.2)!, Int(told.3)!)
            #expect((1...6).contains(first) && (1...6).contains(second) && total == first + second + 1)
            #expect(
                html == "<span class=\"dice-roll\" title=\"2d6+1: \(first) + \(second) + 1 = \(total)\"><strong "
                    + "class=\"dice-total\">\(total)</strong> <span class=\"dice-formula\">(2d6+1)</span></span>")
        }
        let kept = try #require(Self.inline("4d6kh3"))
        #expect(kept.contains(/title="4d6kh3: \d \+ \d \+ \d \[\d set aside\] = \d+"/))
        #expect(try #require(Self.inline("1d20")).contains(/title="1d20: \d+"/))
        #expect(try #require(Self.inline("100d6")).contains(/title="100d6: \d+ \(100 dice\)"/))
    }

    /// Text that is no formula stays code: no roll is made of it.
    @Test(arguments: ["[[Tables#Loot]]", "banana", "1001d6", "", "2d6 # label"])
    func textThatIsNoFormulaIsNoInlineRoll(text: String) {
        #expect(Self.inline(text) == nil)
    }

    /// An inline roll is seeded apart from the blocks: the first inline roll of a page rolls
    /// other dice than its first block, and a statblock's first other dice than the page's.
    @Test func inlineRollsAreSeededApartFromBlocksAndFromEachOther() throws {
        let block = try Self.render("20d20\n")
        let blockDice = Self.dice(Self.rows(block)[0].dice).map(\.value)
        let inline = try #require(Self.inline("20d20"))
        let inlineDice = inline.components(separatedBy: "20d20: ")[1].components(separatedBy: " =")[0]
        #expect(inlineDice != blockDice.map(String.init).joined(separator: " + "))
        #expect(Self.inline("20d20") == inline)
        #expect(Self.inline("20d20", number: 2) != inline)
        #expect(Self.inline("20d20", block: 1) != inline)
        #expect(Self.inline("20d20", number: 1, block: 1) != Self.inline("20d20", number: 1, block: 2))
    }
}
