import Foundation

/// Searches over raw bytes with `memchr`, which goes through them many at a time: pages are
/// searched before they are parsed, and the cache's manifest and a build's receipt have megabytes.
package enum ByteSearch {
    /// Where the first `byte` of `buffer` at or after `start` and before `end` is; nil for none.
    package static func firstIndex(
        of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil
    )
        -> Int?
    {
        let end = end ?? buffer.count
        guard let base = buffer.baseAddress, start < end, let found = memchr(base + start, Int32(byte), end - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Where the first `needle` of `bytes` at or after `start` begins; nil for none.
    package static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var from = start
            while let found = firstIndex(of: first, in: buffer, from: from) {
                guard found + needle.count <= buffer.count else { return nil }
                if buffer[found..<found + needle.count].elementsEqual(needle) { return found }
                from = found + 1
            }
            return nil
        }
    }

    /// Whether `bytes` hold `word` (ASCII, in lower case) in any case of its letters, as front
    /// matter keys are matched (`expiryDate`, `ExpiryDate`). Jumps from one first letter of the
    /// word to the next, rather than trying every position.
    package static func containsIgnoringCase(_ bytes: [UInt8], _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        let firsts = Set([first, upper(first)])
        return bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress else { return false }
            return firsts.contains { first in
                var start = 0
                while haystack.count - start >= needle.count {
                    let left = haystack.count - start - needle.count + 1
                    guard let found = memchr(base + start, Int32(first), left) else { return false }
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if needle.indices.allSatisfy({ lower(haystack[at + $0]) == needle[$0] }) { return true }
                    start = at + 1
                }
                return false
            }
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func upper(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte & ~0x20 : byte
    }
}
