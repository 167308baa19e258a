import Foundation
import SiteFiles
import Synchronization

/// What the last build of an output folder wrote, so the next build renders only what changed.
///
/// One manifest per output folder, kept outside it (by default in `.sheetgen-cache/`). For every
/// page source it records the key of everything the page was rendered from (its bytes and path,
/// the templates, the site config, the navigation and the sheetgen binary itself), what the
/// indexes need of the page, and the stamp of the file written. When the key
/// and the stamp of the old output file still match, the page is not rendered again: the old file
/// is kept in the output (see `BuildOutput`), and its links are checked from the list kept here.
/// Index pages have entries too (`index/` and the file, with no record), keyed by what they list,
/// and so have static files (`static/` and the path), keyed by the stamp of their source. A
/// missing or unreadable manifest just means a full build; one written over in place while a build
/// still reads the summaries it left there fails that build (see `ManifestText`), and the next
/// reads what is there then.
package struct BuildCache: Sendable {
    /// One page source's result. `record` is nil for a draft that was left out, and for an index page.
    package struct Entry: Sendable {
        let key: UInt64
        package let record: PageRecord?
        package let stamp: FileTree.Stamp?
        /// The page's links that a build keeping it checks again, as `LinkChecker.check`
        /// returned them; nil for none.
        let links: StoredText?
        /// The page's source file, for a page of the content folder.
        let source: SourceFile?

        package init(
            key: UInt64, record: PageRecord?, stamp: FileTree.Stamp?, links: StoredText? = nil,
            source: SourceFile? = nil
        ) {
            (self.key, self.record, self.stamp, self.links, self.source) = (key, record, stamp, links, source)
        }

        /// This entry, made from `source`.
        func from(_ source: SourceFile?) -> Entry {
            Entry(key: key, record: record, stamp: stamp, links: links, source: source)
        }

        /// Tells the checker of a page kept from the last build, with its links to check again.
        func recheckLinks(of file: String, with checker: LinkChecker) {
            checker.recheck(file, links: links)
        }

        /// The links `LinkChecker.check` returned, kept in `store`.
        package static func links(_ links: [UInt8], in store: TextStore) -> StoredText? {
            links.isEmpty ? nil : StoredText(bytes: links, in: store)
        }
    }

    /// Where the manifest lives; nil when caching is off.
    let file: URL?
    /// The previous build's entries, by the hash of their id (see `entry`).
    let entries: EntryTable
    /// The hash of how each page's source file looked (`SourceFile.hash`), as the last build saw it.
    private let sourceLooks: Set<UInt64>
    /// The manifest read, where the records' summaries are left until they are read.
    private let manifestFile: ManifestText.File?
    /// What the next manifest is made from; nil when there was none to read.
    private let previous: ManifestWriter.Previous?

    /// The cache of `output` kept in `folder` (none when nil), read until `stop` says the build
    /// no longer needs it.
    package init(folder: URL?, output: URL, stoppingWhen stop: () -> Bool = { false }) {
        guard let folder else {
            file = nil
            entries = EntryTable()
            sourceLooks = []
            manifestFile = nil
            previous = nil
            return
        }
        let file = Self.manifest(in: folder, output: output)
        self.file = file
        let opened = ManifestText.File.open(file.path)
        manifestFile = opened?.file
        let store = TextStore()
        let contents =
            opened.map {
                ManifestReader.read(.file($0.file, size: Int($0.stamp.size)), store: store, stoppingWhen: stop)
            } ?? ManifestFormat.Contents()
        entries = contents.entries
        sourceLooks = Set(entries.values.lazy.compactMap { $0.source.map { SourceFile.hash(($0.stamp, $0.changed)) } })
        previous = opened.map { ManifestWriter.Previous(stamp: $0.stamp, contents: contents) }
    }

    /// When the last build that wrote the manifest was done putting its files in place: it
    /// commits the manifest only then.
    var lastFinished: Int64? { previous?.stamp.modified }

    /// The manifest of the builds of `output`, in the cache folder `folder`.
    static func manifest(in folder: URL, output: URL) -> URL {
        var name = ContentHash()
        name.add(output.standardizedFileURL.path)
        return folder.appendingPathComponent("site-\(name.hex).cache")
    }

    /// The previous build's entry `id` (a page source's, `index/` and a file's, `static/` and a
    /// path); nil when it had none.
    func entry(_ id: String) -> Entry? {
        entries[ManifestFormat.idHash(id)]
    }

    /// Whether the last build saw a source file that looked as `look` says (its hash, as
    /// `SourceFile.hash` gives it): one look in a set, where finding the page's entry takes its id.
    func sawSource(lookingAs look: UInt64) -> Bool {
        sourceLooks.contains(look)
    }

    /// Whether a summary of the previous build's pages could not be read back: the disk failed,
    /// or the manifest was written over.
    var failedToReadBack: Bool { manifestFile?.failedToReadBack ?? false }

    /// The manifest read, which the records taken from it read their details from: it tells
    /// whoever keeps the records once the cache is let go (`LiveSite`) whether that failed.
    package var recordsFile: ManifestText.File? { manifestFile }

    /// Where this build's entries go as its pages are done; nil when caching is off.
    func newManifest() -> ManifestWriter? {
        file.flatMap { ManifestWriter(manifest: $0, previous: previous) }
    }

    /// The running sheetgen binary's size and time, so that a new build of sheetgen renders anew.
    static let program: String = {
        guard let stamp = FileTree.Stamp(path: "/proc/self/exe") else { return "" }
        return "\(stamp.size)/\(stamp.modified)"
    }()

    /// The cache read on a thread of its own, from when `start` is first called, while the build
    /// does what it can without it (scans the content folder, parses the templates: see
    /// `SiteBuilder.build`).
    final class Loading: Sendable {
        private let done = DispatchGroup()
        private let stop = Atomic<Bool>(false)
        private let started = Atomic<Bool>(false)
        private let loaded = Mutex<BuildCache?>(nil)
        private let folder: URL?, output: URL

        init(folder: URL?, output: URL) {
            (self.folder, self.output) = (folder, output)
        }

        /// Starts reading, unless it started already.
        func start() {
            guard !started.exchange(true, ordering: .relaxed) else { return }
            done.enter()
            DispatchQueue.global().async { [self] in
                let cache = BuildCache(folder: folder, output: output) { self.stop.load(ordering: .relaxed) }
                loaded.withLock { $0 = cache }
                done.leave()
            }
        }

        /// The cache, once it is read.
        var cache: BuildCache {
            start()
            done.wait()
            return loaded.withLock { $0 } ?? BuildCache(folder: nil, output: URL(fileURLWithPath: "/"))
        }

        /// Stops reading, when the build no longer needs the cache (it failed, or is done), and
        /// waits for the thread. What was read goes, whole or not: from then on this gives no cache.
        func cancel() {
            stop.store(true, ordering: .relaxed)
            done.wait()
            loaded.withLock { $0 = nil }
        }
    }
}
