import Foundation
@testable import Site
import Testing

@Suite struct ManifestFormatTests {
    static let awkward = "tab\there new\nline back\\slash nul\u{0} unit\u{1F}sep ünïcødé 日本 \\t \\u \\ü \\"

    static let stamp = FileTree.Stamp(size: 12, modified: -5, inode: .max)

    static func entry(
        _ record: PageRecord?, key: UInt64 = 0xdead_beef, stamp: FileTree.Stamp? = stamp
    ) -> BuildCache.Entry {
        BuildCache.Entry(key: key, record: record, stamp: stamp)
    }

    static func read(_ lines: [(String, BuildCache.Entry)]) -> [String: BuildCache.Entry] {
        let text = ManifestFormat.header + "\n" + lines.map { ManifestFormat.line($0.0, $0.1) }.joined()
        return ManifestFormat.entries(Array(text.utf8), store: TextStore())
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
        #expect(entry.record?.headings == record.headings && record.headings.count == 2)
    }

    @Test func draftsStamplessEntriesAndAbsentValuesReadBack() throws {
        let record = PageRecord(path: "p", title: "", weight: nil, date: nil, tags: [], summary: nil, store: .init())
        let read = Self.read([("draft", Self.entry(nil, stamp: nil)), ("page", Self.entry(record, key: 0))])
        #expect(read["draft"]?.record == nil && read["draft"]?.stamp == nil)
        #expect(read["page"]?.record?.values == record.values && read["page"]?.key == 0)
        #expect(read["page"]?.record?.headings == [])
    }

    @Test func everyLineIsOneLineOfTenFields() {
        let record = PageRecord(
            path: Self.awkward, title: Self.awkward, weight: 1, date: nil, tags: [Self.awkward], summary: nil,
            store: .init()
        )
        let line = ManifestFormat.line(Self.awkward, Self.entry(record))
        #expect(line.filter { $0 == "\n" } == "\n" && line.hasSuffix("\n"))
        #expect(line.dropLast().split(separator: "\t", omittingEmptySubsequences: false).count == 10)
    }

    @Test func aManifestOfAnotherVersionOrMangledIsIgnoredWhole() {
        let good = ManifestFormat.line("a", Self.entry(nil))
        func entries(_ text: String) -> [String: BuildCache.Entry] {
            ManifestFormat.entries(Array(text.utf8), store: .init())
        }
        #expect(entries("sheetgen build cache 3\n" + good).isEmpty)
        #expect(entries(ManifestFormat.header + "\n" + good + "a\tb\n").isEmpty)
        #expect(entries(ManifestFormat.header + "\n" + good).count == 1)
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
}
