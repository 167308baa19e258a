import Foundation
import TestSupport
import Testing

/// The game blocks of `sheetgen build`, as a game master uses them in campaign notes: the same
/// site gives the same bytes every build, `--reroll` rolls afresh and says with what, and a bad
/// block is one line naming the page's file and the fence's line.
@Suite(.tags(.slow)) struct GameBlockSiteTests {
    static let notes = """
        ---
        title: Session 1
        ---
        The party met at the inn.

        ```character seed=7 class=fighter
        ```

        ```item seed=55
        ```

        ```party seed=3 count=3
        ```

        ```roll
        table: Wandering monsters (1d6)
        1-2: 2d4 goblins
        3-5: [Undead]
        6: a bell <script>alert(1)</script> & more

        table: Undead (1d4)
        1-3: 1d3 skeletons
        4: a ghoul
        ```

        ```highscores game=ghost top=3
        ```

        ```bullseye session=1
        ```

        ```statblock
        name: "Bell <script>alert(2)</script> wraith"
        ac: 13
        traits:
          - name: Toll
            desc: "`dice: 3d8` thunder damage"
        ```

        ```dice
        4d6kh3 # strength
        ```

        ```python
        print("code stays code")
        ```

        """

    /// A folder with a vault of games, the notes and a config naming the vault and `seed`.
    static func site(notes: String = notes, config: String = "seed: 5\nvault: v.sqlite\n") throws -> URL {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content/campaign"), withIntermediateDirectories: true)
        try notes.write(
            to: folder.appendingPathComponent("Content/campaign/session-1.md"), atomically: true, encoding: .utf8)
        try config.write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        _ = try CLI.run(["ghost", "simulate", "--games", "4", "--seed", "1", "--vault", "v.sqlite"], in: folder)
        _ = try CLI.run(
            [
                "bullseye", "simulate", "--variant", "classic", "--rounds", "2", "--seed", "1", "--player", "Ann",
                "--vault", "v.sqlite",
            ], in: folder)
        return folder
    }

    static func page(_ folder: URL, _ path: String = "Output/campaign/session-1.html") throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyBlockIsRenderedAndTheSameSiteGivesTheSameBytes() throws {
        let folder = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        let html = try Self.page(folder)
        let fighter = try CLI.run(["character", "--seed", "7", "--class", "fighter", "--format", "json"])
        let name = try #require(
            (try JSONSerialization.jsonObject(with: Data(fighter.stdout.utf8)) as? [String: Any])?["name"] as? String)
        #expect(html.contains("<a href=\"../sheets/characters/seed-7-fighter.html\"><strong>\(name)</strong></a>"))
        #expect(try Self.page(folder, "Output/sheets/characters/seed-7-fighter.html").contains(name))
        #expect(try Self.page(folder, "Output/sheets/items/item-55.html").contains("item-card"))
        #expect(html.contains("<caption>Party of seed 3</caption>"))
        #expect(html.contains("<figure class=\"block block-roll\">"))
        #expect(html.contains("a bell &lt;script&gt;alert(1)&lt;/script&gt; &amp; more"))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("<caption>Ghost highscores</caption>"))
        #expect(html.contains("<caption>Bull&#39;s Eye: session 1, Ann, "))
        #expect(html.contains("<h3 class=\"statblock-name\">Bell &lt;script&gt;alert(2)&lt;/script&gt; wraith</h3>"))
        #expect(html.contains("<span class=\"dice-roll\" title=\"3d8: "))
        #expect(
            html.contains("<figure class=\"block block-dice\">")
                && html.components(separatedBy: "<s class=\"die\"").count == 2)
        #expect(html.contains("<code class=\"language-python\">"))
        let again = try CLI.run(["build", "--no-cache", "--jobs", "1"], in: folder)
        let html2 = try Self.page(folder)
        #expect(again.status == 0 && html2 == html)
    }

    @Test func rerollRollsAfreshAndTellsTheSeedThatKeepsTheRolls() throws {
        let folder = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rolls: Set<String> = []
        var told = ""
        for _ in 0..<6 {
            let result = try CLI.run(["build", "--no-cache", "--reroll"], in: folder)
            told = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            #expect(told.hasPrefix("Rolled with seed ") && told.hasSuffix(" in the site config to keep these rolls."))
            let html = try Self.page(folder)
            rolls.insert(String(html[html.range(of: "block-roll")!.lowerBound...].prefix(400)))
        }
        #expect(rolls.count > 1)
        let seed = try #require(told.split(separator: " ")[3].dropLast().description as String?)
        let rerolled = try Self.page(folder)
        try "seed: \(seed)\nvault: v.sqlite\n".write(
            to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["build", "--no-cache"], in: folder).status == 0)
        #expect(try Self.page(folder) == rerolled)
    }

    @Test(arguments: [
        (
            "```character seed=7 class=wizard\n```\n", 4,
            "block character: class 'wizard' is not one of Cleric, Dwarf, Elf, Fighter, Halfling, Magic-User, Thief"
        ),
        ("```item\n```\n", 4, "block item: needs seed=…"),
        ("```party seed=1 count=40\n```\n", 4, "block party: count must be a whole number from 1 to 12"),
        (
            "```party seed=9223372036854775807 count=2\n```\n", 4,
            "block party: count goes past the largest seed, 9223372036854775807"
        ),
        ("text\n\n```roll\ntable: A (1d4)\n1-3: a\n3-4: b\n```\n", 9, "block roll: 3 is also on line 2"),
        (
            "```highscores game=chess\n```\n", 4,
            "block highscores: game must be ghost (the game whose players are ranked)"
        ),
        ("```bullseye session=9\n```\n", 4, "block bullseye: the vault has no BullsEye session 9"),
        ("```character seed=7\nsome text\n```\n", 4, "block character: takes no text between its fences, only options"),
        (
            "```statblock\nname: A\nac: [1, 2\nhp: 3\n```\n", 7,
            "block statblock: invalid YAML: did not find expected ',' or ']'"
        ),
        ("```statblock\nac: 3\n```\n", 4, "block statblock: has no name: write name: …"),
        (
            "text\n\n```dice\n2d6\nbanana\n```\n", 8,
            "block dice: 'banana' is no dice formula (write one such as 2d6+1, 4d6kh3 or d%)"
        ),
    ])
    func aBadBlockIsOneLineAtItsFence(notes: String, line: Int, message: String) throws {
        let folder = try Self.site(notes: "---\ntitle: A\n---\n" + notes)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr == "sheetgen: campaign/session-1.md:\(line): \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }

    /// A party's members have the seeds from its seed up, the last of which may be the largest.
    @Test func aPartyMayEndAtTheLargestSeed() throws {
        let folder = try Self.site(notes: "---\ntitle: A\n---\n```party seed=9223372036854775807 count=1\n```\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.page(folder).contains("<caption>Party of seed 9223372036854775807</caption>"))
    }

    @Test func aVaultBlockWithoutAVaultInTheConfigSaysWhatToDo() throws {
        let folder = try Self.site(notes: "```highscores game=ghost\n```\n", config: "seed: 1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(
            result.stderr
                == "sheetgen: campaign/session-1.md:1: block highscores: reads the players' vault: name it in the "
                + "site config (vault: PATH)\n")
    }
}
