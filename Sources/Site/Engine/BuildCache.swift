import Foundation

/// What the last build of an output folder wrote, so the next build renders only what changed.
///
/// One manifest per output folder, kept outside it (by default in `.sheetgen-cache/`). For every
/// page source it records the key of everything the page was rendered from (its bytes and path,
/// the templates, the site config, the navigation and the sheetgen binary itself), what the
/// indexes need of the page, and the stamp of the file written. When the key
/// and the stamp of the old output file still match, the page is not rendered again: the old file
/// is hard-linked into the new output. Index pages have entries too (`index/` and the file, with
/// no record), keyed by what they list. A missing or unreadable manifest just means a full build.
struct BuildCache: Sendable {
    /// One page source's result. `record` is nil for a draft that was left out, and for an index page.
    struct Entry: Sendable {
        let key: UInt64
        let record: PageRecord?
        let stamp: FileTree.Stamp?
    }

    /// Where the manifest lives; nil when caching is off.
    let file: URL?
    /// The previous build's entries by page source.
    let entries: [String: Entry]
    /// Where their summaries are kept: on disk, in the cache folder, when it can be.
    private let summaries: TextStore

    init(folder: URL?, output: URL) {
        guard let folder else {
            file = nil
            entries = [:]
            summaries = TextStore()
            return
        }
        var name = ContentHash()
        name.add(output.standardizedFileURL.path)
        let file = folder.appendingPathComponent("site-\(name.hex).cache")
        self.file = file
        let summaries = TextStore(spillingInto: folder.path)
        self.summaries = summaries
        entries =
            FileTree.read(file.path).map { ManifestFormat.entries($0, store: TextStore(), summaries: summaries) } ?? [:]
    }

    /// Whether a summary of the previous build's pages could not be read back: the disk failed.
    var failedToReadBack: Bool { summaries.failedToReadBack }

    /// Where this build's entries go as its pages are done; nil when caching is off.
    func newManifest() -> ManifestWriter? {
        file.flatMap(ManifestWriter.init(manifest:))
    }

    /// The running sheetgen binary's size and time, so that a new build of sheetgen renders anew.
    static let program: String = {
        guard let stamp = FileTree.Stamp(path: "/proc/self/exe") else { return "" }
        return "\(stamp.size)/\(stamp.modified)"
    }()
}
