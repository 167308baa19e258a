import DefaultTemplates
import OSR
@testable import Reports
@testable import Site
@testable import SiteModel
@testable import TestSupport
import Testing

/// Each game layout's typed context, encoded in full, in the page the site renders it in, against
/// the names its default template reads (through partials and parents, with `TemplateNames`): a
/// name the template reads that the context lacks (a misspelt or forgotten key) is a blank
/// Mustache leaves without a word, so here it fails.
@Suite struct ReportContextTests {
    /// A layout, the fields of a fully populated context for it, and what it is checked with.
    struct LayoutCase: Sendable, CustomTestStringConvertible {
        /// The documents' layout.
        let layout: String
        /// The template that renders them: the layout's own, but for an index page made from a
        /// `page` document, which the site shows as a `section`.
        let template: String
        let fields: [String: MetadataValue]
        /// The fields of the document's parts, then of their parts: what `{{#parts}}` shows.
        let parts: [[String: MetadataValue]]
        /// The Markdown body of the document and of its parts (the sheet reads its sections by name).
        let body: String
        /// Sections a full context cannot show: what the template says of an empty list.
        let neverShown: [String]

        init(
            _ layout: String, template: String? = nil, _ context: some Encodable, parts: [any Encodable] = [],
            body: String = "Intro.\n\n## Saving throws\n\nRoll.\n",
            neverShown: [String] = []
        ) throws {
            self.layout = layout
            self.template = template ?? layout
            self.body = body
            self.neverShown = neverShown
            fields = try MetadataEncoder.fields(context)
            self.parts = try parts.map { try MetadataEncoder.fields($0) }
        }

        var testDescription: String { layout == template ? layout : "\(layout) (as \(template))" }
    }

    /// A thief with a spell book is no character, but a full sheet: every section of it shown.
    static let character = {
        var character = CharacterGenerator.generate(seed: 7)
        character.epithet = "the Bold"
        return character
    }()
    /// A thief (with skills) serving an employer.
    static let retainer = {
        var retainer = CharacterGenerator.generate(seed: 7)
        retainer.epithet = "the Loyal"
        retainer.retainer = RetainerTerms(employer: "Maud", employerID: 1, loyalty: 7)
        return retainer
    }()
    static let sheetBody =
        CharacterSheet.body(CharacterGenerator.generate(seed: 7, options: .init(characterClass: .thief)))
        + CharacterSheet.body(CharacterGenerator.generate(seed: 7, options: .init(characterClass: .elf)))
    static let links = GhostLinks(
        highscoresRoot: "highscores/", highscoresHasPlayers: true, highscoresHasGames: true,
        boards: [
            BoardLink(name: "This week", path: "highscores/this-week", first: true),
            BoardLink(name: "2026 Q4", path: "highscores/seasons/2026-q4", first: false),
        ])

    static func cases() throws -> [LayoutCase] {
        try characterCases() + itemCases() + ghostCases() + bullsEyeCases() + rulesCases()
    }

    /// A gallery page with both links: to the employer, and to a retainer.
    static let linkedPage = {
        var page = CharacterPageFields(retainer)
        page.employer = CharacterPageFields.Link(name: "Maud", href: "saved-1.html", note: "loyalty 7")
        page.retainers = [CharacterPageFields.Link(name: "Osric", href: "saved-3.html", note: "Fighter 1, loyalty 7")]
        return page
    }()

    static func characterCases() throws -> [LayoutCase] {
        let sheet = CharacterSheetFields(character)
        return [
            try LayoutCase("character", sheet, body: sheetBody),
            try LayoutCase("character-page", linkedPage, body: sheetBody),
            try LayoutCase(
                "party",
                PartyPackFields(
                    paper: "a4", paperName: "A4", count: 1, retainerPages: RetainerSheets.pages(for: [retainer]),
                    back: "index.html"),
                parts: [sheet], body: sheetBody),
            // The print packs' index page, which the site shows as a folder listing.
            try LayoutCase("page", template: "section", FolderIntroFields(summary: "Record sheets to print.")),
        ]
    }

    static func itemCases() throws -> [LayoutCase] {
        let item = ItemReport(seed: 15, battles: 0)  // decorated: it has modifiers
        let itemBody = ItemCard.body(ItemReport(seed: 15, battles: 3))
        let card = ItemCardFields(item)
        let pack = CardSheetsFields(
            paper: "a4", paperName: "A4", count: 1, cutMarks: CardSheets.cutMarks(),
            back: "index.html")
        let row = CatalogueFields.Row(item, path: "items/cards/item-15", href: "cards/item-15.html")
        // Only the rarity chart has the factory's odds (`expected`).
        let bar = CatalogueSummaryFields.Bar(label: "Common", count: 3, percent: "75.0", expected: "74.7")
        let plainBar = CatalogueSummaryFields.Bar(label: "Keen", count: 1, percent: "25.0", expected: nil)
        // A chart of two series (with a legend) and one of a single series with marked bars.
        let twoSeries = BarChart(
            id: "a", caption: "A.", table: "a-table",
            groups: [BarChart.Group(label: "Common", values: [75, 74.7], title: "Common")],
            series: ["measured", "factory odds"], unit: "%", valueTitle: "Share", categoryTitle: "")
        let marked = BarChart(
            id: "b", caption: "B.", table: "b-table",
            groups: [
                BarChart.Group(
                    label: "Keen, of a name too long to stand upright under its bar", values: [25], title: "Keen",
                    marked: 25)
            ],
            series: ["items"],
            marked: "rare", unit: "%", valueTitle: "Share", categoryTitle: "Decorator")
        let summary = CatalogueSummaryFields(
            rarities: [bar], decorators: [plainBar], decoratorCounts: [plainBar],
            decoratedItems: 1, rarityChart: twoSeries, decoratorCountChart: marked, decoratorChart: marked,
            summary: "Rarity and decorator distribution.")
        return [
            try LayoutCase("item", card, body: itemBody),
            try LayoutCase("item-page", card, body: itemBody),
            try LayoutCase(
                "cards", pack, parts: [CardSheetsFields.Sheet(number: 1), card],
                body: itemBody),
            try LayoutCase("catalogue", CatalogueFields(rows: [row], summary: "1 item.", catalogueRoot: "items/")),
            try LayoutCase("catalogue-summary", summary),
            try LayoutCase("report", BattleReportFields(seed: "1", victories: 5, fights: 6)),
        ]
    }

    static func ghostCases() throws -> [LayoutCase] {
        let (ann, bob) = (
            GhostGameFields.Player(name: "Ann", path: "highscores/players/ann"),
            GhostGameFields.Player(name: "Bob", path: "highscores/players/bob")
        )
        let game = "highscores/games/game-4"
        let standing = HighscoresFields.Standing(
            rank: 1, player: ann.name, path: ann.path, wins: 2, games: 3,
            winRate: "67%", rating: 1516, provisional: true)
        let latest = HighscoresFields.Game(
            id: 4, path: game, winner: ann.name, loser: bob.name, language: "English",
            rounds: 7)
        let played = GhostPlayerFields.Game(
            id: 4, path: game, opponent: bob.name, language: "English", won: true,
            rounds: 7, letters: "GH", ratingAfter: 1516)
        let round = GhostGameFields.Round(
            number: 1, fragment: "pear", loser: bob.name, why: "completed a word",
            score: "Ann · Bob G")
        let record = HighscoresFields.Record(
            name: "Longest win streak", holder: ann.name, holderPath: ann.path, value: "2 wins in a row (games 3–4)",
            game: 4, gamePath: game)
        let table = HighscoresFields(standings: [standing], recordBook: [record], latest: [latest], summary: "1 game.")
        let chart = LineChart(
            id: "r", caption: "R.", table: "games", steps: [(label: "4", value: 1516)], baseline: 1500,
            title: { "Game \($0): \($1)" }, valueTitle: "Rating", categoryTitle: "Game", stepsName: "games")
        let player = GhostPlayerFields(
            rank: 1, rating: 1516, provisional: true, peak: 1516, peakGame: 4, peakPath: game, ratingChart: chart,
            headToHead: [.init(name: bob.name, path: bob.path, games: 1, wins: 1, losses: 0, winRate: "100%")],
            wins: 2, games: 3, winRate: "67%", gameList: [played],
            summary: "rank 1, 2 wins in 3 games")
        let page = GhostGameFields(
            first: ann, second: bob, winner: ann.name, winnerPath: ann.path, language: "English",
            rounds: [round], newRecords: ["Longest win streak: 2 wins in a row, by Ann"],
            summary: "Ann beat Bob in 1 rounds (English)")
        return [
            try LayoutCase("highscores", GhostPageFields(page: table, links: links)),
            // A player always has games: what the page says of none is never shown.
            try LayoutCase(
                "ghost-player", GhostPageFields(page: player, links: links),
                neverShown: ["ghost-player:28: {{#empty(gameList)}}: never shown, so what it holds is not checked"]),
            try LayoutCase("ghost-game", GhostPageFields(page: page, links: links)),
        ]
    }

    static func bullsEyeCases() throws -> [LayoutCase] {
        let path = "bullseye/session-1"
        let ally = "bullseye/players/ally"
        let session = BullsEyeIndexFields.Session(
            id: 1, path: path, player: "Ally", playerPath: ally, variant: "RGB", rounds: 1,
            total: 149)
        let best = BullsEyeIndexFields.Best(
            player: "Ally", playerPath: ally, variant: "RGB", total: 149, path: path, id: 1)
        let player = BullsEyePlayerFields(
            sessions: [.init(id: 1, path: path, variant: "RGB", rounds: 1, total: 149)],
            bests: [.init(variant: "RGB", total: 149, id: 1, path: path)],
            chart: BarChart(
                id: "s", caption: "S.", table: "sessions",
                groups: [BarChart.Group(label: "1", values: [149], title: "Session 1")], series: ["points"],
                unit: " points", valueTitle: "Points", categoryTitle: "Session"),
            summary: "1 session, best 149 points")
        let round = BullsEyeSessionFields.Round(
            number: 1, target: "R 1 · G 2 · B 3", guess: "R 1 · G 2 · B 4",
            difference: 1, points: 99, bonus: 50, total: 149, title: "So close!",
            targetColour: "#010203", guessColour: "#010204")
        let page = BullsEyeSessionFields(
            player: "Ally", variant: "RGB", colour: true, total: 149, rounds: [round],
            bestRound: 1, bestTotal: 149, averageDifference: "1.0",
            // Rounds that all stand high, one with a bonus: an axis above 0, a marked bar.
            chart: BullsEyeReports.chart([
                .init(target: [1, 2, 3], guess: [1, 2, 4], difference: 1, points: 99, bonus: 50),
                .init(target: [1, 2, 3], guess: [1, 2, 7], difference: 4, points: 96, bonus: 0),
            ]), newRecord: "Best RGB session: 149 points",
            summary: "Ally, RGB: 149 points in 1 rounds")
        return [
            try LayoutCase(
                "bullseye-index",
                BullsEyeIndexFields(
                    sessions: [session], records: [best], bests: [best], boards: links.boards, summary: "1.")),
            // Session numbers are never long enough to be slanted, and a player's sessions are
            // one series, none marked: no hatching, no legend.
            // A single session's bar stands on an axis from 0, unmarked.
            try LayoutCase(
                "bullseye-player", player,
                neverShown: [
                    "chart:11: {{#legend}}: never shown, so what it holds is not checked",
                    "chart:6: {{#axisBreak}}: never shown, so what it holds is not checked",
                    "chart:7: {{#hatched}}: never shown, so what it holds is not checked",
                    "chart:7: {{#mark}}: never shown, so what it holds is not checked",
                    "chart:8: {{#slanted}}: never shown, so what it holds is not checked",
                ]),
            // Round numbers are never long enough to be slanted; rounds are one series, their
            // bonuses marked rather than a second series hatched.
            try LayoutCase(
                "bullseye-session", page,
                neverShown: [
                    "chart:7: {{#hatched}}: never shown, so what it holds is not checked",
                    "chart:8: {{#slanted}}: never shown, so what it holds is not checked",
                ]),
        ]
    }

    static func rulesCases() throws -> [LayoutCase] {
        // A rules page; its folder's index is shown as a listing like the print packs' above.
        [try LayoutCase("page", RulesPageFields(summary: "Weapons, armour and gear."))]
    }

    /// The document a layout's fields come in, with a body of sections and the parts it prints.
    static func document(_ layout: LayoutCase) -> Document {
        // Each entry of `parts` is the part of the one before: a pack's sheet, then the sheet's card.
        let parts = layout.parts.reversed().reduce([Document]()) { inner, fields in
            [Document(path: "part", title: "Part", fields: fields, body: layout.body, parts: inner)]
        }
        return Document(
            path: "a/b", title: "Title", layout: layout.template, date: "2026-11-22", weight: 1,
            tags: ["magic"], fields: layout.fields, body: layout.body, parts: parts)
    }

    /// Every name the template reads (through its partials and parent) is in the page it renders.
    static func problems(_ layout: LayoutCase, templates: [String: String]) throws -> [String] {
        let listing = FullContexts.layouts.contains(layout.template) ? layout.template : "page"
        let page = try FullContexts.page(of: document(layout), listing: listing)
        return try TemplateNames.unresolved(
            template: layout.template, in: templates, context: page, lookup: FullContexts.lookup)
    }

    @Test(arguments: try cases())
    func theTemplateFindsEveryNameItReads(_ layout: LayoutCase) throws {
        let problems = try Self.problems(layout, templates: FullContexts.defaultTemplates())
        #expect(problems == layout.neverShown, "\(problems)")
    }

    @Test(arguments: try cases())
    func noFieldIsNamedLikeWhatThePageProvides(_ layout: LayoutCase) {
        // Such a field would never be seen: the page's own value comes first.
        #expect(Set(layout.fields.keys).isDisjoint(with: PageContext.builderNames.union(["title", "date", "tags"])))
    }

    /// A section's new layout needs a case in `cases()`: this says which.
    @Test(arguments: SiteGamesTests.sections)
    func everyLayoutOfTheSectionIsChecked(_ name: String) throws {
        let section = try #require(SiteGames.sample.sections.first { $0.name == name })
        let unchecked = Set(section.layouts).subtracting(try Self.cases().map(\.layout))
        #expect(unchecked.isEmpty, "no full context of \(unchecked.sorted())")
    }

    @Test func anAbsentOrMisspeltNameIsFound() throws {
        let templates = try FullContexts.defaultTemplates()
        var misspelt = try #require(try Self.cases().first { $0.layout == "catalogue" })
        misspelt = try LayoutCase("catalogue", CatalogueFields(rows: [], summary: "", catalogueRoot: ""))
        #expect(try Self.problems(misspelt, templates: templates).contains { $0.contains("{{#rows}}: never shown") })
        var broken = templates
        broken["character-sheet"] = templates["character-sheet"]?.replacingOccurrences(
            of: "{{hitDie}}", with: "{{hitDice}}")
        let sheet = try #require(try Self.cases().first { $0.layout == "character" })
        #expect(
            try Self.problems(sheet, templates: broken) == ["character-sheet:15: {{hitDice}} is not in the context"])
    }
}
