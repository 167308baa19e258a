/// Dates as front matter gives them, in the forms of RFC 3339 and ISO 8601 that Hugo, Zola and
/// Jekyll read: `2026-11-22`, optionally followed by `T` (or `t`, or a space) and a time `10:30`,
/// `10:30:15` or `10:30:15.250`, optionally followed, after at most one space, by `Z` (or `z`) or
/// an offset `+01:00`, `+0100` or `+01`. Nothing else may follow: the date is shown in pages as it
/// is written.
package enum DateText {
    package static func isValid(_ text: String) -> Bool {
        parts(of: text) != nil
    }

    /// A date taken apart. `fraction` is the digits after the seconds' point as written;
    /// `offsetMinutes` is how far local time is ahead of UTC, nil when the date names no zone.
    struct Parts {
        var year, month, day: Int
        var hour = 0, minute = 0, second = 0
        var fraction = ""
        var offsetMinutes: Int?
        /// Whether it has a time of day, and whether its zone is UTC written `Z`.
        var hasTime = false, zoneIsZ = false

        /// `2026-11-22`, followed when it has a time by `T10:30:00` (with its fraction) and the
        /// zone it names (`Z`, `+01:00`).
        var written: String {
            let year = String(year)
            let date = String(repeating: "0", count: max(0, 4 - year.count)) + year + "-\(two(month))-\(two(day))"
            guard hasTime else { return date }
            return date + "T" + timeWritten + zoneWritten
        }

        /// `10:30:00`, with the fraction of a second when it has one.
        var timeWritten: String {
            "\(two(hour)):\(two(minute)):\(two(second))" + (fraction.isEmpty ? "" : "." + fraction)
        }

        private var zoneWritten: String {
            guard let offset = offsetMinutes else { return "" }
            if offset == 0 && zoneIsZ { return "Z" }
            return (offset < 0 ? "-" : "+") + two(abs(offset) / 60) + ":" + two(abs(offset) % 60)
        }

        private func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    }

    /// The date as RFC 3339 writes it (`2026-11-22T10:30:00+01:00`): midnight when it has no
    /// time, seconds when it has none, `Z` when it names no zone (a build reads it as UTC).
    package static func rfc3339(_ text: String) -> String? {
        guard var parts = parts(of: text) else { return nil }
        parts.hasTime = true
        if parts.offsetMinutes == nil { (parts.offsetMinutes, parts.zoneIsZ) = (0, true) }
        return parts.written
    }

    static func parts(of text: String) -> Parts? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.number(4, 0...9999), reader.take("-"), let month = reader.number(2, 1...12),
            reader.take("-"), let day = reader.number(2, 1...31), day <= daysIn(month: month, year: year)
        else { return nil }
        var parts = Parts(year: year, month: month, day: day)
        if reader.isAtEnd { return parts }
        guard reader.take("T") || reader.take("t") || reader.take(" "), let hour = reader.number(2, 0...23),
            reader.take(":"), let minute = reader.number(2, 0...59)
        else { return nil }
        (parts.hour, parts.minute, parts.hasTime) = (hour, minute, true)
        if reader.take(":") {
            guard let second = reader.number(2, 0...60) else { return nil }
            parts.second = second
            if reader.take(".") {
                guard let fraction = reader.fraction() else { return nil }
                parts.fraction = fraction
            }
        }
        if reader.isAtEnd { return parts }
        _ = reader.take(" ")
        if reader.take("Z") || reader.take("z") {
            (parts.offsetMinutes, parts.zoneIsZ) = (0, true)
            return reader.isAtEnd ? parts : nil
        }
        let sign: Int
        if reader.take("+") { sign = 1 } else if reader.take("-") { sign = -1 } else { return nil }
        guard let hours = reader.number(2, 0...23) else { return nil }
        var minutes = 0
        if !reader.isAtEnd {
            _ = reader.take(":")
            guard let given = reader.number(2, 0...59) else { return nil }
            minutes = given
        }
        parts.offsetMinutes = sign * (hours * 60 + minutes)
        return reader.isAtEnd ? parts : nil
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Reads a date's bytes from the front.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        /// `count` digits whose value is in `range`.
        mutating func number(_ count: Int, _ range: ClosedRange<Int>) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard let digit = Self.digit(byte) else { return nil }
                value = value * 10 + digit
            }
            index += count
            return range.contains(value) ? value : nil
        }

        /// The digits after a decimal point.
        mutating func fraction() -> String? {
            let start = index
            while index < bytes.count, Self.digit(bytes[index]) != nil { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        private static func digit(_ byte: UInt8) -> Int? {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
        }
    }
}
