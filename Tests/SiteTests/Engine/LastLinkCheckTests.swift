import Foundation
@testable import Site
@testable import SiteFiles
import Testing

/// A build that keeps pages from the last one takes their broken links from what the
/// last link check found, when the files are the same and the check goes with the manifest the
/// pages were kept from; in every other case it looks their links up again.
@Suite struct LastLinkCheckTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static let stamp = FileTree.Stamp(size: 1, modified: -2, inode: UInt64.max)

    /// A folder of its own for a test's checks.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-links-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The last check of `pages`, made by a checker that saw them with these links and the file
    /// `a/there.html`, left at `path` beside a manifest stamped `stamp` and read back; and the
    /// links the checker returned for each page to check again.
    static func lastCheck(of pages: [(file: String, targets: [String])], at path: String) -> (
        LastLinkCheck?, kept: [String: StoredText?]
    ) {
        let first = LinkChecker(fixed: ["index.html"])
        var kept: [String: StoredText?] = [:]
        for page in pages {
            kept[page.file] = BuildCache.Entry.links(first.check(page.file, targets: page.targets), in: TextStore())
        }
        first.add(["a/there.html"])
        _ = first.brokenLinks()
        first.draftLastCheck(at: path)?.finish(manifest: stamp)
        return (LastLinkCheck.read(path, manifest: stamp), kept)
    }

    @Test func aKeptPageHasTheBrokenLinksTheLastCheckFoundWhenTheFilesAreTheSame() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (made, kept) = Self.lastCheck(
            of: [
                ("a/one.html", ["there.html", "gone.html", "../../out.html", "../index.html"]),
                ("a/two.html", ["nowhere.html"]),
            ], at: folder.appendingPathComponent("one.links").path)
        let last = try #require(made)
        func again(adding files: [String], taking last: LastLinkCheck?) -> [String] {
            let links = LinkChecker(fixed: ["index.html"])
            links.recheck("a/one.html", links: kept["a/one.html"] ?? nil)
            links.recheck("a/two.html", links: kept["a/two.html"] ?? nil)
            links.add(files)
            return Array(links.brokenLinks(after: last))
        }
        let broken = ["a/one.html: ../../out.html", "a/one.html: gone.html", "a/two.html: nowhere.html"]
        #expect(again(adding: ["a/there.html"], taking: last) == broken)
        #expect(again(adding: ["a/there.html"], taking: nil) == broken)
        // Other files: the links are looked up again.
        #expect(
            again(adding: ["a/there.html", "a/gone.html"], taking: last) == [
                "a/one.html: ../../out.html", "a/two.html: nowhere.html",
            ])
        #expect(
            again(adding: [], taking: last) == [
                "a/one.html: ../../out.html", "a/one.html: gone.html", "a/one.html: there.html",
                "a/two.html: nowhere.html",
            ])
        // What is taken is what the check says: a check of the same files claiming other broken
        // links is believed (which is why it must go with the manifest the pages were kept from).
        let other = try #require(
            Self.lastCheck(
                of: [("a/one.html", ["elsewhere.html"]), ("a/two.html", [])],
                at: folder.appendingPathComponent("other.links").path
            ).0)
        #expect(again(adding: ["a/there.html"], taking: other) == ["a/one.html: elsewhere.html"])
    }

    @Test func aCheckReadsBackAsItWasWrittenAndOnlyBesideItsManifest() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("site.links").path, stamp = Self.stamp
        let awkward = "a\tb\nc\\d\u{1F}é.html"
        let pages = [(awkward, ["x\ty.html", "../../out.html", "there.html"]), ("a/two.html", ["x\\.html"])]
        let read = try #require(Self.lastCheck(of: pages, at: path).0)
        #expect(read.files.count == 4)  // index.html, a/there.html and the two pages
        #expect(LastLinkCheck.read(path, manifest: FileTree.Stamp(size: 2, modified: -2, inode: UInt64.max)) == nil)
        #expect(FileTree.names(in: folder.path) == ["site.links"])  // the draft went in its place
        func links(onPages pages: [String]) -> [String]? {
            let texts = TextStore()
            return read.links(onPages: Set(pages.map { ContentHash.of($0.utf8) }), keptIn: texts).map {
                Array(BrokenLinks($0, texts: texts))
            }
        }
        #expect(
            links(onPages: [awkward, "a/two.html"]) == [
                "\(awkward): ../../out.html", "\(awkward): there.html", "\(awkward): x\ty.html",
                "a/two.html: x\\.html",
            ])
        #expect(links(onPages: ["a/two.html"]) == ["a/two.html: x\\.html"])
        #expect(links(onPages: []) == [])
        // Left again as it is, the file is left alone (its time, set back, stays), and so is a draft
        // never finished.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
        let before = try #require(FileTree.Stamp(path: path))
        #expect(Self.lastCheck(of: pages, at: path).0 == read)
        #expect(FileTree.Stamp(path: path) == before)
        let checker = LinkChecker()
        checker.check("a.html", targets: ["b.html"])
        _ = checker.brokenLinks()
        var draft = checker.draftLastCheck(at: path)
        #expect(FileTree.names(in: folder.path)?.sorted() == ["site.links", "site.links.new"])
        draft = nil
        #expect(draft == nil && FileTree.names(in: folder.path) == ["site.links"])
        #expect(LastLinkCheck.read(path, manifest: stamp) == read)
        // A mangled file is none, or its lines are.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for mangled in [
            text.replacingOccurrences(of: "sheetgen link check 2", with: "sheetgen link check 0"),
            String(text.dropLast()),  // the last line unfinished
            text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n",  // no end
            text.replacingOccurrences(of: "\na/two.html\t", with: "\na/two.html\tmore\t"),  // a field more
            text.replacingOccurrences(of: "\nend ", with: "\npage\ttarget\tnot hex\nend "),
        ] {
            try mangled.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(
                LastLinkCheck.read(path, manifest: stamp).flatMap { $0.links(onPages: [], keptIn: TextStore()) } == nil)
        }
    }

    /// Through whole builds: every cached build reports the broken links a build from nothing
    /// finds, as pages that link are kept while what they link to comes and goes.
    @Test func cachedBuildsFindTheBrokenLinksABuildFromNothingFinds() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("s/a.md", "---\ntitle: A\n---\n[b](b.html) [c](c.html) [gone](gone.html)\n")
        try site.add("s/c.md", "---\ntitle: C\n---\n[d](d.html)\n")
        for index in 0..<5 { try site.add("s/f\(index).md", "---\ntitle: F\(index)\n---\ntext\n") }
        func builtAlike(keeping reused: Int, _ step: String) throws {
            let cached = try site.build(cached: true)
            let fresh = try site.build(output: site.root.appendingPathComponent("Fresh"))
            #expect(Array(cached.brokenLinks) == Array(fresh.brokenLinks), "\(step)")
            #expect(cached.reused >= reused, "\(step)")
        }
        try builtAlike(keeping: 0, "first build")
        try site.add("s/b.md", "---\ntitle: B\n---\nnew\n")  // a is kept; its link to b now leads somewhere
        try builtAlike(keeping: 6, "b made")
        try site.add("s/f1.md", "---\ntitle: F1\n---\nother text\n")  // the same files
        try builtAlike(keeping: 6, "f1 changed")
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("s/c.md"))
        try builtAlike(keeping: 5, "c removed")
        // A check left by a build before the last one (as by a build killed after putting its
        // output in place) goes with another manifest, and is not taken.
        let links = try #require(
            try FileManager.default.contentsOfDirectory(atPath: site.cache.path).first { $0.hasSuffix(".links") })
        let saved = try Data(contentsOf: site.cache.appendingPathComponent(links))
        try site.add("s/a.md", "---\ntitle: A\n---\n[b](b.html) [elsewhere](elsewhere.html)\n")
        try builtAlike(keeping: 5, "a changed")
        try saved.write(to: site.cache.appendingPathComponent(links))
        try site.add("s/f2.md", "---\ntitle: F2\n---\nother text\n")
        try builtAlike(keeping: 5, "f2 changed, with the check of the build before the last")
    }
}
