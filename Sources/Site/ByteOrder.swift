import Foundation

/// Byte order, compared with `memcmp`: how paths and listings are sorted, often enough in a
/// build that it matters (`lexicographicallyPrecedes` goes a byte at a time through generic code).
enum ByteOrder {
    static func precedes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second  // `withUTF8` may make a text contiguous first
        return first.withUTF8 { first in second.withUTF8 { precedes(first, $0) } }
    }

    static func precedes(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Bool {
        first.withUnsafeBufferPointer { first in second.withUnsafeBufferPointer { precedes(first, $0) } }
    }

    static func precedes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        compare(first, second) < 0
    }

    /// Negative, zero or positive as `first` comes before `second`, is the same, or comes after.
    static func compare(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(first.count, second.count)
        if common > 0, let a = first.baseAddress, let b = second.baseAddress {
            let order = memcmp(a, b, common)
            if order != 0 { return Int(order) }
        }
        return first.count - second.count
    }

    /// The positions `0..<count` in the byte order of their keys (`appendKey` appends position
    /// `i`'s to the buffer it is given), positions whose keys are the same in the order `ties`
    /// gives. The keys are read once into one buffer, and the sort compares bytes there: reading
    /// them for each comparison, from wherever they are kept, took several times as long.
    static func order(
        count: Int, keys appendKey: (Int, inout [UInt8]) -> Void, ties: (Int, Int) -> Bool = { _, _ in false }
    ) -> [Int] {
        var keys: [UInt8] = [], ends: [Int] = []
        ends.reserveCapacity(count)
        for position in 0..<count {
            appendKey(position, &keys)
            ends.append(keys.count)
        }
        var order = Array(0..<count)
        keys.withUnsafeBufferPointer { keys in
            func key(_ position: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: keys[(position == 0 ? 0 : ends[position - 1])..<ends[position]])
            }
            order.sort { first, second in
                let order = compare(key(first), key(second))
                return order != 0 ? order < 0 : ties(first, second)
            }
        }
        return order
    }
}
