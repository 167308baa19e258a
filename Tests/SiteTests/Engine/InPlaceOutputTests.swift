import DefaultTemplates
import Foundation
@testable import Mistakes
@testable import Site
@testable import SiteFiles
@testable import SiteModel
@testable import TemplateEngine
import TestSupport
import Testing

/// A build with the cache touches only the files that change; and whatever the last
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

    /// Writes `contents` over the file at `path` and sets its access and modification times back,
    /// as a careless or crafty program may: only its change time, which no program can set, tells.
    /// Writes again until that time differs from before (the kernel's clock for it moves in steps).
    static func rewriteKeepingTimes(_ path: String, with contents: Data) throws {
        var before = stat(), after = stat()
        try #require(stat(path, &before) == 0)
        while true {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.write(contentsOf: contents)
            try handle.truncate(atOffset: UInt64(contents.count))
            try handle.close()
            var times = [before.st_atim, before.st_mtim]
            try #require(utimensat(AT_FDCWD, path, &times, 0) == 0 && stat(path, &after) == 0)
            if (after.st_ctim.tv_sec, after.st_ctim.tv_nsec) != (before.st_ctim.tv_sec, before.st_ctim.tv_nsec) {
                return
            }
            usleep(1000)  // the kernel's clock has not moved on since the file's last change
        }
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

    /// A page file changed within a second of a build is read by every build until its stamp can
    /// be trusted; once it can, the build that reads it keeps its stamp, so the builds after it
    /// know it unchanged without reading it.
    @Test func aPageFileReadBecauseItHadJustChangedIsKnownByItsStampOnceItSettles() throws {
        let writing = Date()
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        func build(at now: Date) throws {
            var options = BuildOptions(content: site.content, output: site.output, jobs: 2)
            (options.cache, options.now) = (site.cache, now)
            let renderer = try ParsedTemplates.renderer(DefaultTemplates.files)
            _ = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
        }
        /// The pages whose file the cache knows by the stamp it has now.
        func pagesKnownByStamp() -> Int {
            let cache = BuildCache(folder: site.cache, output: site.output)
            return (FileManager.default.subpaths(atPath: site.content.path) ?? []).filter { path in
                guard path.hasSuffix(".md"), let source = cache.entry("content/\(path)")?.source else { return false }
                return source.ifUnchanged(at: site.content.path + "/" + path) != nil
            }.count
        }
        try build(at: writing)  // as the files were written
        #expect(pagesKnownByStamp() == 0)
        try build(at: Date().addingTimeInterval(10))
        #expect(pagesKnownByStamp() == 6)
        // Touched, the same bytes: known by the new stamp after the next build.
        let page = site.content.appendingPathComponent("rules/p0.md")
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: page.path)
        #expect(pagesKnownByStamp() == 5)
        try build(at: Date().addingTimeInterval(10))
        #expect(pagesKnownByStamp() == 6)
    }

    /// A build without the cache renders every page again, and leaves a file whose bytes are the
    /// same where it is: only the files that changed are made anew.
    @Test func aBuildWithoutTheCacheLeavesFilesWithTheSameBytesWhereTheyAre() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(templates: DefaultTemplates.files)
        let before = try Self.stamps(in: site.output)
        try site.add("lore/p1.md", "---\ntitle: P1\ntags: [t1]\ndate: 2026-01-02\n---\nChanged.\n\n[next](p3.html)\n")
        let report = try site.build(templates: DefaultTemplates.files)
        #expect(report.reused == 0)
        let after = try Self.stamps(in: site.output)
        #expect(after["lore/p1.html"] != before["lore/p1.html"])
        #expect(after["rules/p0.html"] == before["rules/p0.html"] && after["lore/p3.html"] == before["lore/p3.html"])
        #expect(after.keys.sorted() == before.keys.sorted())
        let fresh = site.root.appendingPathComponent("Fresh")
        _ = try site.build(output: fresh, templates: DefaultTemplates.files)
        #expect(try IndexReuseTests.files(in: site.output) == IndexReuseTests.files(in: fresh))
        #expect(try leftovers(beside: site.output).isEmpty)
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
        // The page, the listings that show its summary (the home page's among the latest notes,
        // as the page is dated), the feeds and the search index.
        #expect(
            changed == [
                "lore/p1.html", "lore/index.html", "index.html", "tags/t1.html", "atom.xml", "tags/t1.atom.xml",
                "search.json", "search-index.js",
            ], "\(changed.sorted())")
        #expect(try site.read("lore/p1.html").contains("First, edited."))
    }

    /// The cache does not read a page whose file kept its stamp; an edit that keeps the size and
    /// sets the modification time back still changes the file's change time, so it is seen.
    @Test func aPageEditedWithItsTimeSetBackIsRenderedAgain() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        // Built a while after the files were written, so that the build trusts their times.
        let later = Date().addingTimeInterval(10)
        _ = try site.build(cached: true, templates: DefaultTemplates.files, now: later)
        let path = site.content.appendingPathComponent("rules/p0.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Self.rewriteKeepingTimes(path, with: Data(text.replacingOccurrences(of: "First.", with: "Fresh.").utf8))
        let report = try site.build(cached: true, templates: DefaultTemplates.files, now: later)
        #expect(report.reused == 5)
        #expect(try site.read("rules/p0.html").contains("Fresh."))
    }

    /// A file changed in the second before the build, or during it, is not remembered by its
    /// times: the file system's clock moves in steps, and an edit in the same step would keep them.
    @Test func aFileChangedJustBeforeTheBuildIsNotRememberedByItsTimes() throws {
        let now = Date()
        let nanoseconds = Int64(now.timeIntervalSince1970 * 1_000_000_000)
        func file(modified: Int64, changed: Int64) -> SourceFile {
            SourceFile(
                stamp: FileTree.Stamp(size: 1, modified: modified, inode: 1), changed: changed, digest: 0,
                namesPublishingDates: false, namesAliases: false, mayHoldBlocks: false, mayReferToPages: false)
        }
        let old = nanoseconds - 5_000_000_000, recent = nanoseconds - 500_000_000
        #expect(file(modified: old, changed: old).settled(before: now) != nil)
        #expect(file(modified: old, changed: recent).settled(before: now) == nil)
        #expect(file(modified: recent, changed: old).settled(before: now) == nil)
        #expect(file(modified: old, changed: nanoseconds + 1).settled(before: now) == nil)
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

    /// An output inside folders that are not there yet: they are made, lock and all.
    @Test func anOutputInFoldersStillToMakeIsBuilt() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let nested = site.root.appendingPathComponent("Output/site/deeper")
        for cached in [true, true, false] {
            _ = try site.build(output: nested, cached: cached, templates: DefaultTemplates.files)
            #expect(try site.read("rules/p0.html", in: nested).contains("First."))
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: nested.deletingLastPathComponent().path) == ["deeper"])
    }

    /// One build of an output at a time: the second is told so, and the first's output is whole.
    @Test func aSecondBuildOfTheSameOutputIsRefusedWhileOneRuns() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let lock = open(site.root.appendingPathComponent(".Output.lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)  // as a running build holds it
        let refused = #expect(throws: BuildFailure.self) {
            try site.build(cached: true, templates: DefaultTemplates.files)
        }
        #expect(refused?.errors.first?.message == "another sheetgen is building this output; wait for it to finish")
        close(lock)
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        #expect(try leftovers(beside: site.output).isEmpty)  // the lock file goes with the build
    }

    /// A journal that cannot be undone (here, unreadable) is kept with its backups, which may hold
    /// the only copy of old files, and no build runs until someone has seen to them.
    @Test func aJournalThatCannotBeUndoneKeepsItsBackupsAndStopsTheBuild() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let journal = site.root.appendingPathComponent(".Output.sheetgen-journal-99999")
        let saved = site.root.appendingPathComponent(".Output.sheetgen-backup-99999/rules/p0.html")
        try FileManager.default.createDirectory(
            at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("the only copy".utf8).write(to: saved)
        try Data("not a journal".utf8).write(to: journal)
        let stopped = #expect(throws: BuildFailure.self) {
            try site.build(cached: true, templates: DefaultTemplates.files)
        }
        #expect(stopped?.errors.first?.message.hasPrefix("a killed build's changes to the output could not") == true)
        #expect(try Data(contentsOf: saved) == Data("the only copy".utf8))
        #expect(FileManager.default.fileExists(atPath: journal.path))
    }

    /// The output swapped for a link to another folder while the build ran: the build stops, and
    /// what the link leads to is neither written nor removed.
    @Test func anOutputSwappedForALinkDuringTheBuildIsNotUpdated() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let output = BuildOutput(target: site.output, force: false)
        try output.create()
        try output.write("new", to: "index.html")
        let elsewhere = site.root.appendingPathComponent("Elsewhere")
        try FileManager.default.moveItem(at: site.output, to: elsewhere)
        try "someone's".write(to: elsewhere.appendingPathComponent("theirs.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: site.output, withDestinationURL: elsewhere)
        let before = try Self.stamps(in: elsewhere)
        #expect(throws: UserError.self) { try output.finish() }
        #expect(try Self.stamps(in: elsewhere) == before)
    }

    /// A folder of the output swapped for a link to another folder while the build ran, or a
    /// link put where the build makes a new folder: the build stops, and what the link leads to
    /// is neither written nor removed.
    @Test(arguments: ["rules", "new"])
    func aLinkInTheOutputInPlaceOfAFolderIsNotFollowed(folder: String) throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let output = BuildOutput(target: site.output, force: false)
        try output.create()
        for (file, stamp) in try Self.stamps(in: site.output) where !FileTree.isFolder(site.output.path + "/" + file) {
            #expect(output.keep(file, writtenAs: stamp))
        }
        try output.write("new", to: "\(folder)/p0.html")
        let link = site.output.appendingPathComponent(folder)
        let elsewhere = site.root.appendingPathComponent("Elsewhere")
        if folder == "rules" {
            try FileManager.default.moveItem(at: link, to: elsewhere)
        } else {
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try "someone's".write(to: elsewhere.appendingPathComponent("theirs.txt"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        let before = try Self.stamps(in: elsewhere)
        #expect(throws: UserError.self) { try output.finish() }
        #expect(try Self.stamps(in: elsewhere) == before)
        output.discard()
    }

    /// Where the last build had no file but one is there (a file system that does not tell upper
    /// from lower case), the journal never writes over it: it stops and undoes what it did.
    @Test func aJournalNeverWritesOverAFileTheLastBuildDidNotHave() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-journal-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let (target, staging) = (
            root.appendingPathComponent("Output"), root.appendingPathComponent(".Output.sheetgen-building-1")
        )
        for (folder, name, text) in [
            (target, "About.html", "old"), (target, "a.html", "a"), (staging, "a.html", "A"),
            (staging, "About.html", "new"),
        ] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let journal = OutputJournal(target: target, staging: staging, pid: 1)
        #expect(throws: UserError.self) {
            try journal.apply([
                .put(Array("a.html".utf8), replacing: true), .put(Array("About.html".utf8), replacing: false),
            ])
        }
        #expect(try String(contentsOf: target.appendingPathComponent("About.html"), encoding: .utf8) == "old")
        #expect(try String(contentsOf: target.appendingPathComponent("a.html"), encoding: .utf8) == "a")  // undone
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Output"])
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
