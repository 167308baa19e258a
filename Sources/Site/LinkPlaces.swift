import Markdown
import Synchronization

/// Where the links of a build's pages stand, kept only for `sheetgen check`
/// (`BuildOptions.linkLines`, `externalLinks`): for each page of the content folder, its source
/// file and the line of each link its Markdown wrote; with `externalLinks`, every link to another
/// site too, each URL with every place it stands.
///
/// A page's links are read from its HTML, as the link checker reads them, and looked for in what
/// its rendering noted (`LinkLines`) in the order of the page: a link the template made, or raw
/// HTML that was not kept, is not there, and gets no line.
final class LinkPlaces: Sendable {
    /// What a page of the content folder was rendered from: its path in the content folder, the
    /// line of the file its Markdown body starts on, and what its rendering noted.
    struct Source {
        let file: String
        let bodyLine: Int
        let lines: LinkLines
        /// The page's shortcodes, rendered before its Markdown was parsed: one over several lines
        /// leaves the lines after it fewer.
        var shortcodes: ShortcodeExpansion? = nil
    }

    private struct State {
        /// The source file of each page of the content folder, by the page's file in the output.
        var sources: [String: String] = [:]
        /// The lines of its links inside the site, by target, in the page's order, by page file.
        var lines: [String: [String: [Int]]] = [:]
        /// The places of each link to another site: in pages of the content folder, and in others.
        var external: [String: (sourced: Set<LinkPlace>, unsourced: Set<LinkPlace>)] = [:]
    }

    private let state = Mutex(State())
    private let gathersExternal: Bool

    init(external: Bool) {
        gathersExternal = external
    }

    /// Notes the page written as `file` with `html`, rendered from `source` when it is a page of
    /// the content folder.
    func note(_ file: String, html: [UInt8], from source: Source?) {
        var written = source.map(Self.lines) ?? [:]
        var inside: [String: [Int]] = [:], external: [(String, LinkPlace)] = []
        LinkChecker.forEachReference(in: html) { target, _ in
            let line = Self.take(target, from: &written)
            if LinkChecker.isInternal(target) {
                if let line { inside[target, default: []].append(line) }
            } else if gathersExternal && LinkChecker.isExternal(target) {
                external.append((target, LinkPlace(file: source?.file ?? file, line: line)))
            }
        }
        state.withLock { state in
            if let source { state.sources[file] = source.file }
            if !inside.isEmpty { state.lines[file] = inside }
            for (url, place) in external {
                if source == nil {
                    state.external[url, default: ([], [])].unsourced.insert(place)
                } else {
                    state.external[url, default: ([], [])].sourced.insert(place)
                }
            }
        }
    }

    /// Each broken link where it stands, sorted by file, line and target.
    func placed(_ broken: BrokenLinks) -> [PlacedLink] {
        state.withLock { state in
            var lines = state.lines
            return broken.indices.map { index in
                let (page, target) = broken.link(index)
                var left = lines[page] ?? [:]
                let line = Self.take(target, from: &left)
                lines[page] = left
                return PlacedLink(place: LinkPlace(file: state.sources[page] ?? page, line: line), target: target)
            }.sorted()
        }
    }

    /// Every link to another site, each URL once (sorted), with its places (sorted): where pages
    /// of the content folder have it, those alone (an index page only shows their summaries
    /// again), else the pages that do.
    var externalLinks: [(url: String, places: [LinkPlace])] {
        state.withLock { state in
            state.external.map { url, places in
                (url: url, places: (places.sourced.isEmpty ? places.unsourced : places.sourced).sorted())
            }.sorted { $0.url.utf8.lexicographicallyPrecedes($1.url.utf8) }
        }
    }

    /// The first of the lines left for `target`, taken from them: a page's links to one target
    /// are met in the same order in its HTML and in its Markdown.
    private static func take(_ target: String, from lines: inout [String: [Int]]) -> Int? {
        guard var left = lines[target], !left.isEmpty else { return nil }
        let line = left.removeFirst()
        lines[target] = left
        return line
    }

    /// The lines of the links a page's rendering noted, by target as its HTML writes it, in the
    /// order of the Markdown, counted from the file's first line.
    private static func lines(of source: Source) -> [String: [Int]] {
        var lines: [String: [Int]] = [:]
        for piece in source.lines.pieces {
            let html = Array(piece.html.utf8)
            let start = source.bodyLine + (source.shortcodes?.bodyLine(of: piece.line) ?? piece.line) - 1
            var line = start, counted = 0, first = true
            LinkChecker.forEachReference(in: html) { target, offset in
                // A link's HTML names its destination first, and that is all it names.
                guard first || !piece.isLink else { return }
                first = false
                line += html[counted..<offset].count { $0 == UInt8(ascii: "\n") }
                counted = offset
                lines[target, default: []].append(line)
            }
        }
        return lines
    }
}
