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
        let common = min(first.count, second.count)
        if common > 0, let a = first.baseAddress, let b = second.baseAddress {
            let order = memcmp(a, b, common)
            if order != 0 { return order < 0 }
        }
        return first.count < second.count
    }
}
