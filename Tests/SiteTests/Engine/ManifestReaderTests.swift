import Foundation
@testable import Markdown
@testable import Site
@testable import SiteFiles
import Testing

/// A build reads the cache's manifest a chunk at a time from its file, and leaves the
/// pages' summaries and headings there until something reads them.
@Suite struct ManifestReaderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-reader-\(UUID())")
    var output: URL { folder.appendingPathComponent("Output") }
    var manifest: URL { BuildCache.manifest(in: folder, output: output) }

    /// A page whose summary and heading are made of `filler` and awkward bytes.
    static func record(_ index: Int, filler: Int) -> PageRecord {
        let awkward = ManifestFormatTests.awkward
        return PageRecord(
            path: "rules/p\(index)", title: "P\(index) \(awkward)", weight: index % 3 == 0 ? nil : index, date: nil,
            tags: ["t\(index % 5)"], summary: "<p>\(index) " + String(repeating: "ö\\\t", count: filler) + "</p>",
            headings: [Heading(level: 2, text: awkward, id: "h\(index)")], store: TextStore())
    }

    /// Writes a manifest of `count` pages, the one at `long` with a summary longer than a chunk,
    /// as a build does; gives the ids and records.
    func writeManifest(count: Int, long: Int) throws -> [(id: String, record: PageRecord)] {
        let writer = try #require(ManifestWriter(manifest: manifest))
        let pages = (0..<count).map { index in
            ("content/rules/p\(index).md", Self.record(index, filler: index == long ? ManifestReader.chunkSize : 40))
        }
        for (index, page) in pages.enumerated() {
            writer.record(
                page.0,
                ManifestFormatTests.entry(page.1, key: UInt64(index), links: Array("../p\(index + 1).html".utf8)))
        }
        writer.commit()
        return pages
    }

    /// Read from its file a chunk at a time, the manifest gives every entry that reading its bytes
    /// whole gives: lines cut by the end of a chunk, and one longer than a chunk, among them.
    @Test func aManifestReadFromItsFileGivesWhatItsBytesGive() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = try writeManifest(count: 3_000, long: 1_234)
        let bytes = try #require(FileTree.read(manifest.path))
        #expect(bytes.count > 4 * ManifestReader.chunkSize)
        let whole = ManifestFormat.entries(bytes, store: TextStore())
        let cache = BuildCache(folder: folder, output: output)
        #expect(cache.entries.count == pages.count && whole.count == pages.count)
        for (index, page) in pages.enumerated() {
            let entry = try #require(cache.entry(page.id), "\(page.id)")
            let record = try #require(entry.record)
            #expect(entry.key == UInt64(index) && entry.stamp == ManifestFormatTests.stamp)
            #expect(record.values == page.record.values && record.searched.headings == page.record.searched.headings)
            #expect(record.showsTheSame(as: try #require(whole[page.id]?.record)))
            #expect(entry.links?.bytes { Array($0) } == Array("../p\(index + 1).html".utf8))
        }
        #expect(!cache.failedToReadBack)
    }

    /// The summaries stay in the manifest the build read, which the build's own commit (or
    /// another build's) puts another file in place of; should that very file be cut short, a
    /// summary read from it comes back empty and the build is told the disk failed.
    @Test func summariesAreReadFromTheManifestAsItWasRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = try writeManifest(count: 50, long: -1)
        let cache = BuildCache(folder: folder, output: output)
        _ = try writeManifest(count: 1, long: -1)  // another manifest in its place
        #expect(BuildCache(folder: folder, output: output).entries.count == 1)
        let kept = try #require(cache.entry(pages[7].id)?.record)
        #expect(kept.values == pages[7].record.values && !cache.failedToReadBack)

        _ = try writeManifest(count: 50, long: -1)
        let cut = BuildCache(folder: folder, output: output)
        #expect(truncate(manifest.path, 0) == 0)
        let lost = try #require(cut.entry(pages[7].id)?.record)
        #expect(lost.values.summary == nil && lost.values.title == pages[7].record.values.title)
        #expect(cut.failedToReadBack)
    }

    /// A manifest written over in place while a build still reads summaries from it (copied
    /// onto, rather than replaced as a build does) gives none of its new bytes for them: the
    /// build is told, and fails rather than show or keep another page's summary.
    @Test func aManifestWrittenOverInPlaceIsNoticed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = try writeManifest(count: 50, long: -1)
        let cache = BuildCache(folder: folder, output: output)
        let first = try #require(FileTree.read(manifest.path))
        // The same pages, each summary one byte longer: every offset after the first moves.
        let other =
            Array((ManifestFormat.header + "\n").utf8)
            + pages.enumerated().flatMap { index, page in
                ManifestFormat.line(
                    page.id, ManifestFormatTests.entry(Self.record(index, filler: 41), key: UInt64(index)))
            }
        let descriptor = open(manifest.path, O_WRONLY | O_TRUNC)
        try #require(descriptor >= 0)
        #expect(other.withUnsafeBytes { FileTree.writeAll($0, to: descriptor) } == 0)
        close(descriptor)
        #expect(try #require(FileTree.read(manifest.path)) != first)
        let record = try #require(cache.entry(pages[20].id)?.record)
        #expect(record.values.summary == nil && record.searched.headings.isEmpty)
        #expect(cache.failedToReadBack)
    }

    /// What is at the manifest's place but holds no entries gives none, at once: an empty file,
    /// the header alone, a FIFO (which is never waited on), a folder.
    @Test func whatHoldsNoEntriesGivesNone() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for bytes in [[], Array((ManifestFormat.header + "\n").utf8)] {
            try Data(bytes).write(to: manifest)
            let cache = BuildCache(folder: folder, output: output)
            #expect(cache.entries.isEmpty && !cache.failedToReadBack)
        }
        try FileManager.default.removeItem(at: manifest)
        #expect(mkfifo(manifest.path, 0o600) == 0)
        #expect(BuildCache(folder: folder, output: output).entries.isEmpty)
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.createDirectory(at: manifest, withIntermediateDirectories: false)
        #expect(BuildCache(folder: folder, output: output).entries.isEmpty)
    }

    /// A line that ends where a chunk does is read whole, and so is the next.
    @Test func aLineEndingWithItsChunkIsReadWhole() throws {
        let header = Array((ManifestFormat.header + "\n").utf8)
        let record = PageRecord(
            path: "a", title: "A", weight: nil, date: nil, tags: [], summary: "<p>A.</p>", store: TextStore())
        // The id makes the line as long as it needs to be: it is written as it is.
        func line(_ id: String) -> [UInt8] {
            ManifestFormat.line(id, BuildCache.Entry(key: 7, record: record, stamp: nil))
        }
        let id =
            "content/" + String(repeating: "a", count: ManifestReader.chunkSize - header.count - line("content/").count)
        let first = line(id)
        #expect(header.count + first.count == ManifestReader.chunkSize)
        let second = ManifestFormat.line("content/b.md", BuildCache.Entry(key: 8, record: nil, stamp: nil))
        let entries = ManifestFormat.entries(header + first + second, store: TextStore())
        #expect(entries.count == 2 && entries["content/b.md"]?.key == 8)
        #expect(entries[id]?.record?.values == record.values)
    }

    /// A manifest whose last line is unfinished, or that is not one, gives nothing, read from its
    /// file as from its bytes.
    @Test func anUnfinishedManifestGivesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try writeManifest(count: 1_000, long: -1)
        let bytes = try #require(FileTree.read(manifest.path))
        try #require(bytes.count > ManifestReader.chunkSize + 1_000)
        // Into the last line, the line after the first chunk, and the header.
        let afterChunk = try #require(bytes[ManifestReader.chunkSize...].firstIndex(of: UInt8(ascii: "\n"))) + 5
        for cut in [bytes.count - 1, afterChunk, 10] {
            try Data(bytes.prefix(cut)).write(to: manifest)
            #expect(BuildCache(folder: folder, output: output).entries.isEmpty, "cut at \(cut)")
        }
        try Data(bytes).write(to: manifest)
        #expect(BuildCache(folder: folder, output: output).entries.count == 1_000)
    }
}
