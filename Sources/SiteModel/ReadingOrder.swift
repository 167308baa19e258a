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

    /// Bytes whose order is the reading order of `text`: its letters in lower case, and each run
    /// of ASCII digits as a number: `0` (where digits sort among other characters), how many
    /// digits it has without its leading zeros (see `appendCount`), then those digits. The key
    /// holds no NUL, so a NUL after it keeps a shorter key first wherever it is packed.
    package static func key(_ text: String) -> [UInt8] {
        var key: [UInt8] = [], digits: [UInt8] = []
        key.reserveCapacity(text.utf8.count + 4)
        func endNumber() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            let number = significant.isEmpty ? [UInt8(ascii: "0")] : Array(significant)
            key.append(UInt8(ascii: "0"))
            appendCount(number.count, to: &key)
            key += number
            digits.removeAll(keepingCapacity: true)
        }
        for character in text.lowercased().utf8 {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) {
                digits.append(character)
            } else {
                endNumber()
                key.append(character == 0 ? 1 : character)
            }
        }
        endNumber()
        return key
    }

    /// How many digits a number has, in bytes that sort as the counts do and are never NUL: one
    /// byte up to 254, else 255 and the count's own decimal digits, after how many they are.
    private static func appendCount(_ count: Int, to key: inout [UInt8]) {
        guard count >= 255 else { return key.append(UInt8(count)) }
        let decimal = Array(String(count).utf8)
        key += [255, UInt8(decimal.count)] + decimal
    }
}
