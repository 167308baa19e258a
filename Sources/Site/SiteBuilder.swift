import Foundation

/// What `sheetgen build` is asked to do.
public struct BuildOptions: Sendable {
    /// The folder of Markdown pages and static files; nil builds only generated documents.
    public var content: URL?
    public var output: URL
    public var jobs: Int
    public var drafts = false
    /// Broken internal links fail the build instead of warning.
    public var strict = false
    /// Where the build cache is kept (outside the output); nil renders every page every time.
    public var cache: URL?
    /// Told (pages done, pages in all) as pages are written.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(content: URL?, output: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.content = content
        self.output = output
        self.jobs = max(1, jobs)
    }
}

/// What a build did.
public struct BuildReport: Sendable {
    public var pages = 0
    /// Pages taken unchanged from the previous build instead of being rendered again.
    public var reused = 0
    public var staticFiles = 0
    /// `page.html: href` for every internal link or src that resolves to nothing.
    public var brokenLinks: [String] = []
}

/// Every problem a build found, each with its file and line; the output folder was left untouched.
public struct BuildFailure: Error, CustomStringConvertible {
    public let errors: [SiteError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Turns a folder of Markdown and a list of generated documents into a static site.
///
/// URL scheme (stable): a page `a/b/name.md` becomes `a/b/name.html`; every folder with pages gets
/// `folder/index.html`; the home page is `index.html`; tags live at `tags/<slug>.html` with
/// `tags/index.html`; plus `404.html` and `sitemap.xml`. All links between pages are relative, so
/// the site works from a web server and straight from the disk alike.
///
/// Steps: scan the content folder; render every page (in parallel, `jobs` at a time, each page
/// read, rendered and written on its own, so memory stays flat however many pages there are); write
/// the section, tag, home and 404 pages and the sitemap; copy static files; check links; swap the
/// new folder in for the old. Any error leaves the old output exactly as it was.
public struct SiteBuilder: Sendable {
    public let config: SiteConfig
    public let renderer: PageRenderer

    public init(config: SiteConfig, renderer: PageRenderer) {
        self.config = config
        self.renderer = renderer
    }

    public func build(generated: [Document], options: BuildOptions) throws(BuildFailure) -> BuildReport {
        let scan = try scanContent(options.content)
        let staging = StagingFolder(for: options.output)
        do {
            try staging.create()
            var report = BuildReport()
            let sources = scan.pages.map(PageSource.file) + generated.map(PageSource.generated)
            let navigation = Navigation(config: config, folders: Set(sources.map(\.folder) + scan.intros.keys.filter { !$0.isEmpty }), intros: scan.intros)
            let cache = BuildCache(folder: options.cache, output: options.output)
            let pages = try renderPages(sources, navigation: navigation, cache: cache, options: options, into: staging.url.path)
            let summaries = pages.compactMap(\.entry.summary)
            report.pages = summaries.count
            report.reused = pages.filter(\.reused).count
            var links = pages.compactMap { page in page.entry.summary.map { ($0.path + ".html", page.entry.links) } }
            links += try writeIndexes(summaries, navigation: navigation, options: options, into: staging.url.path)
            report.pages += links.count - summaries.count
            report.staticFiles = try copyStatics(scan.statics, from: options.content, into: staging.url.path)
            report.brokenLinks = LinkChecker.brokenLinks(links, files: Set(FileTree.files(under: staging.url)))
            if options.strict && !report.brokenLinks.isEmpty {
                throw BuildFailure(errors: report.brokenLinks.map { SiteError("broken link (--strict)", at: $0) })
            }
            try staging.replaceOutput()
            cache.save(Dictionary(pages.map { ($0.id, $0.entry) }, uniquingKeysWith: { first, _ in first }))
            return report
        } catch let failure as BuildFailure {
            staging.discard()
            throw failure
        } catch {
            staging.discard()
            throw BuildFailure(errors: [(error as? SiteError) ?? SiteError("\(error)")])
        }
    }

    // MARK: Content

    struct Scan {
        var pages: [String] = []
        var statics: [String] = []
        /// `_index.md` documents by folder ("" is the home page).
        var intros: [String: Document] = [:]
    }

    private func scanContent(_ folder: URL?) throws(BuildFailure) -> Scan {
        var scan = Scan()
        guard let folder else { return scan }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildFailure(errors: [SiteError("content folder not found", at: folder.path)])
        }
        var errors: [SiteError] = []
        for path in FileTree.files(under: folder) {
            if path.hasSuffix(".md") {
                if path == "_index.md" || path.hasSuffix("/_index.md") {
                    do {
                        scan.intros[Navigation.parent(of: path)] = try ContentPage.load(folder.appendingPathComponent(path), relativePath: path)
                    } catch { errors.append(error) }
                } else {
                    scan.pages.append(path)
                }
            } else {
                scan.statics.append(path)
            }
        }
        guard errors.isEmpty else { throw BuildFailure(errors: errors) }
        return scan
    }

    // MARK: Pages

    enum PageSource: Sendable {
        case file(String)
        case generated(Document)

        var folder: String {
            switch self {
            case .file(let path): Navigation.parent(of: path)
            case .generated(let document): Navigation.parent(of: document.path)
            }
        }

        /// The source's name in the build cache.
        var id: String {
            switch self {
            case .file(let path): "content/\(path)"
            case .generated(let document): "generated/\(document.path)"
            }
        }
    }

    /// What the indexes need to know of a page once it is written.
    struct Summary: Sendable {
        let path: String
        let title: String
        let weight: Int?
        let date: String?
        let tags: [String]
        let summary: String?
        let source: String
    }

    /// A page source's outcome in this build: rendered now, or reused from the last build.
    struct BuiltPage: Sendable {
        let id: String
        let entry: BuildCache.Entry
        let reused: Bool
    }

    private func renderPages(
        _ sources: [PageSource], navigation: Navigation, cache: BuildCache, options: BuildOptions, into output: String
    ) throws(BuildFailure) -> [BuiltPage] {
        let environment = renderEnvironment(navigation, drafts: options.drafts)
        let results = ParallelMap.run(sources, jobs: options.jobs, progress: options.progress) { source in
            Result { () throws(SiteError) -> BuiltPage in
                try build(source, environment: environment, navigation: navigation, cache: cache, options: options, into: output)
            }
        }
        var pages: [BuiltPage] = [], errors: [SiteError] = []
        for result in results {
            switch result {
            case .success(let page): pages.append(page)
            case .failure(let error): errors.append(error)
            }
        }
        var seen: [String: String] = [:]
        for summary in pages.compactMap(\.entry.summary) {
            if let other = seen.updateValue(summary.source, forKey: summary.path) {
                errors.append(SiteError("writes \(summary.path).html, as \(other) does", at: summary.source))
            }
        }
        guard errors.isEmpty else { throw BuildFailure(errors: errors) }
        return pages
    }

    /// Everything besides a page's own source that shapes it: sheetgen itself, the templates, the
    /// site config, the Markdown options, the navigation and whether drafts are built.
    private func renderEnvironment(_ navigation: Navigation, drafts: Bool) -> ContentHash {
        var hash = ContentHash()
        hash.add(BuildCache.program)
        for (path, text) in renderer.templates.files.sorted(by: { $0.key < $1.key }) {
            hash.add(path)
            hash.add(text)
        }
        hash.add("\(config.title)\n\(config.baseURL)\n\(config.language)\n\(renderer.markdown.options)\n\(drafts)")
        for folder in navigation.allFolders.sorted() {
            hash.add(folder)
            hash.add(navigation.title(of: folder))
        }
        hash.add(navigation.topSections.joined(separator: "\n"))
        return hash
    }

    private func build(
        _ source: PageSource, environment: ContentHash, navigation: Navigation, cache: BuildCache, options: BuildOptions, into output: String
    ) throws(SiteError) -> BuiltPage {
        let bytes: [UInt8], origin: String
        switch source {
        case .file(let path):
            guard let read = FileTree.read(options.content!.appendingPathComponent(path).path) else { throw SiteError("cannot read file", at: path) }
            (bytes, origin) = (read, path)
        case .generated(let document):
            (bytes, origin) = (Array(FrontMatter.markdown(for: document).utf8), "generated page \(document.path)")
        }
        var key = environment
        key.add(source.id)
        key.add(bytes)
        if let previous = cache.entries[source.id], previous.key == key.hex,
           let entry = reuse(previous, from: options.output.path, into: output) {
            return BuiltPage(id: source.id, entry: entry, reused: true)
        }
        let document: Document
        switch source {
        case .file(let path): document = try ContentPage.parse(bytes, relativePath: path)
        case .generated(let generated): document = generated
        }
        let entry = try render(document, origin: origin, key: key.hex, navigation: navigation, options: options, into: output)
        return BuiltPage(id: source.id, entry: entry, reused: false)
    }

    /// The entry again, when the last build's file is still as that build wrote it and is now
    /// linked into the new output; nil when the page must be rendered.
    private func reuse(_ entry: BuildCache.Entry, from oldOutput: String, into output: String) -> BuildCache.Entry? {
        guard let summary = entry.summary else { return entry }  // a draft, still left out
        let old = "\(oldOutput)/\(summary.path).html", new = "\(output)/\(summary.path).html"
        guard let stamp = entry.stamp, FileTree.Stamp(path: old) == stamp, (try? FileTree.link(old, to: new)) != nil else { return nil }
        return BuildCache.Entry(key: entry.key, summary: summary, links: entry.links, stamp: FileTree.Stamp(path: new))
    }

    private func render(
        _ document: Document, origin: String, key: String, navigation: Navigation, options: BuildOptions, into output: String
    ) throws(SiteError) -> BuildCache.Entry {
        if document.draft && !options.drafts { return BuildCache.Entry(key: key, summary: nil, links: [], stamp: nil) }
        try SafePath.check(document.path, origin: origin)
        let html: [UInt8]
        do {
            html = Array(try renderer.render(document, extra: navigation.context(for: document.path, tags: document.tags)).utf8)
        } catch let error as SiteError {
            throw SiteError(error.message, at: origin)
        } catch {
            throw SiteError("\(error)", at: origin)
        }
        let file = "\(output)/\(document.path).html"
        let stamp = try FileTree.write(html, to: file)
        let summary = Summary(path: document.path, title: document.title, weight: document.weight, date: document.date,
                              tags: document.tags, summary: document.fields["summary"]?.string, source: origin)
        return BuildCache.Entry(key: key, summary: summary, links: LinkChecker.internalReferences(in: html), stamp: stamp)
    }

    // MARK: Indexes

    /// An index page to render: its document and what its template sees besides.
    private struct IndexPage: @unchecked Sendable {  // `extra` holds only immutable values.
        let document: Document
        let extra: [String: Any]
    }

    /// Writes the section indexes, home, tag pages, tag index, 404 and sitemap; returns each written
    /// page with its internal links.
    private func writeIndexes(_ pages: [Summary], navigation: Navigation, options: BuildOptions, into output: String) throws -> [(file: String, targets: [String])] {
        let indexes = indexPages(pages, navigation: navigation)
        let results = ParallelMap.run(indexes, jobs: options.jobs, progress: nil) { index in
            Result { () throws -> (file: String, targets: [String]) in
                let html = Array(try renderer.render(index.document, extra: index.extra).utf8)
                try FileTree.write(html, to: "\(output)/\(index.document.path).html")
                return (index.document.path + ".html", LinkChecker.internalReferences(in: html))
            }
        }
        try FileTree.write(Sitemap.xml(baseURL: config.baseURL, paths: pages.map(\.path) + navigation.allFolders.map { $0.isEmpty ? "index" : "\($0)/index" }),
                           to: "\(output)/sitemap.xml")
        return try results.map { try $0.get() }
    }

    /// The section indexes (with home), one page per tag, the tag index and the 404 page.
    private func indexPages(_ pages: [Summary], navigation: Navigation) -> [IndexPage] {
        var indexes: [IndexPage] = []
        let byFolder = Dictionary(grouping: pages) { Navigation.parent(of: $0.path) }
        for folder in navigation.allFolders.sorted() {
            let children = navigation.allFolders.filter { Navigation.parent(of: $0) == folder && $0 != folder && !$0.isEmpty }.sorted()
            let intro = navigation.intros[folder]
            let path = folder.isEmpty ? "index" : "\(folder)/index"
            let document = Document(
                path: path, title: folder.isEmpty ? (intro?.title ?? config.title) : navigation.title(of: folder),
                layout: folder.isEmpty ? "home" : (intro?.layout == "page" ? "section" : intro?.layout ?? "section"),
                fields: intro?.fields ?? [:], body: intro?.body ?? ""
            )
            var extra = navigation.context(for: path, tags: [])
            extra["pages"] = Self.sorted(byFolder[folder] ?? []).map { navigation.link(to: $0, from: path) }
            extra["children"] = children.map { ["title": navigation.title(of: $0), "url": navigation.url(of: "\($0)/index", from: path)] }
            indexes.append(IndexPage(document: document, extra: extra))
        }
        let tagged = Dictionary(grouping: pages.flatMap { page in page.tags.map { ($0, page) } }, by: \.0)
        var tagList: [[String: Any]] = []
        for tag in tagged.keys.sorted() {
            let path = Navigation.tagPath(tag)
            var extra = navigation.context(for: path, tags: [])
            extra["pages"] = Self.sorted(tagged[tag]!.map(\.1)).map { navigation.link(to: $0, from: path) }
            indexes.append(IndexPage(document: Document(path: path, title: "Tagged \u{201C}\(tag)\u{201D}", layout: "tag", body: ""), extra: extra))
            tagList.append(["title": tag, "count": tagged[tag]!.count, "url": navigation.url(of: path, from: "tags/index")])
        }
        var extra = navigation.context(for: "tags/index", tags: [])
        extra["tagList"] = tagList
        indexes.append(IndexPage(document: Document(path: "tags/index", title: "Tags", layout: "tags", body: ""), extra: extra))
        indexes.append(IndexPage(document: Document(path: "404", title: "Page not found", layout: "404", body: ""), extra: navigation.context(for: "404", tags: [])))
        return indexes
    }

    /// By weight (pages without one last), then title, then path: the same order every time.
    static func sorted(_ pages: [Summary]) -> [Summary] {
        pages.sorted { ($0.weight ?? Int.max, $0.title, $0.path) < ($1.weight ?? Int.max, $1.title, $1.path) }
    }

    // MARK: Files

    private func copyStatics(_ statics: [String], from content: URL?, into output: String) throws(SiteError) -> Int {
        var copied = 0
        if let content {
            for path in statics {
                guard let bytes = FileTree.read(content.appendingPathComponent(path).path) else { throw SiteError("cannot read file", at: path) }
                try FileTree.write(bytes, to: "\(output)/\(path)")
                copied += 1
            }
        }
        for (path, text) in renderer.templates.files where path.hasPrefix("assets/") {
            try FileTree.write(text, to: "\(output)/\(path)")
            copied += 1
        }
        return copied
    }
}

/// Page paths must stay inside the output folder.
enum SafePath {
    static func check(_ path: String, origin: String) throws(SiteError) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            throw SiteError("page path '\(path)' would land outside the output folder", at: origin)
        }
    }
}
