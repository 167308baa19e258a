import SiteFiles
/// What remembers what a build makes, as it is done, so that one page can be rendered again on
/// its own later and the files made of the pages' records brought up to date (`serve`'s session).
package protocol PageMemory: AnyObject, Sendable {
    /// A page rendered: the cache entry it made and the source it was made from. Called on the
    /// thread that rendered it.
    func add(_ path: String, _ entry: BuildCache.Entry, source: SourceFile)
    /// A file of the output made of the records (an index, a feed, the search index), as it is now.
    func noteMade(_ file: String, key: UInt64?, stamp: FileTree.Stamp?)
    /// A file of the output that is no page of the content folder (a generated page, an index
    /// page), with the cache entry that keeps its links.
    func noteLinks(of file: String, _ entry: BuildCache.Entry)
    /// A static file of the content folder copied into the output (or kept there), as it is now.
    func noteCopied(_ file: String, stamp: FileTree.Stamp?)
    /// A page of the build may name a publishing date (see `PublishingWindow`).
    func noteDates()
    /// Files of the content folder (paths in it) that a page's game blocks read: a change to one
    /// changes that page, not only the file's copy.
    func noteReadByBlocks(_ files: [String])
}
