import DefaultTemplates
import Foundation
import GameKit
import LiveUpdates
import Mistakes
import Markdown
import Site
import SiteFiles
import SiteModel
import TemplateEngine
import TestSupport
import Testing

/// `serve`'s site in memory: a saved page is put in place without a build, with the listings,
/// feeds and search index that show it when its record changed; every other change is left to a
/// build; and either way the output is what a fresh build makes of the same files.
@Suite struct SiteSessionTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// A workspace with a session of its own, built with the default templates and the cache.
    struct Served {
        let site: Workspace
        let session = SiteSession()
        var config = SiteConfig()
        var strict = false
        var blocks = BlockRegistry([])

        init() throws { site = try Workspace() }

        var options: BuildOptions {
            var options = BuildOptions(content: site.content, output: site.output, jobs: 2)
            options.cache = site.cache
            options.strict = strict
            options.blocks = blocks
            return options
        }

        var builder: SiteBuilder {
            SiteBuilder(config: config, renderer: try! ParsedTemplates.renderer(DefaultTemplates.files))
        }

        func build() throws(BuildFailure) -> BuildReport {
            try session.build(with: builder, generated: [], options: options)
        }

        /// What the session makes of a change to these content files: an update, or nil.
        func update(_ paths: [String]) -> BuildReport? {
            session.update(changed: paths.map { site.content.appendingPathComponent($0).path })
        }

        func inode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(path).path)[
                .systemFileNumber] as? Int
        }
    }

    /// A page with a title, a tag, a first paragraph (its summary) and a heading, then `rest`.
    static func page(_ title: String, _ rest: String = "More.") -> String {
        "---\ntitle: \(title)\ntags: [loot]\n---\nThe first paragraph.\n\n## Treasure\n\n\(rest)\n"
    }

    @Test func aSavedBodyIsPutInPlaceAndNothingElseIsTouched() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        for index in 0..<4 { try served.site.add("s/p\(index).md", Self.page("P\(index)")) }
        let built = try served.build()
        let others = ["index.html", "s/index.html", "tags/loot.html", "search.json", "sitemap.xml", "s/p2.html"]
        let before = try others.map(served.inode)
        try served.site.add("s/p1.md", Self.page("P1", "A *new* line, saved."))
        let report = try #require(served.update(["s/p1.md"]))
        #expect(try served.site.read("s/p1.html").contains("A <em>new</em> line, saved."))
        #expect(try others.map(served.inode) == before)
        #expect(report.pages == built.pages)
        #expect(report.reused == 4 - 1)
        // A second save of the same page is an update too.
        try served.site.add("s/p1.md", Self.page("P1", "Saved again."))
        #expect(served.update(["s/p1.md"]) != nil)
        #expect(try served.site.read("s/p1.html").contains("Saved again."))
    }

    @Test func anUpdateKeepsTheBrokenLinksUpToDate() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("a.md", Self.page("A"))
        try served.site.add("b.md", Self.page("B", "[gone](nowhere.html)"))
        #expect(Array(try served.build().brokenLinks) == ["b.html: nowhere.html"])
        try served.site.add("a.md", Self.page("A", "[lost](lost.html) and [b](b.html)"))
        let linked = try #require(served.update(["a.md"]))
        #expect(Array(linked.brokenLinks) == ["a.html: lost.html", "b.html: nowhere.html"])
        try served.site.add("b.md", Self.page("B", "[a](a.html)"))
        let mended = try #require(served.update(["b.md"]))
        #expect(Array(mended.brokenLinks) == ["a.html: lost.html"])
    }

    /// A saved page whose record changed, but not the files the site has, is put in place with
    /// the files that show its record (its listing, its tags' pages and feeds, the search index)
    /// and no others: the output is then what a fresh build makes.
    @Test(arguments: [
        "a new title", "a new summary", "a new heading", "a new weight", "a date", "a tag another page has",
        "a tag spelled anew",
    ])
    func aNewRecordIsPutInPlaceWithWhatShowsIt(change: String) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B").replacingOccurrences(of: "[loot]", with: "[loot, ale]"))
        try served.site.add("t/c.md", "---\ntitle: C\ndate: 2026-01-02\n---\nSee.\n")
        _ = try served.build()
        let untouched = ["t/c.html", "t/index.html", "sitemap.xml", "404.html", "tags/index.html"]
        let before = try untouched.map(served.inode)
        let page: String
        switch change {
        case "a new title": page = Self.page("Renamed")
        case "a new summary": page = Self.page("A").replacingOccurrences(of: "first", with: "1st")
        case "a new heading": page = Self.page("A", "## Foes")
        case "a new weight": page = Self.page("A").replacingOccurrences(of: "tags:", with: "weight: 9\ntags:")
        case "a date": page = Self.page("A").replacingOccurrences(of: "tags:", with: "date: 2026-03-04\ntags:")
        case "a tag another page has": page = Self.page("A").replacingOccurrences(of: "[loot]", with: "[loot, ale]")
        case "a tag spelled anew": page = Self.page("A").replacingOccurrences(of: "[loot]", with: "[Loot]")
        default: page = ""
        }
        try served.site.add("s/a.md", page)
        let report = try #require(served.update(["s/a.md"]))
        #expect(report.reused == 2)
        #expect(try Self.differences(served) == [])
        // The tag index counts pages by tag, and a tag's title is the spelling most of its pages use.
        if change != "a tag another page has" && change != "a tag spelled anew" {
            #expect(try untouched.map(served.inode) == before)
        }
        // And back as it was, as an update too: the site knows what it has put in place.
        try served.site.add("s/a.md", Self.page("A"))
        #expect(served.update(["s/a.md"]) != nil)
        #expect(try Self.differences(served) == [])
    }

    /// Pages made and removed, tag and listing pages that come and go, and static files are put
    /// in place as a build would, the output's list of what sheetgen made kept up to date.
    @Test(arguments: [
        "a new tag", "a listing one page shorter", "a new page", "a page removed", "a static file", "a new static file",
        "a static file removed",
    ])
    func pagesAndFilesThatComeAndGoArePutInPlace(change: String) throws {
        var served = try Served()
        if change == "a listing one page shorter" { served.config.listingSize = 1 }
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B", "[To C](c.html)"))
        try served.site.add("s/img.txt", "a picture")
        _ = try served.build()
        var changed = "s/a.md"
        switch change {
        case "a listing one page shorter":  // with a page a listing page, `loot` had two
            try served.site.add("s/a.md", Self.page("A").replacingOccurrences(of: "[loot]", with: "[]"))
        case "a new tag":
            try served.site.add("s/a.md", Self.page("A").replacingOccurrences(of: "[loot]", with: "[ale]"))
        case "a new page":
            changed = "s/c.md"
            try served.site.add(changed, Self.page("C"))
        case "a page removed":
            try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(changed))
        case "a static file":
            changed = "s/img.txt"
            try served.site.add(changed, "another picture")
        case "a new static file":
            changed = "s/new.txt"
            try served.site.add(changed, "a new picture")
        case "a static file removed":
            changed = "s/img.txt"
            try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(changed))
        default: Issue.record("no such change: \(change)")
        }
        let report = try #require(served.update([changed]))
        let fresh = try Self.freshBuild(served)
        #expect(Array(report.brokenLinks) == Array(fresh.report.brokenLinks))
        #expect(fresh.differences == [])
    }

    /// Each of these changes shows outside the page, or is more than a page: the session leaves
    /// it to a build, and changes nothing.
    @Test(arguments: [
        "now a draft", "aliases", "a new slug", "a section's _index.md", "a file outside the content", "a hard link",
        "a page changed in the output", "a page in a new folder", "the last page of a folder removed",
    ])
    func aChangeThatShowsElsewhereTakesABuild(change: String) throws {
        var served = try Served()
        if change == "a listing one page shorter" { served.config.listingSize = 1 }
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B"))
        try served.site.add("s/img.txt", "a picture")
        _ = try served.build()
        let output = try IndexReuseTests.files(in: served.site.output)
        var changed = "s/a.md"
        switch change {
        case "a page in a new folder":
            changed = "u/c.md"
            try served.site.add(changed, Self.page("C"))
        case "the last page of a folder removed":
            try FileManager.default.removeItem(at: served.site.content.appendingPathComponent("s/b.md"))
            _ = try served.build()
            try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(changed))
        case "a new slug":
            try served.site.add("s/a.md", Self.page("A").replacingOccurrences(of: "tags:", with: "slug: z\ntags:"))
        case "now a draft": try served.site.add("s/a.md", "---\ntitle: A\ndraft: true\n---\nText.\n")
        case "aliases": try served.site.add("s/a.md", "---\ntitle: A\ntags: [loot]\naliases: [old.html]\n---\nText.\n")
        case "a section's _index.md":
            changed = "s/_index.md"
            try served.site.add(changed, "---\ntitle: S\n---\n")
        case "a file outside the content": changed = "../sheetgen.yml"
        case "a hard link":
            try served.site.add("s/a.md", Self.page("A", "Linked."))
            try FileManager.default.linkItem(
                at: served.site.content.appendingPathComponent("s/a.md"),
                to: served.site.root.appendingPathComponent("a.md"))
        case "a page changed in the output":
            try served.site.add("s/a.md", Self.page("A", "Saved."))
            try Data("by hand".utf8).write(to: served.site.output.appendingPathComponent("s/a.html"))
        default: Issue.record("no such change: \(change)")
        }
        let handEdited = try IndexReuseTests.files(in: served.site.output)
        #expect(served.update([changed]) == nil)
        #expect(try IndexReuseTests.files(in: served.site.output) == handEdited)
        if change != "a page changed in the output" && change != "the last page of a folder removed" {
            #expect(handEdited == output)
        }
    }

    /// A block that reads a file (as the vault blocks read a players' vault the config names).
    struct ReadingBlock: BlockRenderer {
        let name = "reading"
        let file: String
        var inputs: [String] { [file] }

        func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
            RenderedBlock(html: "<p>\(FileTree.read(file)?.count ?? 0) bytes</p>\n")
        }
    }

    /// A players' vault kept in the content folder is what pages with blocks show, not a static
    /// file alone: its change takes a build, which renders them again.
    @Test func aFileBlocksReadInTheContentFolderTakesABuild() throws {
        var served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        served.blocks = BlockRegistry([ReadingBlock(file: served.site.content.appendingPathComponent("v.sqlite").path)])
        try served.site.add("v.sqlite", "games")
        try served.site.add("a.md", Self.page("A", "```reading\n```"))
        _ = try served.build()
        try served.site.add("v.sqlite", "more games")
        #expect(served.update(["v.sqlite"]) == nil)
    }

    @Test func aStrictSiteLeavesEveryChangeToABuild() throws {
        var served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        served.strict = true
        try served.site.add("a.md", Self.page("A"))
        _ = try served.build()
        try served.site.add("a.md", Self.page("A", "[lost](lost.html)"))
        #expect(served.update(["a.md"]) == nil)
        #expect(throws: BuildFailure.self) { try served.build() }
    }

    @Test func filesThatCameAndWentOrAreNeverPublishedAreNoChange() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("a.md", Self.page("A"))
        _ = try served.build()
        try served.site.add(".a.md.swp", "swap")
        try served.site.add("a.md~", "backup")
        let report = try #require(served.update(["4913", ".a.md.swp", "a.md~", "s/gone.md"]))
        #expect(report.reused == 1)
        #expect(!FileManager.default.fileExists(atPath: served.site.output.appendingPathComponent("a.md~").path))
    }

    @Test func aSiteWalkedThroughALinkLeavesEveryChangeToABuild() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("a.md", Self.page("A"))
        try FileManager.default.createSymbolicLink(
            at: served.site.content.appendingPathComponent("also.md"),
            withDestinationURL: served.site.content.appendingPathComponent("a.md"))
        _ = try served.build()
        try served.site.add("a.md", Self.page("A", "Saved."))
        #expect(served.update(["a.md"]) == nil)
    }

    /// A folder of the output swapped for a link to a folder elsewhere while serving: a saved
    /// page is not written where the link leads, but left to a build.
    @Test func aPageIsNeverPutThroughALinkInTheOutput() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        for index in 0..<3 { try served.site.add("s/p\(index).md", Self.page("P\(index)")) }
        _ = try served.build()
        let elsewhere = served.site.root.appendingPathComponent("Elsewhere")
        try FileManager.default.moveItem(at: served.site.output.appendingPathComponent("s"), to: elsewhere)
        try FileManager.default.createSymbolicLink(
            at: served.site.output.appendingPathComponent("s"), withDestinationURL: elsewhere)
        let before = try Data(contentsOf: elsewhere.appendingPathComponent("p1.html"))
        try served.site.add("s/p1.md", Self.page("P1", "Changed."))
        #expect(served.update(["s/p1.md"]) == nil)
        #expect(try Data(contentsOf: elsewhere.appendingPathComponent("p1.html")) == before)
    }

    @Test func noUpdateBeforeABuildOrAfterAFailedOne() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("a.md", Self.page("A"))
        #expect(served.update(["a.md"]) == nil)
        _ = try served.build()
        try served.site.add("b.md", "---\ntitle: [unclosed\n---\n")
        #expect(throws: BuildFailure.self) { try served.build() }
        try FileManager.default.removeItem(at: served.site.content.appendingPathComponent("b.md"))
        try served.site.add("a.md", Self.page("A", "Saved."))
        #expect(served.update(["a.md"]) == nil)
    }

    /// Random edits, each put in place by an update or else a build, as `serve` does; after each,
    /// the output is what a fresh build makes, file for file and byte for byte, with the same
    /// broken links. The edits are to bodies, and to titles, weights, dates, tags, summaries and
    /// headings, with listings of two a page, so that an entry moves from page to page, one
    /// folder listed in an order of its own; pages are made, removed and renamed (links to them
    /// mended and broken), and pictures saved and removed; most go through updates.
    @Test(arguments: [1, 2, 3] as [UInt64], URLStyle.allCases)
    func afterAnyEditTheSessionsOutputIsAFreshBuilds(seed: UInt64, urls: URLStyle) throws {
        var served = try Served()
        served.config.listingSize = 2
        served.config.urls = urls
        served.config.taxonomies = ["categories"]
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        var random = SeededRandom(seed: seed)
        var pages: [String] = []
        func body() -> String {
            (0..<random.int(in: 1...3)).map { _ in
                random.pick([
                    "Text.", "A [link](p1.html).", "A [broken one](nowhere.html).", "![A picture](picture1.png)",
                    "`code`", "| a |\n|---|\n| b |",
                ])
            }.joined(separator: "\n\n")
        }
        /// A page whose every field is drawn anew, the tags from a few (`Loot` is `loot` spelled anew).
        func anyPage(_ title: String) -> String {
            var front = "title: \(title)\n"
            if random.int(in: 0...2) == 0 { front += "weight: \(random.int(in: 1...4))\n" }
            if random.int(in: 0...1) == 0 {
                front += "date: 2026-0\(random.int(in: 1...9))-1\(random.int(in: 0...9))\n"
            }
            let tags = ["loot", "Loot", "ale"].filter { _ in random.int(in: 0...2) > 0 }
            front += "tags: [\(tags.joined(separator: ", "))]\n"
            if random.int(in: 0...3) == 0 { front += "categories: [\(random.pick(["News", "news"]))]\n" }
            let summary = random.pick(["The first paragraph.", "A *bold* start.", "Something else."])
            return "---\n\(front)---\n\(summary)\n\n## \(random.pick(["Treasure", "Foes"]))\n\n\(body())\n"
        }
        // A folder listed in an order of its own, which updates keep as a build does.
        try served.site.add("t/_index.md", "---\ntitle: T\nsort: \(random.pick(["date", "title", "weight"]))\n---\n")
        for index in 0..<6 {
            let path = "\(random.pick(["s", "t"]))/p\(index).md"
            try served.site.add(path, Self.page("P\(index)", body()))
            pages.append(path)
        }
        _ = try served.build()
        // Updates, those that changed what lists the pages, and those that made or removed files.
        var updates = 0, relisted = 0, madeOrRemoved = 0
        for step in 0..<60 {
            var changed: [String] = []
            let kind = random.int(in: 0...11)
            switch kind {
            case 0...2:
                for path in Set((0..<random.int(in: 1...2)).map { _ in random.pick(pages) }) {
                    try served.site.add(path, Self.page("P\(path.dropFirst(3).dropLast(3))", body()))
                    changed.append(path)
                }
            case 3...6:
                for path in Set((0..<random.int(in: 1...2)).map { _ in random.pick(pages) }) {
                    try served.site.add(path, anyPage(random.pick(["P1", "Renamed \(step)", "Zed"])))
                    changed.append(path)
                }
            case 7:
                let path = "\(random.pick(["s", "t", "u"]))/new\(step).md"
                try served.site.add(path, random.int(in: 0...1) == 0 ? Self.page("New", body()) : anyPage("New"))
                pages.append(path)
                changed.append(path)
            case 8 where pages.count > 2:
                let path = pages.remove(at: random.int(in: 0...(pages.count - 1)))
                try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(path))
                changed.append(path)
            case 9:
                let old = pages.remove(at: random.int(in: 0...(pages.count - 1)))
                let path = "\(random.pick(["s", "t"]))/moved\(step).md"
                try FileManager.default.moveItem(
                    at: served.site.content.appendingPathComponent(old),
                    to: served.site.content.appendingPathComponent(path))
                pages.append(path)
                changed += [old, path]
            case 10:
                let path = "\(random.pick(["s", "t"]))/picture\(random.int(in: 1...2)).png"
                let file = served.site.content.appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: file.path) && random.int(in: 0...1) == 0 {
                    try FileManager.default.removeItem(at: file)
                } else {
                    try served.site.add(path, "picture \(step)")
                }
                changed.append(path)
            default: break
            }
            let before = try IndexReuseTests.files(in: served.site.output)
            if let report = served.update(changed) {
                updates += 1
                let fresh = try Self.freshBuild(served)
                #expect(Array(report.brokenLinks) == Array(fresh.report.brokenLinks), "step \(step)")
                #expect(fresh.differences == [], "step \(step)")
                let search = try served.site.read("search.json")
                if before["search.json"] != Data(search.utf8) { relisted += 1 }
                if (7...10).contains(kind) && !changed.isEmpty { madeOrRemoved += 1 }
            } else {
                _ = try served.build()
                #expect(try Self.differences(served) == [], "step \(step)")
            }
        }
        #expect(updates >= 10)
        #expect(relisted >= 5)
        #expect(madeOrRemoved >= 5)
    }

    /// A fresh build without the cache of the session's content, at `now`: the files that differ
    /// from the session's output.
    static func differences(_ served: Served, now: Date = Date()) throws -> [String] {
        try freshBuild(served, now: now).differences
    }

    /// That fresh build's report, and the files that differ.
    static func freshBuild(_ served: Served, now: Date = Date()) throws -> (report: BuildReport, differences: [String])
    {
        let fresh = served.site.root.appendingPathComponent("Fresh")
        try? FileManager.default.removeItem(at: fresh)
        var options = BuildOptions(content: served.site.content, output: fresh, jobs: 2)
        options.now = now
        let report = try served.builder.build(generated: [], options: options)
        let output = try IndexReuseTests.files(in: served.site.output), expected = try IndexReuseTests.files(in: fresh)
        return (report, Set(output.keys).union(expected.keys).filter { output[$0] != expected[$0] }.sorted())
    }

    // MARK: A hostile reviewer's cases

    /// The output's folders, as `IndexReuseTests.files` gives its files.
    static func folderDifferences(_ served: Served) throws -> [String] {
        let fresh = served.site.root.appendingPathComponent("Fresh")
        _ = try freshBuild(served)
        let output = try IndexReuseTests.folders(in: served.site.output)
        let expected = try IndexReuseTests.folders(in: fresh)
        return output.symmetricDifference(expected).sorted()
    }

    /// A folder of the content folder whose only page a `url:` writes into another folder is a
    /// folder of the site (it has a listing and a menu entry): removing that page removes the
    /// folder, which a fresh build shows.
    @Test func removingTheOnlyPageOfAFolderThatWritesElsewhereIsAFreshBuild() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B"))
        try served.site.add("u/x.md", "---\ntitle: X\nurl: /s/x.html\n---\nMoved.\n")
        _ = try served.build()
        #expect(FileManager.default.fileExists(atPath: served.site.output.appendingPathComponent("u/index.html").path))
        try FileManager.default.removeItem(at: served.site.content.appendingPathComponent("u/x.md"))
        let updated = served.update(["u/x.md"]) != nil
        if !updated { _ = try served.build() }
        let differences = try Self.differences(served)
        #expect(differences == [], "updated: \(updated)")
    }

    /// With pretty addresses a page is a folder's `index.html`: a page, a tag or a lone static file
    /// removed leaves no empty folder behind, as a fresh build has none.
    @Test(arguments: ["a page", "a tag", "a lone static file"], [true, false])
    func whatGoesLeavesNoEmptyFolderBehind(change: String, throughAnUpdate: Bool) throws {
        var served = try Served()
        served.config.urls = .pretty
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B").replacingOccurrences(of: "[loot]", with: "[loot, ale]"))
        try served.site.add("s/c.md", Self.page("C"))
        try served.site.add("s/pics/one.png", "a picture")
        _ = try served.build()
        #expect(try Self.folderDifferences(served) == [])
        var changed = "s/c.md"
        switch change {
        case "a page": try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(changed))
        case "a tag":
            changed = "s/b.md"
            try served.site.add(changed, Self.page("B"))
        default:
            changed = "s/pics/one.png"
            try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(changed))
        }
        let updated = throughAnUpdate && served.update([changed]) != nil
        if !updated { _ = try served.build() }
        let differences = try Self.differences(served), folders = try Self.folderDifferences(served)
        #expect(differences == [], "updated: \(updated)")
        #expect(folders == [], "updated: \(updated)")
    }

    /// Two new files of one change that write the same file of the output: each alone is free,
    /// but not both. The session must not put one over the other where a fresh build fails or
    /// makes something else.
    @Test(arguments: ["a page and a static file", "two pages", "a page and a new tag page"])
    func twoNewFilesOfOneChangeForTheSameOutputFile(change: String) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B"))
        _ = try served.build()
        var changed: [String]
        switch change {
        case "a page and a static file":
            changed = ["s/x.md", "s/x.html"]
            try served.site.add("s/x.md", Self.page("X"))
            try served.site.add("s/x.html", "<p>by hand</p>")
        case "two pages":
            changed = ["s/c.md", "s/d.md"]
            try served.site.add("s/c.md", Self.page("C"))
            try served.site.add("s/d.md", "---\ntitle: D\nslug: c\n---\nSame file.\n")
        default:
            changed = ["s/e.md"]
            try served.site.add("s/e.md", "---\ntitle: E\ntags: [ale]\nurl: /tags/ale.html\n---\nA tag's file.\n")
        }
        let update = served.update(changed)
        let fresh = served.site.root.appendingPathComponent("Fresh")
        var options = BuildOptions(content: served.site.content, output: fresh, jobs: 2)
        options.now = Date()
        do {
            _ = try served.builder.build(generated: [], options: options)
            if update != nil {
                let differences = try Self.differences(served)
                #expect(differences == [])
            }
        } catch {
            #expect(update == nil, "a fresh build fails (\(error)), and so must the update")
        }
    }

    /// A generated page (a game's) that links to a static file or a page of the content folder:
    /// when that goes, its link is broken, as a fresh build reports.
    @Test(arguments: ["s/img.txt", "s/a.md"])
    func aGeneratedPagesLinkToWhatGoesIsBroken(removed: String) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B"))
        try served.site.add("s/img.txt", "a picture")
        let generated = [Document(path: "g/gen", title: "Gen", body: "[pic](../s/img.txt) and [a](../s/a.html)\n")]
        let built = try served.session.build(with: served.builder, generated: generated, options: served.options)
        #expect(Array(built.brokenLinks) == [])
        try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(removed))
        let report = try #require(served.update([removed]))
        let fresh = served.site.root.appendingPathComponent("Fresh")
        let freshReport = try served.builder.build(
            generated: generated, options: BuildOptions(content: served.site.content, output: fresh, jobs: 2))
        #expect(Array(report.brokenLinks) == Array(freshReport.brokenLinks))
    }

    /// A static file whose name holds a line break fails a build (no control characters in
    /// names), so the update must leave it to one: put in place, it is listed in the marker as two
    /// lines, one of them a user's file, which the next build then removes as sheetgen's.
    @Test func aNameWithALineBreakNeverListsAUsersFile() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("a.md", Self.page("A"))
        _ = try served.build()
        try Data("example.org\n".utf8).write(to: served.site.output.appendingPathComponent("CNAME"))
        try served.site.add("x\nCNAME", "a file")
        #expect(throws: BuildFailure.self) { try Self.freshBuild(served) }
        #expect(served.update(["x\nCNAME"]) == nil, "a build fails on the name")
        try FileManager.default.removeItem(at: served.site.content.appendingPathComponent("x\nCNAME"))
        if served.update(["x\nCNAME"]) == nil { _ = try served.build() }
        _ = try served.build()
        #expect(FileManager.default.fileExists(atPath: served.site.output.appendingPathComponent("CNAME").path))
    }

    /// A summary is shown on listing and tag pages, with its links: a static file or page it links
    /// to removed breaks those links too, as a fresh build reports, though the listing does not
    /// change.
    @Test(arguments: ["s/img.txt", "t/q.md"])
    func aSummarysLinkToWhatGoesIsBrokenOnTheListings(removed: String) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add(
            "s/a.md", "---\ntitle: A\ntags: [loot]\n---\nA [picture](img.txt) and [Q](../t/q.html).\n\nMore.\n")
        try served.site.add("s/b.md", Self.page("B"))
        try served.site.add("s/img.txt", "a picture")
        try served.site.add("t/q.md", "---\ntitle: Q\n---\nQ.\n")
        try served.site.add("t/r.md", "---\ntitle: R\n---\nR.\n")
        #expect(Array(try served.build().brokenLinks) == [])
        try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(removed))
        let report = try #require(served.update([removed]))
        let fresh = try Self.freshBuild(served)
        #expect(fresh.differences == [])
        #expect(Array(report.brokenLinks) == Array(fresh.report.brokenLinks))
    }

    /// Edge cases of pages and files that come and go, each put in place by an update or else a
    /// build: either way the output and the broken links are a fresh build's, and a file a user
    /// put in the output (not in the marker) stays as it is.
    @Test(arguments: [
        "a case-only rename", "a rename across folders of a page many link to", "many changes in one event",
        "an index.md made", "a draft made", "a draft made public", "a page made at a user's file", "a pretty rename",
        "a static file made then removed", "a static file replaced by a folder", "a static file replaced by a link",
        "a page removed and its name made a static file", "a url page made", "a page removed from the home folder",
        "a non-ASCII name made", "the last dated page removed", "a page moved into a hidden folder",
    ])
    func edgeCasesOfWhatComesAndGoes(change: String) throws {
        var served = try Served()
        served.config.listingSize = 2
        if change == "a pretty rename" { served.config.urls = .pretty }
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        let content = served.site.content, files = FileManager.default
        func remove(_ path: String) throws { try files.removeItem(at: content.appendingPathComponent(path)) }
        func move(_ from: String, _ to: String) throws {
            try files.moveItem(at: content.appendingPathComponent(from), to: content.appendingPathComponent(to))
        }
        try served.site.add("s/a.md", Self.page("A", "[B](b.html) and [pic](img.txt)"))
        try served.site.add("s/b.md", Self.page("B", "[A](a.html)"))
        try served.site.add("s/c.md", Self.page("C", "[A](a.html)"))
        try served.site.add("t/d.md", "---\ntitle: D\ndate: 2026-02-03\n---\n[A](../s/a.html)\n")
        try served.site.add("t/e.md", "---\ntitle: E\n---\nE.\n")
        try served.site.add("home.md", Self.page("Home page"))
        try served.site.add("s/img.txt", "a picture")
        try served.site.add("s/wip.md", "---\ntitle: WIP\ndraft: true\n---\nSoon.\n")
        _ = try served.build()
        let userFiles = ["keep.txt", "s/keep.html"]
        for file in userFiles {
            try Data("mine".utf8).write(to: served.site.output.appendingPathComponent(file))
        }
        var changed: [String] = []
        switch change {
        case "a case-only rename":
            try move("s/c.md", "s/C.md")
            changed = ["s/c.md", "s/C.md"]
        case "a rename across folders of a page many link to":
            try move("s/a.md", "t/a.md")
            changed = ["s/a.md", "t/a.md"]
        case "many changes in one event":
            try served.site.add("s/n1.md", Self.page("N1", "[A](a.html)"))
            try served.site.add("t/n2.md", "---\ntitle: N2\ntags: [ale]\ndate: 2026-05-06\n---\nNew.\n")
            try served.site.add("s/n3.md", Self.page("N3"))
            try remove("s/c.md")
            try remove("t/e.md")
            try served.site.add("s/b.md", Self.page("Bee", "Saved."))
            try served.site.add("s/img.txt", "another picture")
            try served.site.add("t/new.txt", "new")
            changed = ["s/n1.md", "t/n2.md", "s/n3.md", "s/c.md", "t/e.md", "s/b.md", "s/img.txt", "t/new.txt"]
        case "an index.md made":
            try served.site.add("t/index.md", "---\ntitle: T\n---\nA bundle now.\n")
            changed = ["t/index.md"]
        case "a draft made":
            try served.site.add("s/wip2.md", "---\ntitle: WIP2\ndraft: true\n---\nSoon.\n")
            changed = ["s/wip2.md"]
        case "a draft made public":
            try served.site.add("s/wip.md", "---\ntitle: WIP\n---\nNow.\n")
            changed = ["s/wip.md"]
        case "a page made at a user's file":
            try served.site.add("s/keep.md", Self.page("Keep"))
            changed = ["s/keep.md"]
        case "a pretty rename":
            try move("s/c.md", "s/z.md")
            changed = ["s/c.md", "s/z.md"]
        case "a static file made then removed":
            try served.site.add("s/tmp.txt", "tmp")
            changed = ["s/tmp.txt"]
            if served.update(changed) == nil { _ = try served.build() }
            try remove("s/tmp.txt")
        case "a static file replaced by a folder":
            try remove("s/img.txt")
            try served.site.add("s/img.txt/inner.txt", "inside")
            changed = ["s/img.txt", "s/img.txt/inner.txt"]
        case "a static file replaced by a link":
            try remove("s/img.txt")
            try files.createSymbolicLink(
                at: content.appendingPathComponent("s/img.txt"),
                withDestinationURL: content.appendingPathComponent("t/e.md"))
            changed = ["s/img.txt"]
        case "a page removed and its name made a static file":
            try remove("s/c.md")
            try served.site.add("s/c.html", "<p>static</p>")
            changed = ["s/c.md", "s/c.html"]
        case "a url page made":
            try served.site.add("t/f.md", "---\ntitle: F\nurl: /s/f.html\ntags: [ale]\n---\nF.\n")
            changed = ["t/f.md"]
        case "a page removed from the home folder":
            try remove("home.md")
            changed = ["home.md"]
        case "a non-ASCII name made":
            try served.site.add("s/\u{E9}t\u{E9}.md", Self.page("\u{C9}t\u{E9}"))
            try served.site.add("s/e\u{301}a.md", Self.page("NFD"))
            changed = ["s/\u{E9}t\u{E9}.md", "s/e\u{301}a.md"]
        case "the last dated page removed":
            try remove("t/d.md")
            changed = ["t/d.md"]
        default:
            try move("s/c.md", ".trash.md")
            changed = ["s/c.md", ".trash.md"]
        }
        let updated = served.update(changed)
        for file in userFiles {
            #expect(try served.site.read(file) == "mine", "\(file), updated: \(updated != nil)")
        }
        if updated == nil {
            do {
                _ = try served.build()
            } catch {
                // A build refuses to put a page in place of a user's file, and says so.
                #expect(change == "a page made at a user's file", "\(error)")
                return
            }
        }
        let fresh = try Self.freshBuild(served)
        let differences = fresh.differences.filter { !userFiles.contains($0) }
        #expect(differences == [], "updated: \(updated != nil)")
        if let updated { #expect(Array(updated.brokenLinks) == Array(fresh.report.brokenLinks)) }
        for file in userFiles {
            #expect(try served.site.read(file) == "mine", "\(file), updated: \(updated != nil)")
        }
    }

    /// Pages made in one change go into the sitemap where a build puts them, in the order of their
    /// paths: each made page is placed among the pages of the last build, not before another made
    /// in the same change.
    @Test(arguments: [["s/n1.md", "s/n2.md"], ["s/n1.md", "t/n2.md"]])
    func pagesMadeTogetherAreInTheSitemapInOrder(made: [String]) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        for path in ["s/a.md", "s/z.md", "t/a.md", "t/z.md"] { try served.site.add(path, Self.page(path)) }
        _ = try served.build()
        for path in made { try served.site.add(path, Self.page(path)) }
        #expect(served.update(made) != nil)
        let differences = try Self.differences(served)
        #expect(differences == [])

    }

    /// Two names equal as strings but not in bytes (NFC and NFD), made, removed or saved in one
    /// change, are two pages: a set of strings keeps one of them, and the other is neither put
    /// in place nor taken out, though the update says it is through.
    @Test(arguments: ["made", "removed"])
    func namesEqualAsStringsAreTwoPagesInOneChange(change: String) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        let nfc = "s/caf\u{E9}.md", nfd = "s/cafe\u{301}.md"
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("s/b.md", Self.page("B"))
        if change == "removed" {
            try served.site.add(nfc, Self.page("NFC"))
            try served.site.add(nfd, Self.page("NFD"))
        }
        _ = try served.build()
        for path in [nfc, nfd] {
            if change == "made" {
                try served.site.add(path, Self.page(path == nfc ? "NFC" : "NFD"))
            } else {
                try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(path))
            }
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: served.site.content.appendingPathComponent("s").path)
                .count == (change == "made" ? 4 : 2))
        guard served.update([nfc, nfd]) != nil else { return }
        // The output's folder, by bytes: a dictionary of strings would take the two names for one.
        let names = try FileManager.default.contentsOfDirectory(
            atPath: served.site.output.appendingPathComponent("s").path)
        let pages = names.filter { $0.hasPrefix("caf") }.map { Array($0.utf8) }
        #expect(pages.count == (change == "made" ? 2 : 0), "\(names)")
        let search = try served.site.read("search.json")
        #expect(search.contains("e%CC%81.html") == (change == "made"))
        #expect(search.contains("%C3%A9.html") == (change == "made"))
    }

    /// A page that makes other files (an alias's redirect page) removed: those files go with it,
    /// as a fresh build has none; else the update leaves it to a build.
    @Test func aPageWithAliasesRemovedTakesItsRedirectsWithIt() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", "---\ntitle: A\ntags: [loot]\naliases: [/old.html]\n---\nText.\n")
        try served.site.add("s/b.md", Self.page("B"))
        _ = try served.build()
        #expect(FileManager.default.fileExists(atPath: served.site.output.appendingPathComponent("old.html").path))
        try FileManager.default.removeItem(at: served.site.content.appendingPathComponent("s/a.md"))
        let updated = served.update(["s/a.md"])
        if updated == nil { _ = try served.build() }
        let fresh = try Self.freshBuild(served)
        #expect(fresh.differences == [], "updated: \(updated != nil)")
        if let updated { #expect(Array(updated.brokenLinks) == Array(fresh.report.brokenLinks)) }
    }

    /// A page whose game block makes a page of its own, removed: that page goes with it, as a
    /// fresh build has none; else the update leaves it to a build. A page made after it goes
    /// into the sitemap after the block's page too.
    @Test(arguments: ["removed", "made after it"])
    func aPageWithBlocksAndThePagesAroundIt(change: String) throws {
        var served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        served.blocks = BlockRegistry([GameBlockBuildTests.EchoBlock()])
        let builder = SiteBuilder(
            config: SiteConfig(), renderer: try ParsedTemplates.renderer(GameBlockBuildTests.templates))
        try served.site.add("s/a.md", "---\ntitle: A\n---\nText.\n\n```echo n=1\n```\n")
        try served.site.add("s/b.md", Self.page("B"))
        _ = try served.session.build(with: builder, generated: [], options: served.options)
        #expect(
            FileManager.default.fileExists(atPath: served.site.output.appendingPathComponent("made/echo-1.html").path))
        var changed = "s/a.md"
        if change == "removed" {
            try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(changed))
        } else {
            changed = "s/c.md"
            try served.site.add(changed, Self.page("C"))
        }
        let updated = served.update([changed])
        if updated == nil { _ = try served.session.build(with: builder, generated: [], options: served.options) }
        let fresh = served.site.root.appendingPathComponent("Fresh")
        var options = BuildOptions(content: served.site.content, output: fresh, jobs: 2)
        options.blocks = served.blocks
        _ = try builder.build(generated: [], options: options)
        let output = try IndexReuseTests.files(in: served.site.output), expected = try IndexReuseTests.files(in: fresh)
        let differences = Set(output.keys).union(expected.keys).filter { output[$0] != expected[$0] }.sorted()
        #expect(differences == [], "updated: \(updated != nil)")
    }

    /// Hugo's `ref` finds a page from the page's folder first, then from the content folder's:
    /// a page made or removed where it looks first changes the link of every page that refers to
    /// it so, which a fresh build shows.
    @Test(arguments: ["made", "removed"])
    func aRefFindsThePageMadeOrRemovedWhereItLooksFirst(change: String) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("q.md", "---\ntitle: Top Q\n---\nAt the top.\n")
        try served.site.add("s/a.md", "---\ntitle: A\n---\nSee [Q]({{< ref \"q\" >}}).\n")
        try served.site.add("s/b.md", Self.page("B"))
        if change == "removed" { try served.site.add("s/q.md", "---\ntitle: Near Q\n---\nNear.\n") }
        _ = try served.build()
        if change == "made" {
            try served.site.add("s/q.md", "---\ntitle: Near Q\n---\nNear.\n")
        } else {
            try FileManager.default.removeItem(at: served.site.content.appendingPathComponent("s/q.md"))
        }
        let updated = served.update(["s/q.md"])
        if updated == nil { _ = try served.build() }
        let fresh = try Self.freshBuild(served)
        #expect(fresh.differences == [], "updated: \(updated != nil)")
        if let updated { #expect(Array(updated.brokenLinks) == Array(fresh.report.brokenLinks)) }
    }

    /// A static file with a second name (a hard link) elsewhere in the content folder, written in
    /// place: the watcher names the one written, but both copies change, as a fresh build shows.
    /// A page with a second name takes a build for that reason; so must a static file.
    @Test func aStaticFileWithTwoNamesSavedChangesBothCopies() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("t/b.md", Self.page("B"))
        try served.site.add("s/map.txt", "old map")
        try FileManager.default.linkItem(
            at: served.site.content.appendingPathComponent("s/map.txt"),
            to: served.site.content.appendingPathComponent("t/map.txt"))
        _ = try served.build()
        let handle = try FileHandle(forWritingTo: served.site.content.appendingPathComponent("s/map.txt"))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("new map".utf8))
        try handle.close()
        let updated = served.update(["s/map.txt"])
        if updated == nil { _ = try served.build() }
        let differences = try Self.differences(served)
        #expect(differences == [], "updated: \(updated != nil)")
    }

    /// Files the build saw that are not pages, removed: each takes a build, though an intro, a
    /// draft or a dangling link may look like an editor's temporary file.
    @Test(arguments: ["s/_index.md", "d/wip.md", "dangling.md"])
    func removingAFileTheBuildSawTakesABuild(removed: String) throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/_index.md", "---\ntitle: Spells of Old\n---\nAn intro.\n")
        try served.site.add("s/a.md", Self.page("A"))
        try served.site.add("d/wip.md", "---\ntitle: Draft\ndraft: true\n---\nSoon.\n")
        try FileManager.default.createSymbolicLink(
            atPath: served.site.content.appendingPathComponent("dangling.md").path, withDestinationPath: "/nowhere")
        _ = try served.build()
        try FileManager.default.removeItem(at: served.site.content.appendingPathComponent(removed))
        #expect(served.update([removed]) == nil)
        _ = try served.build()
        #expect(try Self.differences(served) == [])
    }

    /// Another page's publishing window may open or close by the time of a save: a site whose
    /// pages name publishing dates leaves every change to a build.
    @Test func aSiteWithPublishingDatesLeavesChangesToABuild() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        let soon = ISO8601DateFormatter().string(from: Date().addingTimeInterval(2 * 86_400))
        try served.site.add("a.md", Self.page("A"))
        try served.site.add("b.md", "---\ntitle: B\nexpiryDate: \(soon)\n---\nGoing.\n")
        _ = try served.build()
        try served.site.add("a.md", Self.page("A", "Saved."))
        let later = Date().addingTimeInterval(5 * 86_400)
        #expect(
            served.session.update(changed: [served.site.content.appendingPathComponent("a.md").path], now: later) == nil
        )
    }

    /// A save that gives a page an expiry date takes a build, which notes it: were it an update,
    /// later saves would go through as updates too, and the page would stay listed once expired.
    @Test func aPageGivenAnExpiryDateTakesABuild() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("a.md", Self.page("A"))
        try served.site.add("b.md", Self.page("B"))
        _ = try served.build()
        let soon = ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400))
        try served.site.add(
            "a.md", Self.page("A").replacingOccurrences(of: "tags:", with: "expiryDate: \(soon)\ntags:"))
        #expect(served.update(["a.md"]) == nil)
        _ = try served.build()
        try served.site.add("b.md", Self.page("B", "Saved."))
        let later = Date().addingTimeInterval(3 * 86_400)
        #expect(
            served.session.update(changed: [served.site.content.appendingPathComponent("b.md").path], now: later) == nil
        )
    }

    /// A name the watcher could only give with U+FFFD, and a new file whose name equals a page's
    /// as a string but not in bytes (NFD against NFC), are changes that take a build.
    @Test func namesAreComparedAsTheBytesTheyAre() throws {
        let served = try Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        let nfc = "caf\u{E9}.md", nfd = "cafe\u{301}.md"
        let slugged = "---\ntitle: Cafe\nslug: cafe\n---\nFirst.\n\nOld text.\n"
        try served.site.add(nfc, slugged)
        _ = try served.build()
        try served.site.add(nfd, slugged.replacingOccurrences(of: "Old", with: "Other"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: served.site.content.path).count == 2)
        #expect(served.update([nfd]) == nil)
        #expect(served.update(["\u{FFFD}.md"]) == nil)
        #expect(try served.site.read("cafe.html").contains("Old text."))
    }
}
