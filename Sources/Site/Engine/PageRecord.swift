import Foundation
import Markdown
import SiteFiles
import SiteModel

/// What the indexes need to know of a page once it is written: path, title, weight, date,
/// summary, tags and headings. (The summary is HTML: see `PageSummary`.)
///
/// A big site holds one of these for every page until its indexes are written, so the values are
/// packed into one text of a shared `TextStore`: first the weight (one byte saying whether there
/// is one, so that pages without one sort last, and whether the page was generated rather than
/// written by the site's author, then the weight in eight bytes, big-endian with the sign bit
/// flipped), then the title, path, date and tags, each ended by a NUL. Listings sort pages on
/// keys made of these bytes (`appendListingKey`) without making a string of every value.
/// A NUL inside a value, which no sensible title holds, becomes U+FFFD.
///
/// The summary and the headings, most of a record's bytes and read only to write listings, feeds
/// and the search index, are kept apart in `summaries`, a store that may keep them on disk, or
/// left in the cache's manifest a record was read from: the summary, then each heading's level,
/// text and id, NUL-separated.
package struct PageRecord: Sendable {
    private let packed: StoredText
    private let details: Details?
    /// The hash of what a listing of the page may show: all but its headings. Taken when the
    /// record is made, from the bytes in hand: the details may be kept on disk by then.
    let listedHash: UInt64
    /// The hash of everything the search index shows of the page: all the record holds.
    let searchedHash: UInt64
    private static let weightBytes = 9
    /// The bits of the first byte: the page has no weight; the page was generated.
    private static let unweighted: UInt8 = 1, generatedMark: UInt8 = 2

    /// `summaries` is where the summary and headings go; nil keeps them in `store`. A page
    /// `generated` by a section or a block is not the author's own: see `isGenerated`.
    init(
        path: String, title: String, weight: Int?, date: String?, tags: [String], summary: String?,
        headings: [Heading] = [], generated: Bool = false, store: TextStore, summaries: TextStore? = nil
    ) {
        var bytes: [UInt8] = [(weight == nil ? Self.unweighted : 0) | (generated ? Self.generatedMark : 0)]
        let ordered = UInt64(bitPattern: Int64(weight ?? 0)) ^ (1 << 63)
        bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: ordered >> ($0 * 8)) }
        for field in [title, path, date ?? ""] + tags {
            Self.append(field, to: &bytes)
            bytes.append(0)
        }
        let details = Self.details(summary: summary ?? "", headings: headings)
        self.init(packed: bytes, hashing: details, store: store, summaries: summaries)
    }

    /// A record from the bytes and hashes another one keeps (`storedBytes`, `listedHash`,
    /// `searchedHash`), as the build cache writes them down; nil when the bytes are not a
    /// record's. The hashes are taken as they are: hashing every record of a big site again took
    /// a quarter of reading its cache.
    init?(
        packed: [UInt8], details: [UInt8]?, listedHash: UInt64, searchedHash: UInt64, store: TextStore,
        summaries: TextStore? = nil
    ) {
        self.init(
            packed: packed, details: details.map { .stored(StoredText(bytes: $0, in: summaries ?? store)) },
            listedHash: listedHash, searchedHash: searchedHash, store: store)
    }

    /// The same, its details left in the manifest until they are read.
    init?(
        packed: [UInt8], detailsIn manifest: ManifestText?, listedHash: UInt64, searchedHash: UInt64, store: TextStore
    ) {
        self.init(
            packed: packed, details: manifest.map(Details.inManifest), listedHash: listedHash,
            searchedHash: searchedHash, store: store)
    }

    private init?(packed: [UInt8], details: Details?, listedHash: UInt64, searchedHash: UInt64, store: TextStore) {
        guard packed.count > Self.weightBytes, packed.last == 0, packed[0] <= Self.unweighted | Self.generatedMark
        else { return nil }
        self.packed = StoredText(bytes: packed, in: store)
        self.details = details
        (self.listedHash, self.searchedHash) = (listedHash, searchedHash)
    }

    /// Where the details are kept.
    private enum Details: Sendable {
        case stored(StoredText)
        case inManifest(ManifestText)
    }

    private init(packed: [UInt8], hashing details: [UInt8]?, store: TextStore, summaries: TextStore?) {
        var listed = ContentHash()
        listed.add(packed)
        // A mark before the summary, so that none and an empty one differ.
        if let details {
            listed.add(CollectionOfOne(1), details.prefix { $0 != 0 })
        } else {
            listed.add(CollectionOfOne(0))
        }
        self.init(
            packed: packed, details: details, listedHash: listed.value,
            searchedHash: Self.searchedHash(packed[...], details?[...]), store: store, summaries: summaries)!
    }

    /// The hash of all a record holds.
    private static func searchedHash(_ packed: ArraySlice<UInt8>, _ details: ArraySlice<UInt8>?) -> UInt64 {
        var searched = ContentHash()
        searched.add(packed)
        if let details { searched.add(details) }
        return searched.value
    }

    /// Lets `body` read the details (nil for none). Those left in the manifest are taken only
    /// when they are the ones the record was made with (its `searchedHash`): a manifest written
    /// over in place since it was read gives none, and the build is told (see `ManifestText`).
    private func withDetails<Result>(_ body: (ArraySlice<UInt8>?) -> Result) -> Result {
        switch details {
        case nil: body(nil)
        case .stored(let text): text.bytes(body)
        case .inManifest(let text):
            packed.bytes { packed in
                text.bytes(checkedBy: { Self.searchedHash(packed, $0) == searchedHash }, body)
            }
        }
    }

    /// Lets `body` read the bytes the record is kept as: the packed values and the details.
    func storedBytes<Result>(_ body: (ArraySlice<UInt8>, ArraySlice<UInt8>?) -> Result) -> Result {
        packed.bytes { packed in withDetails { body(packed, $0) } }
    }

    /// Whether `other` holds the very values this record does, wherever each is kept.
    package func showsTheSame(as other: PageRecord) -> Bool {
        storedBytes { packed, details in
            other.storedBytes { otherPacked, otherDetails in
                packed.elementsEqual(otherPacked) && details.map(Array.init) == otherDetails.map(Array.init)
            }
        }
    }

    /// The summary, then each heading's level, text and id, NUL-separated; nil for none.
    private static func details(summary: String, headings: [Heading]) -> [UInt8]? {
        guard !summary.isEmpty || !headings.isEmpty else { return nil }
        var bytes: [UInt8] = []
        append(summary, to: &bytes)
        for field in fields(of: headings) {
            bytes.append(0)
            append(field, to: &bytes)
        }
        return bytes
    }

    /// `text`'s bytes, a NUL inside it as U+FFFD: a NUL ends a field.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.contains(0) {
            bytes += text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}").utf8
        } else {
            bytes += text.utf8
        }
    }

    /// The values, unpacked; take them once where several are needed.
    struct Values: Equatable {
        let path: String, title: String, weight: Int?
        /// nil when the page has none (an empty date or summary counts as none).
        let date: String?, summary: String?
        /// Its tags, without the terms of other taxonomies (see `Taxonomy`).
        let tags: [String]
    }

    var values: Values {
        unpacked(withHeadings: false).values
    }

    /// The values and the headings, each text read once: what the search index shows.
    var searched: (values: Values, headings: [Heading]) {
        unpacked(withHeadings: true)
    }

    private func unpacked(withHeadings: Bool) -> (values: Values, headings: [Heading]) {
        let (summary, headings): (String, [Heading]) =
            withDetails { bytes in
                guard let bytes else { return nil }
                let fields =
                    withHeadings ? Self.fields(of: bytes) : [bytes[..<Self.nul(in: bytes, from: bytes.startIndex)]]
                return (
                    String(decoding: fields[0], as: UTF8.self),
                    Self.headings(fromFields: fields.dropFirst().map { String(decoding: $0, as: UTF8.self) })
                )
            } ?? ("", [])
        let values = packed.bytes { bytes in
            let fields = Self.fields(of: bytes.dropFirst(Self.weightBytes).dropLast()).map {
                String(decoding: $0, as: UTF8.self)
            }
            func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
            return Values(
                path: field(1), title: field(0), weight: Self.weight(in: bytes),
                date: field(2).isEmpty ? nil : field(2), summary: summary.isEmpty ? nil : summary,
                tags: fields.dropFirst(3).filter { Taxonomy.split($0).taxonomy == Taxonomy.tags }
            )
        }
        return (values, headings)
    }

    /// Headings as fields of text, three each: level, text, id; and back.
    static func fields(of headings: [Heading]) -> [String] {
        headings.flatMap { [String($0.level), $0.text, $0.id] }
    }

    static func headings(fromFields fields: [String]) -> [Heading] {
        stride(from: 0, to: fields.count - fields.count % 3, by: 3).map {
            Heading(level: Int(fields[$0]) ?? 1, text: fields[$0 + 1], id: fields[$0 + 2])
        }
    }

    /// The date alone (nil when the page has none).
    package var date: String? {
        packed.bytes { bytes in
            let date = Self.date(in: bytes)
            return date.isEmpty ? nil : String(decoding: date, as: UTF8.self)
        }
    }

    /// The date's bytes, after the path's NUL: read there, as every listing reads each page's.
    private static func date(in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = min(path(in: bytes).endIndex + 1, bytes.endIndex)
        return bytes[start..<nul(in: bytes, from: start)]
    }

    /// The tags alone, with the terms of the other taxonomies (see `Taxonomy`).
    package var tags: [String] {
        packed.bytes { Self.tags(in: $0).map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The folder of the page's path (up to its last slash; empty at the top, as
    /// `Navigation.parent` has it) and its tags, read where they are kept: a listing reads them
    /// of every page.
    var folderAndTags: (folder: ArraySlice<UInt8>, tags: ArraySlice<ArraySlice<UInt8>>) {
        packed.bytes { bytes in
            var path = Self.path(in: bytes)
            if path.last == UInt8(ascii: "/") { path.removeLast() }  // a pretty address, `a/b/`
            let folder = path[..<(path.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
            return (folder, Self.tags(in: bytes))
        }
    }

    /// The path alone, read where it is kept.
    var pathBytes: ArraySlice<UInt8> {
        packed.bytes { Self.path(in: $0) }
    }

    /// The path alone.
    package var path: String {
        packed.bytes { String(decoding: Self.path(in: $0), as: UTF8.self) }
    }

    /// The hash of the file written (`URLPath.file(of: path)`), taken where the text is kept:
    /// cheaper than the path itself. The same as the hash of that file's path as a string.
    package var fileHash: UInt64 {
        packed.bytes { bytes in
            var hash = ContentHash()
            let path = Self.path(in: bytes)
            hash.add(path, (path.last == UInt8(ascii: "/") ? "index.html" : ".html").utf8)
            return hash.value
        }
    }

    /// The file written, `URLPath.file(of: path)`.
    package var file: String { URLPath.file(of: path) }

    /// Whether a section or a game block made the page (a game, a session, a character's
    /// sheet) rather than the site's author: the home page's latest notes, the site's feed and
    /// the tag index are the author's.
    package var isGenerated: Bool {
        packed.bytes { $0.first.map { $0 & Self.generatedMark != 0 } ?? false }
    }

    /// Adds to `key` the bytes that order the page in a listing in `order`: its weight, its date
    /// (the newest first, undated pages last), its title's `ReadingOrder.key`, its title and its
    /// path, each as the order asks, so that keys order pages as `isListed(before:in:)` does.
    func appendListingKey(_ order: ListingOrder, to key: inout [UInt8]) {
        packed.bytes { bytes in
            if order.byWeight {
                key.append(bytes[bytes.startIndex] & Self.unweighted)
                key += bytes[(bytes.startIndex + 1)..<(bytes.startIndex + Self.weightBytes)]
            }
            if order.byDate { Self.appendDateKey(of: bytes, to: &key) }
            let title = bytes[(bytes.startIndex + Self.weightBytes)..<(Self.afterTitle(in: bytes) - 1)]
            ReadingOrder.appendKey(of: title, to: &key)
            key.append(0)
            key += title
            key.append(0)
            key += Self.path(in: bytes)
        }
    }

    /// Nine bytes: whether the page is undated, then its moment, so that later dates come first.
    private static func appendDateKey(of bytes: ArraySlice<UInt8>, to key: inout [UInt8]) {
        let date = date(in: bytes)
        guard !date.isEmpty else {
            key += [1] + [UInt8](repeating: 0, count: 8)
            return
        }
        let seconds = DateText.secondsSince1970(String(decoding: date, as: UTF8.self)) ?? 0
        // A double's bits in the order of its value (negative ones reversed), then reversed: newest first.
        let bits = seconds.bitPattern, ascending = bits >> 63 == 1 ? ~bits : bits | 1 << 63
        let descending = ~ascending
        key.append(0)
        key += (0..<8).reversed().map { UInt8(truncatingIfNeeded: descending >> ($0 * 8)) }
    }

    /// Whether this page comes before `other` in a listing in `order` (see `ListingOrder`).
    /// `other` may be kept in another store.
    func isListed(before other: PageRecord, in order: ListingOrder = .standard) -> Bool {
        var key: [UInt8] = [], otherKey: [UInt8] = []
        appendListingKey(order, to: &key)
        other.appendListingKey(order, to: &otherKey)
        return ByteOrder.precedes(key[...], otherKey[...])
    }

    /// Whether this page's path comes before `other`'s, byte by byte, reading both where they are kept.
    package func isPath(before other: PageRecord) -> Bool {
        packed.bytes(with: other.packed) { Self.path(in: $0).lexicographicallyPrecedes(Self.path(in: $1)) }
    }

    private static func weight(in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = bytes.first, first & unweighted == 0 else { return nil }
        let ordered = bytes.dropFirst().prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
        return Int(Int64(bitPattern: ordered ^ (1 << 63)))
    }

    private static func path(in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = afterTitle(in: bytes)
        return bytes[start..<nul(in: bytes, from: start)]
    }

    /// The tags, the fields after title, path and date.
    private static func tags(in bytes: ArraySlice<UInt8>) -> ArraySlice<ArraySlice<UInt8>> {
        fields(of: bytes.dropFirst(weightBytes).dropLast()).dropFirst(3)
    }

    /// Where the title's NUL ends: the path starts there.
    private static func afterTitle(in bytes: ArraySlice<UInt8>) -> Int {
        min(nul(in: bytes, from: bytes.startIndex + weightBytes) + 1, bytes.endIndex)
    }

    /// The NUL-separated fields of `bytes` (one, empty, for none), found with `memchr`.
    private static func fields(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        while true {
            let end = nul(in: bytes, from: start)
            fields.append(bytes[start..<end])
            guard end < bytes.endIndex else { return fields }
            start = end + 1
        }
    }

    /// Where the first NUL of `bytes` from `start` is, or their end: found with `memchr`, as
    /// every listing, clash check and kept page looks for a path.
    private static func nul(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            ByteSearch.firstIndex(of: 0, in: buffer, from: start - bytes.startIndex).map { bytes.startIndex + $0 }
                ?? bytes.endIndex
        }
    }
}
