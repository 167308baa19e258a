import Foundation
import Mistakes
import SiteModel
import Site
import Testing

/// `timeZone:` and `seasons:` in sheetgen.yml: read when right, refused with the line when not.
@Suite struct SeasonConfigTests {
    typealias Workspace = SiteBuilderTests.Workspace

    func load(_ yaml: String) throws -> (SiteConfig, String) {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let file = site.root.appendingPathComponent("sheetgen.yml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        do {
            return (try SiteConfig.load(from: file), file.path)
        } catch {
            throw UserError(
                error.message, at: error.location?.replacingOccurrences(of: file.path, with: "sheetgen.yml"))
        }
    }

    @Test func aTimeZoneAndSeasonsAreRead() throws {
        let (config, _) = try load(
            "title: Nights\ntimeZone: Europe/Amsterdam\nseasons:\n  - name: Autumn league\n    from: 2026-09-01\n"
                + "    to: 2026-11-30\n  - {name: Winter, from: 2026-12-01, to: 2027-02-28}\n")
        #expect(config.timeZone.identifier == "Europe/Amsterdam")
        #expect(
            config.seasons == [
                Season(
                    name: "Autumn league", first: CalendarDay(year: 2026, month: 9, day: 1),
                    last: CalendarDay(year: 2026, month: 11, day: 30)),
                Season(
                    name: "Winter", first: CalendarDay(year: 2026, month: 12, day: 1),
                    last: CalendarDay(year: 2027, month: 2, day: 28)),
            ])
        let (plain, _) = try load("title: Nights\n")
        #expect(plain.timeZone == TimeZone(identifier: "UTC")! && plain.seasons.isEmpty)
    }

    @Test(arguments: [
        ("timeZone: Mars/Olympus\n", "sheetgen.yml:2", "timeZone must be a time zone's name"),
        ("timeZone: [UTC]\n", "sheetgen.yml:2", "timeZone must be a time zone's name"),
        ("seasons: autumn\n", "sheetgen.yml:2", "seasons must be a list of seasons"),
        (
            "seasons:\n  - {name: A, from: 2026-09-01, to: 2026-11-30}\n  - just a name\n", "sheetgen.yml:4",
            "each season must be a mapping"
        ),
        ("seasons:\n  - {from: 2026-09-01, to: 2026-11-30}\n", "sheetgen.yml:3", "a season needs a name"),
        ("seasons:\n  - {name: A, from: 2026-02-30, to: 2026-11-30}\n", "sheetgen.yml:3", "'A' needs from and to"),
        ("seasons:\n  - {name: A, from: 2026-9-1, to: 2026-11-30}\n", "sheetgen.yml:3", "'A' needs from and to"),
        (
            "seasons:\n  - {name: A, from: 2026-12-01, to: 2026-11-30}\n", "sheetgen.yml:3",
            "'A' ends (2026-11-30) before it begins"
        ),
        (
            "seasons:\n  - {name: A b, from: 2026-09-01, to: 2026-11-30}\n  - {name: a B, from: 2027-01-01, to: 2027-02-01}\n",
            "sheetgen.yml:4", "'a B' is named as an earlier season is"
        ),
        (
            "seasons:\n  - {name: A, from: 2026-09-01, to: 2026-11-30, by: me}\n", "sheetgen.yml:3",
            "each season must be a mapping"
        ),
    ])
    func aWrongSeasonOrTimeZoneIsRefusedAtItsLine(yaml: String, location: String, message: String) throws {
        do {
            _ = try load("title: Nights\n" + yaml)
            Issue.record("accepted: \(yaml)")
        } catch let error as UserError {
            #expect(error.location == location, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    /// A season's page is named by its name's slug: a name without a letter or digit makes
    /// none (and a `.` or `..` never a path), which is an error at its line.
    @Test(arguments: ["★★", ".", "..", "'***'", "\"\\u3164\""])
    func aSeasonWhoseNameMakesNoPageNameIsRefusedAtItsLine(name: String) throws {
        let yaml =
            "title: Nights\nseasons:\n  - {name: A, from: 2026-01-01, to: 2026-03-31}\n  - name: \(name)\n"
            + "    from: 2026-09-01\n    to: 2026-11-30\n"
        do {
            _ = try load(yaml)
            Issue.record("accepted: \(name)")
        } catch let error as UserError {
            #expect(error.location == "sheetgen.yml:4", "\(error)")
            #expect(error.message.contains("makes no page name: a season's name needs a letter or digit"), "\(error)")
        }
    }

    /// A name whose page name would not fit a file's name is an error at its line.
    @Test(arguments: [(String(repeating: "a", count: 201), 201), (String(repeating: "夏", count: 67), 201)])
    func aSeasonWhosePageNameIsTooLongIsRefusedAtItsLine(name: String, bytes: Int) throws {
        let yaml = "seasons:\n  - {name: \(name), from: 2026-09-01, to: 2026-11-30}\n"
        #expect(try load(yaml.replacingOccurrences(of: name, with: String(name.dropLast()))).0.seasons.count == 1)
        do {
            _ = try load(yaml)
            Issue.record("accepted a name of \(bytes) bytes")
        } catch let error as UserError {
            #expect(error.location == "sheetgen.yml:2", "\(error)")
            #expect(error.message.hasPrefix("seasons: a season's name makes a page name of at most 200 bytes"))
        }
    }

    /// Names in other scripts are seasons of their own, told apart by their letters.
    @Test func seasonsNamedInOtherScriptsAreRead() throws {
        let names = ["Лето 2026", "Зима 2026", "夏", "Ω"]
        let yaml =
            "seasons:\n"
            + names.enumerated().map { index, name in
                "  - {name: \(name), from: 202\(index)-01-01, to: 202\(index)-03-31}\n"
            }.joined()
        #expect(try load(yaml).0.seasons.map(\.name) == names)
    }

    /// A config names at most `Season.limit` seasons: the one after is an error at its line.
    @Test func moreSeasonsThanTheLimitAreRefusedAtTheFirstTooMany() throws {
        func seasons(_ count: Int) -> String {
            "title: Nights\nseasons:\n"
                + (0..<count).map { "  - {name: S\($0), from: 2026-01-01, to: 2026-01-02}\n" }.joined()
        }
        #expect(try load(seasons(Season.limit)).0.seasons.count == Season.limit)
        do {
            _ = try load(seasons(Season.limit + 1))
            Issue.record("accepted \(Season.limit + 1) seasons")
        } catch let error as UserError {
            #expect(error.location == "sheetgen.yml:\(Season.limit + 3)", "\(error)")
            #expect(error.message == "seasons: at most 1000 seasons, and this is one more")
        }
    }

    @Test func aDayIsTheDayItIsInTheTimeZone() throws {
        let moment = try Date("2026-11-22T23:30:00Z", strategy: .iso8601)
        #expect(CalendarDay(moment, in: TimeZone(identifier: "UTC")!).description == "2026-11-22")
        #expect(CalendarDay(moment, in: TimeZone(identifier: "Europe/Amsterdam")!).description == "2026-11-23")
        #expect(CalendarDay(moment, in: TimeZone(identifier: "America/New_York")!).description == "2026-11-22")
        #expect(CalendarDay("2028-02-29")?.adding(days: 1).description == "2028-03-01")
        #expect(CalendarDay("2027-02-29") == nil)
        #expect(CalendarDay("2026-11-22T10:00") == nil)
    }
}
