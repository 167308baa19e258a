import BullsEye
import Foundation
import Ghost
import Markdown
import Mistakes
import Testing

@testable import Reports

/// A highscores or bullseye block on a dated page shows the boards as of the end of the page's
/// day in the site's time zone; `as-of=` chooses another moment, `as-of=now` shows everything, and
/// an undated page shows everything.
@Suite struct BoardMomentTests {
    /// Ann wins a game that ended at each time (UTC), Bob the last one, untimed (imported).
    static let contents = GhostExport.Contents(
        records: ["2026-11-13T20:00:00Z", "2026-11-14T05:00:00Z", "2026-11-14T09:00:00Z", nil].enumerated().map {
            GhostRecord(
                id: $0 + 1, language: .english, players: ["Ann", "Bob"], winner: $1 == nil ? "Bob" : "Ann", rounds: [],
                finishedAt: $1)
        }, players: ["Ann", "Bob"])

    static let highscores = HighscoresBlock(vault: "vault.sqlite") { _ in contents }

    static func site(date: String?, zone: String) -> BlockSite {
        BlockSite(
            seed: 1, templates: BlockFixtures.templates, page: "sessions/s2", date: date,
            timeZone: TimeZone(identifier: zone)!)
    }

    /// Ann's wins and the caption, as the block shows them.
    static func shown(_ info: String, date: String?, zone: String = "UTC") throws -> (wins: String, caption: String) {
        let block = try BlockFixtures.fenced(info, "", file: "sessions/s2.md", line: 7, page: "sessions/s2")
        let html = try highscores.render(block, in: site(date: date, zone: zone)).html
        let row = html.components(separatedBy: "<td>Ann</td><td>").dropFirst().first ?? ""
        let caption = html.components(separatedBy: "<caption>").dropFirst().first ?? ""
        return (String(row.prefix { $0 != "<" }), String(caption.prefix { $0 != "<" }))
    }

    @Test(
        arguments: [
            // The end of the 13th: midnight in UTC, 08:00 UTC on the 14th in Los Angeles.
            ("highscores game=ghost", "2026-11-13", "UTC", "1", "Ghost highscores as of 13 November 2026"),
            (
                "highscores game=ghost", "2026-11-13", "America/Los_Angeles", "2",
                "Ghost highscores as of 13 November 2026"
            ),
            // A page's time of day does not move its day's end.
            (
                "highscores game=ghost", "2026-11-13T10:00:00+09:00", "UTC", "1",
                "Ghost highscores as of 13 November 2026"
            ),
            ("highscores game=ghost as-of=now", "2026-11-13", "UTC", "3", "Ghost highscores"),
            ("highscores game=ghost", nil, "UTC", "3", "Ghost highscores"),
            (
                "highscores game=ghost as-of=2026-11-14", "2026-11-13", "UTC", "3",
                "Ghost highscores as of 14 November 2026"
            ),
            // A moment without a zone of its own is the site's: 20:30 in Los Angeles is 04:30 UTC on the 14th.
            (
                "highscores game=ghost as-of=2026-11-13T20:30", nil, "America/Los_Angeles", "1",
                "Ghost highscores as of 13 November 2026, 20:30"
            ),
            (
                "highscores game=ghost as-of=2026-11-14T05:00:00Z", nil, "UTC", "1",
                "Ghost highscores as of 14 November 2026, 05:00"
            ),
        ] as [(String, String?, String, String, String)])
    func theStandingsAreThoseOfTheEndOfThePagesDay(
        info: String, date: String?, zone: String, wins: String, caption: String
    ) throws {
        let shown = try Self.shown(info, date: date, zone: zone)
        #expect(shown.wins == wins)
        #expect(shown.caption == caption)
    }

    @Test(arguments: ["tomorrow", "2026-13-01", "13/11/2026", ""])
    func anAsOfThatIsNoMomentIsAnErrorAtTheFence(value: String) throws {
        #expect {
            _ = try Self.shown("highscores game=ghost as-of=\(value)", date: "2026-11-13")
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("sessions/s2.md:7: block highscores: as-of must be now, a day (2026-11-13)")
        }
    }

    @Test func aSessionPlayedAfterThePagesDayIsAnErrorThatSaysHowToShowIt() throws {
        let session = BullsEyeSession(
            id: 3, variant: .classic, player: "Ann", rounds: [], playedAt: "2026-11-20T19:30:00Z")
        let block = BullsEyeBlock(vault: "vault.sqlite") { _ in [session] }
        func render(_ info: String, date: String?) throws -> String {
            let fenced = try BlockFixtures.fenced(info, "", file: "sessions/s2.md", line: 4, page: "sessions/s2")
            return try block.render(fenced, in: Self.site(date: date, zone: "UTC")).html
        }
        #expect {
            _ = try render("bullseye session=3", date: "2026-11-13")
        } throws: { error in
            "\(error)"
                == "sessions/s2.md:4: block bullseye: session 3 was played after 13 November 2026, the day this page "
                + "tells of (as-of=now shows it)"
        }
        #expect(try render("bullseye session=3 as-of=now", date: "2026-11-13").contains("Ann"))
        #expect(try render("bullseye session=3", date: "2026-11-20").contains("Ann"))
        #expect(try render("bullseye session=3", date: nil).contains("Ann"))
    }
}
