/// The search page's index, written from the pages' records once every page is built: nothing of
/// a page's body is kept for it, only what its listings show.
extension SiteBuilder {
    /// Whether the build makes the search page and its index: when the templates have the page's
    /// layout, as the defaults do. A library user's own set without it gets neither.
    var makesSearch: Bool { renderer.templates.has("search") }

    /// The files search writes: the page, then the index.
    var searchFiles: [String] {
        makesSearch ? ["search.html", SearchIndex.jsonFile, SearchIndex.scriptFile] : []
    }

    /// What writes the index, for the clash check (the page is an index page).
    var searchIndexWriters: [OtherWriter] {
        searchFiles.dropFirst().map { OtherWriter(file: $0, origin: "the search index") }
    }

    /// Writes search.json and search-index.js: every page with a record, sorted by path, each
    /// entry made on its own (`jobs` at a time) and kept only as its line of JSON.
    func writeSearchIndex(_ pages: [BuiltPage], jobs: Int, into output: String) throws(SiteError) {
        guard makesSearch else { return }
        let records = pages.compactMap(\.record)
        let paths = records.map { Array($0.path.utf8) }
        let order = records.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }
        let entries = ParallelMap.run(order.map { records[$0] }, jobs: jobs, progress: nil) { record in
            let page = record.values
            return SearchIndex.entry(
                url: URLPath.encoded(page.path) + ".html", title: page.title,
                summary: page.summary.map(PageSummary.text(ofHTML:)) ?? "", tags: page.tags
            )
        }
        try FileTree.write(parts: SearchIndex.json(entries), to: "\(output)/\(SearchIndex.jsonFile)")
        try FileTree.write(parts: SearchIndex.script(entries), to: "\(output)/\(SearchIndex.scriptFile)")
    }
}
