import Foundation
import Site
import SiteModel
import Testing

/// How a folder lists its pages: weighted pages first, then dated ones newest first, then the
/// rest, titles as a reader orders them; or the order its `_index.md` chooses (`sort:`). A build
/// with the cache and `serve` list them as a fresh build does.
@Suite struct FolderOrderTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// Session notes, a weighted page and undated ones, by file: title, weight, date.
    static let pages: [(file: String, title: String, weight: Int?, date: String?)] = [
        ("session-1", "Session 1", nil, "2026-11-06"), ("session-2", "Session 2", nil, "2026-11-13"),
        ("session-10", "Session 10", nil, "2027-01-15"), ("session-11", "Session 11", nil, "2027-01-22T20:00:00+01:00"),
        ("rules", "House rules", 1, nil), ("zebra", "zebra", nil, nil), ("apple", "Apple", nil, nil),
    ]

    static func add(_ site: Workspace, sort: String? = nil) throws {
        for page in pages {
            var front = "title: \(page.title)\n"
            if let weight = page.weight { front += "weight: \(weight)\n" }
            if let date = page.date { front += "date: \(date)\n" }
            try site.add("sessions/\(page.file).md", "---\n\(front)---\nText.\n")
        }
        if let sort { try site.add("sessions/_index.md", "---\ntitle: Sessions\nsort: \(sort)\n---\n") }
    }

    /// The pages the listing `file` links to, in order.
    static func order(_ site: Workspace, _ file: String = "sessions/index.html") throws -> [String] {
        try site.read(file).components(separatedBy: "href=\"../sessions/").dropFirst().map {
            String($0.prefix { $0 != "." })
        }
    }

    @Test func weightedPagesComeFirstThenDatedOnesNewestFirstThenTitlesAsRead() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.add(site)
        _ = try site.build()
        #expect(
            try Self.order(site) == ["rules", "session-11", "session-10", "session-2", "session-1", "apple", "zebra"])
    }

    @Test(arguments: [
        ("date", ["session-11", "session-10", "session-2", "session-1", "apple", "rules", "zebra"]),
        ("weight", ["rules", "apple", "session-1", "session-2", "session-10", "session-11", "zebra"]),
        ("title", ["apple", "rules", "session-1", "session-2", "session-10", "session-11", "zebra"]),
        ("Title", ["apple", "rules", "session-1", "session-2", "session-10", "session-11", "zebra"]),
    ])
    func aFoldersIntroductionChoosesItsOrder(sort: String, expected: [String]) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.add(site, sort: sort)
        _ = try site.build(cached: true)
        #expect(try Self.order(site) == expected)
        // Listed again with one page rendered anew and the others taken from the last build.
        try site.add("sessions/zebra.md", "---\ntitle: zebra\n---\nNew text.\n")
        #expect(try site.build(cached: true).reused == Self.pages.count - 1)
        #expect(try Self.order(site) == expected)
    }

    /// Tags list their pages in the standard order, whatever their folders choose.
    @Test func tagsKeepTheStandardOrder() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a/_index.md", "---\nsort: title\n---\n")
        try site.add("a/old.md", "---\ntitle: Alpha\ndate: 2026-01-01\ntags: [x]\n---\n")
        try site.add("a/new.md", "---\ntitle: Beta\ndate: 2026-02-01\ntags: [x]\n---\n")
        _ = try site.build()
        #expect(
            try site.read("a/index.html").components(separatedBy: "href=\"../a/").dropFirst().map { $0.prefix(3) } == [
                "old", "new",
            ])
        #expect(
            try site.read("tags/x.html").components(separatedBy: "href=\"../a/").dropFirst().map { $0.prefix(3) } == [
                "new", "old",
            ])
    }

    @Test(arguments: ["newest", "[date]", "standard"])
    func anUnknownOrderIsAnErrorAtItsLine(sort: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.add(site)
        try site.add("sessions/_index.md", "---\ntitle: Sessions\nsort: \(sort)\n---\n")
        do {
            _ = try site.build()
            Issue.record("sort: \(sort) was taken")
        } catch {
            let messages = error.errors.map(\.description)
            let shown = sort.hasPrefix("[") ? "" : ", not '\(sort)'"
            #expect(messages == ["sessions/_index.md:3: sort must be date, weight or title\(shown)"])
        }
    }

    /// A page saved while serving moves in its folder's listing as a fresh build places it, in the
    /// folder's own order.
    @Test(arguments: ["date", "title", "weight"])
    func aSavedPageMovesInItsFoldersOrderAsABuildPlacesIt(sort: String) throws {
        let served = try SiteSessionTests.Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try Self.add(served.site, sort: sort)
        _ = try served.build()
        for (title, date) in [("Session 3", "2026-11-20"), ("Session 12", "2027-02-01"), ("aardvark", "2025-01-01")] {
            try served.site.add("sessions/session-1.md", "---\ntitle: \(title)\ndate: \(date)\n---\nText.\n")
            #expect(served.update(["sessions/session-1.md"]) != nil)
            #expect(try SiteSessionTests.differences(served) == [], "\(title)")
        }
    }
}
