import Foundation
import TestSupport
import Testing

@Suite(.tags(.slow)) struct GhostCommandTests {
    static let words = "pea\npear\npeal\ncat\nqat\nzebra\n"
    /// Ann loses every round: she makes a dead fragment at once, or answers Bob's p with x.
    static let annLoses = "x\np\nx\nx\np\nx\nx\n"

    struct Workspace {
        let folder: URL
        init() throws {
            folder = try CLI.temporaryFolder()
            try GhostCommandTests.words.write(
                to: folder.appendingPathComponent("words.txt"), atomically: true, encoding: .utf8)
            try "Aaron\nCAPITALS\n".write(
                to: folder.appendingPathComponent("names.txt"), atomically: true, encoding: .utf8)
        }
        func run(_ arguments: [String], stdin: String = "") throws -> CLI.Result {
            try CLI.run(arguments, stdin: Data(stdin.utf8), in: folder)
        }
        func play(_ players: [String], _ input: String, _ more: [String] = []) throws -> CLI.Result {
            try run(["ghost", "play", "--players"] + players + ["--dictionary", "words.txt"] + more, stdin: input)
        }
        func bytes(_ name: String) -> Data? {
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        func export() throws -> [String: Any] {
            let result = try run(["ghost", "export"])
            #expect(result.status == 0, "\(result.stderr)")
            return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        }
    }

    /// A name may hold a right-to-left override (names are any text), but no line the terminal
    /// shows may obey it: the prompts as little as the lines.
    @Test func promptsShowABidiOverrideInANameInsteadOfObeyingIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        let result = try site.play(["An\u{202E}n", "Bob"], "p\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("An\\u{202E}n, your letter:"), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{202E}"))
    }

    @Test func aGamePlayedThroughStdinIsRecorded() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        let result = try site.play(["Ann", "Bob"], "1\nab\n" + Self.annLoses)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("'1' cannot be played: use a letter a–z, an apostrophe or a hyphen"))
        #expect(result.stdout.contains("one letter at a time (you typed 2 characters)"))
        #expect(result.stdout.contains("Ann loses the round: no word starts with \"px\". Ann has GH."))
        #expect(result.stdout.hasSuffix("GAME OVER Bob Won\n"))
        let games = try #require(try site.export()["games"] as? [[String: Any]])
        #expect(
            games.count == 1 && games[0]["winner"] as? String == "Bob" && (games[0]["rounds"] as? [Any])?.count == 5)
    }

    @Test func aGameLeftAtTheEndOfInputIsResumed() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        let first = try site.play(["Ann", "Bob"], "x\np\n")
        #expect(
            first.status == 0
                && first.stdout.contains("Game saved. Play on with: sheetgen ghost play --players Ann Bob"))
        let wrongLanguage = try site.play(["Bob", "Ann"], "", ["--language", "dutch"])
        #expect(wrongLanguage.status != 0 && wrongLanguage.stderr.contains("have an unfinished english game"))
        let second = try site.play(["Bob", "Ann"], "x\nx\np\nx\nx\n")
        #expect(second.stdout.hasPrefix("Resuming game 1 (English)."))
        #expect(second.stdout.contains("Fragment \"p\"    Ann: G    Bob: -"))
        #expect(second.stdout.hasSuffix("GAME OVER Bob Won\n"), "\(second.stdout)")
        let fresh = try site.play(["Ann", "Bob"], "x\n", ["--new"])
        #expect(!fresh.stdout.contains("Resuming"))
    }

    /// The way to play on names the vault and the words the game was played with: typed as
    /// shown, it resumes the same game, not a new one in another vault.
    @Test func theWayToPlayOnCarriesTheVaultAndTheWords() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        let first = try site.play(["Ann", "Bob"], "p\n", ["--vault", "our games.sqlite"])
        let hint =
            "Play on with: sheetgen ghost play --players Ann Bob --vault 'our games.sqlite' --dictionary words.txt"
        #expect(first.status == 0 && first.stdout.hasSuffix(hint + "\n"), "\(first.stdout)")
        let again = try site.run(
            ["ghost", "play", "--players", "Ann", "Bob", "--vault", "our games.sqlite", "--dictionary", "words.txt"],
            stdin: "e\n")
        #expect(again.stdout.hasPrefix("Resuming game 1 (English)."), "\(again.stdout)")
        #expect(again.stdout.contains("Fragment \"pe\""))
        #expect(site.bytes("sheetgen.sqlite") == nil)
    }

    @Test(arguments: [
        (["--players", "Ann"], "Ghost is a game for exactly two players"),
        (["--players", "Ann", "Ann"], "each player must be someone else"),
        (["--players", "Ann", " "], "a player's name cannot be empty"),
        (["--players", "Ann", String(repeating: "x", count: 41)], "at most 40 characters (this one has 41)"),
        (["--players", "Ann", "Bob", "--language", "klingon"], "'klingon' is invalid"),
        (["--players", "Ann", "Bob", "--dictionary", "missing.txt"], "missing.txt: cannot read the word list"),
        (["--players", "Ann", "Bob", "--dictionary", "names.txt"], "names.txt: no usable words"),
        (["--players", "Cy", "Dee", "--new", "--dictionary", "missing.txt"], "missing.txt: cannot read the word list"),
    ])
    func badOptionsChangeNothing(arguments: [String], problem: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        _ = try site.play(["Cy", "Dee"], "x\n")  // a vault with an unfinished game
        let before = try #require(site.bytes("sheetgen.sqlite"))
        let result = try site.run(["ghost", "play"] + arguments, stdin: "x\n")
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix("sheetgen: ") && result.stderr.contains(problem)
                && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(site.bytes("sheetgen.sqlite") == before)
    }

    @Test(.enabled(if: RequiredTool.englishWords.canTest, "needs /usr/share/dict/american-english (Debian: wamerican)"))
    func simulatedGamesAreTheSameForTheSameSeedAndSurviveExportAndImport() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        let simulate = [
            "ghost", "simulate", "--games", "40", "--seed", "9", "--players", "Ann", "Bob", "<i>Cy</i>", "--dictionary",
            "/usr/share/dict/american-english",
        ]
        #expect(try site.run(simulate + ["--vault", "a.sqlite"]).status == 0)
        #expect(try site.run(simulate + ["--vault", "b.sqlite"]).status == 0)
        let a = try site.run(["ghost", "export", "--vault", "a.sqlite"]).stdout,
            b = try site.run(["ghost", "export", "--vault", "b.sqlite"]).stdout
        #expect(a == b && a.contains("\"winner\""))
        try a.write(to: site.folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let imported = try site.run(["ghost", "import", "a.json", "--vault", "c.sqlite"])
        #expect(
            imported.status == 0 && imported.stdout == "Imported 40 games and 3 players into c.sqlite.\n",
            "\(imported.stderr)")
        #expect(try site.run(["ghost", "export", "--vault", "c.sqlite"]).stdout == a)
    }

    @Test func aBrokenImportChangesNothing() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        _ = try site.play(["Ann", "Bob"], Self.annLoses)
        let before = try #require(site.bytes("sheetgen.sqlite"))
        let good =
            "{\"id\": 1, \"language\": \"english\", \"players\": [\"Cy\", \"Dee\"], \"winner\": \"Cy\", \"rounds\": ["
            + Array(repeating: "{\"fragment\": \"x\", \"loser\": \"Dee\"}", count: 5).joined(separator: ",") + "]}"
        let bad = good.replacingOccurrences(of: "\"winner\": \"Cy\"", with: "\"winner\": \"Eve\"")
        try "{\"games\": [\(good), \(bad)], \"players\": [\"Fay\"]}".write(
            to: site.folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try site.run(["ghost", "import", "bad.json"])
        #expect(
            result.status != 0 && result.stderr == "sheetgen: bad.json: games[1].winner: 'Eve' did not play this game\n"
        )
        #expect(
            try site.run(["ghost", "import", "nowhere.json"]).stderr == "sheetgen: nowhere.json: cannot read the file\n"
        )
        #expect(site.bytes("sheetgen.sqlite") == before)
    }

    @Test func highscoresEscapeNamesAndAreASiteSection() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.folder) }
        let evil = "<script>alert(1)</script>"
        _ = try site.play(["Ann", evil], Self.annLoses)
        let pages = try site.run(["ghost", "highscores", "--output", "scores"])
        #expect(pages.status == 0, "\(pages.stderr)")
        let index = try String(contentsOf: site.folder.appendingPathComponent("scores/index.html"), encoding: .utf8)
        #expect(index.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && !index.contains(evil))
        let game = try String(
            contentsOf: site.folder.appendingPathComponent("scores/games/game-1.html"), encoding: .utf8)
        #expect(game.contains("<time datetime=\"") && !game.contains(evil))

        try FileManager.default.createDirectory(
            at: site.folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "sections:\n  highscores:\n    vault: sheetgen.sqlite\n".write(
            to: site.folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        let build = try site.run(["build", "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        let section = try String(
            contentsOf: site.folder.appendingPathComponent("site/highscores/index.html"), encoding: .utf8)
        #expect(section.contains("1 game of Ghost between 2 players."))
        #expect(!section.contains(evil))
        // A vault the config names that is not there is a typo, not a vault without games.
        try "sections:\n  highscores:\n    vault: none.sqlite\n".write(
            to: site.folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        let missing = try site.run(["build", "--output", "site"])
        #expect(missing.status == 1, "\(missing.stderr)")
        #expect(
            missing.stderr.contains("sheetgen.yml:3: sections.highscores.vault none.sqlite does not exist"),
            "\(missing.stderr)")
        #expect(
            try String(contentsOf: site.folder.appendingPathComponent("site/highscores/index.html"), encoding: .utf8)
                .contains("1 game of Ghost between 2 players."))
    }
}
