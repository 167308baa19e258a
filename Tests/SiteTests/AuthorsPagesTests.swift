import Foundation
import Site
import SiteModel
import TestSupport
import Testing

/// What is the author's and what a section or a game block generated: the home page's latest
/// notes and the site's feed hold the author's dated pages; the tag index the author's tags,
/// unless the config asks for the generated pages' too; generated pages have their tags' feeds.
@Suite struct AuthorsPagesTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static let templates = SiteBuilderTests.templates.merging([
        "home.mustache":
            "{{<base}}{{$main}}{{#latestNotes}}<a href=\"{{url}}\">{{title}}</a>{{/latestNotes}}{{/main}}{{/base}}"
    ]) { $1 }

    /// Games a section made, newer than any note, tagged as a game's page is.
    static let games = (1...3).map { number in
        Document(
            path: "highscores/games/\(number)", title: "Game \(number)", date: "2027-0\(number)-01",
            tags: ["ghost", "Chaotic", "Elf"], body: "A game.")
    }

    /// Seven notes, a day apart, tagged `session`.
    static func addNotes(_ site: Workspace) throws {
        for day in 1...7 {
            try site.add(
                "sessions/session-\(day).md",
                "---\ntitle: Session \(day)\ndate: 2026-11-0\(day)\ntags: [session]\n---\nText.\n")
        }
    }

    /// The pages `file` links to, in order, but for its breadcrumbs.
    static func links(in file: String, of site: Workspace) throws -> [String] {
        try site.read(file).components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            .filter { !$0.hasSuffix("index.html") }
    }

    @Test func theHomePageListsTheAuthorsLatestDatedPagesNewestFirst() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addNotes(site)
        try site.add("about.md", "---\ntitle: About\n---\nUndated.\n")
        _ = try site.build(templates: Self.templates, generated: Self.games)
        let latest = try Self.links(in: "index.html", of: site).filter { $0.hasPrefix("sessions/") }
        #expect(latest == (3...7).reversed().map { "sessions/session-\($0).html" })
        // A note saved with a new date moves there when the site is built with the cache.
        try site.add("sessions/session-1.md", "---\ntitle: Session 1\ndate: 2026-12-01\n---\nLater.\n")
        _ = try site.build(cached: true, templates: Self.templates, generated: Self.games)
        _ = try site.build(cached: true, templates: Self.templates, generated: Self.games)
        #expect(
            try Self.links(in: "index.html", of: site).filter { $0.hasPrefix("sessions/") }.first
                == "sessions/session-1.html")
    }

    @Test func theSitesFeedIsTheAuthorsAndGeneratedPagesHaveTheirTagsFeeds() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addNotes(site)
        _ = try site.build(generated: Self.games)
        let feed = try site.read("atom.xml")
        #expect(feed.contains("<title>Session 7</title>") && !feed.contains("Game "))
        let games = try site.read("tags/ghost.atom.xml")
        #expect(games.contains("<title>Game 3</title>") && !games.contains("Session"))
    }

    @Test func tagsOnlyGeneratedPagesCarryStayOutOfTheTagIndexUnlessTheConfigAsks() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addNotes(site)
        try site.add("loot.md", "---\ntitle: Loot\ntags: [ghost]\n---\nA note on the game.\n")
        _ = try site.build(generated: Self.games)
        #expect(try Self.links(in: "tags/index.html", of: site) == ["../tags/ghost.html", "../tags/session.html"])
        // Their pages are made all the same: the games' pages link to them.
        #expect(try site.read("tags/elf.html").contains("Game 1"))
        var config = SiteConfig()
        config.generatedTags = true
        _ = try site.build(config: config, generated: Self.games)
        #expect(
            try Self.links(in: "tags/index.html", of: site)
                == ["../tags/chaotic.html", "../tags/elf.html", "../tags/ghost.html", "../tags/session.html"])
    }

    @Test func theTagIndexSortsAsAReaderExpects() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\ntags: [zebra, Level 10, level 2, Apple, banana]\n---\nText.\n")
        _ = try site.build()
        #expect(
            try Self.links(in: "tags/index.html", of: site)
                == ["apple", "banana", "level-2", "level-10", "zebra"].map { "../tags/\($0).html" })
    }

    /// A site of generated pages alone (`ghost highscores`) has no other pages to feed and tag.
    @Test func aSiteOfGeneratedPagesAloneFeedsAndTagsThem() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let options = BuildOptions(content: nil, output: site.output, jobs: 2)
        let renderer = try ParsedTemplates.renderer(SiteBuilderTests.templates)
        _ = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: Self.games, options: options)
        #expect(try site.read("atom.xml").contains("<title>Game 3</title>"))
        #expect(try Self.links(in: "tags/index.html", of: site).contains("../tags/elf.html"))
    }
}
