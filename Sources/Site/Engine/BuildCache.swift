import Foundation

/// What the last build of an output folder wrote, so the next build renders only what changed.
///
/// One manifest per output folder, kept outside it (by default in `.sheetgen-cache/`). For every
/// page source it records the key of everything the page was rendered from (its bytes and path,
/// the templates, the site config, the navigation and the sheetgen binary itself), what the
/// indexes need of the page, and the stamp of the file written. When the key
/// and the stamp of the old output file still match, the page is not rendered again: the old file
/// is kept in the output (see `BuildOutput`), and its links are checked from the list kept here.
/// Index pages have entries too (`index/` and the file, with no record), keyed by what they list,
/// and so have static files (`static/` and the path), keyed by the stamp of their source. A missing or unreadable manifest just means a full build.
struct BuildCache: Sendable {
    /// One page source's result. `record` is nil for a draft that was left out, and for an index page.
    struct Entry: Sendable {
        let key: UInt64
        let record: PageRecord?
        let stamp: FileTree.Stamp?
        /// The page's links that a build keeping it checks again, as `LinkChecker.check`
        /// returned them; nil for none.
        let links: StoredText?
        /// The page's source file, for a page of the content folder.
        let source: SourceFile?

        init(
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
            guard let links else { return checker.recheck(file, links: []) }
            links.bytes { checker.recheck(file, links: $0) }
        }

        /// The links `LinkChecker.check` returned, kept in `store`.
        static func links(_ links: [UInt8], in store: TextStore) -> StoredText? {
            links.isEmpty ? nil : StoredText(bytes: links, in: store)
        }
    }

    /// Where the manifest lives; nil when caching is off.
    let file: URL?
    /// The previous build's entries by page source.
    let entries: [String: Entry]
    /// Where their summaries are kept: on disk, in the cache folder, when it can be.
    private let summaries: TextStore
    /// How many lines of entries the manifest has (more than `entries` when an id repeats).
    private let lineCount: Int

    init(folder: URL?, output: URL) {
        guard let folder else {
            file = nil
            entries = [:]
            summaries = TextStore()
            lineCount = 0
            return
        }
        let file = Self.manifest(in: folder, output: output)
        self.file = file
        let summaries = TextStore(spillingInto: folder.path)
        self.summaries = summaries
        let bytes = FileTree.read(file.path) ?? []
        entries = ManifestFormat.entries(bytes, store: TextStore(), summaries: summaries)
        lineCount = entries.isEmpty ? 0 : bytes.count { $0 == UInt8(ascii: "\n") } - 1
    }

    /// The manifest of the builds of `output`, in the cache folder `folder`.
    static func manifest(in folder: URL, output: URL) -> URL {
        var name = ContentHash()
        name.add(output.standardizedFileURL.path)
        return folder.appendingPathComponent("site-\(name.hex).cache")
    }

    /// Whether a summary of the previous build's pages could not be read back: the disk failed.
    var failedToReadBack: Bool { summaries.failedToReadBack }

    /// Where this build's entries go as its pages are done; nil when caching is off.
    func newManifest() -> ManifestWriter? {
        file.flatMap { ManifestWriter(manifest: $0, previousCount: lineCount) }
    }

    /// The running sheetgen binary's size and time, so that a new build of sheetgen renders anew.
    static let program: String = {
        guard let stamp = FileTree.Stamp(path: "/proc/self/exe") else { return "" }
        return "\(stamp.size)/\(stamp.modified)"
    }()
}
