import Foundation

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
        var words = text.split(separator: UInt8(ascii: "\n")).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
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
        firstWord(notBefore: text) { word, key in word.elementsEqual(key) }
    }

    /// Whether some word starts with `prefix` (a word equal to it counts).
    public func hasWord(startingWith prefix: String) -> Bool {
        firstWord(notBefore: prefix) { word, key in word.starts(with: key) }
    }

    private func word(_ index: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[index])..<Int(starts[index + 1])]
    }

    private typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Whether the first word not before `text` passes `test` with `text`'s bytes (false when no
    /// word is). The binary search reads the buffers through pointers and compares with memcmp,
    /// which a debug build, where the tests play a thousand games with it, runs several times
    /// faster than generic slices.
    private func firstWord(notBefore text: String, passes test: (Bytes, Bytes) -> Bool) -> Bool {
        let key = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                key.withUnsafeBufferPointer { key in
                    func word(_ index: Int) -> Bytes {
                        Bytes(rebasing: bytes[Int(starts[index])..<Int(starts[index + 1])])
                    }
                    var low = 0, high = starts.count - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if Self.precedes(word(middle), key) { low = middle + 1 } else { high = middle }
                    }
                    return low < starts.count - 1 && test(word(low), key)
                }
            }
        }
    }

    /// Bytewise order: by the first byte that differs, else the shorter first.
    private static func precedes(_ a: Bytes, _ b: Bytes) -> Bool {
        let common = min(a.count, b.count)
        guard common > 0, let first = a.baseAddress, let second = b.baseAddress else { return a.count < b.count }
        let order = memcmp(first, second, common)
        return order != 0 ? order < 0 : a.count < b.count
    }

    private static func equal(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }
}
