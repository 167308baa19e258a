import Foundation

/// Byte order, compared with `memcmp`: how paths and listings are sorted, often enough in a
/// build that it matters (`lexicographicallyPrecedes` goes a byte at a time through generic code).
package enum ByteOrder {
    static func precedes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second  // `withUTF8` may make a text contiguous first
        return first.withUTF8 { first in second.withUTF8 { precedes(first, $0) } }
    }

    package static func precedes(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Bool {
        first.withUnsafeBufferPointer { first in second.withUnsafeBufferPointer { precedes(first, $0) } }
    }

    static func precedes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        compare(first, second) < 0
    }

    /// Whether two byte arrays hold the same bytes: compared with `memcmp`, where `==` goes a byte
    /// at a time (a full build compares every page with the file it replaces).
    package static func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.count == second.count
            && first.withUnsafeBufferPointer { first in second.withUnsafeBufferPointer { compare(first, $0) == 0 } }
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
    /// `i`'s to the buffer it is given). Only a key's first `width` bytes are kept, each in a slot
    /// of its own in one buffer, and the sort compares those; positions whose first bytes are
    /// the same go to `precedes`, which orders them by their whole keys. Reading the keys for
    /// each comparison, from wherever they are kept, takes several times as long; keeping them
    /// whole would make the keys of a big site's listings the most its build holds at once.
    package static func order(
        count: Int, width: Int, keys appendKey: (Int, inout [UInt8]) -> Void, precedes: (Int, Int) -> Bool
    ) -> [Int] {
        var slots = [UInt8](repeating: 0, count: count * width), key: [UInt8] = []
        slots.withUnsafeMutableBufferPointer { slots in
            for position in 0..<count {
                key.removeAll(keepingCapacity: true)
                appendKey(position, &key)
                // A short key ends in zeros, which keeps the order of the bytes it has: a key that
                // is another's beginning comes first, or ties with it.
                _ = UnsafeMutableBufferPointer(rebasing: slots[(position * width)...]).update(
                    fromContentsOf: key.prefix(width))
            }
        }
        var order = Array(0..<count)
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress, width > 0 else { return order.sort(by: precedes) }
            order.sort { first, second in
                let order = memcmp(base + first * width, base + second * width, width)
                return order != 0 ? order < 0 : precedes(first, second)
            }
        }
        return order
    }
}
