/// The order a reader expects of titles and tags: without regard to case, and numbers as numbers
/// ("Session 2" before "Session 10"). Made of bytes alone, so a listing sorts the same on every
/// machine, whatever its locale (Foundation's `localizedStandardCompare` follows the locale).
package enum ReadingOrder {
    /// Whether `first` comes before `second`: by their keys, and texts with the same key ("Elf",
    /// "elf", "Page 02", "Page 2") by their bytes, so that no two different texts tie.
    package static func precedes(_ first: String, _ second: String) -> Bool {
        let (firstKey, secondKey) = (key(first), key(second))
        guard firstKey != secondKey else { return first.utf8.lexicographicallyPrecedes(second.utf8) }
        return firstKey.lexicographicallyPrecedes(secondKey)
    }

    /// Bytes whose order is the reading order of `text` (see `appendKey`).
    package static func key(_ text: String) -> [UInt8] {
        var key: [UInt8] = []
        appendKey(of: text.utf8, to: &key)
        return key
    }

    /// Appends the key of the UTF-8 text `bytes`: its letters in lower case, and each run of ASCII
    /// digits as a number: `0` (where digits sort among other characters), how many digits it has
    /// without its leading zeros (see `appendCount`), then those digits. The key holds no NUL, so a
    /// NUL after it keeps a shorter key first wherever it is packed. Text all ASCII, as most
    /// titles are, is put in lower case byte by byte: every listing of a big site reads each title.
    package static func appendKey(of bytes: some Collection<UInt8>, to key: inout [UInt8]) {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            appendKey(ofLowercase: bytes.lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, to: &key)
        } else {
            appendKey(ofLowercase: String(decoding: bytes, as: UTF8.self).lowercased().utf8, to: &key)
        }
    }

    private static func appendKey(ofLowercase bytes: some Sequence<UInt8>, to key: inout [UInt8]) {
        var digits: [UInt8] = []
        func endNumber() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            key.append(UInt8(ascii: "0"))
            if significant.isEmpty {
                appendCount(1, to: &key)
                key.append(UInt8(ascii: "0"))
            } else {
                appendCount(significant.count, to: &key)
                key += significant
            }
            digits.removeAll(keepingCapacity: true)
        }
        for byte in bytes {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits.append(byte)
            } else {
                endNumber()
                key.append(byte == 0 ? 1 : byte)
            }
        }
        endNumber()
    }

    /// How many digits a number has, in bytes that sort as the counts do and are never NUL: one
    /// byte up to 254, else 255 and the count's own decimal digits, after how many they are.
    private static func appendCount(_ count: Int, to key: inout [UInt8]) {
        guard count >= 255 else { return key.append(UInt8(count)) }
        let decimal = Array(String(count).utf8)
        key += [255, UInt8(decimal.count)] + decimal
    }
}
