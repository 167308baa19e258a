import Foundation
import GameKit
@testable import Markdown
@testable import Site
import Testing

@Suite struct PageRecordTests {
    static func record(
        _ path: String, title: String = "T", weight: Int? = nil, date: String? = nil, tags: [String] = [],
        summary: String? = nil, in store: TextStore = TextStore()
    ) -> PageRecord {
        PageRecord(path: path, title: title, weight: weight, date: date, tags: tags, summary: summary, store: store)
    }

    @Test(arguments: [Int.min, -1, 0, 1, Int.max, nil])
    func valuesReadBackAsGiven(weight: Int?) {
        let title = "Tab\there, new\nline ä", tags = ["x", "", "日本"]
        let record = Self.record(
            "a/b c", title: title, weight: weight, date: "2026-11-22", tags: tags, summary: "Short.\u{1F}"
        )
        #expect(
            record.values
                == PageRecord.Values(
                    path: "a/b c", title: title, weight: weight, date: "2026-11-22", summary: "Short.\u{1F}", tags: tags
                ))
        #expect(record.path == "a/b c")
    }

    @Test func aNulInAValueBecomesAReplacementCharacterAndEmptyValuesAreNone() {
        let record = Self.record("p\u{0}q", title: "a\u{0}b", date: "", tags: ["\u{0}"], summary: "")
        #expect(
            record.values
                == PageRecord.Values(
                    path: "p\u{FFFD}q", title: "a\u{FFFD}b", weight: nil, date: nil, summary: nil, tags: ["\u{FFFD}"]
                ))
    }

    @Test func headingsReadBackApartFromTheValues() {
        let headings = [
            Heading(level: 1, text: "Start", id: "start"), Heading(level: 3, text: "nul\u{0} tab\t", id: "nul-tab"),
            Heading(level: 2, text: "", id: "section"),
        ]
        let summarized = PageRecord(
            path: "p", title: "P", weight: nil, date: nil, tags: [], summary: "S.", headings: headings,
            store: TextStore())
        let bare = PageRecord(
            path: "p", title: "P", weight: nil, date: nil, tags: [], summary: nil, headings: headings,
            store: TextStore())
        let expected = [headings[0], Heading(level: 3, text: "nul\u{FFFD} tab\t", id: "nul-tab"), headings[2]]
        #expect(summarized.searched.headings == expected && summarized.values.summary == "S.")
        #expect(bare.searched.headings == expected && bare.values.summary == nil)
        #expect(Self.record("q", summary: "S.").searched.headings == [])
    }

    /// Records of every shape, their details in a store of their own, read back each way there
    /// is: the values alone, the values with the headings, the tags, path and date alone.
    @Test func everyRecordReadsBackAsItWasMadeEachWay() {
        let store = TextStore(), summaries = TextStore()
        var random = SeededRandom(seed: 18)
        let pieces = ["", "a", "Ä", "日本", " ", "\t", "x\u{1F}", "long " + String(repeating: "w", count: 300)]
        func text() -> String { (0..<random.int(in: 0...4)).map { _ in random.pick(pieces) }.joined() }
        for _ in 0..<3_000 {
            let tags = (0..<random.int(in: 0...4)).map { _ in text() }
            let headings = (0..<random.int(in: 0...3)).map { _ in
                Heading(level: random.int(in: 1...6), text: text(), id: text())
            }
            let (path, title, date, summary) = (text(), text(), text(), text())
            let record = PageRecord(
                path: path, title: title, weight: random.int(in: 0...2) == 0 ? nil : random.int(in: -5...5),
                date: date, tags: tags, summary: summary, headings: headings, store: store, summaries: summaries)
            let values = record.values
            // A kept term with U+001F is another taxonomy's (see `Taxonomy`): its values' tags leave it out.
            let plainTags = tags.filter { !$0.contains("\u{1F}") }
            #expect(values.path == path && values.title == title && values.tags == plainTags)
            #expect(values.date == (date.isEmpty ? nil : date) && values.summary == (summary.isEmpty ? nil : summary))
            #expect(record.searched.values == values && record.searched.headings == headings)
            #expect(record.tags == tags && record.path == path && record.date == values.date)
        }
        #expect(summaries.blockCount > 3)
    }

    @Test func listingOrderIsWeightThenTitleThenPathWithUnweightedPagesLast() {
        let store = TextStore()
        let expected = [
            Self.record("z", title: "Z", weight: Int.min, in: store),
            Self.record("m", title: "M", weight: -1, in: store),
            Self.record("b", title: "A", weight: 0, in: store),
            Self.record("c", title: "A", weight: 0, in: store),
            Self.record("a", title: "B", weight: 0, in: store),
            Self.record("y", title: "Y", weight: Int.max, in: store),
            Self.record("n1", title: "A", in: store),
            Self.record("n2", title: "B", in: store),
        ]
        let sorted = expected.reversed().sorted { $0.isListed(before: $1) }
        #expect(sorted.map(\.path) == expected.map(\.path))
        for record in expected { #expect(!record.isListed(before: record)) }
    }

    /// After the weight, dated pages, the newest first (moments compared, whatever their zones),
    /// then undated ones; then titles as a reader orders them.
    @Test func theStandardOrderPutsTheNewestDatedPagesAfterTheWeightedOnes() {
        let store = TextStore()
        let expected = [
            Self.record("w", title: "W", weight: 3, date: "1999-01-01", in: store),
            Self.record("late", title: "B", date: "2026-11-14T01:00:00+02:00", in: store),  // 23:00 UTC on the 13th
            Self.record("evening", title: "A", date: "2026-11-13T22:00:00Z", in: store),
            Self.record("s2", title: "Session 2", date: "2026-11-13", in: store),
            Self.record("s10", title: "session 10", date: "2026-11-13", in: store),
            Self.record("old", title: "Z", date: "1970-01-01", in: store),
            Self.record("before", title: "Y", date: "1969-12-31", in: store),
            Self.record("u2", title: "Undated 2", in: store),
            Self.record("u10", title: "Undated 10", in: store),
        ]
        #expect(expected.reversed().sorted { $0.isListed(before: $1) }.map(\.path) == expected.map(\.path))
        let byTitle = expected.sorted { $0.isListed(before: $1, in: .title) }.map(\.path)
        #expect(byTitle == ["evening", "late", "s2", "s10", "u2", "u10", "w", "before", "old"])
        let byDate = expected.sorted { $0.isListed(before: $1, in: .date) }.map(\.path)
        #expect(byDate == ["late", "evening", "s2", "s10", "w", "old", "before", "u2", "u10"])
    }

    @Test func aRecordKnowsWhetherItWasGeneratedAndReadsBackTheSame() {
        let store = TextStore()
        for generated in [false, true] {
            for weight in [nil, 4] as [Int?] {
                let record = PageRecord(
                    path: "p", title: "T", weight: weight, date: nil, tags: ["x"], summary: nil, generated: generated,
                    store: store)
                #expect(record.isGenerated == generated && record.values.weight == weight)
            }
        }
    }

    /// Records from the last build's manifest and from this build's pages live in different stores.
    @Test func recordsCompareTheSameAcrossStores() {
        let paths = ["s/a", "s/b", "s/c", "s/d"], weights = [3, nil, Int.min, 3]
        let one = TextStore()
        let together = zip(paths, weights).map { Self.record($0, title: "Same", weight: $1, in: one) }
        let apart = zip(paths, weights).map { Self.record($0, title: "Same", weight: $1, in: TextStore()) }
        for first in 0..<paths.count {
            for second in 0..<paths.count {
                let expected = together[first].isListed(before: together[second])
                #expect(apart[first].isListed(before: together[second]) == expected)
                #expect(together[first].isListed(before: apart[second]) == expected)
            }
        }
    }

    @Test func recordsPastTheFirstBlockReadAndCompareAsAnyOther() {
        let store = TextStore()
        let title = "Page " + String(repeating: "x", count: 40)
        let records = (0..<2_000).map { Self.record("section/page-\($0)", title: title, weight: 2_000 - $0, in: store) }
        #expect(store.blockCount > 1)
        #expect(records.map(\.path) == (0..<2_000).map { "section/page-\($0)" })
        #expect(records.last?.isListed(before: records[0]) == true)
    }

    @Test func theFileHashIsTheHashOfTheFilesPath() {
        var expected = ContentHash()
        expected.add("rules/a b.html")
        #expect(Self.record("rules/a b", title: "x\u{0}y").fileHash == expected.value)
    }
}
