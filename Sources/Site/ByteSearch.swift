import Foundation

/// Whether a run of bytes holds a word: the one search over a page's raw bytes, done for every
/// page of every build before any of it is parsed. It jumps from one first letter of the word
/// to the next with `memchr`, rather than trying every position.
enum ByteSearch {
    static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        return bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress else { return false }
            var start = 0
            while haystack.count - start >= needle.count {
                guard let found = memchr(base + start, Int32(first), haystack.count - start - needle.count + 1) else {
                    return false
                }
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, needle, needle.count) == 0 { return true }
                start = at + 1
            }
            return false
        }
    }
}
