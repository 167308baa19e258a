import DefaultTemplates
import OSR
@testable import Reports
import Site
import Testing

/// Each game layout's typed context, encoded in full, against the names its default template
/// reads: a name the template reads that the context lacks (a misspelt or forgotten key) is a
/// blank Mustache leaves without a word, so here it fails. Keys the template does not read are
/// listed per layout, each with where it is used instead.
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
        /// Key paths ("rows.seed") the template does not read.
        let unread: Set<String>

        init(_ layout: String, template: String? = nil, _ context: some Encodable, parts: [any Encodable] = [],
             unread: Set<String> = []) throws {
            self.layout = layout
            self.template = template ?? layout
            fields = try MetadataEncoder.fields(context)
            self.parts = try parts.map { try MetadataEncoder.fields($0) }
            self.unread = unread
        }

        var testDescription: String { layout == template ? layout : "\(layout) (as \(template))" }
    }

    static let character = CharacterGenerator.generate(seed: 7)
    static let links = GhostLinks(highscoresRoot: "highscores/", highscoresHasPlayers: true, highscoresHasGames: true)

    static func cases() throws -> [LayoutCase] {
        try characterCases() + itemCases() + ghostCases() + bullsEyeCases()
    }

    static func characterCases() throws -> [LayoutCase] {
        let sheet = CharacterSheetFields(character)
        return [
            try LayoutCase("character", sheet),
            // The characters' section lists each page with its summary.
            try LayoutCase("character-page", CharacterPageFields(character), unread: ["summary"]),
            // paperName is for templates of one's own; the default shows the paper as a class name.
            try LayoutCase("party", PartyPackFields(paper: "a4", paperName: "A4", count: 1, back: "index.html"),
                           parts: [sheet], unread: ["paperName"]),
            // The print packs' index page: the site lists the packs, not the index page itself.
            try LayoutCase("page", template: "section", PrintIndexFields(summary: "Record sheets to print."),
                           unread: ["summary"]),
        ]
    }

    static func itemCases() throws -> [LayoutCase] {
        let item = ItemReport(seed: 5, battles: 0)
        let card = ItemCardFields(item)
        // A card page shows the stats as Markdown; the print card (in `cards`) and the Markdown front
        // matter (`sheetgen item --format markdown`) show the rest, the section lists the summary.
        let cardOnly: Set = ["displayName", "slot", "identified", "modifiers", "summary", "headline",
                             "headline.label", "headline.value", "details", "details.label", "details.value"]
        let pack = CardSheetsFields(paper: "a4", paperName: "A4", count: 1, cutMarks: CardSheets.cutMarks(),
                                    back: "index.html")
        let row = CatalogueFields.Row(item, path: "items/cards/item-5", href: "cards/item-5.html")
        // Only the rarity chart has the factory's odds (`expected`).
        let bar = CatalogueSummaryFields.Bar(label: "Common", count: 3, percent: "75.0", expected: "74.7")
        let plainBar = CatalogueSummaryFields.Bar(label: "Keen", count: 1, percent: "25.0", expected: nil)
        let summary = CatalogueSummaryFields(rarities: [bar], decorators: [plainBar], decoratorCounts: [plainBar],
                                             decoratedItems: 1, summary: "Rarity and decorator distribution.")
        return [
            try LayoutCase("item", card, unread: cardOnly),
            // Within the site the title is the name alone.
            try LayoutCase("item-page", card, unread: cardOnly.union(["rarity", "kind"])),
            try LayoutCase("cards", pack, parts: [CardSheetsFields.Sheet(number: 1), card], unread: ["paperName"]),
            // A row's path makes its href; seed and identified are for templates of one's own.
            try LayoutCase("catalogue", CatalogueFields(rows: [row], summary: "1 item.", catalogueRoot: "items/"),
                           unread: ["summary", "rows.path", "rows.seed", "rows.identified"]),
            try LayoutCase("catalogue-summary", summary, unread: ["summary"]),
            // The numbers of the Markdown front matter (`sheetgen battle --format markdown`).
            try LayoutCase("report", BattleReportFields(seed: "1", victories: 5, fights: 6),
                           unread: ["seed", "victories", "fights"]),
        ]
    }

    static func ghostCases() throws -> [LayoutCase] {
        let (ann, bob) = (GhostGameFields.Player(name: "Ann", path: "highscores/players/ann"),
                          GhostGameFields.Player(name: "Bob", path: "highscores/players/bob"))
        let game = "highscores/games/game-4"
        let standing = HighscoresFields.Standing(rank: 1, player: ann.name, path: ann.path, wins: 2, games: 3,
                                                 winRate: "67%")
        let latest = HighscoresFields.Game(id: 4, path: game, winner: ann.name, loser: bob.name, language: "English",
                                           rounds: 7)
        let played = GhostPlayerFields.Game(id: 4, path: game, opponent: bob.name, language: "English", won: true,
                                            rounds: 7, letters: "GH")
        let round = GhostGameFields.Round(number: 1, fragment: "pear", loser: bob.name, why: "completed a word",
                                          score: "Ann · Bob G")
        let table = HighscoresFields(standings: [standing], latest: [latest], summary: "1 game.")
        let player = GhostPlayerFields(rank: 1, wins: 2, games: 3, winRate: "67%", gameList: [played],
                                       summary: "rank 1, 2 wins in 3 games")
        let page = GhostGameFields(first: ann, second: bob, winner: ann.name, winnerPath: ann.path, language: "English",
                                   rounds: [round], summary: "Ann beat Bob in 1 rounds (English)")
        // The highscores' folders list the tables, players and games with their summaries.
        return [
            try LayoutCase("highscores", GhostPageFields(page: table, links: links), unread: ["summary"]),
            try LayoutCase("ghost-player", GhostPageFields(page: player, links: links), unread: ["summary"]),
            try LayoutCase("ghost-game", GhostPageFields(page: page, links: links), unread: ["summary"]),
        ]
    }

    static func bullsEyeCases() throws -> [LayoutCase] {
        let path = "bullseye/session-1"
        let session = BullsEyeIndexFields.Session(id: 1, path: path, player: "Ally", variant: "RGB", rounds: 1,
                                                  total: 149)
        let best = BullsEyeIndexFields.Best(player: "Ally", variant: "RGB", total: 149, path: path, id: 1)
        let round = BullsEyeSessionFields.Round(number: 1, target: "R 1 · G 2 · B 3", guess: "R 1 · G 2 · B 4",
                                                difference: 1, points: 99, bonus: 50, total: 149, title: "So close!",
                                                targetColour: "#010203", guessColour: "#010204")
        let bar = BullsEyeSessionFields.Chart.Bar(x: 3, y: 51, width: 18, height: 149, round: 1, points: 149,
                                                  bullseye: false)
        let page = BullsEyeSessionFields(player: "Ally", variant: "RGB", colour: true, total: 149, rounds: [round],
                                         bestRound: 1, bestTotal: 149, averageDifference: "1.0",
                                         chart: BullsEyeSessionFields.Chart(width: 24, bars: [bar]),
                                         summary: "Ally, RGB: 149 points in 1 rounds")
        return [
            try LayoutCase("bullseye-index", BullsEyeIndexFields(sessions: [session], bests: [best], summary: "1."),
                           unread: ["summary"]),
            // The title names the player; the chart shows each round's total.
            try LayoutCase("bullseye-session", page, unread: ["player", "summary", "rounds.total"]),
        ]
    }

    @Test(arguments: try cases())
    func theTemplateFindsEveryNameItReads(_ layout: LayoutCase) throws {
        let reads = try #require(TemplateNameScan.reads(of: layout.template), "no template \(layout.template)")
        let result = TemplateNameScan.check(reads, fields: layout.fields, parts: layout.parts)
        #expect(result.missing.isEmpty, "\(layout.template).mustache reads what is missing: \(result.missing.sorted())")
        let unread = TemplateNameScan.keyPaths(of: layout.fields).subtracting(result.read)
        #expect(unread == layout.unread, "unread: \(unread.sorted()), expected \(layout.unread.sorted())")
    }

    @Test(arguments: try cases())
    func noFieldIsNamedLikeWhatThePageProvides(_ layout: LayoutCase) {
        // Such a field would never be seen: the page's own value comes first.
        #expect(Set(layout.fields.keys).isDisjoint(with: TemplateNameScan.pageNames))
    }

    @Test func everyLayoutOfTheGameSectionsIsChecked() throws {
        let sections: [any GeneratedSection] = [
            CharacterGallery(), ItemCatalogueSection(),
            GhostHighscoresSection { _ in nil }, BullsEyeSummarySection { _ in nil },
        ]
        let checked = Set(try Self.cases().map(\.layout))
        for section in sections {
            let unchecked = Set(section.layouts).subtracting(checked)
            #expect(unchecked.isEmpty, "\(section.name): \(unchecked.sorted())")
        }
    }

    @Test func anAbsentOrMisspeltNameIsFound() throws {
        let fields = try MetadataEncoder.fields(CatalogueFields(rows: [], summary: "", catalogueRoot: ""))
        let reads = try #require(TemplateNameScan.reads(of: "catalogue"))
        #expect(TemplateNameScan.check(reads, fields: fields, parts: []).missing.contains("rows › href"))
        var misspelt = fields
        misspelt["catalogRoot"] = misspelt.removeValue(forKey: "catalogueRoot")
        #expect(TemplateNameScan.check(reads, fields: misspelt, parts: []).missing.contains("catalogueRoot"))
    }
}

/// A small scan of the names a default template reads, following its partials and its parent.
/// (A fuller scanner is on its way in TestSupport; this one knows just enough for the layouts here.)
private enum TemplateNameScan {
    /// What the page gives every template besides its fields (see `PageRenderer`, `PageChrome`).
    static let pageNames: Set = [
        "title", "path", "layout", "content", "sections", "section", "parts", "date", "tags", "weight", "draft", "site",
        "root", "nav", "breadcrumbs", "menu", "trail", "tagLinks", "pages", "pager", "children", "tagList",
    ]

    /// A name read, within the sections that open a context around it (outermost first):
    /// `{{#rows}}` does, `{{^rows}}`, `{{#empty(rows)}}` and `{{$block}}` do not.
    struct Read {
        let name: String
        let within: [String]
        var description: String { (within + [name]).joined(separator: " › ") }
    }

    /// What a check found: names read that nothing provides, and the key paths of the fields read.
    struct Result {
        var missing: Set<String> = []
        var read: Set<String> = []
    }

    /// The names `template` reads, or nil when there is no such default template.
    static func reads(of template: String) -> [Read]? {
        guard DefaultTemplates.files["\(template).mustache"] != nil else { return nil }
        var reads: [Read] = []
        scan(template, within: [], into: &reads)
        return reads
    }

    private static func scan(_ template: String, within outer: [String], into reads: inout [Read]) {
        guard let text = DefaultTemplates.files["\(template).mustache"] else { return }  // a stylesheet
        var open: [String?] = []  // each open tag with the context it opens, if any
        for tag in text.matches(of: /\{\{(\{)?\s*([#^\/>$<&!]?)\s*([^}]*?)\s*\}?\}\}/) {
            let (kind, name) = (String(tag.2), String(tag.3))
            let within = outer + open.compactMap { $0 }
            let argument = name.firstMatch(of: /^\w+\((.+)\)$/).map { String($0.1) }
            switch kind {
            case "!": continue
            case ">": scan(name, within: within, into: &reads)
            case "<":
                scan(name, within: within, into: &reads)
                open.append(nil)
            case "$": open.append(nil)
            case "/": _ = open.popLast()
            case "#", "^":
                reads.append(Read(name: argument ?? name, within: within))
                open.append(kind == "#" && argument == nil ? name : nil)
            default:
                if name != "." { reads.append(Read(name: name, within: within)) }
            }
        }
    }

    /// The keys a name is looked up in, innermost last as Mustache does, with their key path
    /// ("rows."; nil in a part, whose fields are another layout's).
    private struct Scope {
        let keys: [String: MetadataValue]
        let path: String?

        init(keys: [String: MetadataValue], path: String?) {
            (self.keys, self.path) = (keys, path)
        }

        /// A map, or a list of maps (all their keys), opens a scope; anything else does not.
        init?(_ value: MetadataValue, path: String?) {
            switch value {
            case .map(let keys): self.keys = keys
            case .list(let items):
                let maps = items.compactMap { item -> [String: MetadataValue]? in
                    if case .map(let keys) = item { return keys }
                    return nil
                }
                guard !maps.isEmpty else { return nil }
                keys = maps.reduce(into: [:]) { all, keys in all.merge(keys) { first, _ in first } }
            default: return nil
            }
            self.path = path
        }
    }

    private enum Lookup {
        case page, missing
        case found(MetadataValue, path: String?)
    }

    /// Looks each read name up in `fields`, the sections' values and the parts.
    static func check(_ reads: [Read], fields: [String: MetadataValue], parts: [[String: MetadataValue]]) -> Result {
        var result = Result()
        nextRead: for read in reads {
            var stack = [Scope(keys: fields, path: "")]
            var depth = 0
            for section in read.within {
                if section == "parts" {
                    guard depth < parts.count else {
                        result.missing.insert(read.description)
                        continue nextRead
                    }
                    stack.append(Scope(keys: parts[depth], path: nil))
                    depth += 1
                    continue
                }
                switch lookUp(section, in: stack, read: &result.read) {
                case .page: continue nextRead  // the page's own section: what it holds is the page's
                case .missing:
                    result.missing.insert(read.description)
                    continue nextRead
                case .found(let value, let path):
                    if let scope = Scope(value, path: path.map { $0 + "." }) { stack.append(scope) }
                }
            }
            if case .missing = lookUp(read.name, in: stack, read: &result.read) {
                result.missing.insert(read.description)
            }
        }
        return result
    }

    /// A (dotted) name in the innermost scope that has its first part, or the page's.
    private static func lookUp(_ name: String, in stack: [Scope], read: inout Set<String>) -> Lookup {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return .missing }
        guard let scope = stack.last(where: { $0.keys[first] != nil }), var value = scope.keys[first] else {
            return pageNames.contains(first) ? .page : .missing
        }
        var path = scope.path.map { $0 + first }
        for part in parts.dropFirst() {
            if let path { read.insert(path) }
            guard let inner = Scope(value, path: path.map { $0 + "." }), let next = inner.keys[part] else {
                return .missing
            }
            (value, path) = (next, inner.path.map { $0 + part })
        }
        if let path { read.insert(path) }
        return .found(value, path: path)
    }

    /// Every key path of `fields`: "rows", "rows.href", ...
    static func keyPaths(of fields: [String: MetadataValue], prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        for (key, value) in fields {
            paths.insert(prefix + key)
            if let inner = Scope(value, path: prefix + key + "."), let innerPrefix = inner.path {
                paths.formUnion(keyPaths(of: inner.keys, prefix: innerPrefix))
            }
        }
        return paths
    }
}
