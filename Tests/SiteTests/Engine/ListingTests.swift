import Foundation
import GameKit
import Testing

@testable import Site

/// The listings `serve` keeps: a page's record replaced in place gives the listing a fresh one
/// makes of the same pages, whatever the change (title, weight, tags and their spellings).
@Suite struct ListingTests {
    typealias Listing = SiteBuilder.Listing

    @Test func aReplacedRecordListsAsAFreshListingDoes() {
        for seed in 1...2_000 as ClosedRange<UInt64> {
            var random = SeededRandom(seed: seed)
            let store = TextStore()
            func record(_ path: String) -> PageRecord {
                PageRecord(
                    path: path, title: random.pick(["Axe", "axe", "Bow", "Zed", ""]),
                    weight: random.int(in: 0...2) == 0 ? nil : random.int(in: -1...2), date: nil,
                    tags: ["Loot", "loot", "ale", "Magic Items", "magic-items"].filter { _ in random.int(in: 0...2) == 0
                    },
                    summary: random.pick([nil, "A start."]), store: store)
            }
            let paths = (0..<random.int(in: 1...12)).map { "\(random.pick(["", "s/", "s/t/"]))p\($0)" }
            var pages = paths.map { SiteBuilder.BuiltPage.reused(record($0)) }
            var listing = Listing(pages)
            for _ in 0..<random.int(in: 1...5) {
                let position = random.int(in: 0...(pages.count - 1))
                let replaced = record(paths[position])
                pages[position] = .reused(replaced)
                listing.replace(position, with: replaced)
            }
            let fresh = Listing(pages)
            #expect(listing.byFolder == fresh.byFolder, "seed \(seed)")
            #expect(listing.byTag == fresh.byTag, "seed \(seed)")
            #expect(listing.tagTitles == fresh.tagTitles, "seed \(seed)")
            #expect(
                listing.built.map { $0.record?.listedHash } == fresh.built.map { $0.record?.listedHash }, "seed \(seed)"
            )
        }
    }

    /// Every folder and tag lists exactly its pages (drafts, which have no record, in none), each
    /// once, in the order `PageRecord.isListed(before:)` gives.
    @Test func everyListHoldsItsPagesInListingOrder() {
        for seed in 1...2_000 as ClosedRange<UInt64> {
            var random = SeededRandom(seed: seed)
            let store = TextStore()
            // Titles longer than the part of each key the sort holds are told apart by the rest.
            let long = String(repeating: "The longest title ", count: 3)
            let pages = (0..<random.int(in: 0...30)).map { index -> SiteBuilder.BuiltPage in
                guard random.int(in: 0...5) > 0 else { return .reused(nil) }
                return .reused(
                    PageRecord(
                        path: "\(random.pick(["", "s/", "s/t/", "u/"]))p\(index)",
                        title: random.pick(["Axe", "axe", "Bow", "Zed", "", "Ä", long + "b", long + "a", long]),
                        weight: random.int(in: 0...2) == 0 ? nil : random.int(in: -2...2), date: nil,
                        tags: ["Loot", "loot", "ale", "Magic Items", "magic-items"].filter { _ in
                            random.int(in: 0...2) == 0
                        }, summary: nil, store: store))
            }
            func inOrder(_ positions: [Int]) -> [Int] {
                positions.sorted { pages[$0].record!.isListed(before: pages[$1].record!) }
            }
            let listed = pages.indices.filter { pages[$0].record != nil }
            let folders = Dictionary(grouping: listed) { Navigation.parent(of: pages[$0].record!.path) }
            let tags = Dictionary(
                grouping: listed.flatMap { page in
                    Set(pages[page].record!.tags.map(Navigation.tagPath)).map { (tag: $0, page: page) }
                }
            ) { $0.tag }.mapValues { $0.map(\.page) }
            let listing = Listing(pages)
            #expect(listing.byFolder == folders.mapValues(inOrder), "seed \(seed)")
            #expect(listing.byTag == tags.mapValues(inOrder), "seed \(seed)")
        }
    }
}
