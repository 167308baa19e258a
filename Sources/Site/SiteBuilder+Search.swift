import Markdown
import Mistakes
import SiteFiles
import SiteModel
/// The search page's index, written from the pages' records once every page is built: nothing of
/// a page's body is kept for it, only what its listings show and its headings.
extension SiteBuilder {
    /// Whether the build makes the search page and its index: when the templates have the page's
    /// layout, as the defaults do. A library user's own set without it gets neither.
    package var makesSearch: Bool { renderer.templates.has("search") }

    /// The files search writes: the page, then the index.
    package var searchFiles: [String] {
        makesSearch ? ["search.html", SearchIndex.jsonFile, SearchIndex.scriptFile] : []
    }

    /// What writes the index, for the clash check (the page is an index page).
    var searchIndexWriters: [OtherWriter] {
        searchFiles.dropFirst().map { OtherWriter(file: $0, origin: "the search index") }
    }

    /// Writes search.json and search-index.js: every page with a record, sorted by path. Entries
    /// are made a batch at a time (`jobs` at once) and written to both files, so however big the
    /// site, only a batch of them is ever held.
    /// When every page shows the search what it showed the last build, the index is kept as it is.
    func writeSearchIndex(_ pages: [BuiltPage], run: PageRun) throws(UserError) {
        guard makesSearch else { return }
        // The pages with a record, by their place: a copy of every record would be the most a
        // big build holds at this point.
        let listed = pages.indices.filter { pages[$0].record != nil }
        func record(_ place: Int) -> PageRecord { pages[listed[place]].record! }  // `listed` has only those
        // The pages' hashes summed: their order is their paths', which the hashes cover.
        var key = run.environment
        key.add("search index of \(listed.reduce(0) { $0 &+ (pages[$1].record?.searchedHash ?? 0) })")
        let files = searchFiles.dropFirst()
        if files.allSatisfy({ keptEntry("index/\($0)", file: $0, key: key.value, run: run) != nil }) {
            for file in files { run.live?.noteMade(file, key: nil, stamp: run.cache.entry("index/\(file)")?.stamp) }
            return
        }
        let order = listed.indices.sorted { record($0).isPath(before: record($1)) }
        try run.output.named(SearchIndex.jsonFile) { () throws(UserError) in
            try writeSearchIndex(count: order.count, key: key.value, run: run) { record(order[$0]) }
        }
    }

    /// Writes the search index of `count` pages, the `record` of each in turn, into the staging folder.
    private func writeSearchIndex(
        count: Int, key: UInt64, run: PageRun, record: (Int) -> PageRecord
    ) throws(UserError) {
        let output = run.output, jobs = run.options.jobs
        let json = try FileTree.NewFile(creating: "\(output.path)/\(SearchIndex.jsonFile)")
        let script = try FileTree.NewFile(creating: "\(output.path)/\(SearchIndex.scriptFile)")
        try json.write(parts: [SearchIndex.jsonOpening])
        try script.write(parts: [SearchIndex.scriptOpening, SearchIndex.jsonOpening])
        for start in stride(from: 0, to: count, by: Self.searchBatch) {
            let batch = (start..<min(start + Self.searchBatch, count)).map(record)
            let entries = ParallelMap.run(batch, jobs: jobs, progress: nil, Self.searchEntry)
            let lines = entries.indices.map { SearchIndex.line(entries[$0], isLast: start + $0 == count - 1) }
            try json.write(parts: lines)
            try script.write(parts: lines)
        }
        try json.write(parts: [SearchIndex.jsonClosing])
        try script.write(parts: [SearchIndex.jsonClosing, SearchIndex.scriptClosing])
        for (name, file) in [(SearchIndex.jsonFile, json), (SearchIndex.scriptFile, script)] {
            let stamp = output.settle(name, written: try file.close())
            run.manifest?.record("index/\(name)", BuildCache.Entry(key: key, record: nil, stamp: stamp))
            run.live?.noteMade(name, key: nil, stamp: stamp)
        }
    }

    private static let searchBatch = 2048

    /// A page's entry in the index.
    @Sendable static package func searchEntry(_ record: PageRecord) -> String {
        let (page, headings) = record.searched
        return SearchIndex.entry(
            url: searchURL(of: page.path), title: page.title,
            summary: page.summary.map(PageSummary.text(ofHTML:)) ?? "", tags: page.tags, headings: headings
        )
    }

    /// The URL by which the index names a page at `path`.
    package static func searchURL(of path: String) -> String {
        URLPath.address(of: path)
    }
}
