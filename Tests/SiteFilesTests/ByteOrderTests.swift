import GameKit
import Testing

@testable import SiteFiles

/// Byte order by `memcmp` says what Swift's own comparisons of the bytes say, for short, long,
/// equal and nearly equal arrays alike.
@Suite struct ByteOrderTests {
    /// Arrays over few byte values, often one the beginning of another or differing in one byte.
    static func pairs(count: Int, seed: UInt64) -> [([UInt8], [UInt8])] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let first = (0..<random.int(in: 0...80)).map { _ in UInt8(random.pick([0, 1, 97, 255])) }
            var second = first
            switch random.int(in: 0...3) {
            case 0: break
            case 1: second = Array(first.prefix(random.int(in: 0...first.count)))
            case 2: if !second.isEmpty { second[random.int(in: 0...(second.count - 1))] &+= 1 }
            default: second = (0..<random.int(in: 0...80)).map { _ in UInt8(random.pick([0, 1, 97, 255])) }
            }
            return (first, second)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func sameAndPrecedesAgreeWithSwift(seed: UInt64) {
        for (first, second) in Self.pairs(count: 2_000, seed: seed) {
            #expect(ByteOrder.same(first, second) == (first == second), "\(first) \(second)")
            #expect(
                ByteOrder.precedes(first[...], second[...]) == first.lexicographicallyPrecedes(second),
                "\(first) \(second)")
        }
    }

    @Test func anOrderOnKeySlotsIsTheSortedOrder() {
        let keys = Self.pairs(count: 1_000, seed: 4).flatMap { [$0.0, $0.1] }
        for width in [0, 1, 8, 32] {
            let order = ByteOrder.order(count: keys.count, width: width, keys: { $1 += keys[$0] }) {
                ByteOrder.precedes(keys[$0][...], keys[$1][...])
            }
            #expect(order.map { keys[$0] } == keys.sorted { $0.lexicographicallyPrecedes($1) }, "width \(width)")
        }
    }
}
