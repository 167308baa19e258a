import Foundation
import Ghost
import Testing

/// What a word list ought to answer, worked out the plain way: the set of its words and the set of
/// every prefix of every word (the empty one and the words themselves included). It shares nothing
/// with `WordList`'s packed buffer and binary searches but the words it is built from, and asking it
/// is one hash lookup, where a scan of the English list's 83,000 words took seconds per thousand
/// questions in a debug build.
struct WordOracle: Sendable {
    let words: Set<String>
    let prefixes: Set<String>

    init(_ list: some Sequence<String>) {
        var words = Set<String>(), prefixes = Set<String>()
        for word in list {
            words.insert(word)
            for end in word.indices + [word.endIndex] { prefixes.insert(String(word[..<end])) }
        }
        self.words = words
        self.prefixes = prefixes
    }

    func isWord(_ text: String) -> Bool { words.contains(text) }

    func hasWord(startingWith prefix: String) -> Bool { prefixes.contains(prefix) }
}

/// The system word lists the game uses (installed by the set-up: wamerican, wdutch).
enum SystemWords {
    /// The English list and its oracle, read and built once for every test that asks: building the
    /// oracle is the costly part. Nil when the list is not installed.
    static let checkedEnglish: (words: WordList, oracle: WordOracle)? = {
        guard let data = FileManager.default.contents(atPath: GhostLanguage.english.wordListPath) else { return nil }
        let words = WordList(text: Array(data))
        return (words, WordOracle((0..<words.count).map(words.word(at:))))
    }()

    static func english() throws -> (words: WordList, oracle: WordOracle) {
        try #require(checkedEnglish, "install \(GhostLanguage.english.debianPackage)")
    }

    static func dutch() throws -> WordList {
        let path = GhostLanguage.dutch.wordListPath
        return WordList(text: Array(try #require(FileManager.default.contents(atPath: path), "install wdutch")))
    }
}
