import BullsEye
import GameKit
import Ghost
import OSR
@testable import Reports
@testable import Site
@testable import TemplateEngine
@testable import TestSupport
import Testing

/// Each game block's typed context, full, against the names its default template reads: a name
/// the template reads that the context lacks would be a blank Mustache leaves without a word.
@Suite struct BlockTemplateTests {
    static func cases() throws -> [(template: String, context: [String: Any])] {
        let character = CharacterGenerator.generate(seed: 7, options: .init(characterClass: .thief))
        let tables = try RollTable.parse("table: A (1d2)\n1: [B] and 1d4 rats\n2: [B]\ntable: B (1d2)\n1-2: b\n").get()
        var random = SeededRandom(seed: 1)
        let roll = try RollTable.roll(tables, using: &random)
        let standing = GhostStanding.table([
            GhostRecord(id: 1, language: .english, players: ["Ann", "Bob"], winner: "Ann", rounds: [], finishedAt: nil)
        ])
        let session = BullsEyeSession(
            id: 1, variant: .rgb, player: "Ann",
            rounds: [.init(target: [1, 2, 3], guess: [1, 2, 4], difference: 1, points: 99, bonus: 50)], playedAt: nil)
        var epic = character
        epic.epithet = "the Bold"
        var retainer = character
        retainer.retainer = RetainerTerms(employer: "Maud", employerID: 1, loyalty: 7)
        return [
            ("block-character", try TemplateValues.dictionary(of: CharacterBlockFields(epic, link: "a.html"))),
            (
                "block-party",
                try TemplateValues.dictionary(
                    of: PartyBlockFields(caption: "Party of seed 3", members: [.init(retainer, link: "a.html")]))
            ),
            (
                "block-item",
                try TemplateValues.dictionary(
                    of: ItemBlockFields(card: ItemCardFields(Self.itemWithModifiers()), link: "a.html"))
            ),
            ("block-roll", try TemplateValues.dictionary(of: RollBlockFields(roll))),
            (
                "block-highscores",
                try TemplateValues.dictionary(of: HighscoresBlockFields(standings: standing, asOf: "13 November 2026"))
            ),
            ("block-bullseye", try TemplateValues.dictionary(of: BullsEyeBlockFields(session))),
        ] + (try obsidianCases())
    }

    /// The Obsidian plugins' blocks, each made of a block that shows all it can: a statblock of
    /// either layout with code, inline dice and traits among its other keys, dice with labels,
    /// numbers and dice set aside.
    static func obsidianCases() throws -> [(template: String, context: [String: Any])] {
        var text = StatblockText { formula, number in
            DiceBlock.inlineHTML(formula: formula, site: BlockFixtures.site(), page: "notes", number: number)
        }
        let wraith = try BlockFixtures.fenced("statblock", try BlockFixtures.block(in: "bell-wraith.md").body)
        let statblock = try StatblockFields(try Statblock.read(wraith), text: &text, block: wraith)
        let more = "notes: see `Goblin tables`\ntactics:\n  - name: Ambush\n    desc: from above\n"
        let goblin = try BlockFixtures.fenced("statblock", try BlockFixtures.block(in: "ose-goblin.md").body + more)
        let ose = OSEStatblockFields(try Statblock.read(goblin), text: &text)
        let dice = try BlockFixtures.fenced("dice", "2d6+1 # damage\n4d6kh3 - 1\n")
        var random = SeededRandom(seed: 1)
        let rolls = try DiceBlock.lines(of: dice).map { ($0, $0.formula.roll(using: &random)) }
        return [
            ("block-statblock", try TemplateValues.dictionary(of: statblock)),
            ("block-statblock-ose", try TemplateValues.dictionary(of: ose)),
            ("block-dice", try TemplateValues.dictionary(of: DiceBlockFields(rolls))),
        ]
    }

    /// The first seed whose item has modifier lines, so that the list of them is shown.
    static func itemWithModifiers() -> ItemReport {
        (0..<1000).lazy.map { ItemReport(seed: $0, battles: 0) }.first { !ItemCardFields($0).modifiers.isEmpty }!
    }

    @Test func everyBlockTemplateFindsEveryNameItReads() throws {
        let templates = try FullContexts.defaultTemplates()
        for (template, context) in try Self.cases() {
            let problems = try TemplateNames.unresolved(template: template, in: templates, context: context)
            // An empty table says so; a full context cannot show both.
            let emptyTable = "block-highscores:7: {{#empty}}: never shown, so what it holds is not checked"
            #expect(problems.filter { $0 != emptyTable } == [], "\(template): \(problems)")
        }
        let blockTemplates = Set(templates.keys.filter { $0.hasPrefix("block-") })
        #expect(blockTemplates == Set(try Self.cases().map(\.template)))
    }
}
