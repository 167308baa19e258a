import Foundation
import Site
import SiteFiles
import Synchronization

/// What a `SiteSession`'s build leaves behind of its pages, filled by the build's threads, then
/// updated by the session: the pages of the content folder by their path in the folder (as
/// bytes), with what each was made from; and the files made of the pages' records (index pages,
/// feeds, the search index), each with what it was made from and its stamp.
final class LivePages: PageMemory, Sendable {
    struct Page {
        let entry: BuildCache.Entry
        let source: SourceFile
    }

    /// A file made of the pages' records: the key of what it shows (an index page's; nil for a
    /// feed or the search index, which are made anew when a record they show changes) and the
    /// stamp of the file in the output.
    struct Made {
        let key: UInt64?
        let stamp: FileTree.Stamp?
    }

    private let pages = Mutex<Pages>(Pages())
    private let made = Mutex<[String: Made]>([:])
    private let copied = Mutex<[String: FileTree.Stamp?]>([:])
    /// The files that are no pages of the content folder (generated pages, index pages) whose
    /// links lead to files that may go, with the cache entries that keep those links.
    private let otherLinks = Mutex<[String: BuildCache.Entry]>([:])
    private let referring = Atomic<Bool>(false)
    private let datesNamed = Atomic<Bool>(false)
    private let readByBlocks = Mutex<Set<String>>([])

    /// The pages by their path in the content folder, and those paths by the hash of the file
    /// each page writes (see `PageRecord.fileHash`).
    private struct Pages {
        var byPath: [[UInt8]: Page] = [:]
        var paths: [UInt64: [UInt8]] = [:]

        subscript(path: [UInt8]) -> Page? {
            get { byPath[path] }
            set {
                if let old = byPath[path]?.entry.record?.fileHash { paths[old] = nil }
                byPath[path] = newValue
                if let new = newValue?.entry.record?.fileHash { paths[new] = path }
            }
        }
    }

    /// A page as the build left it; a left-out draft has no record and is not kept: its change
    /// takes a build.
    func add(_ path: String, _ entry: BuildCache.Entry, source: SourceFile) {
        guard entry.record != nil else { return }
        self[Array(path.utf8)] = Page(entry: entry, source: source)
    }

    subscript(path: [UInt8]) -> Page? {
        get { pages.withLock { $0[path] } }
        set {
            if newValue?.source.mayReferToPages == true { referring.store(true, ordering: .relaxed) }
            pages.withLock { $0[path] = newValue }
        }
    }

    /// Whether a page may refer to others by name (a `ref` shortcode, an embed), so that what it
    /// shows may change when a page comes or goes.
    var mayReferToPages: Bool { referring.load(ordering: .relaxed) }

    /// Whether a page of the content folder other than those at `paths` is in `folder`.
    func hasPage(inFolder folder: String, besides paths: Set<[UInt8]>) -> Bool {
        let prefix = folder.isEmpty ? [] : Array((folder + "/").utf8)
        return pages.withLock { pages in
            pages.byPath.keys.contains { path in
                !paths.contains(path) && path.starts(with: prefix)
                    && !path.dropFirst(prefix.count).contains(UInt8(ascii: "/"))
            }
        }
    }

    func noteLinks(of file: String, _ entry: BuildCache.Entry) {
        otherLinks.withLock { $0[file] = entry }
    }

    /// Calls `body` with the path in the content folder of the page whose record's file has
    /// each hash, or nil for a file no page of the content folder writes.
    func withSources<Result>(_ body: ((UInt64) -> [UInt8]?) -> Result) -> Result {
        pages.withLock { pages in body { pages.paths[$0] } }
    }

    /// Calls `body` with the file and cache entry of every page, and of every other file whose
    /// links are kept (see `noteLinks`).
    func forEachFile(_ body: (String, BuildCache.Entry) -> Void) {
        pages.withLock { pages in
            for page in pages.byPath.values { if let record = page.entry.record { body(record.file, page.entry) } }
        }
        otherLinks.withLock { others in
            for (file, entry) in others { body(file, entry) }
        }
    }

    /// Notes a file of the output made of the records, as it is now.
    func noteMade(_ file: String, key: UInt64?, stamp: FileTree.Stamp?) {
        made.withLock { $0[file] = Made(key: key, stamp: stamp) }
    }

    /// A file made of the records, as the last build or update left it.
    subscript(made file: String) -> Made? {
        made.withLock { $0[file] }
    }

    /// Every file made of the records.
    var madeFiles: Set<String> { made.withLock { Set($0.keys) } }

    /// Forgets a file made of the records that is made no more.
    func forgetMade(_ file: String) {
        _ = made.withLock { $0.removeValue(forKey: file) }
        _ = otherLinks.withLock { $0.removeValue(forKey: file) }
    }

    /// Notes a static file of the content folder as it is now in the output; nil forgets it.
    func noteCopied(_ file: String, stamp: FileTree.Stamp?) {
        copied.withLock { $0[file] = stamp }
    }

    /// The stamp of a static file of the content folder in the output, as the last build or
    /// update left it: nil when it copied none there, or when that stamp is not known.
    subscript(copied file: String) -> FileTree.Stamp? {
        copied.withLock { $0[file] ?? nil }
    }

    /// Notes a page of the build that may name a publishing date.
    func noteDates() {
        datesNamed.store(true, ordering: .relaxed)
    }

    /// Whether a page of the build may name a publishing date.
    var namesDates: Bool { datesNamed.load(ordering: .relaxed) }

    /// Notes files of the content folder that game blocks read.
    func noteReadByBlocks(_ files: [String]) {
        readByBlocks.withLock { $0.formUnion(files) }
    }

    /// Whether a game block of the build read the file of the content folder at `path`.
    func isReadByBlocks(_ path: String) -> Bool {
        readByBlocks.withLock { $0.contains(path) }
    }
}
