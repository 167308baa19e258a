import BullsEye
import Foundation
import Reports
import Site
import SiteModel
import Testing

/// BullsEye's boards of this week, this month and each season: the records and bests of the
/// sessions played then, with the all-time board one link away; a period without sessions says so.
@Suite struct BullsEyeBoardsTests {
    static func session(_ id: Int, _ player: String, seed: UInt64, at time: String?) -> BullsEyeSession {
        let played = BullsEyeSimulation.session(.classic, rounds: 3, seed: seed, skill: 60, player: player)
        return BullsEyeSession(id: id, variant: .classic, player: player, rounds: played.rounds, playedAt: time)
    }

    @Test func periodBoardsHoldTheSessionsOfTheirPeriod() throws {
        let sessions = [
            Self.session(1, "Ann", seed: 1, at: "2026-09-02T19:00:00Z"),
            Self.session(2, "Bob", seed: 2, at: "2026-11-23T19:00:00Z"),
            Self.session(3, "Cy", seed: 3, at: nil),
        ]
        let documents = BullsEyeReports.documents(
            sessions, base: "bullseye", context: SectionContext(now: GeneratedSectionTests.moment))
        func document(_ path: String) throws -> Document { try #require(documents.first { $0.path == path }) }
        let week = try document("bullseye/this-week")
        #expect(week.title == "BullsEye: This week")
        #expect(week.body == "1 session this week (23–29 November 2026).\n")
        guard case .list(let shown)? = week.fields["sessions"],
            case .list(let all)? = try document("bullseye/index").fields["sessions"]
        else {
            Issue.record("no sessions listed")
            return
        }
        #expect(shown == [all[1]])  // the index lists the latest first: 3, 2, 1
        #expect(try document("bullseye/seasons/2026-q3").body == "1 session in 2026 Q3 (1 July – 30 September 2026).\n")
        #expect(try document("bullseye/session-2").date == "2026-11-23")
        guard case .list(let boards)? = week.fields["boards"] else {
            Issue.record("no boards")
            return
        }
        #expect(boards.first == ["name": "All time", "path": "bullseye/index", "first": true])
        #expect(boards.count == 5)  // all time, this week, this month, 2026 Q4, 2026 Q3
        let empty = BullsEyeReports.documents(
            [Self.session(3, "Cy", seed: 3, at: nil)], base: "bullseye",
            context: SectionContext(now: GeneratedSectionTests.moment))
        #expect(
            try #require(empty.first { $0.path == "bullseye/this-month" }).body
                == "No sessions this month (1–30 November 2026).\n")
    }
}
