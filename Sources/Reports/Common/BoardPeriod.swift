import Foundation
import Site
import SiteModel

/// A stretch of time a game board counts games over: this week, this month, or a season. Days
/// begin at midnight in the site's time zone; weeks begin on Monday (ISO 8601). A period holds
/// the moments from its first day's start up to, not including, the start of the day after its
/// last.
public struct BoardPeriod: Sendable, Equatable {
    /// "This week", "This month", or the season's name ("Autumn league", "2026 Q4").
    public let name: String
    /// Where its board goes below the section's folder: `this-week`, `this-month`,
    /// `seasons/autumn-league`.
    public let path: String
    public let first: CalendarDay, last: CalendarDay
    public let start: Date, end: Date

    init(name: String, path: String, first: CalendarDay, last: CalendarDay, zone: TimeZone) {
        (self.name, self.path, self.first, self.last) = (name, path, first, last)
        start = first.start(in: zone)
        end = last.adding(days: 1).start(in: zone)
    }

    public func contains(_ moment: Date) -> Bool {
        start <= moment && moment < end
    }

    /// Whether it is a season rather than this week or this month.
    public var isSeason: Bool { path.hasPrefix("seasons/") }

    /// How an intro names it: "this week", "this month", "in Autumn league"; for Markdown, the
    /// season's name (the config's words) escaped.
    private func when(markdown: Bool) -> String {
        guard isSeason else { return name.lowercased() }
        return "in " + (markdown ? MarkdownText.escape(name, lineStart: false) : name)
    }

    /// How a board's intro tells what the period held: "No games this week (23–29 November
    /// 2026).", "3 sessions in Autumn league (…)", with `more` after the days when it held any.
    func held(_ count: Int, _ noun: String, markdown: Bool, more: String = "") -> String {
        let span = "\(when(markdown: markdown)) (\(days))"
        return count == 0 ? "No \(noun)s \(span)." : "\(counted(count, noun)) \(span)\(more)."
    }

    /// Its days, as pages show them: "16–22 November 2026", "28 September – 4 October 2026".
    public var days: String {
        func month(_ day: CalendarDay) -> String { Self.months[day.month - 1] }
        if first == last { return "\(first.day) \(month(first)) \(first.year)" }
        if first.year != last.year {
            return "\(first.day) \(month(first)) \(first.year) – \(last.day) \(month(last)) \(last.year)"
        }
        if first.month != last.month { return "\(first.day) \(month(first)) – \(last.day) \(month(last)) \(last.year)" }
        return "\(first.day)–\(last.day) \(month(first)) \(first.year)"
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The boards' periods as of `context`: this week and this month, then the seasons, latest
    /// first. The seasons are the site config's, or else the calendar quarter of `now` and every
    /// quarter in which one of `moments` (the games' times) falls.
    public static func all(_ context: SectionContext, moments: [Date]) -> [BoardPeriod] {
        let zone = context.timeZone, calendar = CalendarDay.calendar(zone)
        let today = CalendarDay(context.now, in: zone)
        let week = calendar.dateInterval(of: .weekOfYear, for: context.now)!
        let monday = CalendarDay(week.start, in: zone)
        let firstOfMonth = CalendarDay(year: today.year, month: today.month, day: 1)
        var periods = [
            BoardPeriod(name: "This week", path: "this-week", first: monday, last: monday.adding(days: 6), zone: zone),
            BoardPeriod(
                name: "This month", path: "this-month", first: firstOfMonth,
                last: nextMonth(firstOfMonth).adding(days: -1),
                zone: zone),
        ]
        let seasons = context.seasons.isEmpty ? quarters(of: [context.now] + moments, zone: zone) : context.seasons
        periods += seasons.sorted { ($1.first, $1.name) < ($0.first, $0.name) }.map { season in
            BoardPeriod(
                name: season.name, path: "seasons/\(Slug.make(season.name))", first: season.first, last: season.last,
                zone: zone)
        }
        return periods
    }

    /// The calendar quarters the moments fall in, each once: "2026 Q4", 1 October to 31 December.
    static func quarters(of moments: [Date], zone: TimeZone) -> [Season] {
        let starts = Set(
            moments.map { moment in
                let day = CalendarDay(moment, in: zone)
                return CalendarDay(year: day.year, month: (day.month - 1) / 3 * 3 + 1, day: 1)
            })
        return starts.map { start in
            let end = nextMonth(nextMonth(nextMonth(start))).adding(days: -1)
            return Season(name: "\(start.year) Q\((start.month - 1) / 3 + 1)", first: start, last: end)
        }
    }

    /// The first day of the month after the one `day` begins.
    private static func nextMonth(_ day: CalendarDay) -> CalendarDay {
        day.month == 12
            ? CalendarDay(year: day.year + 1, month: 1, day: 1)
            : CalendarDay(year: day.year, month: day.month + 1, day: 1)
    }

    /// How many of the latest seasons the line of board links names; the others are one link
    /// away, in the seasons' folder, so that a page's links do not grow with the config's seasons
    /// (with a board page a season, the site's links would grow as their square).
    static let linkedSeasons = 4

    /// The links of the `board-links` partial to the boards of `periods` in `folder` (with its
    /// slash), after one to the all-time board when `allTime` names it: this week, this month,
    /// the latest seasons and, when there are more, the folder of them all.
    static func links(_ periods: [BoardPeriod], folder: String, allTime: String? = nil) -> [BoardLink] {
        let seasons = periods.filter(\.isSeason)
        var all =
            (allTime.map { [(name: "All time", path: $0)] } ?? [])
            + (periods.filter { !$0.isSeason } + seasons.prefix(linkedSeasons)).map {
                (name: $0.name, path: folder + $0.path)
            }
        if seasons.count > linkedSeasons { all.append((name: "All seasons", path: folder + "seasons/index")) }
        return all.enumerated().map { BoardLink(name: $1.name, path: URLPath.encoded($1.path), first: $0 == 0) }
    }

    /// The introduction of the folder of season boards in `folder` (with its slash), which the
    /// site lists latest first; nil when `periods` hold no season. A season whose page would be
    /// the folder's index (one named "index") then meets it, and the build names both.
    static func seasonsIntro(_ periods: [BoardPeriod], folder: String, game: String) -> Document? {
        guard periods.contains(where: \.isSeason) else { return nil }
        let summary = "The \(game) boards of each season, the latest first."
        return Document(
            path: folder + "seasons/index", title: "\(game) seasons",
            fields: FolderIntroFields(summary: summary).encoded, body: summary + "\n")
    }

    /// Which of `moments` (nil for a game without a time) each of `periods` holds, as positions
    /// in `moments`, in order. The moments are sorted once and each period found in them by
    /// binary search, as a config may name a thousand seasons and a vault hold many games.
    static func members(of periods: [BoardPeriod], among moments: [Date?]) -> [[Int]] {
        let timed = moments.indices.compactMap { index in moments[index].map { (moment: $0, index: index) } }
            .sorted { ($0.moment, $0.index) < ($1.moment, $1.index) }
        func firstAt(_ moment: Date) -> Int {
            var low = 0, high = timed.count
            while low < high {
                let middle = (low + high) / 2
                if timed[middle].moment < moment { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return periods.map { period in
            timed[firstAt(period.start)..<firstAt(period.end)].map(\.index).sorted()
        }
    }

    /// The moment a vault's time (ISO 8601, UTC: `2026-11-23T20:15:00Z`) names; nil for none.
    public static func moment(_ text: String?) -> Date? {
        text.flatMap { try? Date.ISO8601FormatStyle().parse($0) }
    }
}

/// A link of the `board-links` partial, the line of links between a game's boards.
struct BoardLink: Encodable {
    let name: String
    /// The board's page.
    let path: String
    /// Whether it comes first in the line (no separator before it).
    let first: Bool
}
