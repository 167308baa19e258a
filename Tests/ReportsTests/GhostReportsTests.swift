import DefaultTemplates
import Foundation
import Ghost
import Reports
import Site
import SiteModel
import TemplateEngine
import TestSupport
import Testing

@Suite struct GhostReportsTests {
    static let evil = "<script>alert(\"x\")</script> & 'co'"

    /// A finished game: `loser` takes five letters, the last in the last round.
    static func record(_ id: Int, _ players: [String], winner: String, language: GhostLanguage = .english)
        -> GhostRecord
    {
        let loser = players.first { $0 != winner }!
        let rounds =
            [GhostRecord.Round(fragment: "pear", loser: winner, reason: .completedWord)]
            + (0..<5).map {
                GhostRecord.Round(fragment: "x\($0 % 2 == 0 ? "q" : "'z")", loser: loser, reason: .deadFragment)
            }
        return GhostRecord(
            id: id, language: language, players: players, winner: winner, rounds: rounds, finishedAt: nil)
    }

    @Test func anExportReadsBackAsItWasWritten() throws {
        let contents = GhostExport.Contents(
            records: [
                Self.record(1, ["Ann", Self.evil], winner: Self.evil),
                Self.record(2, ["Ann", "Bob"], winner: "Ann", language: .dutch),
            ],
            players: ["Ann", Self.evil, "Bob", "Cy"])
        let json = GhostExport.encode(contents)
        let read = try GhostExport.decode(Data(json.utf8))
        #expect(read.players == contents.players)
        #expect(read.records.map(\.id) == [1, 2] && read.records.map(\.winner) == [Self.evil, "Ann"])
        #expect(read.records[1].rounds.map(\.fragment) == contents.records[1].rounds.map(\.fragment))
        #expect(
            read.records.allSatisfy { $0.rounds.allSatisfy { $0.reason == nil } }, "the format does not carry reasons")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["games", "players"])
        let game = try #require((object["games"] as? [[String: Any]])?.first)
        #expect(Set(game.keys) == ["id", "language", "players", "winner", "rounds"])
        #expect(Set(try #require((game["rounds"] as? [[String: Any]])?.first).keys) == ["fragment", "loser"])
    }

    @Test(arguments: [
        ("{", "not JSON"),
        ("{\"games\": []}", "players: missing"),
        ("{\"games\": [{\"id\": 1}], \"players\": []}", "games[0].language: missing"),
        ("{\"games\": [], \"players\": [\"\"]}", "players[0]: a player's name cannot be empty"),
        ("{\"games\": [], \"players\": [\" Ann\"]}", "players[0]: ' Ann' has spaces around it"),
        ("{\"games\": [], \"players\": [7]}", "players[0]:"),
    ])
    func brokenExportsAreNamedWhereTheyBreak(json: String, problem: String) {
        let error = #expect(throws: GhostExportError.self) { try GhostExport.decode(Data(json.utf8)) }
        #expect(error?.description.hasPrefix(problem) == true, "\(error?.description ?? "")")
    }

    @Test func gamesThatDoNotAddUpAreRefused() throws {
        func check(_ change: (inout [String: Any]) -> Void, _ problem: String) throws {
            var game: [String: Any] = [
                "id": 1, "language": "english", "players": ["Ann", "Bob"], "winner": "Ann",
                "rounds": (0..<5).map { _ in ["fragment": "xq", "loser": "Bob"] },
            ]
            change(&game)
            let data = try JSONSerialization.data(withJSONObject: ["games": [game], "players": []])
            let error = #expect(throws: GhostExportError.self) { try GhostExport.decode(data) }
            #expect(error?.description.contains(problem) == true, "\(error?.description ?? "")")
        }
        try check({ $0["language"] = "klingon" }, "games[0].language: 'klingon' is not a Ghost language")
        try check({ $0["players"] = ["Ann"] }, "a game has two players")
        try check({ $0["players"] = ["Ann", "Ann"] }, "cannot play against themselves")
        try check({ $0["winner"] = "Cy" }, "games[0].winner: 'Cy' did not play")
        try check({ $0["rounds"] = [["fragment": "x1", "loser": "Bob"]] }, "games[0].rounds[0].fragment")
        try check({ $0["rounds"] = [["fragment": "xq", "loser": "Cy"]] }, "games[0].rounds[0].loser")
        try check({ $0["rounds"] = (0..<4).map { _ in ["fragment": "xq", "loser": "Bob"] } }, "do not end a game")
        try check({ $0["winner"] = "Bob" }, "do not end a game")
    }

    /// The rating beside wins on the tables, and on a player's page the rating, its
    /// peak, a chart of it after every game and a head-to-head table. Ann: beats Bob (1516), loses
    /// to Bob (1498.53), beats Cy at 1500 (+16.07: 1514.60, shown 1515).
    @Test func ratingsAndHeadToHeadReachThePages() throws {
        let records = [
            Self.record(1, ["Ann", "Bob"], winner: "Ann"), Self.record(2, ["Bob", "Ann"], winner: "Bob"),
            Self.record(3, ["Cy", "Ann"], winner: "Ann"),
        ]
        let documents = GhostHighscores.documents(records: records, players: [], base: "")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-ghost-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files))
        _ = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(
            generated: documents, options: BuildOptions(content: nil, output: folder))
        func page(_ path: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        let index = try page("index.html")
        #expect(index.contains("<td>67%</td><td class=\"rating\">1515 <abbr class=\"provisional\""))
        let ann = try page("players/ann.html")
        #expect(ann.contains("rating <strong>1515</strong> (provisional: fewer than 10 games)"))
        #expect(ann.contains("highest 1516, after <a href=\"../games/game-1.html\">game 1</a>"))
        #expect(
            ann.contains(
                "<tr><td><a href=\"../players/bob.html\">Bob</a></td><td>2</td><td>1</td><td>1</td><td>50%</td></tr>"))
        #expect(
            ann.contains(
                "<tr><td><a href=\"../players/cy.html\">Cy</a></td><td>1</td><td>1</td><td>0</td><td>100%</td></tr>"))
        #expect(ann.components(separatedBy: "<circle ").count - 1 == 3)
        #expect(ann.contains("<title>Game 3 of Ann&#39;s: 1515</title>"))
        #expect(ann.contains("aria-describedby=\"games\"") && ann.contains("<table class=\"scores\" id=\"games\">"))
        #expect(ann.contains("<td>1516</td>") && ann.contains("<td>1499</td>"))  // the rating after games 1 and 2
        // The record book: nobody won twice in a row, and Ann, first to win one, holds the
        // streak; her 1516 after game 1 is the highest rating.
        #expect(
            index.contains("<td>Longest win streak</td><td><a href=\"players/ann.html\">Ann</a></td><td>1 win</td>"))
        #expect(
            index.contains(
                "<td>Highest rating</td><td><a href=\"players/ann.html\">Ann</a></td><td>1516</td><td><a "
                    + "href=\"games/game-1.html\">game 1</a></td>"))
    }

    @Test func pagesEscapeNamesAndLinkEverything() throws {
        let records = [
            Self.record(1, ["Ann", Self.evil], winner: Self.evil),
            Self.record(2, ["Ann", "Bob"], winner: "Ann", language: .dutch),
        ]
        let documents = GhostHighscores.documents(
            records: records, players: ["Ann", Self.evil, "Bob", "Cy"], base: "scores")
        #expect(
            documents.map(\.path).sorted() == [
                "scores/dutch", "scores/english", "scores/games/game-1", "scores/games/game-2", "scores/index",
                "scores/players/ann", "scores/players/bob", "scores/players/cy",
                "scores/players/script-alert-x-script-co",
            ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-ghost-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files))
        let report = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(
            generated: documents, options: BuildOptions(content: nil, output: folder))
        #expect(report.brokenLinks.isEmpty, "\(report.brokenLinks)")
        for document in documents {
            let html = try String(contentsOf: folder.appendingPathComponent(document.path + ".html"), encoding: .utf8)
            #expect(!html.contains("<script>alert"), "\(document.path)")
        }
        let index = try String(contentsOf: folder.appendingPathComponent("scores/index.html"), encoding: .utf8)
        #expect(index.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"))
        let ranks = index.components(separatedBy: "<tbody>")[1].components(separatedBy: "</tbody>")[0]
        #expect(ranks.components(separatedBy: "<tr>").count - 1 == 4)
        #expect(
            ranks.contains(
                "<td>2</td><td><a href=\"../scores/players/ann.html\">Ann</a></td><td>1</td><td>2</td><td>50%</td>"),
            "1 of 1 ranks above 1 of 2")
        #expect(
            ranks.contains(
                "<td>4</td><td><a href=\"../scores/players/cy.html\">Cy</a></td><td>0</td><td>0</td><td>—</td>"))
    }

    @Test func playersWhoseNamesMakeTheSameSlugGetTheirOwnPages() {
        let slugs = GhostHighscores.documents(records: [], players: ["Ann", "ann", "ANN!", "???"], base: "").map(\.path)
            .filter { $0.hasPrefix("players/") }
        #expect(Set(slugs) == ["players/ann", "players/ann-2", "players/ann-3", "players/player"])
    }

    /// A game like `record`'s, ended at `time` (ISO 8601, UTC).
    static func dated(_ id: Int, _ players: [String], winner: String, at time: String) -> GhostRecord {
        let game = record(id, players, winner: winner)
        return GhostRecord(
            id: id, language: game.language, players: players, winner: winner, rounds: game.rounds, finishedAt: time)
    }

    /// Boards of this week, this month and each season, in the site's time zone, each
    /// linked from every Ghost page with the all-time board; a period without games says so.
    @Test func periodBoardsCountTheGamesOfTheirPeriod() throws {
        let records = [
            Self.dated(1, ["Ann", "Bob"], winner: "Ann", at: "2026-08-20T19:40:00Z"),
            // Sunday 22 November, 23:30 UTC: Monday in Amsterdam, so this week's there.
            Self.dated(2, ["Bob", "Cy"], winner: "Cy", at: "2026-11-22T23:30:00Z"),
            Self.dated(3, ["Ann", "Cy"], winner: "Ann", at: "2026-11-03T20:00:00Z"),
            Self.record(4, ["Ann", "Bob"], winner: "Bob"),  // imported: no time, all-time only
        ]
        let context = SectionContext(
            now: GeneratedSectionTests.moment, timeZone: TimeZone(identifier: "Europe/Amsterdam")!)
        let documents = GhostHighscores.documents(records: records, players: [], base: "highscores", context: context)
        func document(_ path: String) throws -> Document { try #require(documents.first { $0.path == path }) }
        let week = try document("highscores/this-week")
        #expect(week.title == "Ghost highscores: This week")
        #expect(week.body == "1 game this week (23–29 November 2026), rated from the first of them.\n")
        #expect(try document("highscores/this-month").body.hasPrefix("2 games this month (1–30 November 2026)"))
        #expect(try document("highscores/seasons/2026-q4").body.hasPrefix("2 games in 2026 Q4"))
        #expect(
            try document("highscores/seasons/2026-q3").body.hasPrefix("1 game in 2026 Q3 (1 July – 30 September 2026)"))
        // The game's page has its day there too.
        #expect(try document("highscores/games/game-2").date == "2026-11-23")
        // In UTC the same game was last week's, and this week has none.
        let utc = GhostHighscores.documents(
            records: records, players: [], base: "highscores",
            context: SectionContext(now: GeneratedSectionTests.moment))
        #expect(
            try #require(utc.first { $0.path == "highscores/this-week" }).body
                == "No games this week (23–29 November 2026).\n")
        #expect(try #require(utc.first { $0.path == "highscores/games/game-2" }).date == "2026-11-22")
        // Without a context (the highscores command), there are no period boards.
        #expect(!GhostHighscores.documents(records: records, players: [], base: "").contains { $0.path == "this-week" })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-ghost-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files))
        _ = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(
            generated: documents, options: BuildOptions(content: nil, output: folder))
        let weekPage = try String(
            contentsOf: folder.appendingPathComponent("highscores/this-week.html"), encoding: .utf8)
        #expect(weekPage.contains("<a href=\"../highscores/index.html\">all time</a>"))
        #expect(
            weekPage.contains(
                "Boards: <a href=\"../highscores/this-week.html\">This week</a> · <a href=\"../highscores/this-month.html\">This month</a>"
                    + " · <a href=\"../highscores/seasons/2026-q4.html\">2026 Q4</a> · <a href=\"../highscores/seasons/2026-q3.html\">2026 Q3</a>"
            ))
        #expect(
            weekPage.contains("<a href=\"../highscores/players/cy.html\">Cy</a></td><td>1</td><td>1</td><td>100%</td>"))
    }

    /// However many seasons the config names, every Ghost page links this week, this month, the
    /// four latest seasons and the folder of them all, so its links do not grow with the seasons;
    /// each season's board still holds the games in it, and the folder is introduced.
    @Test func manySeasonsLeaveEveryPageAFewBoardLinks() throws {
        let monday = CalendarDay("2026-01-05")!
        let seasons = (0..<60).map { week in
            Season(
                name: "Week \(week + 1)", first: monday.adding(days: 7 * week), last: monday.adding(days: 7 * week + 6))
        }
        // A game in every third week, on its Tuesday evening, and one without a time.
        let records =
            (0..<20).map { game in
                Self.dated(
                    game + 1, ["Ann", "Bob"], winner: "Ann", at: "\(monday.adding(days: 21 * game + 1))T20:00:00Z")
            } + [Self.record(21, ["Ann", "Bob"], winner: "Bob")]
        let documents = GhostHighscores.documents(
            records: records, players: [], base: "highscores",
            context: SectionContext(now: GeneratedSectionTests.moment, seasons: seasons))
        func document(_ path: String) throws -> Document { try #require(documents.first { $0.path == path }) }
        let linked = ["This week", "This month", "Week 60", "Week 59", "Week 58", "Week 57", "All seasons"]
        for page in documents where page.layout != "page" {
            guard case .list(let boards)? = page.fields["boards"] else {
                Issue.record("no boards on \(page.path)")
                continue
            }
            let links = boards.compactMap { board -> (name: String?, path: String?)? in
                guard case .map(let link) = board else { return nil }
                return (link["name"]?.string, link["path"]?.string)
            }
            #expect(links.map(\.name) == linked, "\(page.path)")
            #expect(links.last?.path == "highscores/seasons/index")
        }
        for week in 0..<60 {
            let held = week % 3 == 0 ? "1 game in Week \(week + 1) (" : "No games in Week \(week + 1) ("
            #expect(try document("highscores/seasons/week-\(week + 1)").body.hasPrefix(held))
        }
        #expect(try document("highscores/seasons/index").title == "Ghost seasons")
    }

    /// A season named in another script has a page named by its letters, linked percent-encoded.
    @Test func aSeasonNamedInAnotherScriptIsLinkedEncoded() throws {
        let season = Season(name: "Лето", first: CalendarDay("2026-06-01")!, last: CalendarDay("2026-08-31")!)
        let documents = GhostHighscores.documents(
            records: [Self.dated(1, ["Ann", "Bob"], winner: "Ann", at: "2026-07-02T19:40:00Z")], players: [],
            base: "highscores", context: SectionContext(now: GeneratedSectionTests.moment, seasons: [season]))
        #expect(documents.contains { $0.path == "highscores/seasons/лето" })
        guard case .list(let boards)? = documents.first?.fields["boards"] else {
            Issue.record("no boards")
            return
        }
        #expect(boards.last == ["name": "Лето", "path": "highscores/seasons/%D0%BB%D0%B5%D1%82%D0%BE", "first": false])
    }

    /// Ratings and streaks go by the time games ended, not the order they were recorded in.
    @Test func gamesCountInTheOrderTheyWerePlayed() {
        let early = Self.dated(2, ["Ann", "Bob"], winner: "Ann", at: "2026-11-01T19:00:00Z")
        let late = Self.dated(1, ["Ann", "Bob"], winner: "Bob", at: "2026-11-08T19:00:00Z")
        let undated = Self.record(3, ["Ann", "Bob"], winner: "Ann")
        #expect(GhostRecord.inPlayOrder([late, early, undated]).map(\.id) == [3, 2, 1])
        let ratings = GhostRatings([late, early])
        #expect(ratings.byPlayer["Ann"]?.history.map(\.game) == [2, 1])
        #expect(ratings.byPlayer["Ann"]?.peakGame == 2)
    }

    /// The site's tag feeds tell of finished games (`ghost`) and of new records
    /// (`records`), and a feed reader reads them; a game that raised a record says so.
    @Test(.enabled(if: RequiredTool.feedparser.canTest, "needs Python's feedparser (Debian: python3-feedparser)"))
    func feedsOfGamesAndRecordsAreRead() throws {
        let records = [
            Self.dated(1, ["Ann", "Bob"], winner: "Ann", at: "2026-11-02T19:40:00Z"),
            Self.dated(2, ["Ann", "Cy"], winner: "Ann", at: "2026-11-09T19:40:00Z"),
            Self.dated(3, ["Bob", "Cy"], winner: "Cy", at: "2026-11-16T19:40:00Z"),
        ]
        let documents = GhostHighscores.documents(
            records: records, players: [], base: "highscores",
            context: SectionContext(now: GeneratedSectionTests.moment))
        #expect(documents.first { $0.path == "highscores/games/game-2" }?.tags == ["ghost", "records"])
        #expect(documents.first { $0.path == "highscores/games/game-3" }?.tags == ["ghost"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-ghost-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files))
        var config = SiteConfig()
        config.baseURL = "https://nights.example/"
        _ = try SiteBuilder(config: config, renderer: renderer).build(
            generated: documents, options: BuildOptions(content: nil, output: folder))
        let game = try String(
            contentsOf: folder.appendingPathComponent("highscores/games/game-2.html"), encoding: .utf8)
        #expect(game.contains("<p class=\"record-note\">New record! Longest win streak: 2 wins in a row, by Ann</p>"))
        let script = """
            for path in sys.argv[1:]:
                feed = feedparser.parse(path)
                assert not feed.bozo, (path, feed.bozo_exception)
                print(path.rsplit("/", 1)[1], [entry.title for entry in feed.entries], [entry.summary for entry in feed.entries][:1])
            """
        let (status, text) = try FeedReader.run(
            script, on: ["tags/ghost.atom.xml", "tags/records.atom.xml"].map { folder.appendingPathComponent($0).path })
        #expect(status == 0, "\(text)")
        #expect(
            text.contains(
                "ghost.atom.xml ['Game 3: Bob against Cy', 'Game 2: Ann against Cy', 'Game 1: Ann against Bob']"),
            "\(text)")
        #expect(
            text.contains(
                "records.atom.xml ['Game 2: Ann against Cy', 'Game 1: Ann against Bob'] ['Ann beat Cy in 6 rounds (English). New record! Longest win streak: 2 wins in a row, by Ann. New record! Highest rating: 1531, by Ann']"
            ),
            "\(text)")
    }

    /// A season's name is the config's words: escaped in the intro's Markdown, in titles and links.
    @Test func aSeasonsNameIsEscapedEverywhere() throws {
        let name = Self.evil + " *cup* [x](y)"
        let season = Season(name: name, first: CalendarDay("2026-11-01")!, last: CalendarDay("2026-11-30")!)
        let records = [Self.dated(1, ["Ann", "Bob"], winner: "Ann", at: "2026-11-02T19:40:00Z")]
        let documents = GhostHighscores.documents(
            records: records, players: [], base: "",
            context: SectionContext(now: GeneratedSectionTests.moment, seasons: [season]))
        let board = try #require(documents.first { $0.path.hasPrefix("seasons/") })
        #expect(
            board.fields["summary"] == .string("1 game in \(name) (1–30 November 2026), rated from the first of them."))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-ghost-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files))
        _ = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(
            generated: documents, options: BuildOptions(content: nil, output: folder))
        let page = try String(contentsOf: folder.appendingPathComponent(board.path + ".html"), encoding: .utf8)
        #expect(!page.contains("<script>alert") && !page.contains("<em>cup</em>") && !page.contains("href=\"y\""))
        #expect(page.contains("1 game in &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'co' *cup* [x](y)"))
    }
}
