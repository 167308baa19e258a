import Foundation
@testable import SiteModel
@testable import Site
@testable import TemplateEngine
import TestSupport
import Testing

@Suite struct PublishingWindowTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// 2026-03-01T09:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_772_355_600)

    static func build(
        _ site: Workspace, now: Date = PublishingWindowTests.now, future: Bool = false, expired: Bool = false,
        cached: Bool = false
    ) throws(BuildFailure) -> BuildReport {
        var options = BuildOptions(content: site.content, output: site.output, jobs: 2)
        (options.now, options.future, options.expired) = (now, future, expired)
        options.cache = cached ? site.cache : nil
        let renderer = try! ParsedTemplates.renderer(SiteBuilderTests.templates)
        return try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
    }

    static func addPages(_ site: Workspace) throws {
        try site.add("s/live.md", "---\ntitle: Live\ntags: [news]\n---\nhere\n")
        try site.add("s/soon.md", "---\ntitle: Soon\ntags: [news]\npublishDate: 2026-03-02\n---\nlater\n")
        try site.add("s/gone.md", "---\ntitle: Gone\ntags: [news]\nexpiryDate: 2026-02-28T23:59:59Z\n---\nover\n")
    }

    /// What of the three pages the build wrote, listed and put in the sitemap.
    static func seen(_ site: Workspace) throws -> [String: [String]] {
        let written = ["Live", "Soon", "Gone"].filter {
            FileManager.default.fileExists(atPath: site.output.appendingPathComponent("s/\($0.lowercased()).html").path)
        }
        func listed(_ file: String) throws -> [String] {
            let text = try site.read(file)
            return ["Live", "Soon", "Gone"].filter { text.contains(">\($0)</a>") }
        }
        let sitemap = try site.read("sitemap.xml")
        return [
            "written": written, "section": try listed("s/index.html"), "tag": try listed("tags/news.html"),
            "sitemap": ["live", "soon", "gone"].filter { sitemap.contains("s/\($0).html") },
        ]
    }

    @Test func futureAndExpiredPagesAreLeftOutEverywhere() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addPages(site)
        #expect(try Self.build(site).pages == 1 + 5)  // Live; the home, s/, tag and tag index pages; 404
        let seen = try Self.seen(site)
        #expect(seen == ["written": ["Live"], "section": ["Live"], "tag": ["Live"], "sitemap": ["live"]])
    }

    @Test func futureAndExpiredTakeThemIn() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addPages(site)
        _ = try Self.build(site, future: true)
        #expect(try Self.seen(site)["written"] == ["Live", "Soon"])
        _ = try Self.build(site, expired: true)
        #expect(try Self.seen(site)["tag"] == ["Live", "Gone"])
        _ = try Self.build(site, future: true, expired: true)
        #expect(try Self.seen(site)["sitemap"] == ["live", "soon", "gone"])
    }

    @Test func aPublishDateIsLiveFromItsMomentAndAnExpiryDateIsOverFromIts() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        // Both name 09:00 UTC: one with an offset, one without a zone (UTC).
        try site.add("s/live.md", "---\ntitle: Live\ntags: [news]\npublishDate: 2026-03-01T10:00+01:00\n---\n")
        try site.add("s/gone.md", "---\ntitle: Gone\ntags: [news]\nexpiryDate: 2026-03-01 09:00:00\n---\n")
        _ = try Self.build(site)
        #expect(try Self.seen(site)["written"] == ["Live"])
        _ = try Self.build(site, now: Self.now.addingTimeInterval(-0.5))
        #expect(try Self.seen(site)["written"] == ["Gone"])
    }

    @Test func aCachedBuildJudgesThePagesAgainAtItsOwnMoment() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addPages(site)
        _ = try Self.build(site, cached: true)
        #expect(try Self.build(site, cached: true).reused == 3)  // the same moment: the same site
        let nextWeek = Self.now.addingTimeInterval(7 * 86_400)
        #expect(try Self.build(site, now: nextWeek, cached: true).reused == 1)  // only Live, which names no date key
        #expect(try Self.seen(site)["section"] == ["Live", "Soon"])
        _ = try Self.build(site, now: nextWeek, expired: true, cached: true)
        #expect(try Self.seen(site)["section"] == ["Live", "Soon", "Gone"])
    }

    @Test func badDatesAreToldAtTheirLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\npublishDate: tomorrow\n---\n")
        try site.add("b.md", "---\ntitle: B\ndraft: false\nexpiryDate: 2026-02-30\n---\n")
        try site.add("c.md", "---\nexpiryDate: [2026-01-01]\n---\n")
        do {
            _ = try Self.build(site)
            Issue.record("the build should have failed")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    "a.md:3: publishDate must be a date like 2026-11-22",
                    "b.md:4: expiryDate must be a date like 2026-11-22",
                    "c.md:2: expiryDate must be a date like 2026-11-22",
                ])
        }
    }

    @Test(arguments: [
        ("1970-01-01", 0.0), ("2000-03-01", 951_868_800), ("2026-03-01T09:00Z", 1_772_355_600),
        ("2026-03-01 10:00:00+01:00", 1_772_355_600), ("2026-03-01T08:30-00:30", 1_772_355_600),
        ("1970-01-01T00:00:01.250", 1.25), ("1969-12-31", -86_400), ("0000-03-01", -62_162_035_200),
    ])
    func datesNameTheirMomentInUTC(text: String, seconds: Double) {
        #expect(DateText.secondsSince1970(text) == seconds)
    }

    @Test func onlyValidDatesNameAMoment() {
        #expect(DateText.secondsSince1970("2026-02-29") == nil)
        #expect(DateText.secondsSince1970("2026-03-01T09:00+1") == nil)
    }
}
