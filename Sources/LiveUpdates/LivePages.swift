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

    private let pages = Mutex<[[UInt8]: Page]>([:])
    private let made = Mutex<[String: Made]>([:])
    private let copied = Mutex<[String: FileTree.Stamp?]>([:])
    private let datesNamed = Atomic<Bool>(false)

    /// A page as the build left it; a left-out draft has no record and is not kept: its change
    /// takes a build.
    func add(_ path: String, _ entry: BuildCache.Entry, source: SourceFile) {
        guard entry.record != nil else { return }
        let key = Array(path.utf8)
        pages.withLock { $0[key] = Page(entry: entry, source: source) }
    }

    subscript(path: [UInt8]) -> Page? {
        get { pages.withLock { $0[path] } }
        set { pages.withLock { $0[path] = newValue } }
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

    /// Every page, with its path in the content folder.
    var all: [(path: [UInt8], page: Page)] { pages.withLock { $0.map { ($0.key, $0.value) } } }

    /// Notes a page of the build that may name a publishing date.
    func noteDates() {
        datesNamed.store(true, ordering: .relaxed)
    }

    /// Whether a page of the build may name a publishing date.
    var namesDates: Bool { datesNamed.load(ordering: .relaxed) }
}
