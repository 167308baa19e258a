import Markdown
import Mistakes
import SiteModel
/// The site's Atom feeds: `atom.xml` with the author's newest dated pages, and one beside each
/// tag's page (`tags/magic.atom.xml`) with that tag's, generated pages too: the games a section
/// makes are in their tags' feeds (`tags/ghost.atom.xml`), not in the site's, which is the
/// author's notes. Written from the page records once every page is built.
extension SiteBuilder {
    /// The feed of a tag page (`tags/magic`): `tags/magic.atom.xml`.
    package static func feedPath(ofTag tagPage: String) -> String { tagPage + ".atom.xml" }

    package static let siteFeed = "atom.xml"

    /// Every feed's file, for the clash check and the link checker.
    package func feedFiles(_ listing: Listing) -> [String] {
        [Self.siteFeed] + listing.byTag.keys.sorted().map(Self.feedPath(ofTag:))
    }

    /// Writes every feed (their files are told to the link checker apart: see `feedFiles`).
    func writeFeeds(_ listing: Listing, run: PageRun) throws(UserError) {
        for feed in feeds(listing) {
            let stamp = try run.output.write(feed.xml, to: feed.file)
            run.live?.noteMade(feed.file, key: nil, stamp: stamp)
        }
    }

    /// Every feed of the site, or those whose files are among `files`.
    package func feeds(_ listing: Listing, among files: Set<String>? = nil) -> [(file: String, xml: String)] {
        // Each dated page's moment, read once: most pages of a big site have no date.
        var moments: [Int: Double] = [:]
        for (index, page) in listing.built.enumerated() {
            if let date = page.record?.date { moments[index] = DateText.secondsSince1970(date) ?? 0 }
        }
        var feeds: [(file: String, xml: String)] = []
        if files?.contains(Self.siteFeed) ?? true {
            let authors = moments.keys.filter { listing.built[$0].record?.isGenerated == false }
            let dated = newestFirst(authors, moments: moments, listing)
            feeds.append(feed(title: config.title, file: Self.siteFeed, page: "index", pages: dated, listing))
        }
        for (tag, pages) in listing.byTag.sorted(by: { $0.key < $1.key }) {
            let file = Self.feedPath(ofTag: tag)
            guard files?.contains(file) ?? true else { continue }
            let dated = newestFirst(pages.filter { moments[$0] != nil }, moments: moments, listing)
            feeds.append(
                feed(
                    title: "\(listing.tagTitle(tag)) · \(config.title)", file: file, page: termPage(tag), pages: dated,
                    listing))
        }
        return feeds
    }

    /// Dated pages, newest first, the same moment by path; at most a feed's worth.
    private func newestFirst(
        _ pages: some Collection<Int>, moments: [Int: Double], _ listing: Listing
    ) -> [PageRecord.Values] {
        let paths = pages.map { (page: $0, path: listing.built[$0].record?.path ?? "") }
        let newest = paths.sorted { (moments[$1.page] ?? 0, $0.path) < (moments[$0.page] ?? 0, $1.path) }
        return newest.prefix(AtomFeed.size).compactMap { listing.built[$0.page].record?.values }
    }

    private func feed(
        title: String, file: String, page: String, pages: [PageRecord.Values], _ listing: Listing
    ) -> (file: String, xml: String) {
        let entries = pages.map { page in
            AtomFeed.Entry(
                title: page.title, link: url(of: URLPath.address(of: page.path), fromFeed: file),
                id: id(of: URLPath.address(of: page.path)), updated: AtomFeed.timestamp(page.date ?? "1970-01-01"),
                summary: page.summary.map(PageSummary.text(ofHTML:)))
        }
        let feed = AtomFeed(
            title: title, id: id(of: URLPath.encoded(file)), selfLink: url(of: URLPath.encoded(file), fromFeed: file),
            alternate: url(of: URLPath.address(of: page), fromFeed: file), entries: entries)
        return (file, feed.xml)
    }

    /// The URL of `address` (a path from the site's root, encoded): absolute when the site's base
    /// URL is one (`https://…/`), else relative to the feed.
    private func url(of address: String, fromFeed feed: String) -> String {
        if isAbsolute(config.baseURL) { return config.baseURL + address }
        return URLPath.root(of: feed) + address
    }

    /// Atom ids are absolute IRIs: the page's absolute URL, or, for a site without a base URL, a
    /// URN made of the site's own path for it (`address`, encoded).
    private func id(of address: String) -> String {
        isAbsolute(config.baseURL) ? config.baseURL + address : "urn:sheetgen:" + address
    }

    private func isAbsolute(_ url: String) -> Bool {
        url.hasPrefix("https://") || url.hasPrefix("http://")
    }
}
