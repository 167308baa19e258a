@testable import Site
import Testing

/// The content hash names tag pages and keys the cache, so its values may never change: FNV-1a
/// over the bytes, then the count as eight bytes, whatever holds the bytes.
@Suite struct ContentHashTests {
    /// Worked out apart from sheetgen, with Python.
    static let known: [(text: String, hash: UInt64)] = [
        ("", 0xa8c7_f832_281a_39c5),
        ("tags/dragons.html", 0x1f78_d50d_a9df_8b1f),
        ("ünïcödé/page.html", 0xf061_d203_37f2_036e),
    ]

    @Test(arguments: known.indices)
    func aTextHashesTheSameHoweverItsBytesAreHeld(_ index: Int) {
        let (text, hash) = Self.known[index]
        let bytes = Array(text.utf8)
        #expect(ContentHash.of(text.utf8) == hash)
        #expect(ContentHash.of(bytes) == hash)
        #expect(ContentHash.of(([0] + bytes + [0])[1...].dropLast()) == hash)
        #expect(ContentHash.of(bytes.lazy.map { $0 }) == hash)  // not in one piece
        #expect(ContentHash.of(Substring(text).utf8) == hash)
        for split in 0...bytes.count {
            var parts = ContentHash()
            parts.add(bytes[..<split], bytes[split...].lazy.filter { _ in true })
            #expect(parts.value == hash)
        }
    }

    @Test func aNumberHashesAsItsEightBytesLeastSignificantFirst() {
        for number: UInt64 in [0, 1, 0x0102_0304_0506_0708, .max] {
            var hash = ContentHash()
            hash.add(number)
            #expect(hash.value == ContentHash.of((0..<8).map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) }))
        }
    }
}
