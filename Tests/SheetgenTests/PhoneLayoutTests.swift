import Foundation
import TestSupport
import Testing

/// Every kind of page sheetgen makes, laid out by headless Chromium on a phone (390 pixels wide)
/// and a desktop (1280): the page is never wider than the screen and nothing is cut off; a table
/// too wide for a phone scrolls inside its own box with its first column kept in view, while a
/// party block and the item catalogue fit whole; charts fit their box and show the latest game.
@Suite(.tags(.slow)) struct PhoneLayoutTests {
    /// A campaign site of every kind of page: the games' sections, the rules, a home page, a
    /// session note with game blocks and a page with a table of nine columns.
    static func site() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("sessions"), withIntermediateDirectories: true)
        try """
        title: The Marrowfen campaign
        seed: 7
        vault: v.sqlite
        sections:
          characters: {seeds: [7]}
          items: {seed: 1, count: 60}
          highscores: {vault: v.sqlite}
          bullseye: {vault: v.sqlite}
          rules: {}

        """.write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        try """
        ---
        title: Game night
        ---
        The [characters](characters/index.html), the [catalogue](items/index.html), the
        [highscores](highscores/index.html) and the [monsters](monsters.html).

        """.write(to: content.appendingPathComponent("_index.md"), atomically: true, encoding: .utf8)
        try """
        ---
        title: Monsters of the fen
        ---
        | Monster | Armour class | Hit dice | Attacks | Damage | Movement | Saves | Morale | XP |
        |---|---|---|---|---|---|---|---|---|
        | Bog goblin | 6 [13] | 1-1 | 1 weapon | 1d6 | 60' (20') | D14 W15 P16 B17 S18 | 7 | 5 |
        | Drowned dead | 8 [11] | 2 | 1 claw | 1d6 | 90' (30') | D12 W13 P14 B15 S16 | 12 | 20 |

        """.write(to: content.appendingPathComponent("monsters.md"), atomically: true, encoding: .utf8)
        try """
        ---
        title: "Session 1: The Bell Tower"
        date: 2026-11-06
        ---
        ```party seed=3 count=4
        ```

        ```character seed=7 class=fighter
        ```

        ```roll
        table: Causeway at low tide (1d6)
        1-2: 2d4 crabs, the size of shields
        3-4: Drowned dead
        5: a fisherman's boat, empty
        6: nothing but the wind, and somewhere a bell
        ```

        ```item seed=15
        ```

        ```highscores game=ghost top=5
        ```

        ```bullseye session=2
        ```

        """.write(to: content.appendingPathComponent("sessions/session-1.md"), atomically: true, encoding: .utf8)
        // Two players of 150 games each, more than a chart draws; an RGB session of 92 to 96
        // points a round and a classic one with bonuses.
        let games = [
            ["ghost", "simulate", "--games", "150", "--seed", "1", "--players", "Ann", "Bob"],
            [
                "bullseye", "simulate", "--variant", "rgb", "--rounds", "8", "--seed", "2", "--player", "Joey",
                "--skill", "60",
            ],
            [
                "bullseye", "simulate", "--variant", "classic", "--rounds", "10", "--seed", "1", "--player", "Ally",
                "--skill", "80",
            ],
        ]
        // Played before the session's evening, whose blocks show the boards as of its day.
        for arguments in games {
            let result = try CLI.run(arguments + ["--until", "2026-11-05", "--vault", "v.sqlite"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let build = try CLI.run(["build", "--output", "site"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        return folder
    }

    /// One page of each kind, by its path in the built site.
    static let pages = [
        "index.html", "monsters.html", "sessions/session-1.html", "characters/index.html",
        "sheets/characters/seed-7-fighter.html", "characters/print/sheets-1.html", "items/index.html",
        "items/summary.html", "items/cards/item-1.html", "highscores/index.html", "highscores/players/ann.html",
        "highscores/games/game-1.html", "bullseye/index.html", "bullseye/session-1.html", "bullseye/session-2.html",
        "bullseye/players/ally.html", "rules/index.html", "rules/equipment.html", "rules/spells.html",
        "rules/classes/elf.html",
        "tags/index.html", "search.html", "404.html",
    ]

    @Test(
        .enabled(
            if: RequiredTool.chromium.canTest && RequiredTool.englishWords.canTest,
            "needs Chromium and an English word list (Debian: chromium, wamerican)"))
    func everyPageFitsAPhoneAndADesktop() throws {
        let folder = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = Self.pages.map { folder.appendingPathComponent("site/\($0)") }
        for page in pages {
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.path)")
        }
        for width in [390, 1280] {
            for layout in try PageLayout.measure(pages, width: width) {
                let page = "\(layout.page.lastPathComponent) at \(width) px"
                #expect(layout.scrollWidth <= width, "\(page): \(layout.scrollWidth) px wide")
                #expect(layout.cutOff.isEmpty, "\(page): \(layout.cutOff)")
                #expect(layout.scrollingBoxes.allSatisfy { $0.keepsFirstColumn }, "\(page): \(layout.scrollingBoxes)")
                for chart in layout.charts {
                    #expect(
                        chart.width <= chart.boxWidth + 1, "\(page): a chart \(chart.width) px in \(chart.boxWidth)")
                    #expect(chart.lastMarkRight <= Double(width), "\(page): the latest game at \(chart.lastMarkRight)")
                }
            }
        }
    }

    /// On a phone the party block's five columns and the catalogue's six fit whole; the table of
    /// nine scrolls in its own box with its first column in view, and a desktop shows it whole.
    @Test(
        .enabled(
            if: RequiredTool.chromium.canTest && RequiredTool.englishWords.canTest,
            "needs Chromium and an English word list (Debian: chromium, wamerican)"))
    func onAPhoneOnlyTheTablesTooWideForItScrollInTheirBoxes() throws {
        let folder = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = ["sessions/session-1.html", "items/index.html", "monsters.html"].map {
            folder.appendingPathComponent("site/\($0)")
        }
        let phone = try PageLayout.measure(pages, width: 390)
        #expect(phone.map(\.scrollingBoxes.count) == [0, 0, 1])
        #expect(phone[2].scrollingBoxes.map(\.description) == ["table (first column kept)"])
        #expect(try PageLayout.measure(pages, width: 1280).allSatisfy { $0.scrollingBoxes.isEmpty })
    }
}
