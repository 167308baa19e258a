import Foundation
@testable import Markdown
@testable import Site
@testable import SiteFiles
import Testing

@Suite struct ManifestFormatTests {
    static let awkward = "tab\there new\nline back\\slash nul\u{0} unit\u{1F}sep ünïcødé 日本 \\t \\u \\ü \\"

    static let stamp = FileTree.Stamp(size: 12, modified: -5, inode: .max)
    static let source = SourceFile(
        stamp: FileTree.Stamp(size: .max, modified: .min, inode: 0), changed: -1, digest: .max,
        namesPublishingDates: true, namesAliases: false, mayHoldBlocks: true, mayReferToPages: true)

    /// Links as the link checker keeps them: any bytes.
    static let links = Array(awkward.utf8) + [0, 1, 0xFF, 0x0A, 0x09, 0x5C, 0x1F, 0]

    /// An id's hash is that of the id as its line starts with it, escaped or not.
    @Test func anIdHashesAsItsLineStartsWithIt() {
        for id in [Self.awkward, "content/rules/page-1.md", "a\\b", "\u{1F}", ""] {
            let line = ManifestFormat.line(id, BuildCache.Entry(key: 1, record: nil, stamp: nil))
            #expect(ManifestFormat.idHash(id) == ContentHash.of(line.prefix { $0 != UInt8(ascii: "\t") }), "\(id)")
        }
    }

    static func entry(
        _ record: PageRecord?, key: UInt64 = 0xdead_beef, stamp: FileTree.Stamp? = stamp, links: [UInt8] = links
    ) -> BuildCache.Entry {
        BuildCache.Entry(
            key: key, record: record, stamp: stamp, links: BuildCache.Entry.links(links, in: TextStore()),
            source: record == nil ? nil : source)
    }

    static func read(_ lines: [(String, BuildCache.Entry)]) -> [UInt64: BuildCache.Entry] {
        let bytes = Array((ManifestFormat.header + "\n").utf8) + lines.flatMap { ManifestFormat.line($0.0, $0.1) }
        return ManifestFormat.entries(bytes, store: TextStore())
    }

    @Test(arguments: [Int.min, Int.max, 0, nil])
    func entriesReadBackAsTheyWereWritten(weight: Int?) throws {
        let store = TextStore()
        let record = PageRecord(
            path: "dir/" + Self.awkward, title: Self.awkward, weight: weight, date: Self.awkward,
            tags: [Self.awkward, "", "\u{1F}", "plain"], summary: Self.awkward,
            headings: [Heading(level: 2, text: Self.awkward, id: "tab"), Heading(level: 6, text: "", id: "section")],
            store: store
        )
        let id = "content/" + Self.awkward
        let read = Self.read([(id, Self.entry(record))])
        let entry = try #require(read[id])
        #expect(read.count == 1)
        #expect(entry.key == 0xdead_beef)
        #expect(entry.stamp == Self.stamp)
        #expect(entry.record?.values == record.values)
        #expect(entry.record?.searched.headings == record.searched.headings && record.searched.headings.count == 2)
        #expect(entry.record?.listedHash == record.listedHash && entry.record?.searchedHash == record.searchedHash)
        #expect(entry.links?.bytes { Array($0) } == Self.links)
        #expect(entry.source == Self.source)
    }

    @Test func draftsStamplessEntriesAndAbsentValuesReadBack() throws {
        let record = PageRecord(path: "p", title: "", weight: nil, date: nil, tags: [], summary: nil, store: .init())
        let read = Self.read([
            ("draft", Self.entry(nil, stamp: nil, links: [])), ("page", Self.entry(record, key: 0, links: [])),
        ])
        #expect(read["draft"]?.record == nil && read["draft"]?.stamp == nil)
        #expect(read["page"]?.record?.values == record.values && read["page"]?.key == 0)
        #expect(read["page"]?.record?.searched.headings == [])
        #expect(read["draft"]?.links == nil && read["page"]?.links == nil)
    }

    @Test func everyLineIsOneLineOfEightFields() {
        let record = PageRecord(
            path: Self.awkward, title: Self.awkward, weight: 1, date: nil, tags: [Self.awkward], summary: nil,
            store: .init()
        )
        let line = ManifestFormat.line(Self.awkward, Self.entry(record))
        #expect(line.filter { $0 == UInt8(ascii: "\n") }.count == 1 && line.last == UInt8(ascii: "\n"))
        #expect(line.dropLast().split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).count == 8)
    }

    /// A build killed while adding lines to a manifest leaves it cut anywhere in them: it then
    /// reads as nothing, or, cut between lines, as the lines before the cut.
    @Test func aManifestCutShortReadsAsNothingOrAsItsWholeLines() {
        let record = PageRecord(
            path: "p", title: Self.awkward, weight: 2, date: nil, tags: ["t"], summary: Self.awkward, store: .init())
        let old = Array((ManifestFormat.header + "\n").utf8) + ManifestFormat.line("a", Self.entry(record, key: 1))
        let added = ManifestFormat.line("a", Self.entry(record, key: 2)) + ManifestFormat.line("b", Self.entry(nil))
        let whole = old + added
        for cut in old.count...whole.count {
            let entries = ManifestFormat.entries(Array(whole.prefix(cut)), store: .init())
            switch cut {
            case old.count: #expect(entries["a"]?.key == 1 && entries.count == 1)
            case old.count + added.firstIndex(of: 0x0A)! + 1: #expect(entries["a"]?.key == 2 && entries.count == 1)
            case whole.count: #expect(entries["a"]?.key == 2 && entries["b"] != nil)
            default: #expect(entries.isEmpty, "cut at \(cut)")
            }
        }
    }

    @Test func aManifestOfAnotherVersionOrMangledIsIgnoredWhole() {
        let good = ManifestFormat.line("a", Self.entry(nil))
        func entries(_ text: String, _ lines: [UInt8] = good) -> [UInt64: BuildCache.Entry] {
            ManifestFormat.entries(Array(text.utf8) + lines, store: .init())
        }
        #expect(entries("sheetgen build cache 5\n").isEmpty)
        #expect(entries(ManifestFormat.header + "\n", good + Array("a\tb\n".utf8)).isEmpty)
        #expect(entries(ManifestFormat.header + "\n").count == 1)
        // A record's bytes that are not a record's are a mangled manifest too.
        #expect(entries(ManifestFormat.header + "\n", Array("x\t1\t\tjunk\t\t1:2\t\t\n".utf8)).isEmpty)
        // So are a record's hashes that are not two.
        let record = Array("\u{1}00000000title\u{0}path\u{0}\u{0}".utf8)
        let withHashes = { (hashes: String) in
            Array("x\t1\t\t".utf8) + record + Array("\t\t\(hashes)\t\t\n".utf8)
        }
        #expect(entries(ManifestFormat.header + "\n", withHashes("1:2")).count == 1)
        for hashes in ["", "1", "1:", ":2", "1:2:3", "1:x", "10000000000000000:2"] {
            #expect(entries(ManifestFormat.header + "\n", withHashes(hashes)).isEmpty, "\(hashes)")
        }
        #expect(entries("").isEmpty)
    }
}

@Suite struct ManifestWriterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-manifest-\(UUID())")
    var manifest: URL { folder.appendingPathComponent("cache/site.cache") }

    func entry(_ index: Int, store: TextStore) -> BuildCache.Entry {
        let record = PageRecord(
            path: "s/p\(index)", title: "Page \(index) " + String(repeating: "ü", count: 40), weight: index, date: nil,
            tags: ["t\(index % 7)"], summary: nil, store: store
        )
        return BuildCache.Entry(key: UInt64(index), record: record, stamp: nil)
    }

    @Test func committedLinesReplaceTheManifestPastItsBuffer() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = TextStore()
        let writer = try #require(ManifestWriter(manifest: manifest))  // makes the missing folder
        _ = ParallelMap.run(Array(0..<2_000), jobs: 4, progress: nil) { index in
            writer.record("content/p\(index)", entry(index, store: store))
        }
        writer.commit()
        let bytes = try #require(FileTree.read(manifest.path))
        #expect(bytes.count > 2 * ManifestWriter.bufferSize)
        let entries = ManifestFormat.entries(bytes, store: TextStore())
        #expect(entries.count == 2_000)
        #expect(entries["content/p1999"]?.record?.values == entry(1_999, store: store).record?.values)
        #expect(FileTree.names(in: manifest.deletingLastPathComponent().path) == ["site.cache"])
    }

    /// A manifest that cannot be put in place (here a folder holds its name; a full disk does
    /// the same) is said to have failed, so that the build can tell the user.
    @Test func aManifestThatCannotBeWrittenIsToldSo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = try #require(ManifestWriter(manifest: manifest))
        try FileManager.default.createDirectory(
            at: manifest.appendingPathComponent("in the way"), withIntermediateDirectories: true)
        writer.record("content/p0", entry(0, store: TextStore()))
        #expect(!writer.commit())
        let written = try #require(ManifestWriter(manifest: folder.appendingPathComponent("other.cache")))
        written.record("content/p0", entry(0, store: TextStore()))
        #expect(written.commit())
    }

    @Test func theCacheKnowsHowEverySourceFileLookedAtTheLastBuild() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let writer = try #require(ManifestWriter(manifest: BuildCache.manifest(in: folder, output: output)))
        let sources = (0..<50).map { index in
            SourceFile(
                stamp: FileTree.Stamp(size: Int64(index), modified: 1_000 + Int64(index), inode: UInt64(index)),
                changed: 2_000 + Int64(index), digest: 0, namesPublishingDates: false, namesAliases: false,
                mayHoldBlocks: false, mayReferToPages: false)
        }
        for (index, source) in sources.enumerated() {
            writer.record("content/p\(index)", entry(index, store: TextStore()).from(source))
        }
        writer.commit()
        let cache = BuildCache(folder: folder, output: output)
        #expect(cache.entries.count == 50)
        for source in sources {
            #expect(cache.sawSource(lookingAs: SourceFile.hash((source.stamp, source.changed))))
            #expect(!cache.sawSource(lookingAs: SourceFile.hash((source.stamp, source.changed + 1))))
        }
    }

    @Test func aWriterLetGoWithoutCommitLeavesTheOldManifest() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileTree.write("old manifest", to: manifest.path)
        do {
            let writer = try #require(ManifestWriter(manifest: manifest))
            for index in 0..<1_000 { writer.record("content/p\(index)", entry(index, store: TextStore())) }
        }
        #expect(FileTree.read(manifest.path) == Array("old manifest".utf8))
        #expect(FileTree.names(in: manifest.deletingLastPathComponent().path) == ["site.cache"])
    }

    /// A manifest of `count` entries, as a build that recorded them all writes it.
    private func writeManifest(_ count: Int) throws -> [UInt8] {
        let writer = try #require(ManifestWriter(manifest: manifest))
        for index in 0..<count { writer.record("content/p\(index)", entry(index, store: TextStore())) }
        writer.commit()
        return try #require(FileTree.read(manifest.path))
    }

    /// What a build reads of the manifest as it is now, as `BuildCache` does.
    private func previous() throws -> ManifestWriter.Previous {
        let read = try #require(FileTree.readStamped(manifest.path))
        return ManifestWriter.Previous(stamp: read.stamp, contents: ManifestFormat.read(read.bytes, store: TextStore()))
    }

    /// The entries of the manifest, and how many lines it has.
    private func readBack() throws -> (entries: [UInt64: BuildCache.Entry], lines: Int) {
        let contents = ManifestFormat.read(try #require(FileTree.read(manifest.path)), store: TextStore())
        return (contents.entries.dictionary, contents.lines)
    }

    @Test func aManifestBehindALinkOrChangedSinceItWasReadIsReplacedNotWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim").path
        for change in ["hard link", "symbolic link", "changed"] {
            try? FileManager.default.removeItem(at: folder)
            let old = try writeManifest(10)
            let read = try previous()
            switch change {
            case "hard link": link(manifest.path, victim)
            case "symbolic link":
                try FileTree.write(old, to: victim)
                unlink(manifest.path)
                symlink(victim, manifest.path)
            default: try FileTree.write(Array(old.dropLast()), to: manifest.path)  // its last line left unfinished
            }
            let writer = try #require(ManifestWriter(manifest: manifest, previous: read))
            for index in 0..<10 { writer.keep("content/p\(index)") }
            writer.record("content/new", BuildCache.Entry(key: 7, record: nil, stamp: nil))
            writer.commit()
            let (entries, lines) = try readBack()
            let kept = change == "changed" ? 9 : 10  // the unfinished line is not copied
            #expect(entries.count == kept + 1 && lines == kept + 1 && entries["content/new"]?.key == 7, "\(change)")
            let victimKept = FileTree.read(victim) == old  // not compared in the message: it is long
            if change != "changed" { #expect(victimKept, "\(change)") }
            var info = stat()
            #expect(lstat(manifest.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "\(change)")
        }
    }

    @Test func keptLinesAreCopiedChangedOnesReplacedAndGoneOnesDropped() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try writeManifest(10)
        let writer = try #require(ManifestWriter(manifest: manifest, previous: previous()))
        for index in 0..<5 { writer.keep("content/p\(index)") }
        writer.record("content/p5", BuildCache.Entry(key: 55, record: nil, stamp: nil))
        writer.commit()
        let bytes = try #require(FileTree.read(manifest.path))
        let entries = ManifestFormat.entries(bytes, store: TextStore())
        #expect(Set(entries.keys) == Set((0...5).map { ManifestFormat.idHash("content/p\($0)") }))
        #expect(entries["content/p5"]?.key == 55 && entries["content/p5"]?.record == nil)
        // Kept lines are the old ones, byte for byte.
        let oldLines = Set(old.split(separator: UInt8(ascii: "\n")).map(Array.init))
        let keptLines = bytes.split(separator: UInt8(ascii: "\n")).dropFirst().filter {
            !$0.starts(with: "content/p5".utf8)
        }
        #expect(keptLines.count == 5 && keptLines.allSatisfy { oldLines.contains(Array($0)) })
        #expect(FileTree.names(in: manifest.deletingLastPathComponent().path) == ["site.cache"])
    }

    @Test func aBuildThatChangedNothingLeavesTheManifestAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try writeManifest(10)
        let before = FileTree.Stamp(path: manifest.path)
        let writer = try #require(ManifestWriter(manifest: manifest, previous: previous()))
        for index in 0..<10 { writer.keep("content/p\(index)") }
        writer.commit()
        #expect(FileTree.Stamp(path: manifest.path) == before)
        #expect(FileTree.names(in: manifest.deletingLastPathComponent().path) == ["site.cache"])
        // One entry gone is a change: the manifest is written without it.
        let next = try #require(ManifestWriter(manifest: manifest, previous: previous()))
        for index in 0..<9 { next.keep("content/p\(index)") }
        next.commit()
        #expect(ManifestFormat.entries(try #require(FileTree.read(manifest.path)), store: TextStore()).count == 9)
    }

    @Test func anUnfinishedLastLineOrAnotherVersionsManifestIsNotCopied() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try writeManifest(3)
        try FileTree.write(Array(old.dropLast(5)), to: manifest.path)  // the last line cut short
        let writer = try #require(ManifestWriter(manifest: manifest, previous: previous()))
        for index in 0..<3 { writer.keep("content/p\(index)") }
        writer.record("content/new", BuildCache.Entry(key: 1, record: nil, stamp: nil))
        writer.commit()
        #expect(
            Set(ManifestFormat.entries(try #require(FileTree.read(manifest.path)), store: TextStore()).keys)
                == Set(["content/p0", "content/p1", "content/new"].map(ManifestFormat.idHash)))
        try FileTree.write(
            "sheetgen build cache 1\n" + String(decoding: old.drop { $0 != 0x0A }.dropFirst(), as: UTF8.self),
            to: manifest.path)
        let another = try #require(ManifestWriter(manifest: manifest, previous: previous()))
        for index in 0..<3 { another.keep("content/p\(index)") }
        another.record("content/new", BuildCache.Entry(key: 1, record: nil, stamp: nil))
        another.commit()
        #expect(
            Array(ManifestFormat.entries(try #require(FileTree.read(manifest.path)), store: TextStore()).keys) == [
                ManifestFormat.idHash("content/new")
            ])
    }
}

extension EntryTable {
    /// The table as a dictionary by the hash of the ids.
    var dictionary: [UInt64: BuildCache.Entry] {
        Dictionary(uniqueKeysWithValues: ids.map { ($0, self[$0]!) })
    }
}

extension Dictionary where Key == UInt64, Value == BuildCache.Entry {
    /// The entry of `id`, found as a build finds it.
    subscript(id: String) -> BuildCache.Entry? { self[ManifestFormat.idHash(id)] }
}

/// A manifest read from bytes in hand, as a build reads its file (`ManifestReader`).
extension ManifestFormat {
    static func read(_ bytes: [UInt8], store: TextStore) -> Contents {
        ManifestReader.read(.bytes(bytes), store: store)
    }

    /// The entries, by the hash of their id (`idHash`).
    static func entries(_ bytes: [UInt8], store: TextStore) -> [UInt64: BuildCache.Entry] {
        read(bytes, store: store).entries.dictionary
    }
}
