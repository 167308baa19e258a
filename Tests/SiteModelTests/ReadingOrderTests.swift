import GameKit
import Testing

@testable import SiteModel

@Suite struct ReadingOrderTests {
    @Test func numbersCompareAsNumbersAndLettersWithoutRegardToCase() {
        let expected = [
            "", "2 Swords", "10 Swords", "apple", "Banana", "cherry", "Session", "Session 1", "Session 2",
            "Session 2b", "Session 10", "Session 11", "session 12", "Session 100",
        ]
        #expect(expected.reversed().sorted(by: ReadingOrder.precedes) == expected)
    }

    @Test func textsTheKeyCannotTellApartAreOrderedByTheirBytes() {
        #expect(
            ["elf", "Elf", "Page 2", "Page 02"].sorted(by: ReadingOrder.precedes) == [
                "Elf", "elf", "Page 02", "Page 2",
            ])
        #expect(!ReadingOrder.precedes("Same", "Same"))
    }

    /// The numbers of a thousand digits and more still compare as numbers.
    @Test func longNumbersCompareByTheirLength() {
        let short = String(repeating: "9", count: 254), long = "1" + String(repeating: "0", count: 254)
        let longer = "1" + String(repeating: "0", count: 1_000)
        #expect([longer, long, short].sorted(by: ReadingOrder.precedes) == [short, long, longer])
        #expect(!ReadingOrder.key(longer).contains(0))
    }

    /// The order is a strict total one, for any texts: a sort may rely on it.
    @Test func theOrderIsTotalAndTransitive() {
        var random = SeededRandom(seed: 7)
        let pieces = ["a", "A", "b", "0", "00", "1", "9", "10", " ", "ä", "Ä", "\u{0}", "-", "z"]
        let texts = (0..<200).map { _ in (0..<random.int(in: 0...5)).map { _ in random.pick(pieces) }.joined() }
        for first in texts {
            for second in texts {
                let before = ReadingOrder.precedes(first, second), after = ReadingOrder.precedes(second, first)
                #expect(first == second ? !before && !after : before != after)
            }
        }
        let sorted = texts.sorted(by: ReadingOrder.precedes)
        for (earlier, later) in zip(sorted, sorted.dropFirst()) { #expect(!ReadingOrder.precedes(later, earlier)) }
    }
}
