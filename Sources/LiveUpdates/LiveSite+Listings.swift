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
    }

    /// The files that show the records of `redone` made anew, and the pages with those records;
    /// nil when the change makes or removes a file, or one of the last build's files is not
    /// known: a build then.
    func relisted(_ redone: [SiteBuilder.Rerendered]) -> Relisting? {
        var listing = self.listing
        for again in redone {
            // The page is in its folder's listing, where the record's path says.
            let hash = again.record.fileHash, folder = listing.byFolder[Navigation.parent(of: again.record.path)]
            guard let position = folder?.first(where: { listing.built[$0].record?.fileHash == hash }) else {
                return nil
            }
            listing.replace(position, with: again.record)
        }
        let plan = builder.planIndexes(listing, navigation: run.chrome.navigation)
        let files = plan.indexes.map(builder.file(of:)) + builder.feedFiles(plan.listing) + builder.searchFiles
        guard Set(files) == pages.madeFiles, let indexes = indexPages(plan),
            let search = searchIndex(redone, records: listing.built.compactMap(\.record))
        else { return nil }
        return Relisting(listing: listing, files: indexes + feeds(redone, listing: plan.listing) + search)
    }

    /// The index pages whose key (what they show) is not the one they were made of, rendered.
    private func indexPages(_ plan: SiteBuilder.IndexPlan) -> [Replacement]? {
        var files: [Replacement] = []
        for index in plan.indexes {
            let file = builder.file(of: index), key = builder.indexKey(index, listing: plan.listing, run: run)
            guard let made = pages[made: file] else { return nil }
            guard made.key != key else { continue }
            guard let bytes = try? builder.render(index, listing: plan.listing, chrome: run.chrome) else { return nil }
            files.append(
                Replacement(
                    file: file, bytes: bytes, was: made.stamp, key: key,
                    targets: LinkChecker.internalReferences(in: bytes)))
        }
        return files
    }

    /// The feeds that may show a page of `redone`: those of the tags it has or had (whose titles
    /// it may change too), and the site's when it has or had a date (undated pages are in no
    /// feed).
    private func feeds(_ redone: [SiteBuilder.Rerendered], listing: SiteBuilder.Listing) -> [Replacement] {
        var files: Set<String> = []
        for record in redone.flatMap({ [$0.record, $0.was.entry.record].compactMap { $0 } }) {
            if record.date != nil { files.insert(SiteBuilder.siteFeed) }
            files.formUnion(record.tags.map { SiteBuilder.feedPath(ofTag: Navigation.tagPath($0)) })
        }
        return builder.feeds(listing, among: files).map { feed in
            Replacement(file: feed.file, bytes: Array(feed.xml.utf8), was: pages[made: feed.file]?.stamp)
        }
    }

    /// The search index with the entries of `redone` made anew and the others as the output has
    /// them: one a line, in the order of the pages' paths, which an update does not change. Nil
    /// when the file is not as the site wrote it.
    private func searchIndex(_ redone: [SiteBuilder.Rerendered], records: [PageRecord]) -> [Replacement]? {
        guard builder.makesSearch else { return [] }
        let json = SearchIndex.jsonFile, script = SearchIndex.scriptFile, path = "\(run.options.output.path)/\(json)"
        guard let jsonStamp = pages[made: json]?.stamp, let scriptStamp = pages[made: script]?.stamp,
            let old = FileTree.read(path), FileTree.Stamp(path: path) == jsonStamp
        else { return nil }
        // The opening, a line a page, the closing, and nothing after the last line break.
        var lines = old.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count == records.count + 3, lines[0].elementsEqual(SearchIndex.jsonOpening.utf8.dropLast()) else {
            return nil
        }
        for again in redone {
            let position = records.count { $0.isPath(before: again.record) }
            let start = Array(("[" + JSONText.quoted(SiteBuilder.searchURL(of: again.record.path)) + ",").utf8)
            guard lines[1 + position].starts(with: start) else { return nil }
            let line = SearchIndex.line(SiteBuilder.searchEntry(again.record), isLast: position == records.count - 1)
            lines[1 + position] = ArraySlice(line.utf8.dropLast())
        }
        let bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        let scriptBytes = Array(SearchIndex.scriptOpening.utf8) + bytes + Array(SearchIndex.scriptClosing.utf8)
        return [
            Replacement(file: json, bytes: bytes, was: jsonStamp),
            Replacement(file: script, bytes: scriptBytes, was: scriptStamp),
        ]
    }
}
