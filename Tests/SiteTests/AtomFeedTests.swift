import Foundation
@testable import Site
@testable import SiteModel
@testable import TestSupport
import Testing

/// The site's Atom feed and each tag's: the newest dated pages, newest first, escaped, and read
/// without complaint by a real feed parser.
@Suite struct AtomFeedTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// 24 dated pages a day apart (the 21st and 22nd on the same day), two undated, one with a
    /// hostile title; tag `log` on the even ones.
    static func site() throws -> Workspace {
        let site = try Workspace()
        for day in 1...24 {
            let date = day == 22 ? "2026-10-21T09:30" : String(format: "2026-10-%02d", day)
            let tags = day % 2 == 0 ? "tags: [log]\n" : ""
            try site.add(
                "log/day-\(day).md", "---\ntitle: Day \(day)\ndate: \(date)\n\(tags)---\nWhat happened on day \(day).\n"
            )
        }
        try site.add("notes/undated.md", "---\ntitle: Undated\n---\nNo date.\n")
        try site.add(
            "notes/hostile.md",
            "---\ntitle: \"<b>Loot</b> & ]]> \\x07bell\"\ndate: 2026-11-01 08:00:00+01:00\ntags: [log]\n---\n"
                + "Summary with 2 < 3 & \"quotes\".\n")
        return site
    }

    static func entries(_ xml: String) -> [String] {
        xml.components(separatedBy: "<entry>").dropFirst().map { entry in
            String(entry[entry.range(of: "<title>")!.upperBound..<entry.range(of: "</title>")!.lowerBound])
        }
    }

    @Test func theSiteFeedHoldsTheNewestDatedPagesNewestFirst() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let report = try site.build(templates: FullContexts.defaultTemplates())
        #expect(report.brokenLinks.isEmpty, "\(Array(report.brokenLinks))")
        let xml = try site.read("atom.xml")
        // Day 22 is dated the 21st at 9:30: after day 21's midnight, so still between 21 and 23.
        let expected = ["&lt;b&gt;Loot&lt;/b&gt; &amp; ]]&gt; bell"] + (6...24).reversed().map { "Day \($0)" }
        #expect(Self.entries(xml) == expected)
        #expect(xml.contains("<updated>2026-11-01T08:00:00+01:00</updated>\n  <link rel=\"self\""))
        #expect(xml.contains("<link rel=\"alternate\" type=\"text/html\" href=\"log/day-24.html\"/>"))
        #expect(xml.contains("<id>urn:sheetgen:log/day-24.html</id>"))
        #expect(xml.contains("<summary type=\"text\">Summary with 2 &lt; 3 &amp; &quot;quotes&quot;.</summary>"))
        #expect(!xml.contains("\u{07}") && !xml.contains("Undated"))
        #expect(try site.read("log/day-1.html").contains("<link rel=\"alternate\" type=\"application/atom+xml\""))
    }

    @Test func eachTagHasAFeedOfItsOwnLinkedFromItsPage() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(templates: FullContexts.defaultTemplates())
        let xml = try site.read("tags/log.atom.xml")
        #expect(Self.entries(xml).count == 13 && !xml.contains("Day 23"))
        #expect(xml.contains("href=\"../log/day-24.html\""))
        #expect(
            try site.read("tags/log.html").contains("<a href=\"../tags/log.atom.xml\">Atom feed of these pages</a>"))
    }

    @Test func withABaseURLEveryLinkAndIdIsAbsolute() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var config = SiteConfig()
        config.baseURL = "https://example.org/game/"
        _ = try site.build(config: config)
        let xml = try site.read("tags/log.atom.xml")
        #expect(xml.contains("<id>https://example.org/game/tags/log.atom.xml</id>"))
        #expect(xml.contains("href=\"https://example.org/game/log/day-24.html\""))
    }

    @Test func theFeedsAreTheSameBytesWhateverTheJobs() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(jobs: 1)
        let one = try [site.read("atom.xml"), site.read("tags/log.atom.xml")]
        _ = try site.build(jobs: 4)
        #expect(try [site.read("atom.xml"), site.read("tags/log.atom.xml")] == one)
    }

    @Test func aStaticFileWhereAFeedGoesIsAClash() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("atom.xml", "<mine/>")
        #expect {
            try site.build()
        } throws: { error in
            (error as? BuildFailure)?.errors.map(\.description) == [
                "atom.xml: writes atom.xml, as the feed atom.xml does"
            ]
        }
    }

    @Test(.enabled(if: RequiredTool.feedparser.canTest, "needs Python's feedparser (Debian: python3-feedparser)"))
    func aFeedReaderReadsEveryFeedWithoutComplaint() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build()
        let script = """
            for path in sys.argv[1:]:
                feed = feedparser.parse(path)
                assert not feed.bozo, (path, feed.bozo_exception)
                assert feed.feed.title and feed.feed.id and feed.feed.updated, path
                for entry in feed.entries:
                    assert entry.title and entry.id and entry.link and entry.updated_parsed, (path, entry)
                print(path, len(feed.entries))
            """
        let (status, text) = try FeedReader.run(
            script, on: ["atom.xml", "tags/log.atom.xml"].map { site.output.appendingPathComponent($0).path })
        #expect(status == 0, "\(text)")
        #expect(text.hasSuffix("log.atom.xml 13\n"), "\(text)")
    }

    @Test(arguments: [
        ("2026-11-22", "2026-11-22T00:00:00Z"), ("2026-11-22T10:30", "2026-11-22T10:30:00Z"),
        ("2026-11-22 10:30:15", "2026-11-22T10:30:15Z"), ("2026-11-22T10:30:15.250Z", "2026-11-22T10:30:15.250Z"),
        ("2026-11-22T10:30+01:00", "2026-11-22T10:30:00+01:00"),
        ("2026-11-22T10:30:05-05:00", "2026-11-22T10:30:05-05:00"),
    ])
    func datesAreWrittenAsRFC3339(date: String, written: String) {
        #expect(AtomFeed.timestamp(date) == written)
    }
}
