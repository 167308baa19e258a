import Foundation

/// The pages a build makes of the others: folder indexes (the home page is the root folder's),
/// tag pages, the tag index, the 404 page, and the sitemap. Long listings are split into pages of
/// `config.listingSize` entries (see `Navigation.listingPath`), which keeps every page readable and
/// the memory of a build flat however large a section grows.
extension SiteBuilder {
    enum IndexPage: Sendable {
        case folder(String, page: Int)
        case tag(String, page: Int)
        case tagIndex
        case notFound
    }

    /// The written pages, grouped and sorted the ways the index pages list them (as positions in
    /// `built`; see `Summary.isListed(before:)`). Tags are grouped by where their page lives, so
    /// tags whose slugs are the same (`Foo Bar`, `foo-bar`) are one tag.
    struct Listing: Sendable {
        let built: [BuiltPage]
        let byFolder: [String: [Int]]
        /// By tag page path (`tags/foo-bar`).
        let byTag: [String: [Int]]
        /// The title of each tag page: the spelling most pages use, the first in byte order of
        /// those used most when several are.
        let tagTitles: [String: String]

        init(_ built: [BuiltPage]) {
            self.built = built
            var byFolder: [String: [Int]] = [:], byTag: [String: [Int]] = [:], spellings: [String: [String: Int]] = [:]
            for (index, page) in built.enumerated() {
                guard let page = page.summary?.values else { continue }
                byFolder[Navigation.parent(of: page.path), default: []].append(index)
                var seen: Set<String> = []
                for tag in page.tags {
                    let path = Navigation.tagPath(tag)
                    if seen.insert(path).inserted { byTag[path, default: []].append(index) }
                    spellings[path, default: [:]][tag, default: 0] += 1
                }
            }
            // Sorted in place: a sorted copy of every list would double what the listing holds.
            let isListed = { (first: Int, second: Int) in built[first].summary!.isListed(before: built[second].summary!) }
            for folder in Array(byFolder.keys) { byFolder[folder]!.sort(by: isListed) }
            for tag in Array(byTag.keys) { byTag[tag]!.sort(by: isListed) }
            (self.byFolder, self.byTag) = (byFolder, byTag)
            tagTitles = spellings.mapValues { counts in
                counts.min { $0.value != $1.value ? $0.value > $1.value : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }!.key
            }
        }

        subscript(index: Int) -> Summary { built[index].summary! }

        /// Tag page paths in the order the tag index lists them: by title, then path.
        var tagsInOrder: [String] {
            byTag.keys.sorted { (tagTitles[$0]!, $0) < (tagTitles[$1]!, $1) }
        }
    }

    /// The index pages a build writes, once its pages are built.
    struct IndexPlan {
        let listing: Listing
        let indexes: [IndexPage]
    }

    func planIndexes(_ pages: [BuiltPage], navigation: Navigation) -> IndexPlan {
        let listing = Listing(pages)
        var indexes: [IndexPage] = []
        for folder in navigation.allFolders.sorted() {
            indexes += (1...pageCount(listing.byFolder[folder]?.count ?? 0)).map { IndexPage.folder(folder, page: $0) }
        }
        for tag in listing.byTag.keys.sorted() {
            indexes += (1...pageCount(listing.byTag[tag]!.count)).map { IndexPage.tag(tag, page: $0) }
        }
        indexes += [.tagIndex, .notFound]
        return IndexPlan(listing: listing, indexes: indexes)
    }

    /// What the builder writes besides pages and static files, named for the clash check.
    func otherWriters(_ plan: IndexPlan) -> [OtherWriter] {
        var writers = plan.indexes.map { OtherWriter(file: path(of: $0) + ".html", origin: name(of: $0, listing: plan.listing)) }
        writers.append(OtherWriter(file: "sitemap.xml", origin: "the sitemap"))
        for path in renderer.templates.files.keys.sorted() where path.hasPrefix("assets/") {
            writers.append(OtherWriter(file: path, origin: "the template asset \(path)"))
        }
        return writers
    }

    /// How an error names an index page.
    private func name(of index: IndexPage, listing: Listing) -> String {
        func numbered(_ name: String, _ number: Int) -> String { number == 1 ? name : "page \(number) of \(name)" }
        switch index {
        case .folder(let folder, let number): return numbered(folder.isEmpty ? "the home page" : "the index of folder \(folder)", number)
        case .tag(let tag, let number): return numbered("the page of tag '\(listing.tagTitles[tag]!)'", number)
        case .tagIndex: return "the tag index"
        case .notFound: return "the 404 page"
        }
    }

    /// Writes every index page, `jobs` at a time, each built only when its turn comes; returns
    /// how many pages were written.
    func writeIndexes(_ plan: IndexPlan, chrome: PageChrome, links: LinkChecker, options: BuildOptions, into output: String) throws -> Int {
        let listing = plan.listing, navigation = chrome.navigation, indexes = plan.indexes, pages = listing.built
        links.add(indexes.map { path(of: $0) + ".html" })  // so a pager's links to later pages resolve at once
        let results = ParallelMap.run(indexes, jobs: options.jobs, progress: nil) { index in
            Result { () throws in
                let (document, extra) = try page(index, listing: listing, chrome: chrome)
                let html = Array(try renderer.render(document, extra: extra).utf8)
                try FileTree.write(html, to: "\(output)/\(document.path).html")
                links.check(document.path + ".html", targets: LinkChecker.internalReferences(in: html))
            }
        }
        for result in results { try result.get() }
        let listed = [AnySequence(navigation.allFolders.sorted().lazy.map { $0.isEmpty ? "index" : "\($0)/index" }), AnySequence(pages.lazy.compactMap { $0.summary?.path })]
        try OutputFile.write(parts: Sitemap.lines(baseURL: config.baseURL, paths: listed.lazy.joined()), to: URL(fileURLWithPath: "\(output)/sitemap.xml"))
        return indexes.count
    }

    /// How many pages a listing of `entries` takes (an empty one still has its first page).
    private func pageCount(_ entries: Int) -> Int {
        max(1, (entries + config.listingSize - 1) / config.listingSize)
    }

    private func path(of index: IndexPage) -> String {
        switch index {
        case .folder(let folder, let number): Navigation.listingPath(folder.isEmpty ? "index" : "\(folder)/index", page: number)
        case .tag(let tag, let number): Navigation.listingPath(tag, page: number)
        case .tagIndex: "tags/index"
        case .notFound: "404"
        }
    }

    /// The document of an index page and what its template sees besides.
    private func page(_ index: IndexPage, listing: Listing, chrome: PageChrome) throws -> (Document, [String: Any]) {
        let navigation = chrome.navigation
        switch index {
        case .folder(let folder, let number):
            let intro = navigation.intros[folder]
            let first = folder.isEmpty ? "index" : "\(folder)/index"
            let path = path(of: index)
            let title = folder.isEmpty ? (intro?.title ?? config.title) : navigation.title(of: folder)
            let chosen = intro?.layout ?? "page"  // "page" is what an intro without a layout gets
            let document = Document(
                path: path, title: number == 1 ? title : "\(title) (page \(number))",
                layout: chosen != "page" ? chosen : (folder.isEmpty ? "home" : "section"),
                fields: intro?.fields ?? [:], body: number == 1 ? intro?.body ?? "" : ""
            )
            let children = navigation.allFolders.filter { !$0.isEmpty && $0 != folder && Navigation.parent(of: $0) == folder }.sorted()
            var extra = try listingContext(listing.byFolder[folder] ?? [], page: number, first: first, path: path, listing: listing, chrome: chrome)
            extra["children"] = number > 1 ? [] : children.map { ["title": navigation.title(of: $0), "url": navigation.url(of: "\($0)/index", from: path)] }
            return (document, extra)
        case .tag(let tag, let number):
            let first = tag
            let path = path(of: index)
            let title = "Tagged \u{201C}\(listing.tagTitles[tag]!)\u{201D}" + (number == 1 ? "" : " (page \(number))")
            let extra = try listingContext(listing.byTag[tag]!, page: number, first: first, path: path, listing: listing, chrome: chrome)
            return (Document(path: path, title: title, layout: "tag", body: ""), extra)
        case .tagIndex:
            var extra = try chrome.context(for: "tags/index", tags: [])
            extra["tagList"] = listing.tagsInOrder.map { tag -> [String: Any] in
                ["title": listing.tagTitles[tag]!, "count": listing.byTag[tag]!.count, "url": navigation.url(of: tag, from: "tags/index")]
            }
            return (Document(path: "tags/index", title: "Tags", layout: "tags", body: ""), extra)
        case .notFound:
            return (Document(path: "404", title: "Page not found", layout: "404", body: ""), try chrome.context(for: "404", tags: []))
        }
    }

    /// One page of a listing: its entries as `pages`, and `pager` when there is more than one page
    /// (`number`, `count`, `previous` and `next` URLs or false, and `pages` with `number`, `url`,
    /// `current`, or `gap` where numbers are left out).
    private func listingContext(
        _ entries: [Int], page number: Int, first: String, path: String, listing: Listing, chrome: PageChrome
    ) throws -> [String: Any] {
        let count = pageCount(entries.count), navigation = chrome.navigation
        let shown = entries.dropFirst((number - 1) * config.listingSize).prefix(config.listingSize)
        var extra = try chrome.context(for: path, tags: [])
        extra["pages"] = shown.map { navigation.link(to: listing[$0], from: path) }
        if count > 1 {
            func url(_ page: Int) -> String { navigation.url(of: Navigation.listingPath(first, page: page), from: path) }
            extra["pager"] = [
                "number": number, "count": count,
                "previous": number > 1 ? url(number - 1) : false, "next": number < count ? url(number + 1) : false,
                "pages": Self.pagerNumbers(current: number, count: count).map { shown -> [String: Any] in
                    guard let shown else { return ["gap": true, "number": false, "url": false, "current": false] }
                    return ["gap": false, "number": shown, "url": url(shown), "current": shown == number]
                },
            ] as [String: Any]
        }
        return extra
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
