/// What changed in the content folder since a `LiveSite`'s last build or update, that it can put
/// in place without a build: paths in the folder, each kind sorted.
struct LiveChange {
    /// Pages saved: rendered again.
    var saved: [String] = []
    /// Pages made in folders the site has: rendered for the first time.
    var made: [String] = []
    /// Pages removed: their files go, and with them their entries in what lists them.
    var removed: [String] = []
    /// Static files saved or made: copied into the output.
    var copied: [String] = []
    /// Static files removed: their copies go.
    var uncopied: [String] = []

    /// Whether pages come or go, which changes the listings, feeds, search index and sitemap.
    var changesThePages: Bool { !made.isEmpty || !removed.isEmpty }
}
