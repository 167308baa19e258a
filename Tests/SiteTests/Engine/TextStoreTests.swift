import Foundation
@testable import Site
@testable import SiteFiles
import Testing

@Suite struct TextStoreTests {
    @Test func textsReadBackAcrossTheBlockBoundary() {
        let store = TextStore()
        // 1,000 texts of 100 bytes: the 656th no longer fits the first 64 KiB block.
        let texts = (0..<1_000).map { index in
            let letter = Character(UnicodeScalar(UInt8(65 + index % 26)))
            return String(repeating: letter, count: 96) + String(format: "%04d", index)
        }
        let references = texts.map(store.append)
        #expect(store.blockCount == (texts.count * 100 + TextStore.blockSize - 1) / TextStore.blockSize)
        #expect(references.map(store.text) == texts)
    }

    @Test func aTextLongerThanABlockGetsABlockOfItsOwn() {
        let store = TextStore()
        let small = store.append("before")
        let long = String(repeating: "ä", count: TextStore.blockSize)  // twice the block size in bytes
        let big = store.append(long)
        let after = store.append("after")
        #expect(store.blockCount == 3)
        #expect(store.text(small) == "before" && store.text(big) == long && store.text(after) == "after")
    }

    @Test func emptyAndNonASCIITextsKeepTheirBytes() {
        let store = TextStore()
        let texts = ["", "\u{0}", "tab\there\nnew line", "日本語", "e\u{301}", "\u{1F}"]
        let references = texts.map(store.append)
        #expect(references.map(store.text) == texts)
        #expect(store.bytes(references[3]) { Array($0) } == Array("日本語".utf8))
    }

    @Test func threadsAppendingAtOnceLoseNothing() {
        let store = TextStore()
        let references = ParallelMap.run(Array(0..<5_000), jobs: 4, progress: nil) { index in
            (index, store.append("text \(index) " + String(repeating: "x", count: index % 50)))
        }
        for (index, reference) in references {
            #expect(store.text(reference) == "text \(index) " + String(repeating: "x", count: index % 50))
        }
    }

    /// Readers see every text whole while writers add more.
    @Test func threadsReadingWhileOthersAppendReadWholeTexts() {
        let store = TextStore()
        let text: @Sendable (Int) -> String = { "text \($0) " + String(repeating: "é", count: $0 % 400) }
        let early = (0..<500).map { store.append(text($0)) }
        let wrong = ParallelMap.run(Array(0..<4_000), jobs: 4, progress: nil) { index in
            if index % 2 == 0 { _ = store.append(text(index)) }
            let read = index / 8 % early.count
            return store.text(early[read]) == text(read) ? 0 : 1
        }
        #expect(wrong.reduce(0, +) == 0)
        #expect(store.blockCount > 10)
    }

    @Test func storedTextsCompareWhereverTheyAreKept() {
        let one = TextStore(), other = TextStore()
        let alpha = StoredText("alpha", in: one), beta = StoredText("beta", in: one)
        let gamma = StoredText("beta", in: other)
        func order(_ first: StoredText, _ second: StoredText) -> Bool {
            first.bytes(with: second) { $0.lexicographicallyPrecedes($1) }
        }
        #expect(order(alpha, beta) && !order(beta, alpha))
        #expect(order(alpha, gamma) && !order(gamma, alpha))
        #expect(beta.bytes(with: gamma) { $0.elementsEqual($1) })
        #expect(gamma.text == "beta")
    }
}
