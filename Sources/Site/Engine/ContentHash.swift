import SiteModel
/// A 64-bit FNV-1a hash of everything that shapes one output, for the build cache's keys.
///
/// Not cryptographic: it only has to notice that a page or template changed. Each part is followed
/// by its length, so ("ab", "c") and ("a", "bc") hash differently. A stale page would
/// need a new text whose hash equals the old one's, about one chance in 2^64.
struct ContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        add(bytes, EmptyCollection())
    }

    /// The two as one part: the same as adding their bytes joined.
    mutating func add(_ first: some Sequence<UInt8>, _ second: some Sequence<UInt8>) {
        mix(eightBytesOf: mix(first) + mix(second))
    }

    /// Mixes in every byte of `bytes`; how many there were. Bytes kept in one piece (an array, a
    /// native string's) go through a loop over them in memory: paths, ids and stamps are hashed
    /// many times a page, and a sequence's iterator cost more than the hashing.
    private mutating func mix(_ bytes: some Sequence<UInt8>) -> UInt64 {
        let start = value
        if let (mixed, count) = bytes.withContiguousStorageIfAvailable({ (Self.mixed(start, $0), $0.count) }) {
            value = mixed
            return UInt64(count)
        }
        var count: UInt64 = 0
        for byte in bytes {
            mix(byte)
            count += 1
        }
        return count
    }

    private static func mixed(_ start: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value = start
        for byte in bytes { value = (value ^ UInt64(byte)) &* prime }
        return value
    }

    mutating func add(_ text: String) {
        add(text.utf8)
    }

    /// A number (most often another hash) as one part of eight bytes, least significant first.
    mutating func add(_ number: UInt64) {
        mix(eightBytesOf: number)
        mix(eightBytesOf: 8)
    }

    /// The hash of `bytes` alone: how the engine names a path by eight bytes (the link checker's
    /// files, the output's kept files, the manifest's lines).
    static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = ContentHash()
        hash.add(bytes)
        return hash.value
    }

    private mutating func mix(eightBytesOf number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    private static let prime: UInt64 = 0x100_0000_01b3

    /// Sixteen lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Everything a document holds, fields in key order: generated pages are keyed by this.
    mutating func add(_ document: Document) {
        for part in [
            document.path, document.title, document.layout, document.date ?? "", document.weight.map(String.init) ?? "",
            "\(document.draft)",
        ] {
            add(part)
        }
        add(.list(document.tags.map(MetadataValue.string)))
        add(.map(document.fields))
        add(document.body)
        add("p\(document.parts.count)")
        for part in document.parts { add(part) }
    }

    /// Every file's path and text (a template library's), in the order of the paths.
    mutating func add(files: [String: String]) {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            add(path)
            add(text)
        }
    }

    private mutating func add(_ value: MetadataValue) {
        switch value {
        case .string(let text): add("s" + text)
        case .int(let number): add("i\(number)")
        case .double(let number): add("d\(number)")
        case .bool(let flag): add("b\(flag)")
        case .list(let items):
            add("l\(items.count)")
            for item in items { add(item) }
        case .map(let entries):
            add("m\(entries.count)")
            for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
                add(key)
                add(entry)
            }
        }
    }
}
