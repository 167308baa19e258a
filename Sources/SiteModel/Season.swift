import Foundation
import Mistakes

import Yams

/// A day of the calendar, as a config writes it: `2026-09-01`.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int, month: Int, day: Int

    /// The day `text` names, `YYYY-MM-DD` and a real date; nil for anything else.
    public init?(_ text: String) {
        guard text.utf8.count == 10, DateText.isValid(text) else { return nil }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        (year, month, day) = (parts[0], parts[1], parts[2])
    }

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The day `moment` falls on in `zone`.
    public init(_ moment: Date, in zone: TimeZone) {
        let parts = Self.calendar(zone).dateComponents([.year, .month, .day], from: moment)
        self.init(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    public static func < (first: CalendarDay, second: CalendarDay) -> Bool {
        (first.year, first.month, first.day) < (second.year, second.month, second.day)
    }

    /// The moment the day begins in `zone` (its first moment, where a clock change skips midnight).
    public func start(in zone: TimeZone) -> Date {
        let calendar = Self.calendar(zone)
        let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
        return calendar.startOfDay(for: noon)
    }

    /// The day `count` days after this one (before it, when negative).
    public func adding(days count: Int) -> CalendarDay {
        let calendar = Self.calendar(TimeZone(identifier: "UTC")!)
        let next = calendar.date(byAdding: .day, value: count, to: start(in: calendar.timeZone))!
        return CalendarDay(next, in: calendar.timeZone)
    }

    /// The Gregorian calendar of `zone`, weeks from Monday as ISO 8601 counts them.
    public static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = zone
        return calendar
    }
}

/// A named stretch of whole days the game boards count games over (`seasons:` in the site
/// config), from its first day to its last, in the site's time zone.
public struct Season: Sendable, Equatable {
    public let name: String
    public let first: CalendarDay, last: CalendarDay

    public init(name: String, first: CalendarDay, last: CalendarDay) {
        (self.name, self.first, self.last) = (name, first, last)
    }

    /// The most seasons a config may name: a board page each, for every game that keeps a board,
    /// is a build's work, and a league of weekly seasons fills 1,000 in twenty years.
    public static let limit = 1_000

    /// The longest page name a season's name may make, in bytes: a file's name holds 255 at most,
    /// and a letter of another script takes two or three.
    public static let slugLimit = 200

    /// The seasons of a config's `seasons:` list, each `{name: …, from: YYYY-MM-DD, to: YYYY-MM-DD}`;
    /// an error names the line of the season at fault. `source` is the config's YAML, read again
    /// for the lines.
    static func all(_ value: MetadataValue, source: String, configFile: String, line: Int) throws(UserError)
        -> [Season]
    {
        let nodes = (try? Yams.compose(yaml: source, .basic, .default, .utf8))?.mapping?["seasons"]?.sequence
        func at(_ index: Int) -> String {
            "\(configFile):\(nodes.flatMap { index < $0.count ? $0[index].mark?.line : nil } ?? line)"
        }
        let shape = "each season must be a mapping of name, from and to (from: 2026-09-01)"
        guard case .list(let items) = value else {
            throw UserError("seasons must be a list of seasons: \(shape)", at: "\(configFile):\(line)")
        }
        guard items.count <= limit else {
            throw UserError("seasons: at most \(limit) seasons, and this is one more", at: at(limit))
        }
        var seasons: [Season] = []
        var slugs: Set<String> = []  // a page each: two names of one slug would be one page
        for (index, item) in items.enumerated() {
            guard case .map(let fields) = item, Set(fields.keys).isSubset(of: ["name", "from", "to"]) else {
                throw UserError("seasons: \(shape)", at: at(index))
            }
            guard let name = fields["name"]?.string?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
                !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { throw UserError("seasons: a season needs a name, one line of text", at: at(index)) }
            guard let first = fields["from"]?.string.flatMap(CalendarDay.init),
                let last = fields["to"]?.string.flatMap(CalendarDay.init)
            else { throw UserError("seasons: '\(name)' needs from and to, days as 2026-09-01", at: at(index)) }
            guard first <= last else {
                throw UserError("seasons: '\(name)' ends (\(last)) before it begins (\(first))", at: at(index))
            }
            let slug = Slug.make(name)
            guard !slug.isEmpty else {
                throw UserError(
                    "seasons: '\(name)' makes no page name: a season's name needs a letter or digit", at: at(index))
            }
            guard slug.utf8.count <= slugLimit else {
                throw UserError(
                    "seasons: a season's name makes a page name of at most \(slugLimit) bytes (some \(slugLimit) "
                        + "Latin, \(slugLimit / 2) Cyrillic or \(slugLimit / 3) Chinese letters)", at: at(index))
            }
            guard slugs.insert(slug).inserted else {
                throw UserError("seasons: '\(name)' is named as an earlier season is", at: at(index))
            }
            seasons.append(Season(name: name, first: first, last: last))
        }
        return seasons
    }
}
