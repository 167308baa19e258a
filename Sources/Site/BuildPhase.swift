/// The steps of `SiteBuilder.build`, in the order they run. A failed build stops in one of
/// them, and its `BuildFailure` says which.
public enum BuildPhase: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Checking that the output may be replaced, then reading the content folder: its pages,
    /// static files and folder introductions.
    case scan
    /// Making sure, with the cache on, whether the last build is up to date: its receipt holds
    /// these inputs, and the output is as it left it. Then the build stops here.
    case confirm
    /// Parsing the templates when they were given unparsed, then rendering every page into a
    /// new folder beside the output (or taking it from the last build), and refusing files
    /// that two writers would write.
    case renderPages
    /// Writing the folder indexes (the home page among them), tag pages, tag index, 404 page,
    /// and the search page and its index.
    case indexes
    /// Writing the Atom feeds: the site's and each tag's.
    case feeds
    /// Copying the content folder's static files and the templates' assets.
    case staticFiles
    /// Settling the internal links of every page; with `strict`, failing on a broken one.
    case links
    case sitemap
    /// Putting what the build wrote in place (the changed files into the output, or the new folder
    /// for the old; see `BuildOutput`), then the cache's new manifest.
    case swap

    /// The phase in words, as a failure with no file to name tells it.
    public var description: String {
        switch self {
        case .scan: "scanning the content"
        case .confirm: "making sure the last build is up to date"
        case .renderPages: "rendering the pages"
        case .indexes: "writing the index pages"
        case .feeds: "writing the feeds"
        case .staticFiles: "copying the static files"
        case .links: "checking the links"
        case .sitemap: "writing the sitemap"
        case .swap: "putting the new output in place"
        }
    }
}

extension BuildPhase: Comparable {
    /// One phase is before another when it is listed first: when it begins, as a build goes.
    public static func < (earlier: BuildPhase, later: BuildPhase) -> Bool {
        allCases.firstIndex(of: earlier)! < allCases.firstIndex(of: later)!
    }
}
