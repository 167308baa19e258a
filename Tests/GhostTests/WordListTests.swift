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
        #expect(words.hasWord(startingWith: "") && words.hasWord(startingWith: "pe") && words.hasWord(startingWith: "pear"))
        #expect(!words.hasWord(startingWith: "pears") && !words.hasWord(startingWith: "q") && !words.hasWord(startingWith: "zz"))
        #expect(!WordList(text: []).hasWord(startingWith: ""))
    }

    /// The binary searches agree with a plain scan, for every prefix of many words and for
    /// near misses, on the real English list.
    @Test(.enabled(if: RequiredTool.englishWords.canTest, "needs /usr/share/dict/american-english (Debian: wamerican)")) func searchesAgreeWithAScan() throws {
        let words = try SystemWords.english()
        let all = (0..<words.count).map(words.word(at:))
        #expect(all.count > 50_000)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let bytes = all.map { Array($0.utf8) }
        let samples = stride(from: 0, to: all.count, by: 2_999).map { all[$0] }
        for word in samples {
            for end in word.indices.dropFirst() + [word.endIndex] {
                let prefix = String(word[..<end])
                for probe in [prefix, prefix + "q", prefix + "'", String(prefix.dropLast()) + "z"] {
                    let key = Array(probe.utf8)
                    #expect(words.isWord(probe) == bytes.contains(key), "\(probe)")
                    #expect(words.hasWord(startingWith: probe) == bytes.contains { $0.starts(with: key) }, "\(probe)")
                }
            }
        }
    }
}

/// The system word lists the game uses (installed by the set-up: wamerican, wdutch).
enum SystemWords {
    static func english() throws -> WordList { try load(.english) }
    static func dutch() throws -> WordList { try load(.dutch) }

    private static func load(_ language: GhostLanguage) throws -> WordList {
        let data = try #require(FileManager.default.contents(atPath: language.wordListPath), "install \(language.debianPackage)")
        return WordList(text: Array(data))
    }
}
