import DefaultTemplates
import Foundation
@testable import Site
import Testing

/// Issue 18: a build with the cache touches only the files that change; and whatever the last
/// output holds, it never reaches outside it.
@Suite struct InPlaceOutputTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// Every file and folder below `folder` with its inode and modification time.
    static func stamps(in folder: URL) throws -> [String: FileTree.Stamp] {
        var stamps: [String: FileTree.Stamp] = [:]
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in walker {
            stamps[String(url.path.dropFirst(folder.path.count + 1))] = FileTree.Stamp(path: url.path)
        }
        return stamps
    }

    static func site() throws -> Workspace {
        let site = try Workspace()
        for index in 0..<6 {
            try site.add(
                "\(index % 2 == 0 ? "rules" : "lore")/p\(index).md",
                "---\ntitle: P\(index)\ntags: [t\(index % 3)]\ndate: 2026-01-0\(index + 1)\n---\nFirst.\n\n[next](p\(index + 2).html)\n"
            )
        }
        try site.add("images/map.txt", "a map")
        return site
    }

    private func leftovers(beside output: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path).filter {
            $0.hasPrefix(".Output.")
        }
    }

    @Test func aBuildWithNothingChangedTouchesNoFile() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let first = try site.build(cached: true, templates: DefaultTemplates.files)
        let before = try Self.stamps(in: site.output)
        let manifest = try FileManager.default.contentsOfDirectory(atPath: site.cache.path).map {
            FileTree.Stamp(path: site.cache.appendingPathComponent($0).path)
        }
        let report = try site.build(cached: true, templates: DefaultTemplates.files)
        #expect(try Self.stamps(in: site.output) == before)
        #expect(report.reused == 6 && Array(report.brokenLinks) == Array(first.brokenLinks))
        #expect(report.brokenLinks.count == 2)  // p4 and p5 link to pages that are not there
        #expect(try leftovers(beside: site.output).isEmpty)
        let after = try FileManager.default.contentsOfDirectory(atPath: site.cache.path).map {
            FileTree.Stamp(path: site.cache.appendingPathComponent($0).path)
        }
        #expect(after == manifest)  // not even the cache's manifest is written again
    }

    @Test func anEditedPageChangesOnlyTheFilesThatShowIt() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let before = try Self.stamps(in: site.output)
        try site.add(
            "lore/p1.md", "---\ntitle: P1\ntags: [t1]\ndate: 2026-01-02\n---\nFirst, edited.\n\n[next](p3.html)\n")
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let after = try Self.stamps(in: site.output)
        // (A folder's time changes with what is moved into it.)
        let changed = Set(after.keys.filter { after[$0] != before[$0] && !["lore", "tags"].contains($0) })
        // The page, the listings that show its summary (the home page lists no page of lore), the
        // feeds and the search index.
        #expect(
            changed == [
                "lore/p1.html", "lore/index.html", "tags/t1.html", "atom.xml", "tags/t1.atom.xml",
                "search.json", "search-index.js",
            ], "\(changed.sorted())")
        #expect(try site.read("lore/p1.html").contains("First, edited."))
    }

    /// The cache does not read a page whose file kept its stamp; an edit that keeps the size and
    /// sets the modification time back still changes the file's change time, so it is seen.
    @Test func aPageEditedWithItsTimeSetBackIsRenderedAgain() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let path = site.content.appendingPathComponent("rules/p0.md").path
        var info = stat()
        #expect(stat(path, &info) == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "First.", with: "Fresh.").write(
            toFile: path, atomically: false, encoding: .utf8)
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let report = try site.build(cached: true, templates: DefaultTemplates.files)
        #expect(report.reused == 5)
        #expect(try site.read("rules/p0.html").contains("Fresh."))
    }

    /// A link in the output (to a folder or a file outside it) was put there by hand: the build
    /// makes a whole new folder, and what the link leads to is never written or removed.
    @Test(arguments: ["rules", "rules/p0.html", "images/map.txt"])
    func aLastOutputHoldingALinkIsMadeAnewLeavingWhatItLeadsTo(link: String) throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let outside = site.root.appendingPathComponent("Outside")
        let linked = site.output.appendingPathComponent(link)
        try FileManager.default.moveItem(at: linked, to: outside)
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: outside)
        func look() throws -> [String: FileTree.Stamp] {
            link == "rules" ? try Self.stamps(in: outside) : ["": try #require(FileTree.Stamp(path: outside.path))]
        }
        let kept = try look()
        let bytes = link == "rules" ? nil : try Data(contentsOf: outside)
        try site.add("rules/p0.md", "---\ntitle: P0 again\n---\nChanged.\n")
        try site.add("images/map.txt", "another map")
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        #expect(try look() == kept)
        if let bytes { #expect(try Data(contentsOf: outside) == bytes) }
        var info = stat()
        #expect(lstat(linked.path, &info) == 0 && info.st_mode & S_IFMT != S_IFLNK)
        #expect(try site.read("rules/p0.html").contains("Changed."))
        #expect(try site.read("images/map.txt") == "another map")
    }

    /// A static file where the last build had a folder, and a folder where it had a file.
    @Test func aFileTakingTheFolderPlaceOfTheLastBuildsAndTheOtherWayRound() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("x/y.txt", "in a folder")
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("x"))
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("images"))
        try site.add("x", "a file now")
        try site.add("images/map.txt/inside.txt", "a folder now")
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        #expect(try site.read("x") == "a file now")
        #expect(try site.read("images/map.txt/inside.txt") == "a folder now")
        #expect(try leftovers(beside: site.output).isEmpty)
    }

    @Test func aJournalReadsBackItsStepsWhateverTheirNames() {
        let awkward: [UInt8] = Array("a\nb\tc/".utf8) + [0xFF, 0xFE] + Array("/ü.html".utf8)
        let steps: [OutputJournal.Step] = [
            .makeFolder(Array("new".utf8)), .put(awkward, replacing: true), .put(Array("new/x".utf8), replacing: false),
            .remove(awkward + [0x41]), .removeFolder(Array("old".utf8)),
        ]
        #expect(OutputJournal.decoded(OutputJournal.encoded(steps)) == steps)
        #expect(OutputJournal.decoded(Array("not a journal\n".utf8)) == nil)
        #expect(OutputJournal.decoded(OutputJournal.encoded(steps) + Array("?what".utf8) + [0]) == nil)
    }
}
