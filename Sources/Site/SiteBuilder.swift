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
            let summaries = try renderPages(sources, navigation: navigation, options: options, into: staging.url)
            report.pages = summaries.count
            report.pages += try writeIndexes(summaries, navigation: navigation, into: staging.url)
            report.staticFiles = try copyStatics(scan.statics, from: options.content, into: staging.url)
            report.brokenLinks = LinkChecker.brokenLinks(in: staging.url)
            if options.strict && !report.brokenLinks.isEmpty {
                throw BuildFailure(errors: report.brokenLinks.map { SiteError("broken link (--strict)", at: $0) })
            }
            try staging.replaceOutput()
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
        for path in Self.files(under: folder) {
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

    /// Relative paths of the regular files below `folder`, sorted, hidden files left out.
    static func files(under folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path
        var paths: [String] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.count + 1)))
        }
        return paths.sorted()
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

    private func renderPages(_ sources: [PageSource], navigation: Navigation, options: BuildOptions, into output: URL) throws(BuildFailure) -> [Summary] {
        let results = ParallelMap.run(sources, jobs: options.jobs, progress: options.progress) { source in
            Result { () throws(SiteError) -> Summary? in try renderPage(source, navigation: navigation, options: options, into: output) }
        }
        var summaries: [Summary] = [], errors: [SiteError] = []
        for result in results {
            switch result {
            case .success(let summary): summary.map { summaries.append($0) }
            case .failure(let error): errors.append(error)
            }
        }
        var seen: [String: String] = [:]
        for summary in summaries {
            if let other = seen.updateValue(summary.source, forKey: summary.path) {
                errors.append(SiteError("writes \(summary.path).html, as \(other) does", at: summary.source))
            }
        }
        guard errors.isEmpty else { throw BuildFailure(errors: errors) }
        return summaries
    }

    private func renderPage(_ source: PageSource, navigation: Navigation, options: BuildOptions, into output: URL) throws(SiteError) -> Summary? {
        let document: Document, origin: String
        switch source {
        case .file(let path):
            document = try ContentPage.load(options.content!.appendingPathComponent(path), relativePath: path)
            origin = path
        case .generated(let generated):
            document = generated
            origin = "generated page \(generated.path)"
        }
        if document.draft && !options.drafts { return nil }
        try SafePath.check(document.path, origin: origin)
        let html: String
        do {
            html = try renderer.render(document, extra: navigation.context(for: document.path, tags: document.tags))
        } catch let error as SiteError {
            throw SiteError(error.message, at: origin)
        } catch {
            throw SiteError("\(error)", at: origin)
        }
        try write(html, to: output.appendingPathComponent(document.path + ".html"))
        return Summary(path: document.path, title: document.title, weight: document.weight, date: document.date,
                       tags: document.tags, summary: document.fields["summary"]?.string, source: origin)
    }

    // MARK: Indexes

    private func writeIndexes(_ pages: [Summary], navigation: Navigation, into output: URL) throws -> Int {
        var written = 0
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
            try write(try renderer.render(document, extra: extra), to: output.appendingPathComponent(path + ".html"))
            written += 1
        }
        let tagged = Dictionary(grouping: pages.flatMap { page in page.tags.map { ($0, page) } }, by: \.0)
        var tagList: [[String: Any]] = []
        for tag in tagged.keys.sorted() {
            let path = Navigation.tagPath(tag)
            var extra = navigation.context(for: path, tags: [])
            extra["pages"] = Self.sorted(tagged[tag]!.map(\.1)).map { navigation.link(to: $0, from: path) }
            try write(try renderer.render(Document(path: path, title: "Tagged \u{201C}\(tag)\u{201D}", layout: "tag", body: ""), extra: extra),
                      to: output.appendingPathComponent(path + ".html"))
            tagList.append(["title": tag, "count": tagged[tag]!.count, "url": navigation.url(of: path, from: "tags/index")])
            written += 1
        }
        var extra = navigation.context(for: "tags/index", tags: [])
        extra["tagList"] = tagList
        try write(try renderer.render(Document(path: "tags/index", title: "Tags", layout: "tags", body: ""), extra: extra),
                  to: output.appendingPathComponent("tags/index.html"))
        let notFound = Document(path: "404", title: "Page not found", layout: "404", body: "")
        try write(try renderer.render(notFound, extra: navigation.context(for: "404", tags: [])), to: output.appendingPathComponent("404.html"))
        try write(Sitemap.xml(baseURL: config.baseURL, paths: pages.map(\.path) + navigation.allFolders.map { $0.isEmpty ? "index" : "\($0)/index" }),
                  to: output.appendingPathComponent("sitemap.xml"))
        return written + 2
    }

    /// By weight (pages without one last), then title, then path: the same order every time.
    static func sorted(_ pages: [Summary]) -> [Summary] {
        pages.sorted { ($0.weight ?? Int.max, $0.title, $0.path) < ($1.weight ?? Int.max, $1.title, $1.path) }
    }

    // MARK: Files

    private func copyStatics(_ statics: [String], from content: URL?, into output: URL) throws -> Int {
        var copied = 0
        if let content {
            for path in statics {
                let target = output.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: content.appendingPathComponent(path), to: target)
                copied += 1
            }
        }
        for (path, text) in renderer.templates.files where path.hasPrefix("assets/") {
            try write(text, to: output.appendingPathComponent(path))
            copied += 1
        }
        return copied
    }

    private func write(_ text: String, to url: URL) throws(SiteError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            throw SiteError("cannot write: \(error.localizedDescription)", at: url.path)
        }
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
