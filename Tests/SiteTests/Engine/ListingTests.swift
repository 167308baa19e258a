import Foundation
import GameKit
import Testing

@testable import Site

/// The listings `serve` keeps: a page's record replaced in place gives the listing a fresh one
/// makes of the same pages, whatever the change (title, weight, date, tags and their spellings),
/// in whatever order each folder lists its pages; the latest notes and the author's tags too.
@Suite struct ListingTests {
    typealias Listing = SiteBuilder.Listing

    @Test func aReplacedRecordListsAsAFreshListingDoes() {
        for seed in 1...2_000 as ClosedRange<UInt64> {
            var random = SeededRandom(seed: seed)
            let store = TextStore()
            func record(_ path: String) -> PageRecord {
                PageRecord(
                    path: path, title: random.pick(["Axe", "axe", "Bow", "Zed", "", "Session 2", "Session 10"]),
                    weight: random.int(in: 0...2) == 0 ? nil : random.int(in: -1...2),
                    date: random.pick([nil, "2026-11-06", "2026-11-13", "2026-11-13T23:00:00-08:00"]),
                    tags: ["Loot", "loot", "ale", "Magic Items", "magic-items"].filter { _ in random.int(in: 0...2) == 0
                    },
                    summary: random.pick([nil, "A start."]), generated: random.int(in: 0...3) == 0, store: store)
            }
            let paths = (0..<random.int(in: 1...12)).map { "\(random.pick(["", "s/", "s/t/"]))p\($0)" }
            var pages = paths.map { SiteBuilder.BuiltPage.reused(record($0)) }
            let orders = ["s": random.pick(ListingOrder.allCases), "s/t": random.pick(ListingOrder.allCases)]
            var listing = Listing(pages, orders: orders)
            for _ in 0..<random.int(in: 1...5) {
                let position = random.int(in: 0...(pages.count - 1))
                let replaced = record(paths[position])
                pages[position] = .reused(replaced)
                listing.replace(position, with: replaced)
            }
            let fresh = Listing(pages, orders: orders)
            #expect(listing.byFolder == fresh.byFolder, "seed \(seed)")
            #expect(listing.latest.map(\.position) == fresh.latest.map(\.position), "seed \(seed)")
            #expect(listing.authorsTags == fresh.authorsTags, "seed \(seed)")
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
                        weight: random.int(in: 0...2) == 0 ? nil : random.int(in: -2...2),
                        date: random.pick([nil, "2026-11-06", "2026-11-13", "2026-11-13T23:00:00-08:00"]),
                        tags: ["Loot", "loot", "ale", "Magic Items", "magic-items"].filter { _ in
                            random.int(in: 0...2) == 0
                        }, summary: nil, store: store))
            }
            let orders = ["s": random.pick(ListingOrder.allCases), "u": random.pick(ListingOrder.allCases)]
            func inOrder(_ positions: [Int], _ order: ListingOrder = .standard) -> [Int] {
                positions.sorted { pages[$0].record!.isListed(before: pages[$1].record!, in: order) }
            }
            let listed = pages.indices.filter { pages[$0].record != nil }
            let folders = Dictionary(grouping: listed) { Navigation.parent(of: pages[$0].record!.path) }
            let tags = Dictionary(
                grouping: listed.flatMap { page in
                    Set(pages[page].record!.tags.map(Navigation.tagPath)).map { (tag: $0, page: page) }
                }
            ) { $0.tag }.mapValues { $0.map(\.page) }
            let listing = Listing(pages, orders: orders)
            let expected = Dictionary(
                uniqueKeysWithValues: folders.map { ($0.key, inOrder($0.value, orders[$0.key] ?? .standard)) })
            #expect(listing.byFolder == expected, "seed \(seed)")
            #expect(listing.byTag == tags.mapValues { inOrder($0) }, "seed \(seed)")
        }
    }
}
