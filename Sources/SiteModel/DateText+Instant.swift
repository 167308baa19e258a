/// The moment a front matter date names: a date without a time is midnight, one without a zone
/// is UTC, so a build gives the same site wherever it runs.
extension DateText {
    package static func secondsSince1970(_ text: String) -> Double? {
        guard let parts = parts(of: text) else { return nil }
        let days = daysSince1970(year: parts.year, month: parts.month, day: parts.day)
        let seconds = days * 86_400 + parts.hour * 3600 + parts.minute * 60 + parts.second
        let fraction = parts.fraction.isEmpty ? 0 : Double("0." + parts.fraction) ?? 0
        // An offset says how far local time is ahead of UTC: take it away.
        return Double(seconds - (parts.offsetMinutes ?? 0) * 60) + fraction
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
