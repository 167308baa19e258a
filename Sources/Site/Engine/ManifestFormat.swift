import Foundation
import SiteFiles

/// The build cache's manifest: a header line, then one line per entry with tab-separated
/// fields. Read and written on every build, so it is plain and quick: bytes in, bytes out, no
/// text parsed (JSON took a quarter of a second each way for 10,000 pages).
///
/// Fields: entry id, key (hex), stamp (`size:modified:inode`, empty for none), the page's record
/// as it keeps itself (`PageRecord.packed` and its details, then its listed and searched hashes
/// as `listed:searched` in hex; all empty when there is no record, the details empty when there
/// are none), the links to check again (as `LinkChecker.check` gives
/// them, empty for none), then the source file (`size:modified:inode:changed:digest:flags`, the
/// digest in hex, the flags a number; empty for a generated page). Every field is escaped byte by byte (`\\`, `\t`, `\n`, `\0`, and `\u` for U+001F),
/// so a field holds any bytes, and the manifest need not be UTF-8.
enum ManifestFormat {
    static let header = "sheetgen build cache 8"

    /// An entry's line, newline included.
    static func line(_ id: String, _ entry: BuildCache.Entry) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(256)
        escape(id.utf8, into: &line)
        line.append(tab)
        line += String(entry.key, radix: 16).utf8
        line.append(tab)
        if let stamp = entry.stamp { line += text(of: stamp).utf8 }
        line.append(tab)
        if let record = entry.record {
            record.storedBytes { packed, details in
                escape(packed, into: &line)
                line.append(tab)
                if let details { escape(details, into: &line) }
            }
            line.append(tab)
            line += "\(String(record.listedHash, radix: 16)):\(String(record.searchedHash, radix: 16))".utf8
        } else {
            line += [tab, tab]
        }
        line.append(tab)
        entry.links?.bytes { escape($0, into: &line) }
        line.append(tab)
        if let file = entry.source {
            let flags = [file.namesPublishingDates, file.namesAliases, file.mayHoldBlocks, file.mayReferToPages]
                .enumerated().reduce(0) {
                    $0 | ($1.element ? 1 << $1.offset : 0)
                }
            line += "\(text(of: file.stamp)):\(file.changed)".utf8
            line += ":\(String(file.digest, radix: 16)):\(flags)".utf8
        }
        line.append(newline)
        return line
    }

    /// A stamp as the manifest, and what is left beside it, write it: `size:modified:inode`.
    static func text(of stamp: FileTree.Stamp) -> String {
        "\(stamp.size):\(stamp.modified):\(stamp.inode)"
    }

    /// The hash of an entry's id as its line starts with it: how a manifest's lines are matched
    /// to ids without reading them whole.
    /// Asked for every kept page: an id with no byte to escape, as most are, is hashed as it is.
    static func idHash(_ id: String) -> UInt64 {
        guard id.utf8.contains(where: { codes[Int($0)] != nil }) else { return ContentHash.of(id.utf8) }
        var escaped: [UInt8] = []
        escape(id.utf8, into: &escaped)
        return ContentHash.of(escaped)
    }

    /// What a manifest holds.
    struct Contents {
        /// By the hash of their id (`idHash`): found so without making a string of every id, and
        /// two ids with one hash (one chance in 2^64) at worst lose an entry, whose key holds its id.
        var entries = EntryTable()
        /// How many lines of entries there are (a later line of an id stands for it).
        var lines = 0

        /// The hash of each entry's id (`idHash`).
        var ids: Dictionary<UInt64, Int>.Keys { entries.ids }

        /// Adds the entry of the next line, whose id has the hash `idHash`.
        mutating func add(_ entry: BuildCache.Entry, idHash: UInt64) {
            entries.set(entry, for: idHash)
            lines += 1
        }
    }

    /// Calls `body` with the tab-separated fields of each line of `bytes` from `start` on, as
    /// ranges, while it returns true. False when `body` said so, or when the last line has no
    /// newline (a build killed while writing it). The manifest is read so, and so are the
    /// broken links a build's receipt keeps (`BuildReceipt`).
    static func forEachLine(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, _ body: ([Range<Int>]) -> Bool
    ) -> Bool {
        var start = start, fields: [Range<Int>] = []
        while start < bytes.count {
            guard let end = ByteSearch.firstIndex(of: newline, in: bytes, from: start) else { return false }
            fields.removeAll(keepingCapacity: true)
            var field = start
            while let tab = ByteSearch.firstIndex(of: tab, in: bytes, from: field, to: end) {
                fields.append(field..<tab)
                field = tab + 1
            }
            fields.append(field..<end)
            guard body(fields) else { return false }
            start = end + 1
        }
        return true
    }

    /// The entry of a line's fields (where they are in `bytes`, which are those of the manifest
    /// from `base` on); its record's details left in `file`, when given, else kept in `store`.
    static func entry(
        _ fields: [Range<Int>], of bytes: ArraySlice<UInt8>, at base: Int, store: TextStore, file: ManifestText.File?
    ) -> BuildCache.Entry? {
        func field(_ index: Int) -> ArraySlice<UInt8> { bytes[fields[index]] }
        guard fields.count == 8, let key = number(field(1), radix: 16) else { return nil }
        var record: PageRecord?
        if !field(3).isEmpty {
            var hashes = Parts(field(5))
            guard let listed = number(hashes.next(), radix: 16), let searched = number(hashes.next(), radix: 16),
                hashes.isAtEnd
            else { return nil }
            let packed = unescaped(field(3)), details = fields[4]
            let made =
                if let file {
                    PageRecord(
                        packed: packed,
                        detailsIn: details.isEmpty
                            ? nil
                            : ManifestText(in: file, at: (base + details.lowerBound)..<(base + details.upperBound)),
                        listedHash: listed, searchedHash: searched, store: store)
                } else {
                    PageRecord(
                        packed: packed, details: details.isEmpty ? nil : unescaped(bytes[details]),
                        listedHash: listed, searchedHash: searched, store: store)
                }
            guard let made else { return nil }
            record = made
        }
        let links = field(6).isEmpty ? nil : StoredText(bytes: unescaped(field(6)), in: store)
        var source: SourceFile?
        if !field(7).isEmpty {
            guard let file = sourceFile(field(7)) else { return nil }
            source = file
        }
        return BuildCache.Entry(key: key, record: record, stamp: stamp(field(2)), links: links, source: source)
    }

    /// The colon-separated parts of a field, one after another, read where they are.
    private struct Parts {
        private var rest: ArraySlice<UInt8>?

        init(_ field: ArraySlice<UInt8>) { rest = field }

        /// The next part; an empty one past the last.
        mutating func next() -> ArraySlice<UInt8> {
            guard let field = rest else { return [] }
            guard let colon = field.firstIndex(of: UInt8(ascii: ":")) else {
                rest = nil
                return field
            }
            rest = field[(colon + 1)...]
            return field[..<colon]
        }

        /// Whether every part was read.
        var isAtEnd: Bool { rest == nil }
    }

    /// `size:modified:inode`; nil when the field is empty or not one. (An inode may take all 64 bits.)
    private static func stamp(_ field: ArraySlice<UInt8>) -> FileTree.Stamp? {
        var parts = Parts(field)
        guard let size = signed(parts.next()), let modified = signed(parts.next()),
            let inode = number(parts.next(), radix: 10), parts.isAtEnd
        else { return nil }
        return FileTree.Stamp(size: size, modified: modified, inode: inode)
    }

    /// `size:modified:inode:changed:digest:flags`; nil when it is not one.
    private static func sourceFile(_ field: ArraySlice<UInt8>) -> SourceFile? {
        var parts = Parts(field)
        guard let size = signed(parts.next()), let modified = signed(parts.next()),
            let inode = number(parts.next(), radix: 10), let changed = signed(parts.next()),
            let digest = number(parts.next(), radix: 16), let flags = number(parts.next(), radix: 10), flags < 16,
            parts.isAtEnd
        else { return nil }
        return SourceFile(
            stamp: FileTree.Stamp(size: size, modified: modified, inode: inode), changed: changed, digest: digest,
            namesPublishingDates: flags & 1 != 0, namesAliases: flags & 2 != 0, mayHoldBlocks: flags & 4 != 0,
            mayReferToPages: flags & 8 != 0)
    }

    /// The number the digits spell, read from the bytes as they are: every line has three.
    /// Nil for no digits, anything else, or a number past 64 bits.
    static func number(_ digits: ArraySlice<UInt8>, radix: UInt64) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflowSum) = times.addingReportingOverflow(digit)
            guard !overflowTimes && !overflowSum else { return nil }
            value = sum
        }
        return value
    }

    private static func signed(_ digits: ArraySlice<UInt8>) -> Int64? {
        if digits.first == UInt8(ascii: "-") {
            return number(digits.dropFirst(), radix: 10).flatMap {
                $0 <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- $0) : nil
            }
        }
        return number(digits, radix: 10).flatMap { $0 <= UInt64(Int64.max) ? Int64($0) : nil }
    }

    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")

    /// The letter after a backslash that stands for each byte escaped: `\\`, `\t`, `\n`, `\0`, `\u`.
    /// As tables by byte, looked up for every byte of every summary.
    private static let escapes: [(byte: UInt8, code: UInt8)] = [
        (backslash, backslash), (tab, UInt8(ascii: "t")), (newline, UInt8(ascii: "n")), (0x00, UInt8(ascii: "0")),
        (0x1F, UInt8(ascii: "u")),
    ]
    private static let codes = table(escapes.map { ($0.byte, $0.code) })
    private static let bytesByCode = table(escapes.map { ($0.code, $0.byte) })

    private static func table(_ pairs: [(UInt8, UInt8)]) -> [UInt8?] {
        var table = [UInt8?](repeating: nil, count: 256)
        for (from, to) in pairs { table[Int(from)] = to }
        return table
    }

    /// Appends `bytes`, escaped, to `escaped`: also how a build's receipt and link check write
    /// their fields. Bytes held in one piece are copied a run at a time between the bytes
    /// escaped (most fields have none).
    static func escape(_ bytes: some Sequence<UInt8>, into escaped: inout [UInt8]) {
        let copied: Void? = bytes.withContiguousStorageIfAvailable { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() {
                guard let code = codes[Int(byte)] else { continue }
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                escaped += [backslash, code]
                start = index + 1
            }
            escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        guard copied == nil else { return }
        for byte in bytes {
            if let code = codes[Int(byte)] {
                escaped.append(backslash)
                escaped.append(code)
            } else {
                escaped.append(byte)
            }
        }
    }

    /// The bytes `escape` was given; a backslash at the very end, which it never writes, is dropped.
    /// Copies the runs between backslashes whole, found with `memchr`: a big site's manifest has
    /// megabytes of summaries and links.
    static func unescaped(_ field: ArraySlice<UInt8>) -> [UInt8] {
        field.withUnsafeBufferPointer { bytes in
            var plain: [UInt8] = []
            plain.reserveCapacity(bytes.count)
            var start = 0
            while let at = ByteSearch.firstIndex(of: backslash, in: bytes, from: start) {
                plain.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<at]))
                if at + 1 < bytes.count { plain.append(bytesByCode[Int(bytes[at + 1])] ?? bytes[at + 1]) }
                start = min(at + 2, bytes.count)
            }
            plain.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return plain
        }
    }
}
