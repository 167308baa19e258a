import Foundation
import Reports
import Site
import SiteModel
import Testing

/// The boards' periods: weeks from Monday and months in the site's time zone, seasons from the
/// config or else calendar quarters, each holding its first moment and not the one after its last.
@Suite struct BoardPeriodTests {
    static func moment(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }
    static let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!

    func periods(
        now: String, zone: TimeZone = TimeZone(identifier: "UTC")!, seasons: [Season] = [], games: [String] = []
    )
        -> [BoardPeriod]
    {
        BoardPeriod.all(
            SectionContext(now: Self.moment(now), timeZone: zone, seasons: seasons), moments: games.map(Self.moment))
    }

    @Test func thisWeekAndThisMonthAreTheCalendarsInTheSitesTimeZone() {
        // Sunday 22 November, 23:30 UTC: still Sunday in UTC, already Monday in Amsterdam.
        let utc = periods(now: "2026-11-22T23:30:00Z")
        #expect(utc.map(\.name) == ["This week", "This month", "2026 Q4"])
        #expect(utc[0].days == "16–22 November 2026" && utc[0].path == "this-week")
        #expect(utc[1].days == "1–30 November 2026" && utc[1].path == "this-month")
        #expect(utc[2].days == "1 October – 31 December 2026" && utc[2].path == "seasons/2026-q4")
        let local = periods(now: "2026-11-22T23:30:00Z", zone: Self.amsterdam)
        #expect(local[0].days == "23–29 November 2026")
        // The week's bounds are midnight there: 23:00 UTC, in winter.
        #expect(local[0].start == Self.moment("2026-11-22T23:00:00Z"))
        #expect(local[0].end == Self.moment("2026-11-29T23:00:00Z"))
        #expect(local[0].contains(Self.moment("2026-11-22T23:00:00Z")))
        #expect(!local[0].contains(Self.moment("2026-11-22T22:59:59Z")))
        #expect(!local[0].contains(local[0].end))
    }

    @Test func aWeekAcrossAClockChangeAndTheYearsEnd() {
        // Summer time ends on Sunday 25 October 2026 in Amsterdam: that week is an hour longer.
        let autumn = periods(now: "2026-10-21T12:00:00Z", zone: Self.amsterdam)[0]
        #expect(autumn.days == "19–25 October 2026")
        #expect(autumn.end.timeIntervalSince(autumn.start) == 7 * 86_400 + 3600)
        let turn = periods(now: "2026-12-31T12:00:00Z")
        #expect(turn[0].days == "28 December 2026 – 3 January 2027")
        #expect(turn[1].days == "1–31 December 2026")
        #expect(periods(now: "2028-02-10T12:00:00Z")[1].days == "1–29 February 2028")
    }

    @Test func quartersAreThoseWithGamesAndTheCurrentOneLatestFirst() {
        let quarters = periods(
            now: "2026-11-23T20:00:00Z",
            games: ["2026-01-05T19:40:00Z", "2025-12-31T23:30:00Z", "2026-02-01T10:00:00Z"])
        #expect(quarters.dropFirst(2).map(\.name) == ["2026 Q4", "2026 Q1", "2025 Q4"])
        // In Amsterdam, the last game of 2025 was played in 2026.
        let local = periods(now: "2026-11-23T20:00:00Z", zone: Self.amsterdam, games: ["2025-12-31T23:30:00Z"])
        #expect(local.dropFirst(2).map(\.name) == ["2026 Q4", "2026 Q1"])
    }

    @Test func theConfigsSeasonsReplaceTheQuarters() {
        let seasons = [
            Season(name: "Spring cup", first: CalendarDay("2026-03-01")!, last: CalendarDay("2026-05-31")!),
            Season(name: "Autumn league", first: CalendarDay("2026-09-01")!, last: CalendarDay("2026-11-30")!),
        ]
        let found = periods(
            now: "2026-11-23T20:00:00Z", zone: Self.amsterdam, seasons: seasons, games: ["2024-01-01T00:00:00Z"])
        #expect(found.dropFirst(2).map(\.name) == ["Autumn league", "Spring cup"])
        #expect(found[2].path == "seasons/autumn-league" && found[2].isSeason && !found[0].isSeason)
        // The last day is whole: until midnight after it, in the site's time zone.
        #expect(found[2].contains(Self.moment("2026-11-30T22:59:59Z")))
        #expect(!found[2].contains(Self.moment("2026-11-30T23:00:00Z")))
        #expect(found[3].days == "1 March – 31 May 2026")
    }
}
