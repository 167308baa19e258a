/// The moment a front matter date names. `DateText.isValid` fixes the layout, so the parts are
/// found by position; a date without a time is midnight, one without a zone is UTC.
extension DateText {
    package static func secondsSince1970(_ text: String) -> Double? {
        guard isValid(text) else { return nil }
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int {
            bytes[start..<(start + count)].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let days = daysSince1970(year: number(0, 4), month: number(5, 2), day: number(8, 2))
        var seconds = Double(days * 86_400)
        guard bytes.count > 10 else { return seconds }
        seconds += Double(number(11, 2) * 3600 + number(14, 2) * 60)
        var index = 16
        if index < bytes.count && bytes[index] == UInt8(ascii: ":") {
            seconds += Double(number(17, 2))
            index = 19
            if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
                let start = index + 1
                index = start
                while index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    index += 1
                }
                seconds += Double("0" + String(decoding: bytes[(start - 1)..<index], as: UTF8.self)) ?? 0
            }
        }
        // An offset says how far local time is ahead of UTC: take it away.
        if index < bytes.count && bytes[index] != UInt8(ascii: "Z") {
            let sign: Double = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            seconds -= sign * Double(number(index + 1, 2) * 3600 + number(index + 4, 2) * 60)
        }
        return seconds
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// days_from_civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
