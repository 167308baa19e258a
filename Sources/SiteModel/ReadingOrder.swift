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
        appendKey(of: Array(text.utf8)[...], to: &key)
        return key
    }

    /// Appends the key of the UTF-8 text `bytes`: its letters in lower case, and each run of ASCII
    /// digits as a number: `0` (where digits sort among other characters), how many digits it has
    /// without its leading zeros (see `appendCount`), then those digits. The key holds no NUL, so a
    /// NUL after it keeps a shorter key first wherever it is packed. Text all ASCII, as most
    /// titles are, is put in lower case byte by byte: every listing of a big site reads each title.
    package static func appendKey(of bytes: ArraySlice<UInt8>, to key: inout [UInt8]) {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            appendKey(ofLowercase: bytes, asciiLetters: true, to: &key)
        } else {
            appendKey(ofLowercase: Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8)[...], to: &key)
        }
    }

    /// Appends the key of `bytes`, in lower case already or, with `asciiLetters`, ASCII whose
    /// capitals are lowered here. A number's digits go into the key as they come (its leading
    /// zeros left out), and its mark and count before them once it ends.
    private static func appendKey(
        ofLowercase bytes: ArraySlice<UInt8>, asciiLetters: Bool = false, to key: inout [UInt8]
    ) {
        var numberStart: Int?  // where the number being read starts in the key
        func endNumber() {
            guard let start = numberStart else { return }
            if key.count == start { key.append(UInt8(ascii: "0")) }  // only zeros: the number 0
            var header: [UInt8] = [UInt8(ascii: "0")]
            appendCount(key.count - start, to: &header)
            key.insert(contentsOf: header, at: start)
            numberStart = nil
        }
        for byte in bytes {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if numberStart == nil { numberStart = key.count }
                if byte != UInt8(ascii: "0") || key.count > numberStart! { key.append(byte) }
            } else {
                endNumber()
                let lowered = asciiLetters && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                key.append(lowered == 0 ? 1 : lowered)
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
