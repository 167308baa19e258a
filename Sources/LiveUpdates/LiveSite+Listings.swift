import Foundation
import Site
import SiteFiles
import SiteModel

/// How a `LiveSite` brings up to date what shows the pages' records, when a saved page still
/// writes the file it did but its record changed (a new title, weight, date, summary or tags):
/// the index pages whose entries changed, the feeds that list the page, and the search index,
/// all made from the records the site keeps, with no build. A change that would make or remove
/// a file (a tag no page had, a listing one page longer) takes a build instead.
extension LiveSite {
    /// What an update of records puts in place, and the pages as they are once it is.
    struct Relisting {
        let listing: SiteBuilder.Listing
        let files: [Replacement]
        /// The index pages and feeds no longer made.
        let removals: [Removal]
    }

    /// The files that show the records of `redone` (pages saved, or made when they were not
    /// before) and of `removed` made anew, and the pages with those records; nil when one of
    /// the last build's files is not known: a build then.
    func relisted(_ redone: [SiteBuilder.Rerendered], removed: [PageRecord]) -> Relisting? {
        var listing = self.listing
        func position(of record: PageRecord) -> Int? {
            // The page is in its folder's listing, where the record's path says.
            let hash = record.fileHash, folder = listing.byFolder[Navigation.parent(of: record.path)]
            return folder?.first(where: { listing.built[$0].record?.fileHash == hash })
        }
        let made = redone.filter { $0.was == nil }
        for again in redone where again.was != nil {
            guard let position = position(of: again.record) else { return nil }
            listing.replace(position, with: again.record)
        }
        if !made.isEmpty || !removed.isEmpty {
            var built = listing.built
            for record in removed {
                guard let position = position(of: record) else { return nil }
                built[position] = .reused(nil)  // as a draft is: no record
            }
            var madeNow: [UInt64: [UInt8]] = [:]
            for again in made {
                built.insert(.rendered(again.record, blockPages: []), at: place(of: again.path, in: built, madeNow))
                madeNow[again.record.fileHash] = Array(again.path.utf8)
            }
            listing = SiteBuilder.Listing(built, orders: run.chrome.navigation.listingOrders)
            // A folder left without pages leaves the menus: a build then.
            for record in removed where listing.byFolder[Navigation.parent(of: record.path)]?.isEmpty != false {
                return nil
            }
        }
        let plan = builder.planIndexes(listing, navigation: run.chrome.navigation)
        let files = plan.indexes.map(builder.file(of:)) + builder.feedFiles(plan.listing) + builder.searchFiles
        let pagesChange = !made.isEmpty || !removed.isEmpty
        let vanished = pages.madeFiles.subtracting(files + [SiteBuilder.sitemapFile]).sorted()
        guard let indexes = indexPages(plan),
            let search = searchIndex(redone, removed: removed, records: listing.built.compactMap(\.record)),
            let sitemap = pagesChange ? sitemap(listing, made: made, removed: removed) : []
        else { return nil }
        let records = redone.flatMap { [$0.record, $0.was?.entry.record].compactMap { $0 } } + removed
        return Relisting(
            listing: listing, files: indexes + feeds(records, listing: plan.listing) + search + sitemap,
            removals: vanished.map { Removal(file: $0, was: pages[made: $0]?.stamp) })
    }

    /// Where in `built` a page made at `path` of the content folder goes: where a build puts it,
    /// among the pages of the content folder in the order of their paths (those `madeNow` among
    /// them, by the hash of their files), before the generated ones.
    private func place(of path: String, in built: [SiteBuilder.BuiltPage], _ madeNow: [UInt64: [UInt8]]) -> Int {
        let key = Array(path.utf8)
        return pages.withSources { source in
            built.firstIndex { page in
                guard let hash = page.record?.fileHash else { return false }
                // A generated page, whose place is after every page of the content folder.
                guard let source = source(hash) ?? madeNow[hash] else { return true }
                return key.lexicographicallyPrecedes(source)
            } ?? built.endIndex
        }
    }

    /// The sitemap with the lines of the pages `removed` taken out and those of the pages `made`
    /// put where `listing` has them. Nil when the file is not as the site wrote it.
    private func sitemap(
        _ listing: SiteBuilder.Listing, made: [SiteBuilder.Rerendered], removed: [PageRecord]
    ) -> [Replacement]? {
        let file = SiteBuilder.sitemapFile, path = "\(run.options.output.path)/\(file)"
        guard let stamp = pages[made: file]?.stamp, let old = FileTree.read(path), FileTree.Stamp(path: path) == stamp
        else { return nil }
        var lines = FileLines(old)
        let base = Sitemap.escapedBase(builder.config.baseURL)
        let first = Sitemap.openingLines + run.chrome.navigation.folderCount
        for record in removed {
            let line = Sitemap.line(of: record.path, base: base).utf8
            guard let index = lines.firstIndex(from: first, where: { $0.elementsEqual(line) }) else { return nil }
            lines.remove(at: index)
        }
        let places = made.compactMap { again in
            listing.built.firstIndex { $0.record?.fileHash == again.record.fileHash }.map { (again.record, $0) }
        }
        guard places.count == made.count else { return nil }
        for (record, place) in places.sorted(by: { $0.1 < $1.1 }) {
            lines.insert(
                Sitemap.line(of: record.path, base: base).utf8,
                at: first + listing.built[..<place].count { $0.record != nil })
        }
        return [Replacement(file: file, bytes: lines.joined, was: stamp)]
    }

    /// The index pages whose key (what they show) is not the one they were made of, rendered.
    private func indexPages(_ plan: SiteBuilder.IndexPlan) -> [Replacement]? {
        var files: [Replacement] = []
        for index in plan.indexes {
            let file = builder.file(of: index), key = builder.indexKey(index, listing: plan.listing, run: run)
            let made = pages[made: file]
            guard made?.key != key else { continue }
            guard let bytes = try? builder.render(index, listing: plan.listing, chrome: run.chrome) else { return nil }
            files.append(
                Replacement(
                    file: file, bytes: bytes, was: made?.stamp, isNew: made == nil, key: key,
                    targets: LinkChecker.internalReferences(in: bytes)))
        }
        return files
    }

    /// The feeds that may show a page of `records` (as they are now, and as they were): those of
    /// the tags it has or had (whose titles it may change too), and the site's when it has or
    /// had a date (undated pages are in no feed).
    private func feeds(_ records: [PageRecord], listing: SiteBuilder.Listing) -> [Replacement] {
        var files: Set<String> = []
        for record in records {
            if record.date != nil { files.insert(SiteBuilder.siteFeed) }
            files.formUnion(record.tags.map { SiteBuilder.feedPath(ofTag: Navigation.tagPath($0)) })
        }
        return builder.feeds(listing, among: files).map { feed in
            let made = pages[made: feed.file]
            return Replacement(file: feed.file, bytes: Array(feed.xml.utf8), was: made?.stamp, isNew: made == nil)
        }
    }

    /// The search index with the entries of `redone` made anew, those of `removed` taken out, and
    /// the others as the output has them: one a line, in the order of the pages' paths. Nil when
    /// the file is not as the site wrote it.
    private func searchIndex(
        _ redone: [SiteBuilder.Rerendered], removed: [PageRecord], records: [PageRecord]
    ) -> [Replacement]? {
        guard builder.makesSearch else { return [] }
        let json = SearchIndex.jsonFile, script = SearchIndex.scriptFile, path = "\(run.options.output.path)/\(json)"
        guard let jsonStamp = pages[made: json]?.stamp, let scriptStamp = pages[made: script]?.stamp,
            let old = FileTree.read(path), FileTree.Stamp(path: path) == jsonStamp
        else { return nil }
        // The opening, a line a page, the closing, and nothing after the last line break.
        var lines = FileLines(old)
        let made = redone.count { $0.was == nil }
        guard lines.count == records.count - made + removed.count + 3,
            lines[0].elementsEqual(SearchIndex.jsonOpening.utf8.dropLast())
        else { return nil }
        func start(of record: PageRecord) -> [UInt8] {
            Array(("[" + JSONText.quoted(SiteBuilder.searchURL(of: record.path)) + ",").utf8)
        }
        for record in removed {
            let start = start(of: record)
            guard let index = lines.firstIndex(from: 1, where: { $0.starts(with: start) }) else { return nil }
            lines.remove(at: index)
        }
        for again in redone.sorted(by: { $0.record.isPath(before: $1.record) }) {
            let index = 1 + records.count { $0.isPath(before: again.record) }
            let line = SearchIndex.line(SiteBuilder.searchEntry(again.record), isLast: false).utf8.dropLast()
            if again.was == nil {
                guard index <= lines.count - 2 else { return nil }
                lines.insert(line, at: index)
            } else {
                guard index < lines.count - 2, lines[index].starts(with: start(of: again.record)) else { return nil }
                lines.replace(at: index, with: line)
            }
        }
        // Every entry ends in a comma but the last.
        let comma = UInt8(ascii: ","), last = lines.count - 3
        for index in stride(from: 1, through: last, by: 1) where (lines[index].last == comma) == (index == last) {
            let line = lines[index]
            lines.replace(at: index, with: index == last ? line.dropLast() : line + [comma])
        }
        let bytes = lines.joined
        let scriptBytes = Array(SearchIndex.scriptOpening.utf8) + bytes + Array(SearchIndex.scriptClosing.utf8)
        return [
            Replacement(file: json, bytes: bytes, was: jsonStamp),
            Replacement(file: script, bytes: scriptBytes, was: scriptStamp),
        ]
    }
}
