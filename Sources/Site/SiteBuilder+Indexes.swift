import Foundation
import Mistakes
import SiteFiles
import SiteModel

/// The pages a build makes of the others: folder indexes (the home page is the root folder's),
/// tag pages, the tag index, the 404 page, and the sitemap. Long listings are split into pages of
/// `config.listingSize` entries (see `Navigation.listingPath`), which keeps every page readable and
/// the memory of a build flat however large a section grows.
extension SiteBuilder {
    package enum IndexPage: Sendable {
        case folder(String, page: Int)
        /// A term's page (a tag's or another taxonomy's), by its path.
        case tag(String, page: Int)
        /// A taxonomy's index, by the taxonomy's name.
        case tagIndex(String)
        case notFound
        case search
    }

    /// The written pages, grouped and sorted the ways the index pages list them (as positions in
    /// `built`; see `PageRecord.isListed(before:in:)`): each folder in the order its `_index.md`
    /// chooses, tags in the standard one (see `ListingOrder`). Tags are grouped by where their
    /// page lives, so tags whose slugs are the same (`Foo Bar`, `foo-bar`) are one tag.
    package struct Listing: Sendable {
        /// The built pages themselves (the build's own array, not a copy: a big site has many).
        package private(set) var built: [BuiltPage]
        package private(set) var byFolder: [String: [Int]] = [:]
        /// By tag page path (`tags/foo-bar`).
        private(set) var byTag: [String: [Int]] = [:]
        /// The title of each tag page: the spelling most pages use, the first in byte order of
        /// those used most when several are.
        private(set) var tagTitles: [String: String] = [:]
        /// How many pages spell each tag page's tag each way.
        private var spellings: [String: [String: Int]] = [:]
        /// The folders listed in an order of their own, by folder.
        private let orders: [String: ListingOrder]
        /// The tag pages that list a page of the author's own, not only generated ones.
        private(set) var authorsTags: Set<String> = []
        /// The author's newest dated pages, newest first (see `SiteBuilder+LatestNotes`).
        var latest: [(position: Int, moment: Double)] = []

        /// The listing of `built`, the folders of `orders` listed in those orders.
        package init(_ built: [BuiltPage], orders: [String: ListingOrder] = [:]) {
            self.built = built
            self.orders = orders.filter { $0.value != .standard }
            // Pages go into their lists in listing order, so every list comes out sorted: one sort
            // of every page instead of one of each list (a page is in several). The pages are
            // sorted on another thread while their folders and tags are numbered on this one.
            let order = Later { Self.inListingOrder(built) }
            // Numbers as Int32: these lists, one entry a page or more, are a big site's peak of memory.
            var folders = NumberedTexts(), folderOf = [Int32](repeating: -1, count: built.count)
            var tags = TagGrouping(count: built.count)
            for (index, page) in built.enumerated() {
                guard let (folder, pageTags) = page.record?.folderAndTags else { continue }
                folderOf[index] = Int32(folders.number(of: folder).number)
                tags.number(index, tags: pageTags)
            }
            var folderLists = [[Int]](repeating: [], count: folders.texts.count)
            for index in order.value where folderOf[index] >= 0 {
                folderLists[Int(folderOf[index])].append(index)
                tags.list(index)
            }
            byFolder = Dictionary(uniqueKeysWithValues: zip(folders.texts, folderLists))
            for (folder, order) in self.orders {
                if let entries = byFolder[folder] { byFolder[folder] = Self.sorted(entries, order, built) }
            }
            (byTag, spellings) = tags.result()
            tagTitles = spellings.compactMapValues(Self.title(spelledAs:))
            authorsTags = Set(byTag.keys.filter(listsAnAuthorsPage))
            latest = newestOfTheAuthor()
        }

        /// Whether the tag page at `tag` lists a page the author wrote.
        private func listsAnAuthorsPage(_ tag: String) -> Bool {
            byTag[tag]?.contains { built[$0].record.map { !$0.isGenerated } ?? false } ?? false
        }

        /// `entries` in `order`: by the first bytes of their keys, the rest where those meet.
        private static func sorted(_ entries: [Int], _ order: ListingOrder, _ built: [BuiltPage]) -> [Int] {
            ByteOrder.order(count: entries.count, width: keyWidth) {
                built[entries[$0]].record?.appendListingKey(order, to: &$1)
            } precedes: {
                switch (built[entries[$0]].record, built[entries[$1]].record) {
                case (let first?, let second?): first.isListed(before: second, in: order)
                case (nil, _?): true
                default: false
                }
            }.map { entries[$0] }
        }

        /// How many bytes of each page's key a sort holds: weight and date, and most titles' beginnings.
        private static let keyWidth = 48

        /// Pages grouped by tag page, with how many spell each tag each way. A big site spells few
        /// tags many times: each spelling is numbered when first met, so a page's tag costs one
        /// lookup, and the rest is worked out once a spelling.
        private struct TagGrouping {
            private var numbers = NumberedTexts()
            /// By number: the number of the spelling's tag page, how many pages use it.
            private var spellings: [(page: Int, count: Int)] = []
            private var pageNumbers: [String: Int] = [:]
            /// By tag page number: its path and the pages listed there.
            private var pages: [(path: String, listed: [Int])] = []
            /// The numbers of each page's spellings, one page after another, and where each page's
            /// are (none for a page without a record).
            private var spellingsOfPages: [Int32] = []
            private var ranges: [Range<Int32>]
            /// The tag pages a page is listed under so far, kept for the next page.
            private var listedUnder: [Int] = []

            /// For `count` pages.
            init(count: Int) {
                ranges = [Range<Int32>](repeating: 0..<0, count: count)
            }

            /// Numbers the spellings of page `index`'s `tags` (as a record keeps them), in any order.
            mutating func number(_ index: Int, tags: ArraySlice<ArraySlice<UInt8>>) {
                let start = Int32(spellingsOfPages.count)
                for tag in tags {
                    let (number, isNew) = numbers.number(of: tag)
                    if isNew { newSpelling(numbers.texts[number]) }
                    spellings[number].count += 1
                    spellingsOfPages.append(Int32(number))
                }
                ranges[index] = start..<Int32(spellingsOfPages.count)
            }

            /// Lists page `index` under the tag pages of its tags, once each; in listing order.
            mutating func list(_ index: Int) {
                listedUnder.removeAll(keepingCapacity: true)
                let range = ranges[index]
                for number in spellingsOfPages[Int(range.lowerBound)..<Int(range.upperBound)] {
                    let page = spellings[Int(number)].page
                    if !listedUnder.contains(page) {
                        listedUnder.append(page)
                        pages[page].listed.append(index)
                    }
                }
            }

            private mutating func newSpelling(_ tag: String) {
                let path = Navigation.tagPath(tag)
                let page = pageNumbers[path] ?? pages.count
                if page == pages.count {
                    pageNumbers[path] = page
                    pages.append((path, []))
                }
                spellings.append((page, 0))
            }

            /// The pages by tag page path, and the spellings of each tag page's tag with their counts.
            func result() -> (byTag: [String: [Int]], spellings: [String: [String: Int]]) {
                var counts: [String: [String: Int]] = [:]
                for (spelling, tag) in zip(spellings, numbers.texts) {
                    counts[pages[spelling.page].path, default: [:]][tag] = spelling.count
                }
                return (Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0.listed) }), counts)
            }
        }

        /// Counts each spelling of `tags` by `change` (a page listed, 1, or no more, -1); the tag
        /// pages they name, each once.
        private mutating func count(_ tags: [String], by change: Int) -> [String] {
            var paths: [String] = []
            for tag in tags {
                let path = Navigation.tagPath(tag)
                if !paths.contains(path) { paths.append(path) }
                spellings[path, default: [:]][tag, default: 0] += change
                if spellings[path]?[tag] == 0 { spellings[path]?[tag] = nil }
            }
            return paths
        }

        /// The spelling most pages use, the first in byte order of those used most.
        private static func title(spelledAs counts: [String: Int]) -> String? {
            counts.min { first, second in
                first.value != second.value
                    ? first.value > second.value : first.key.utf8.lexicographicallyPrecedes(second.key.utf8)
            }?.key
        }

        /// The listing with the record of page `position` replaced by `record`, which has the same
        /// path: the page moves to where its listings now place it.
        package mutating func replace(_ position: Int, with record: PageRecord) {
            guard let old = built[position].record else { return }
            built[position] = .reused(record)
            let folder = Navigation.parent(of: record.path)
            byFolder[folder] = placing(
                position, in: byFolder[folder] ?? [], listed: true, order: orders[folder] ?? .standard)
            let was = count(old.tags, by: -1), now = count(record.tags, by: 1)
            for tag in Set(was + now) {
                let entries = placing(position, in: byTag[tag] ?? [], listed: now.contains(tag), order: .standard)
                byTag[tag] = entries.isEmpty ? nil : entries
                tagTitles[tag] = spellings[tag].flatMap(Self.title(spelledAs:))
                if listsAnAuthorsPage(tag) { authorsTags.insert(tag) } else { authorsTags.remove(tag) }
            }
            relist(position)
        }

        /// `entries` without page `position`, then with it where its record places it in `order`, if `listed`.
        private func placing(_ position: Int, in entries: [Int], listed: Bool, order: ListingOrder) -> [Int] {
            var entries = entries.filter { $0 != position }
            guard listed, let record = built[position].record else { return entries }
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if built[entries[middle]].record?.isListed(before: record, in: order) ?? true {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            entries.insert(position, at: low)
            return entries
        }

        /// The positions of `built` in the standard listing order (pages without a record first).
        private static func inListingOrder(_ built: [BuiltPage]) -> [Int] {
            // Weight, date and the title's beginning tell most pages apart; the rest are compared
            // where their records are kept.
            ByteOrder.order(count: built.count, width: keyWidth) {
                built[$0].record?.appendListingKey(.standard, to: &$1)
            } precedes: {
                // Pages without a record (an empty key) first, whatever a record's key: taken as
                // equal to any page, they would leave the sort no consistent order to keep.
                switch (built[$0].record, built[$1].record) {
                case (let first?, let second?): first.isListed(before: second)
                case (nil, _?): true
                default: false
                }
            }
        }

        /// The pages listed in a folder or under a tag, as records.
        func records(_ entries: some Sequence<Int>) -> [PageRecord] {
            entries.compactMap { built[$0].record }
        }

        /// The title of the page of the tag (or term) at `tag`.
        func tagTitle(_ tag: String) -> String {
            Taxonomy.split(tagTitles[tag] ?? tag).term
        }

        /// The paths of the pages of a taxonomy's terms in the order its index lists them: by
        /// title as a reader orders them (`ReadingOrder`), then path. Terms that only generated
        /// pages carry (a character's class) are left out, unless `generated`.
        func tagsInOrder(of taxonomy: String, generated: Bool) -> [String] {
            byTag.keys.filter { Navigation.parent(of: $0) == taxonomy && (generated || authorsTags.contains($0)) }
                .map { (path: $0, title: tagTitle($0)) }
                .sorted { $0.title != $1.title ? ReadingOrder.precedes($0.title, $1.title) : $0.path < $1.path }
                .map(\.path)
        }
    }

    /// The index pages a build writes, once its pages are built.
    package struct IndexPlan {
        package let listing: Listing
        package let indexes: [IndexPage]
    }

    /// The path of the page of a term at `tagPath`, in the site's style.
    func termPage(_ tagPath: String) -> String {
        Navigation.termPage(tagPath, urls: config.urls)
    }

    /// The site's taxonomies: `tags`, then those the config names.
    var taxonomies: [String] { [Taxonomy.tags] + config.taxonomies }

    func planIndexes(_ pages: [BuiltPage], navigation: Navigation) -> IndexPlan {
        planIndexes(Listing(pages, orders: navigation.listingOrders), navigation: navigation)
    }

    package func planIndexes(_ listing: Listing, navigation: Navigation) -> IndexPlan {
        var indexes: [IndexPage] = []
        // A page bundle's folder has its page for an index.
        for folder in navigation.allFolders.sorted() where !navigation.bundles.contains(folder) {
            indexes += (1...pageCount(listing.byFolder[folder]?.count ?? 0)).map { IndexPage.folder(folder, page: $0) }
        }
        for (tag, entries) in listing.byTag.sorted(by: { $0.key < $1.key }) {
            indexes += (1...pageCount(entries.count)).map { IndexPage.tag(tag, page: $0) }
        }
        indexes += taxonomies.map(IndexPage.tagIndex) + [.notFound] + (makesSearch ? [.search] : [])
        return IndexPlan(listing: listing, indexes: indexes)
    }

    /// What the builder writes besides pages and static files, named for the clash check.
    func otherWriters(_ plan: IndexPlan) -> [OtherWriter] {
        var writers = plan.indexes.map {
            OtherWriter(file: file(of: $0), origin: name(of: $0, listing: plan.listing))
        }
        writers.append(OtherWriter(file: "sitemap.xml", origin: "the sitemap"))
        writers += feedFiles(plan.listing).map { OtherWriter(file: $0, origin: "the feed \($0)") }
        writers += searchIndexWriters
        for path in renderer.templates.files.keys.sorted() where path.hasPrefix("assets/") {
            writers.append(OtherWriter(file: path, origin: "the template asset \(path)"))
        }
        return writers
    }

    /// How an error names an index page.
    private func name(of index: IndexPage, listing: Listing) -> String {
        func numbered(_ name: String, _ number: Int) -> String { number == 1 ? name : "page \(number) of \(name)" }
        switch index {
        case .folder(let folder, let number):
            return numbered(folder.isEmpty ? "the home page" : "the index of folder \(folder)", number)
        case .tag(let tag, let number):
            let taxonomy = Navigation.parent(of: tag), title = listing.tagTitle(tag)
            return numbered(
                taxonomy == Taxonomy.tags ? "the page of tag '\(title)'" : "the page of \(taxonomy) '\(title)'", number)
        case .tagIndex(let taxonomy): return taxonomy == Taxonomy.tags ? "the tag index" : "the index of \(taxonomy)"
        case .notFound: return "the 404 page"
        case .search: return "the search page"
        }
    }

    /// Writes every index page, `jobs` at a time, each built only when its turn comes; returns
    /// how many pages were written. An error names the index page it came from. An index page
    /// whose inputs are those of the last build, and whose file is as that build wrote it, is
    /// kept in the output instead of rendered (see `indexKey`).
    func writeIndexes(_ plan: IndexPlan, run: PageRun) throws -> Int {
        let listing = plan.listing, indexes = plan.indexes, links = run.links
        links.add(indexes.map(file(of:)))  // so a pager's links to later pages resolve at once
        let results = ParallelMap.run(indexes, jobs: run.options.jobs, progress: nil) { index in
            Result { () throws(UserError) in
                do {
                    let file = file(of: index), id = "index/" + file
                    let key = indexKey(index, listing: listing, run: run)
                    if let previous = keptEntry(id, file: file, key: key, run: run) {
                        previous.recheckLinks(of: file, with: links)
                        run.live?.noteMade(file, key: key, stamp: previous.stamp)
                        run.live?.noteLinks(of: file, previous)
                    } else {
                        let html = try render(index, listing: listing, chrome: run.chrome)
                        let stamp = try run.output.write(html, to: file)
                        let targets = links.check(file, targets: LinkChecker.internalReferences(in: html))
                        run.places?.note(file, html: html, from: nil)
                        let links = BuildCache.Entry.links(targets, in: run.summaries)
                        let entry = BuildCache.Entry(key: key, record: nil, stamp: stamp, links: links)
                        run.manifest?.record(id, entry)
                        run.live?.noteMade(file, key: key, stamp: stamp)
                        run.live?.noteLinks(of: file, entry)
                    }
                } catch {
                    let error = (error as? UserError) ?? UserError("\(error)")
                    guard error.location == nil else { throw error }
                    throw UserError(error.message, at: name(of: index, listing: listing))
                }
            }
        }
        for result in results { try result.get() }
        return indexes.count
    }

    /// Everything an index page is made of: the pages' environment (sheetgen, templates, config,
    /// navigation), the listing size, its path, and what it lists: its folder's intro, the
    /// records of its entries (title, path, weight, date, tags, summary) and how many
    /// there are in all (the pager), its tag's title, or every tag and its count.
    package func indexKey(_ index: IndexPage, listing: Listing, run: PageRun) -> UInt64 {
        var key = run.environment
        key.add("index page \(path(of: index)) of listings of \(config.listingSize)")
        func addEntries(_ entries: [Int], page number: Int) {
            key.add("\(entries.count) entries")
            for entry in shown(entries, page: number) {
                key.add(listing.built[entry].record?.listedHash ?? 0)
            }
        }
        switch index {
        case .folder(let folder, let number):
            if let intro = run.chrome.navigation.intros[folder] { key.add(intro) } else { key.add("no intro") }
            addEntries(listing.byFolder[folder] ?? [], page: number)
            if folder.isEmpty && number == 1 {
                key.add("latest")
                for entry in listing.latest { key.add(listing.built[entry.position].record?.listedHash ?? 0) }
            }
        case .tag(let tag, let number):
            key.add(listing.tagTitle(tag))
            addEntries(listing.byTag[tag] ?? [], page: number)
        case .tagIndex(let taxonomy):
            for tag in listing.tagsInOrder(of: taxonomy, generated: config.generatedTags) {
                key.add("\(listing.tagTitle(tag)) \(listing.byTag[tag]?.count ?? 0)")
            }
        case .notFound, .search:
            break
        }
        return key.value
    }

    /// sitemap.xml: the folder indexes, then every page written, in the order they were built.
    /// Kept as it is when the pages' paths are those of the last build (the folders and the base
    /// URL are part of the environment).
    func writeSitemap(_ pages: [BuiltPage], run: PageRun) throws(UserError) {
        let file = Self.sitemapFile, id = "index/\(Self.sitemapFile)"
        var key = run.environment
        key.add("sitemap")
        for page in pages { if let hash = page.record?.fileHash { key.add(hash) } }
        if let kept = keptEntry(id, file: file, key: key.value, run: run) {
            run.live?.noteMade(file, key: nil, stamp: kept.stamp)
            return
        }
        let stamp = try run.output.write(parts: sitemapLines(pages, navigation: run.chrome.navigation), to: file)
        run.manifest?.record(id, BuildCache.Entry(key: key.value, record: nil, stamp: stamp))
        run.live?.noteMade(file, key: nil, stamp: stamp)
    }

    /// The sitemap's file.
    package static let sitemapFile = "sitemap.xml"

    /// The lines of the sitemap of `pages`, in the order they were built.
    package func sitemapLines(_ pages: [BuiltPage], navigation: Navigation) -> some Sequence<String> {
        let folders = navigation.allFolders.sorted()
        let indexes = folders.lazy.map { $0.isEmpty ? "index" : "\($0)/index" }
        let listed = [AnySequence(indexes), AnySequence(pages.lazy.compactMap { $0.record?.path })]
        return Sitemap.lines(baseURL: config.baseURL, paths: listed.lazy.joined())
    }

    /// The entries page `number` of a listing shows.
    private func shown(_ entries: [Int], page number: Int) -> ArraySlice<Int> {
        entries.dropFirst((number - 1) * config.listingSize).prefix(config.listingSize)
    }

    /// How many pages a listing of `entries` takes (an empty one still has its first page).
    private func pageCount(_ entries: Int) -> Int {
        max(1, (entries + config.listingSize - 1) / config.listingSize)
    }

    /// The file an index page is written to.
    package func file(of index: IndexPage) -> String {
        URLPath.file(of: path(of: index))
    }

    private func path(of index: IndexPage) -> String {
        switch index {
        case .folder(let folder, let number):
            Navigation.listingPath(folder.isEmpty ? "index" : "\(folder)/index", page: number)
        case .tag(let tag, let number): Navigation.listingPath(termPage(tag), page: number)
        case .tagIndex(let taxonomy): "\(taxonomy)/index"
        case .notFound: "404"
        case .search: "search"
        }
    }

    /// An index page rendered: its document, with the context of its layout beside it.
    package func render(_ index: IndexPage, listing: Listing, chrome: PageChrome) throws -> [UInt8] {
        let navigation = chrome.navigation, path = path(of: index)
        switch index {
        case .folder(let folder, let number):
            let intro = navigation.intros[folder]
            // The page itself has the whole title; menus may give it a shorter one (`linkTitle`).
            let title =
                (intro?.title).flatMap { $0.isEmpty ? nil : $0 }
                ?? (folder.isEmpty ? config.title : navigation.title(of: folder))
            // "page" is what an intro without a layout gets, or one whose layout has no template.
            let chosen = intro.map { renderer.templates.has($0.layout) ? $0.layout : "page" } ?? "page"
            let document = Document(
                path: path, title: number == 1 ? title : "\(title) (page \(number))",
                layout: chosen != "page" ? chosen : (folder.isEmpty ? "home" : "section"),
                fields: intro?.fields ?? [:], body: number == 1 ? intro?.body ?? "" : ""
            )
            let entries = listing.byFolder[folder] ?? []
            let first = folder.isEmpty ? "index" : "\(folder)/index"
            let children =
                number > 1
                ? []
                : navigation.allFolders
                    .filter { !$0.isEmpty && $0 != folder && Navigation.parent(of: $0) == folder }.sorted()
                    .map {
                        TitledLink(title: navigation.title(of: $0), url: URLPath.link(to: "\($0)/index", from: path))
                    }
            let (pages, pager) = listingPage(
                entries, page: number, first: first, path: path, listing: listing, navigation: navigation
            )
            let latest =
                folder.isEmpty && number == 1
                ? listing.records(listing.latest.map(\.position)).map { navigation.link(to: $0, from: path) } : []
            let listed = FolderListing(pages: pages, pager: pager, children: children, latestNotes: latest)
            let context = try chrome.context(for: path, tags: [], adding: listed)
            // An `_index.md`'s links are read as a page's: to a page's source, from the site's root.
            let links = navigation.introFiles[folder].flatMap { file in
                linkRewriter(source: file, page: path, bytes: Array(document.body.utf8))
            }
            return try renderer.renderUTF8(document, extra: context.templateValues(), links: links)
        case .tag(let tag, let number):
            let title =
                Taxonomy.pageTitle(of: Navigation.parent(of: tag), term: listing.tagTitle(tag))
                + (number == 1 ? "" : " (page \(number))")
            let entries = listing.byTag[tag] ?? []
            let (pages, pager) = listingPage(
                entries, page: number, first: termPage(tag), path: path, listing: listing, navigation: navigation
            )
            let document = Document(path: path, title: title, layout: "tag", body: "")
            let feed = URLPath.root(of: path) + URLPath.encoded(Self.feedPath(ofTag: tag))
            let context = try chrome.context(
                for: path, tags: [], adding: TagListing(pages: pages, pager: pager, feed: feed))
            return try renderer.renderUTF8(document, extra: context.templateValues())
        case .tagIndex(let taxonomy):
            let tags = listing.tagsInOrder(of: taxonomy, generated: config.generatedTags).map { tag in
                let count = listing.byTag[tag]?.count ?? 0
                let url = URLPath.link(to: termPage(tag), from: path)
                return TagCount(title: listing.tagTitle(tag), count: count, url: url)
            }
            let document = Document(path: path, title: Taxonomy.title(of: taxonomy), layout: "tags", body: "")
            let context = try chrome.context(for: path, tags: [], adding: TagIndexListing(tagList: tags))
            return try renderer.renderUTF8(document, extra: context.templateValues())
        case .notFound:
            // A host serves it at any address the site lacks, so its links start at the site's root.
            let document = Document(path: path, title: "Page not found", layout: "404", body: "")
            let context = try chrome.context(for: path, tags: [], fromSiteRoot: true)
            return try renderer.renderUTF8(document, extra: context.templateValues())
        case .search:
            let document = Document(path: path, title: "Search", layout: "search", body: "")
            return try renderer.renderUTF8(document, extra: chrome.context(for: path, tags: []).templateValues())
        }
    }

    /// One page of a listing: its entries, and the pager when there is more than one page.
    private func listingPage(
        _ entries: [Int], page number: Int, first: String, path: String, listing: Listing, navigation: Navigation
    ) -> (pages: [ListedPage], pager: Pager?) {
        let count = pageCount(entries.count)
        let pages = listing.records(shown(entries, page: number)).map { navigation.link(to: $0, from: path) }
        guard count > 1 else { return (pages, nil) }
        func url(_ page: Int) -> String { URLPath.link(to: Navigation.listingPath(first, page: page), from: path) }
        let numbers = Self.pagerNumbers(current: number, count: count).map { shown in
            guard let shown else { return Pager.Entry(gap: true, number: nil, url: nil, current: false) }
            return Pager.Entry(gap: false, number: shown, url: url(shown), current: shown == number)
        }
        let pager = Pager(
            number: number, count: count, previous: number > 1 ? url(number - 1) : nil,
            next: number < count ? url(number + 1) : nil, pages: numbers
        )
        return (pages, pager)
    }

    /// The page numbers a pager shows: the first, the last and two either side of the current
    /// one, with nil for each gap. Linking every page from every page would make a listing of
    /// n pages cost n² links.
    private static func pagerNumbers(current: Int, count: Int) -> [Int?] {
        let shown = Set([1, count] + ((current - 2)...(current + 2)).filter { (1...count).contains($0) }).sorted()
        var numbers: [Int?] = []
        for page in shown {
            if let last = numbers.last ?? nil, page > last + 1 { numbers.append(nil) }
            numbers.append(page)
        }
        return numbers
    }
}
