import GameKit
import Testing

@testable import SiteFiles

@Suite struct ByteSearchTests {
    /// Held to the plain reading, lower-casing both sides, over texts made of the word's own
    /// letters in both cases and a few others, so that near misses are common.
    @Test func aWordIsFoundInAnyCaseExactlyWhereItIs() {
        var random = SeededRandom(seed: 42)
        let alphabet = Array("expiryDATE_EXPIRYdate xé".utf8)
        for _ in 0..<5_000 {
            let bytes = (0..<random.int(in: 0...40)).map { _ in random.pick(alphabet) }
            let word = ["expirydate", "e", "redirect_from", "ex"][random.int(in: 0...3)]
            let lowered = String(decoding: bytes, as: UTF8.self).lowercased()
            #expect(ByteSearch.containsIgnoringCase(bytes, word) == lowered.contains(word), "\(bytes)")
        }
        #expect(ByteSearch.containsIgnoringCase(Array("Redirect_From: [a]".utf8), "redirect_from"))
        #expect(!ByteSearch.containsIgnoringCase(Array("redirect-from".utf8), "redirect_from"))
        #expect(ByteSearch.containsIgnoringCase([], ""))
    }
}
