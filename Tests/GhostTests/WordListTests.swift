import Foundation
import Ghost
import TestSupport
import Testing

@Suite struct WordListTests {
    static func list(_ lines: String) -> WordList { WordList(text: Array(lines.utf8)) }

    @Test func keepsOnlyLowerCaseWordsOnceEach() {
        let words = Self.list("pear\nAaron\npea\r\ncafé\npear\na's\nx-ray\nno1\n\nPEA\n")
        #expect(words.count == 4)
        #expect((0..<words.count).map(words.word(at:)) == ["a's", "pea", "pear", "x-ray"])
        #expect(!words.isWord("aaron") && !words.isWord("Aaron") && !words.isWord("café"))
    }

    @Test func answersWordAndPrefixQuestions() {
        let words = Self.list("pea\npear\npeal\nzebra\n")
        #expect(words.isWord("pea") && words.isWord("pear") && !words.isWord("pe") && !words.isWord("pears"))
        #expect(
            words.hasWord(startingWith: "") && words.hasWord(startingWith: "pe") && words.hasWord(startingWith: "pear"))
        #expect(
            !words.hasWord(startingWith: "pears") && !words.hasWord(startingWith: "q")
                && !words.hasWord(startingWith: "zz"))
        #expect(!WordList(text: []).hasWord(startingWith: ""))
    }

    /// The binary searches agree with plain sets of the words and of their prefixes, for every
    /// prefix of many words and for near misses, on the real English list.
    @Test(.enabled(if: RequiredTool.englishWords.canTest, "needs /usr/share/dict/american-english (Debian: wamerican)"))
    func searchesAgreeWithSetsOfWordsAndPrefixes() throws {
        let (words, oracle) = try SystemWords.english()
        let all = (0..<words.count).map(words.word(at:))
        #expect(all.count > 50_000 && oracle.words.count == all.count)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let samples = stride(from: 0, to: all.count, by: 2_999).map { all[$0] }
        for word in samples {
            for end in word.indices.dropFirst() + [word.endIndex] {
                let prefix = String(word[..<end])
                for probe in [prefix, prefix + "q", prefix + "'", String(prefix.dropLast()) + "z"] {
                    #expect(words.isWord(probe) == oracle.isWord(probe), "\(probe)")
                    #expect(words.hasWord(startingWith: probe) == oracle.hasWord(startingWith: probe), "\(probe)")
                }
            }
        }
    }
}
