/// The build cache's manifest as text: a header line, then one line per page source with
/// tab-separated fields. Read and written on every build, so it is plain and quick (JSON took a
/// quarter of a second each way for 10,000 pages).
///
/// Fields: source id, key (hex), stamp (`size:modified:inode`, empty for none), then the page's
/// record (path, title, weight, date, summary, tags, headings; all empty when the page was a
/// left-out draft). Headings are a list of level, text and id, three items each.
/// Text is escaped (`\\`, `\t`, `\n`, `\0`, `\u` for the list mark); an absent value is a lone
/// NUL; every list item ends with U+001F.
enum ManifestFormat {
    static let header = "sheetgen build cache 4"

    /// A page source's line, newline included.
    static func line(_ id: String, _ entry: BuildCache.Entry) -> String {
        let stamp = entry.stamp.map { "\($0.size):\($0.modified):\($0.inode)" } ?? ""
        var fields = [escape(id), String(entry.key, radix: 16), stamp]
        if let record = entry.record {
            let page = record.values
            fields += [
                escape(page.path), escape(page.title), optional(page.weight.map(String.init)), optional(page.date),
                optional(page.summary), list(page.tags),
                list(PageRecord.fields(of: record.headings)),
            ]
        } else {
            fields += Array(repeating: "", count: 7)
        }
        return fields.joined(separator: "\t") + "\n"
    }

    /// The entries of a manifest, their text kept in `store`; none when it is not one this version wrote.
    static func entries(_ bytes: [UInt8], store: TextStore, summaries: TextStore? = nil) -> [String: BuildCache.Entry] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, first.elementsEqual(header.utf8) else { return [:] }
        var entries: [String: BuildCache.Entry] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            guard fields.count == 10, let key = UInt64(fields[1], radix: 16) else { return [:] }
            let stamp = stamp(fields[2])
            var record: PageRecord?
            if !fields[3].isEmpty {
                record = PageRecord(
                    path: unescape(fields[3]), title: unescape(fields[4]),
                    weight: optional(fields[5]).flatMap { Int($0) },
                    date: optional(fields[6]), tags: list(fields[8]), summary: optional(fields[7]),
                    headings: PageRecord.headings(fromFields: list(fields[9])), store: store, summaries: summaries)
            }
            entries[unescape(fields[0])] = BuildCache.Entry(key: key, record: record, stamp: stamp)
        }
        return entries
    }

    /// `size:modified:inode`; nil when the field is empty or not one. (An inode may take all 64 bits.)
    private static func stamp(_ field: String) -> FileTree.Stamp? {
        let parts = field.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let size = Int64(parts[0]), let modified = Int64(parts[1]),
            let inode = UInt64(parts[2])
        else { return nil }
        return FileTree.Stamp(size: size, modified: modified, inode: inode)
    }

    private static let absent = "\u{0}", itemEnd: Character = "\u{1F}"

    private static func optional(_ value: String?) -> String { value.map(escape) ?? absent }
    private static func optional(_ field: String) -> String? { field == absent ? nil : unescape(field) }
    private static func list(_ items: [String]) -> String { items.map { escape($0) + String(itemEnd) }.joined() }
    private static func list(_ field: String) -> [String] {
        field.split(separator: itemEnd, omittingEmptySubsequences: false).dropLast().map { unescape(String($0)) }
    }

    /// The letter after a backslash that stands for each byte escaped: `\\`, `\t`, `\n`, `\0`, `\u`.
    /// As tables by byte, looked up for every byte of every summary.
    private static let escapes: [(byte: UInt8, code: UInt8)] = [
        (0x5C, 0x5C), (0x09, UInt8(ascii: "t")), (0x0A, UInt8(ascii: "n")), (0x00, UInt8(ascii: "0")),
        (0x1F, UInt8(ascii: "u")),
    ]
    private static let codes = table(escapes.map { ($0.byte, $0.code) })
    private static let bytesByCode = table(escapes.map { ($0.code, $0.byte) })

    private static func table(_ pairs: [(UInt8, UInt8)]) -> [UInt8?] {
        var table = [UInt8?](repeating: nil, count: 256)
        for (from, to) in pairs { table[Int(from)] = to }
        return table
    }

    /// Byte by byte: the escaped bytes are ASCII, so never part of a longer UTF-8 sequence; and
    /// summaries are HTML, with a line break in nearly every one.
    private static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { codes[Int($0)] != nil }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let code = codes[Int(byte)] {
                escaped.append(0x5C)
                escaped.append(code)
            } else {
                escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func unescape(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        var plain: [UInt8] = []
        plain.reserveCapacity(text.utf8.count)
        var pendingBackslash = false
        for byte in text.utf8 {
            if pendingBackslash {
                plain.append(bytesByCode[Int(byte)] ?? byte)
                pendingBackslash = false
            } else if byte == 0x5C {
                pendingBackslash = true
            } else {
                plain.append(byte)
            }
        }
        return String(decoding: plain, as: UTF8.self)
    }
}
