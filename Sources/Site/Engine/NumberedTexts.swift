/// Numbers texts given as bytes in the order they are first met, and finds them again by the
/// hash of their bytes: a listing looks up the folder and every tag of every page of a big site,
/// and making a string of each only to look it up cost more than all the rest.
struct NumberedTexts {
    /// The texts by number.
    private(set) var texts: [String] = []
    private var numbers: [String: Int] = [:]
    /// The bytes first met with each hash, and their text's number.
    private var byHash: [UInt64: (bytes: [UInt8], number: Int)] = [:]

    /// The number of the text of `bytes` (UTF-8, repaired as a string is), and whether it is
    /// new. Bytes whose hash other bytes have (about one chance in 2^64 a pair), and bytes that
    /// are not UTF-8 but make a text met before, are found by their text.
    mutating func number(of bytes: ArraySlice<UInt8>) -> (number: Int, isNew: Bool) {
        let hash = ContentHash.of(bytes)
        if let known = byHash[hash], known.bytes.elementsEqual(bytes) { return (known.number, false) }
        let text = String(decoding: bytes, as: UTF8.self)
        let known = numbers[text]
        let number = known ?? texts.count
        if known == nil {
            texts.append(text)
            numbers[text] = number
        }
        if byHash[hash] == nil { byHash[hash] = (Array(bytes), number) }
        return (number, known == nil)
    }
}
