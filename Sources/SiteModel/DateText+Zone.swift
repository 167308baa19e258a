import Foundation

/// A front matter date (or a date a block's option gives) on the site's calendar: the day it
/// names as it is written, and the moment it names where it names no zone of its own.
extension DateText {
    /// The day `text` names, as written: `2026-11-13T23:30:00-08:00` is the 13th. Nil when it is
    /// no date.
    package static func day(of text: String) -> CalendarDay? {
        parts(of: text).map { CalendarDay(year: $0.year, month: $0.month, day: $0.day) }
    }

    /// Whether `text` is a date with a time of day.
    package static func hasTime(_ text: String) -> Bool {
        parts(of: text)?.hasTime ?? false
    }

    /// The moment `text` names: with its own offset when it has one, else its clock's time in
    /// `zone` (the first moment after a clock change skips it). Nil when it is no date.
    package static func moment(_ text: String, in zone: TimeZone) -> Date? {
        guard let parts = parts(of: text) else { return nil }
        if parts.offsetMinutes != nil { return secondsSince1970(text).map(Date.init(timeIntervalSince1970:)) }
        let clock = DateComponents(
            year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute,
            second: parts.second)
        let fraction = parts.fraction.isEmpty ? 0 : Double("0." + parts.fraction) ?? 0
        return CalendarDay.calendar(zone).date(from: clock)?.addingTimeInterval(fraction)
    }
}
