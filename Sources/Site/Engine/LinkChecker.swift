import Foundation
import SiteFiles
import Synchronization

/// Checks the internal links and sources of a site while it is being written, keeping as little
/// as it can: a link to a file already written is settled at once; only the others wait for the
/// end of the build, when every file is known. So memory follows the broken links, not the site.
/// The links of pages kept from the last build, already kept compactly in the cache, are all
/// checked at the end.
package final class LinkChecker: Sendable {
    private let state: Mutex<State>
    /// The pages and targets of pending links, as written.
    private let texts = TextStore()
    /// The files that every build with the same templates and navigation writes.
    private let fixed: Set<UInt64>
    /// Whether a link to a folder without its last `/` (`docs/page`) leads to the folder's
    /// `index.html`, as a web server sends it on: for a site of pretty addresses, whose pages
    /// are linked so as often as not.
    private let foldersAnswer: Bool

    private struct State {
        /// Every file written so far (or sure to be), by the hash of its path in the output: eight
        /// bytes a file rather than the path, and a false match needs two paths with one 64-bit
        /// hash.
        var files: Set<UInt64>
        /// Links whose target was not written yet when their page was. Links settled since are
        /// dropped whenever the list is full, so it keeps about as many as there are broken links.
        var pending: [BrokenLinks.Link] = []
        /// Pages kept from the last build, with their links to check again once every file is
        /// known (`brokenLinks`): checked as they came, most would wait for pages not yet seen.
        var rechecks: [(file: String, links: StoredText)] = []

        /// Whether a link to this path leads to a file written so far.
        func isSettled(_ path: UInt64?) -> Bool {
            path.map(files.contains) ?? false
        }

        /// Drops the pending links that lead to a file written by now.
        mutating func dropSettled() {
            let files = files
            pending.removeAll { $0.path.map(files.contains) ?? false }
        }

        /// Records a written page (answering to `hashes`) with its links, keeping those not
        /// settled (their text in `texts`).
        mutating func record(
            _ file: String, answering hashes: [UInt64], _ links: some Sequence<(some Collection<UInt8>, UInt64?)>,
            texts: TextStore
        ) {
            files.formUnion(hashes)
            var kept: TextStore.Reference?  // the page's path, stored once it has a link to keep
            for (target, hash) in links where !isSettled(hash) {
                let page = kept ?? texts.append(file)
                kept = page
                if pending.count == pending.capacity {
                    dropSettled()
                    pending.reserveCapacity(2 * pending.count)  // room for as many more: compacting stays rare
                }
                pending.append(BrokenLinks.Link(page: page, target: texts.append(bytes: Array(target)), path: hash))
            }
        }
    }

    /// `fixed` are the files every build with the same templates and navigation writes (folder
    /// indexes, template assets, …); `files` are others known from the start (static files).
    init(fixed: some Sequence<String> = [], files: some Sequence<String> = [], foldersAnswer: Bool = false) {
        self.foldersAnswer = foldersAnswer
        let fixed = Set(fixed.lazy.flatMap { Self.hashes(answeredBy: $0, foldersAnswer: foldersAnswer) })
        self.fixed = fixed
        state = Mutex(
            State(files: fixed.union(files.lazy.flatMap { Self.hashes(answeredBy: $0, foldersAnswer: foldersAnswer) })))
    }

    /// The hashes of the paths a written file answers to: its own, and the folder's (`a/b` for
    /// `a/b/index.html`) when `foldersAnswer`.
    private static func hashes(answeredBy file: String, foldersAnswer: Bool) -> [UInt64] {
        let own = ContentHash.of(file.utf8)
        guard foldersAnswer, file.hasSuffix("/index.html") else { return [own] }
        return [own, ContentHash.of(file.utf8.dropLast("/index.html".utf8.count))]
    }

    private func hashes(answeredBy file: String) -> [UInt64] {
        Self.hashes(answeredBy: file, foldersAnswer: foldersAnswer)
    }

    /// Records written files, so links to them resolve.
    package func add(_ written: some Sequence<String>) {
        let hashes = written.flatMap(hashes(answeredBy:))
        state.withLock { $0.files.formUnion(hashes) }
    }

    /// Records a written page with its internal targets (as `internalReferences` finds them).
    /// Returns the links that are not to fixed files, resolved, as bytes for `recheck`: what a
    /// build that keeps the page, with the same templates and navigation, checks again.
    @discardableResult
    func check(_ file: String, targets links: [String]) -> [UInt8] {
        let folder = Array(Navigation.parent(of: file).utf8)
        let hashes = links.map { Self.resolved($0, from: file, in: folder).map(ContentHash.of) }
        var unfixed: [UInt8] = []
        for (target, hash) in zip(links, hashes) where hash.map({ !fixed.contains($0) }) ?? true {
            Self.append(target: target.utf8, path: hash, to: &unfixed)
        }
        let answered = self.hashes(answeredBy: file)
        state.withLock { $0.record(file, answering: answered, zip(links.lazy.map { $0.utf8 }, hashes), texts: texts) }
        return unfixed
    }

    /// Records a page written again, once every file of the site is known, with its links now in
    /// place of those it had; returns what `check` does.
    package func replace(_ file: String, targets links: [String]) -> [UInt8] {
        state.withLock { state in
            state.pending.removeAll { link in texts.bytes(link.page) { $0.elementsEqual(file.utf8) } }
        }
        return check(file, targets: links)
    }

    /// The hashes of the paths the files `written` answer to, for `leads(_:to:)`.
    package func answered(by written: [String]) -> Set<UInt64> {
        Set(written.flatMap(hashes(answeredBy:)))
    }

    /// Whether the links a page's cache `entry` keeps lead to one of the paths `answered` (see
    /// `answered(by:)`).
    package static func leads(_ entry: BuildCache.Entry, to answered: Set<UInt64>) -> Bool {
        guard let links = entry.links else { return false }
        var leads = false
        links.bytes { forEachLink(in: $0) { _, path in leads = leads || path.map(answered.contains) == true } }
        return leads
    }

    /// Records that the files `removed` are gone from the output (a page or static file removed
    /// while serving, an index page no longer made), once every file of the site is known: their
    /// own links are dropped, and those of `pages` (each written to its file, with its cache
    /// entry: the pages whose links lead to them, see `leads(_:to:)`) are checked again.
    package func remove(_ removed: [String], rechecking pages: [(file: String, entry: BuildCache.Entry)]) {
        let gone = answered(by: removed), dropped = Set((removed + pages.map(\.file)).map { Array($0.utf8) })
        state.withLock { state in
            state.files.subtract(gone)
            state.pending.removeAll { link in
                texts.bytes(link.page) { dropped.contains(Array($0)) }
            }
            for (file, entry) in pages {
                entry.links?.bytes { state.record(file, answering: [], Self.decoded($0), texts: texts) }
            }
        }
    }

    /// Records a page kept from the last build with the links `check` returned for it then (nil
    /// for none), which are checked once every file is known.
    func recheck(_ file: String, links: StoredText?) {
        let hashes = hashes(answeredBy: file)
        state.withLock { state in
            state.files.formUnion(hashes)
            if let links { state.rechecks.append((file, links)) }
        }
    }

    /// A resolved link as bytes: a byte saying whether it has a path in the site, the hash of
    /// that path (eight bytes), then the target as written and a NUL (no link read from HTML
    /// holds one).
    private static func append(target: some Sequence<UInt8>, path: UInt64?, to bytes: inout [UInt8]) {
        bytes.append(path == nil ? 0 : 1)
        withUnsafeBytes(of: (path ?? 0).littleEndian) { bytes += $0 }
        bytes += target
        bytes.append(0)
    }

    private static func decoded(_ bytes: ArraySlice<UInt8>) -> [(ArraySlice<UInt8>, UInt64?)] {
        var links: [(ArraySlice<UInt8>, UInt64?)] = []
        forEachLink(in: bytes) { links.append(($0, $1)) }
        return links
    }

    /// Calls `body` with each link that `append` wrote: its target and the hash of its path.
    private static func forEachLink(in bytes: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>, UInt64?) -> Void) {
        var start = bytes.startIndex
        while bytes.endIndex - start > 9, let end = bytes[(start + 9)...].firstIndex(of: 0) {
            let path = bytes[(start + 1)..<(start + 9)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            body(bytes[(start + 9)..<end], bytes[start] == 0 ? nil : path)
            start = end + 1
        }
    }

    /// The links that point at nothing, now that every file is written, sorted (pages are
    /// checked in whatever order the threads finish them). The links of the pages kept from the
    /// last build are looked up now.
    package func brokenLinks() -> BrokenLinks {
        let texts = texts
        return state.withLock { state in
            for (file, links) in state.rechecks {
                links.bytes { links in
                    // Read where they are first: by now most pages have every link settled.
                    var settled = true
                    Self.forEachLink(in: links) { _, path in settled = settled && state.isSettled(path) }
                    // The file itself was known when it was noted for a recheck.
                    if !settled { state.record(file, answering: [], Self.decoded(links), texts: texts) }
                }
            }
            state.rechecks = []
            state.dropSettled()
            // By page, then target, as bytes: a page's path holds no NUL, so page, NUL, target
            // orders them so.
            let links = state.pending
            func appendKey(_ position: Int, to key: inout [UInt8]) {
                texts.bytes(links[position].page) { key += $0 }
                key.append(0)
                texts.bytes(links[position].target) { key += $0 }
            }
            func key(_ position: Int) -> [UInt8] {
                var key: [UInt8] = []
                appendKey(position, to: &key)
                return key
            }
            state.pending = ByteOrder.order(count: links.count, width: 64, keys: appendKey) {
                ByteOrder.precedes(key($0)[...], key($1)[...])
            }.map { links[$0] }
            return BrokenLinks(state.pending, texts: texts)
        }
    }

    /// The output path (UTF-8) a target names, seen from the page `file` in `folder`; nil when it
    /// leaves the site. Works on bytes: every link of every page comes through here.
    private static func resolved(_ target: String, from file: String, in folder: [UInt8]) -> [UInt8]? {
        var path = Array(target.utf8.prefix { $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "?") })
        if path.contains(UInt8(ascii: "%")), let decoded = String(decoding: path, as: UTF8.self).removingPercentEncoding
        {
            path = Array(decoded.utf8)
        }
        if path.isEmpty { return Array(file.utf8) }  // "?query" is the page itself
        guard var resolved = resolve(path, from: folder) else { return nil }
        if path.last == UInt8(ascii: "/") || resolved.isEmpty {
            resolved += ((resolved.isEmpty ? "" : "/") + "index.html").utf8
        }
        return resolved
    }

    /// `path` taken relative to the folder `base`, with `.` and `..` worked out; nil when it climbs
    /// out of the site.
    private static func resolve(_ path: [UInt8], from base: [UInt8]) -> [UInt8]? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var resolved = base
        resolved.reserveCapacity(base.count + path.count + 1)
        var start = 0
        while start < path.count {
            let end = path[start...].firstIndex(of: slash) ?? path.count
            switch end - start {
            case 0: break
            case 1 where path[start] == dot: break
            case 2 where path[start] == dot && path[start + 1] == dot:
                guard !resolved.isEmpty else { return nil }
                resolved.removeSubrange((resolved.lastIndex(of: slash) ?? 0)...)
            default:
                if !resolved.isEmpty { resolved.append(slash) }
                resolved += path[start..<end]
            }
            start = end + 1
        }
        return resolved
    }

    /// The values of every `href="…"` and `src="…"` attribute that points inside the site, in
    /// document order. Scans bytes: this runs over every page of every build.
    package static func internalReferences(in html: [UInt8]) -> [String] {
        var found: [String] = []
        forEachReference(in: html) { target, _ in
            if isInternal(target) { found.append(target) }
        }
        return found
    }

    /// Calls `body` with the value of every `href="…"` and `src="…"` attribute, in document
    /// order (`&amp;` read as `&`), and the offset in `html` where the value starts.
    static func forEachReference(in html: [UInt8], _ body: (String, Int) -> Void) {
        let quote = UInt8(ascii: "\"")
        var index = 0
        while let equals = html[index...].firstIndex(of: UInt8(ascii: "=")) {
            index = equals + 1
            guard index < html.count, html[index] == quote, isLinkAttribute(endingAt: equals, in: html) else {
                continue
            }
            guard let close = html[(index + 1)...].firstIndex(of: quote) else { break }
            let value = String(decoding: html[(index + 1)..<close], as: UTF8.self)
            let target =
                value.utf8.contains(UInt8(ascii: "&")) ? value.replacingOccurrences(of: "&amp;", with: "&") : value
            body(target, index + 1)
            index = close + 1
        }
    }

    /// Whether the letters just before `end` are `href` or `src` with whitespace before them.
    private static func isLinkAttribute(endingAt end: Int, in html: [UInt8]) -> Bool {
        var start = end
        while start > 0, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(html[start - 1]) { start -= 1 }
        guard start > 0, isSpace(html[start - 1]) else { return false }
        let name = html[start..<end]
        return name.elementsEqual("href".utf8) || name.elementsEqual("src".utf8)
    }

    /// HTML's whitespace: space, tab, line feed, form feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Whether a link leads to a file of the site: not empty, not a fragment of the page itself,
    /// not from the server's root and without a scheme (a `:` before any `/`). Reads bytes, as
    /// every link of every page comes through here.
    static func isInternal(_ target: String) -> Bool {
        guard let first = target.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/") else {
            return false
        }
        for byte in target.utf8 {
            if byte == UInt8(ascii: "/") { return true }
            if byte == UInt8(ascii: ":") { return false }
        }
        return true
    }

    /// Whether a link leads to another site: an `http:` or `https:` address (in any case).
    static func isExternal(_ target: String) -> Bool {
        let start = target.prefix(8).lowercased()
        return start.hasPrefix("http://") || start.hasPrefix("https://")
    }
}
