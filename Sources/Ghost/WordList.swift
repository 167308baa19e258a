/// A Ghost dictionary: the words of one language, sorted bytewise and packed into one buffer, so
/// both questions a game asks — "is this a word?" and "does any word start with this?" — are
/// binary searches (about 17 comparisons over 100,000 words), never a scan.
///
/// Only entries made of a–z, apostrophe and hyphen are kept: a capital marks a proper noun, and
/// anything else cannot be typed in the game. Duplicates are dropped.
public struct WordList: Sendable {
    private let bytes: [UInt8]
    /// Where word i starts in `bytes`; one more entry than there are words, the last at the end.
    private let starts: [Int32]

    /// Reads a word list: one entry per line (LF or CRLF).
    public init(text: [UInt8]) {
        var words = text.split(separator: UInt8(ascii: "\n")).map { line in line.last == UInt8(ascii: "\r") ? line.dropLast() : line }
        words.removeAll { $0.isEmpty || !$0.allSatisfy(Self.isLetter) }
        words.sort { $0.lexicographicallyPrecedes($1) }
        var bytes: [UInt8] = [], starts: [Int32] = [0]
        for word in words where starts.count == 1 || !Self.equal(word, bytes[Int(starts[starts.count - 2])...]) {
            bytes += word
            starts.append(Int32(bytes.count))
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The characters a fragment may hold: a–z, apostrophe and hyphen.
    public static let alphabet: [Character] = Array("abcdefghijklmnopqrstuvwxyz'-")

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")
    }

    public var count: Int { starts.count - 1 }

    public func word(at index: Int) -> String {
        String(decoding: word(index), as: UTF8.self)
    }

    public func isWord(_ text: String) -> Bool {
        let key = Array(text.utf8), index = lowerBound(key)
        return index < count && Self.equal(key, word(index))
    }

    /// Whether some word starts with `prefix` (a word equal to it counts).
    public func hasWord(startingWith prefix: String) -> Bool {
        let key = Array(prefix.utf8), index = lowerBound(key)
        return index < count && word(index).starts(with: key)
    }

    private func word(_ index: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[index])..<Int(starts[index + 1])]
    }

    /// The first index whose word is not before `key`.
    private func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if word(middle).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func equal(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }
}
