import Foundation
import GameKit
import Testing

@testable import SiteModel

@Suite("Dates in every RFC 3339 and ISO 8601 form Hugo, Zola and Jekyll read")
struct DateTextTests {
    @Test(arguments: [
        "2026-11-22", "2026-11-22T10:30", "2026-11-22 10:30:15", "2026-11-22t10:30:15.25z",
        "2020-04-27T12:00:00+0100", "2020-04-27T12:00:00+01", "2020-04-27 12:00:00 +0100", "2020-04-27T12:00:00Z",
        "2020-04-27 12:00:00 -05:30", "2024-02-29",
    ])
    func acceptedForms(text: String) {
        #expect(DateText.isValid(text))
    }

    @Test(arguments: [
        "2026-11-31", "2023-02-29", "26-11-22", "2026-1-22", "2026-11-22T", "2026-11-22T10", "2026-11-22T10:30:",
        "2026-11-22T10:30+1", "2026-11-22T10:30+01:", "2026-11-22T10:30+0100x", "2026-11-22 ", "2026-11-22Z",
        "2026-11-22T10:30  +01:00", "2026-11-22T24:00", "November 22, 2026", "",
    ])
    func refusedForms(text: String) {
        #expect(!DateText.isValid(text))
    }

    /// Every form of one moment names that moment, and RFC 3339 writes it back as the same.
    @Test func everyFormOfAMomentNamesIt() {
        var random = SeededRandom(seed: 2026)
        let formatter = ISO8601DateFormatter()
        for _ in 0..<3_000 {
            let seconds = random.int(in: -2_000_000_000...4_000_000_000)
            let minutes = random.int(in: -14 * 60 / 15...14 * 60 / 15) * 15
            formatter.timeZone = TimeZone(secondsFromGMT: minutes * 60)
            let written = formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
            // ISO8601DateFormatter writes Z for UTC and +01:00 for an offset.
            let (day, time) = (written.prefix(10), written.dropFirst(11).prefix(8))
            let offset = minutes == 0 ? "" : String(written.suffix(6))
            let compact = offset.replacingOccurrences(of: ":", with: "")
            for form in [written, "\(day) \(time) \(compact.isEmpty ? "Z" : compact)", "\(day)T\(time)\(compact)"] {
                #expect(DateText.secondsSince1970(form) == Double(seconds), "\(form)")
            }
            #expect(DateText.rfc3339("\(day)T\(time)\(compact)") == (minutes == 0 ? "\(day)T\(time)Z" : written))
        }
    }
}
