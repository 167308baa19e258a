import Markdown
import SiteModel
/// The site's shape as every page sees it: top-level sections for the menu, breadcrumbs, and
/// relative URLs from any page to any other.
package struct Navigation: Sendable {
    let config: SiteConfig
    /// Every folder that holds pages, with all its ancestors; "" is the home page.
    let allFolders: Set<String>
    let intros: [String: Document]
    /// The folders whose index is a page of their own (`index.md`), which the build writes
    /// rather than a listing.
    let bundles: Set<String>
    let topSections: [String]
    /// What the pages of each folder inherit from the folders' introductions.
    package let cascade: Cascade
    /// The folders whose introduction is a file of the content folder (`_index.md`), not a
    /// generated document: its links are the user's, read as a page's are.
    let introFiles: [String: String]
    /// The folders whose `_index.md` chooses an order for their listing (`sort:`), by folder.
    package let listingOrders: [String: ListingOrder]

    init(
        config: SiteConfig, folders: Set<String>, intros: [String: Document], bundles: Set<String> = [],
        introFiles: [String: String] = [:]
    ) {
        var all: Set<String> = [""]
        for folder in folders {
            var current = folder
            while !current.isEmpty {
                all.insert(current)
                current = Self.parent(of: current)
            }
        }
        self.config = config
        self.allFolders = all
        self.intros = intros
        self.bundles = bundles
        self.introFiles = introFiles
        self.cascade = Cascade(intros: intros)
        self.listingOrders = intros.compactMapValues {
            $0.fields[ListingOrder.key]?.text.flatMap(ListingOrder.init(sort:))
        }
        self.topSections = all.filter { !$0.isEmpty && !$0.contains("/") }.sorted {
            (intros[$0]?.weight ?? Int.max, $0) < (intros[$1]?.weight ?? Int.max, $1)
        }
    }

    /// How many folders the site has, the home page's among them: each has a line of the sitemap.
    package var folderCount: Int { allFolders.count }

    /// Whether a page made in `folder` leaves the site's shape as it is: the folder holds pages
    /// (or folders of them) already, and neither it nor a folder above it is a page bundle.
    package func takesPage(in folder: String) -> Bool {
        guard allFolders.contains(folder) else { return false }
        var current = folder
        while true {
            if bundles.contains(current) { return false }
            if current.isEmpty { return true }
            current = Self.parent(of: current)
        }
    }

    /// A folder's title in menus, breadcrumbs and listings: its `_index.md`'s `linkTitle` (the
    /// short title Hugo gives links) or title, else its name as a reader would write it.
    func title(of folder: String) -> String {
        if let title = intros[folder]?.fields["linkTitle"]?.text, !title.isEmpty { return title }
        if let title = intros[folder]?.title, !title.isEmpty { return title }
        return Self.humanised(folder)
    }

    /// The last name of a folder with words capitalised: `session-notes` is "Session Notes".
    static func humanised(_ folder: String) -> String {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        return name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    /// A page as a listing at `path` shows it, its summary's links working from there.
    func link(to record: PageRecord, from path: String) -> ListedPage {
        let page = record.values
        let summary = page.summary.map {
            PageSummary.rebasedHTML($0, from: URLPath.folder(of: page.path), to: URLPath.folder(of: path))
        }
        return ListedPage(page, url: URLPath.link(to: page.path, from: path), summaryHTML: summary)
    }

    /// What a page's template gets of the site's shape: site, root, nav and breadcrumbs. It
    /// depends only on the page's folder and whether the page is that folder's index.
    /// Its links are relative, so that pages work from a server and from the disk alike; with
    /// `fromSiteRoot` they start at the site's root on its host (`/`, or `/games/`), for a page
    /// served at any address, as a host serves the 404 page.
    func context(for path: String, fromSiteRoot: Bool = false) -> NavigationContext {
        let root = fromSiteRoot ? config.rootPath : URLPath.root(of: path)
        func link(to page: String) -> String { root + URLPath.address(of: page) }
        let folder = Self.parent(of: path)
        let isIndex = Self.isIndex(path)
        var crumbs: [TitledLink] = []
        if path != "index" { crumbs.append(TitledLink(title: "Home", url: link(to: "index"))) }
        var ancestors: [String] = []
        var current = folder
        while !current.isEmpty {
            ancestors.insert(current, at: 0)
            current = Self.parent(of: current)
        }
        // Only folders the build makes an index of: pages that game blocks link to live in
        // folders of their own, which no listing shows.
        for ancestor in ancestors where allFolders.contains(ancestor) && !(isIndex && ancestor == folder) {
            crumbs.append(
                TitledLink(title: title(of: ancestor), url: link(to: "\(ancestor)/index")))
        }
        return NavigationContext(
            site: SiteValues(title: config.title, baseURL: config.baseURL, language: config.language),
            root: root,
            nav: topSections.map { section in
                let url = link(to: "\(section)/index")
                return MenuEntry(title: title(of: section), url: url, current: path.hasPrefix(section + "/"))
            },
            breadcrumbs: crumbs,
            taxonomies: config.taxonomies.map {
                TitledLink(title: Taxonomy.title(of: $0), url: link(to: "\($0)/index"))
            }
        )
    }

    /// Whether a page is its folder's index (the first page of its listing).
    static func isIndex(_ path: String) -> Bool {
        path == "index" || path.hasSuffix("/index")
    }

    /// Where a tag's page lives: `tags/<slug>`, and a term of another taxonomy's (as a record
    /// keeps it: see `Taxonomy`) `<taxonomy>/<slug>`. Tags whose slugs are the same share the
    /// page; a tag without a letter or digit (`★★`) is named by a hash of its text, so that two
    /// such tags do not meet. A slug too long for a file name (with `.atom.xml`, or a page
    /// number, after it) is cut short and the hash of the whole added, so that it stays the tag's
    /// alone.
    package static func tagPath(_ kept: String) -> String {
        let (taxonomy, tag) = Taxonomy.split(kept)
        let slug = Slug.make(tag)
        if slug.isEmpty { return "\(taxonomy)/tag-\(hash(of: tag))" }
        guard slug.utf8.count > longestTagSlug else { return "\(taxonomy)/\(slug)" }
        var cut = Substring(slug)
        while cut.utf8.count > longestTagSlug - 9 { cut.removeLast() }
        return "\(taxonomy)/\(cut)-\(hash(of: slug))"
    }

    /// The most bytes a tag's slug keeps: file names hold at most 255.
    static let longestTagSlug = 200

    private static func hash(of text: String) -> Substring {
        var hash = ContentHash()
        hash.add(text)
        return hash.hex.prefix(8)
    }

    /// Page `number` of a listing whose first page is `path`: `path`, then `path.2`, `path.3`, …
    /// (slugs and folder names never hold a dot followed by digits alone, so these never collide);
    /// of one with a pretty address, `tags/x/`, `tags/x/index.2`, ….
    static func listingPath(_ path: String, page number: Int) -> String {
        guard number > 1 else { return path }
        return path.hasSuffix("/") ? "\(path)index.\(number)" : "\(path).\(number)"
    }

    /// The path of the page of the term at `tagPath` (see `tagPath`): itself, or with pretty
    /// addresses (`urls`), `tags/x/`, as Hugo and Zola write it. Its feed stays `tags/x.atom.xml`.
    static func termPage(_ tagPath: String, urls: URLStyle) -> String {
        urls == .pretty ? tagPath + "/" : tagPath
    }

    /// The folder a page (or folder) is in, whose listing shows it: `a` for `a/b`, and for a page
    /// with a pretty address, `a/b/`, too (its file is in a folder of its own: see `URLPath.folder`).
    package static func parent(of path: String) -> String {
        // By byte: a build asks this of every page, and a Character at a time is slow.
        let bytes = path.utf8
        let end = bytes.last == UInt8(ascii: "/") ? bytes.index(before: bytes.endIndex) : bytes.endIndex
        guard let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }
}
