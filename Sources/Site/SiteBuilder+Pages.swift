import Foundation
import Markdown
import Mistakes
import SiteFiles
import SiteModel
import TemplateEngine

/// The pages of a build: each read, keyed, reused from the last build or rendered, and written
/// on its own, `jobs` at a time, so memory stays flat however many pages there are.
extension SiteBuilder {
    /// A page to build: a Markdown file of the content folder (its path relative to the folder,
    /// kept compactly: a site may have tens of thousands) or a generated document.
    package enum PageSource: Sendable {
        /// `seen` is how the scan found the file, when it looked (`SourceFile.hash`: eight bytes,
        /// as a big site has many).
        case file(StoredText, seen: UInt64? = nil)
        indirect case generated(Document)

        var folder: String {
            switch self {
            case .file(let path, _): Navigation.parent(of: path.text)
            case .generated(let document): Navigation.parent(of: document.path)
            }
        }

        /// How errors name the source.
        var origin: String {
            switch self {
            case .file(let path, _): path.text
            // With its title: two documents that meet at one path are told apart by it.
            case .generated(let document): "generated page \(document.path) (\(document.title))"
            }
        }

        /// The source's name in the build cache.
        var id: String {
            switch self {
            case .file(let path, _): "content/\(path.text)"
            case .generated(let document): "generated/\(document.path)"
            }
        }
    }

    /// What became of a page source: rendered now, taken from the last build, or failed. What the
    /// indexes need of a written page is its record; a left-out draft has none.
    package enum BuiltPage: Sendable {
        /// Rendered now, with the pages its game blocks link to.
        case rendered(PageRecord?, blockPages: [Document])
        case reused(PageRecord?)
        indirect case failed([UserError])  // indirect: a big site holds a built page for every page

        package var record: PageRecord? {
            switch self {
            case .rendered(let record, _), .reused(let record): record
            case .failed: nil
            }
        }

        var blockPages: [Document] {
            if case .rendered(_, let pages) = self { return pages }
            return []
        }

        var isReused: Bool {
            if case .reused = self { return true }
            return false
        }

        var errors: [UserError] {
            if case .failed(let errors) = self { return errors }
            return []
        }
    }

    /// What every page of one build shares.
    package struct PageRun: Sendable {
        package let chrome: PageChrome
        /// The last build's entries; a `LiveSite` lets go of them once its build is done.
        package var cache: BuildCache
        /// Where each page's cache entry goes; nil when caching is off.
        let manifest: ManifestWriter?
        package let links: LinkChecker
        let aliases = AliasList()
        /// What the pages built tell besides errors (see `BuildNotes`).
        let notes = BuildNotes()
        /// Lost by a page that the same inputs might make otherwise: then the build leaves no receipt.
        let repeatability = Repeatability()
        /// Where the records of rendered pages keep their text, and their summaries.
        package let texts = TextStore()
        package let summaries: TextStore
        /// Its moment changes from one update of a `SiteSession` to the next.
        package var options: BuildOptions
        /// The content folder's path, worked out once: `URL.path` takes microseconds a page.
        let contentFolder: String?
        /// Where the pages go.
        let output: BuildOutput
        /// What shapes every page besides its own source: the start of every cache key.
        let environment: ContentHash
        /// Where a `SiteSession`'s build keeps the pages of the content folder; nil in a plain build.
        let live: (any PageMemory)?
        /// The front matter keys something reads: the site itself, or a template.
        let readKeys: Set<String>
        /// Where the pages' links stand, for `sheetgen check`; nil in a build.
        let places: LinkPlaces?
        /// The notes of an Obsidian vault; nil for a content folder of any other flavor.
        package let vaultNotes: VaultNotes?
    }

    /// A file the build writes besides the pages and static files (an index page, an asset, the
    /// sitemap), and how errors name what writes it.
    struct OtherWriter {
        let file: String
        let origin: String
        /// The page whose alias this is; nil for anything else.
        var aliasOf: String? = nil
    }

    /// Builds every page, each once, then plans what the built pages make (`planning` returns
    /// the plan and the files it writes). Throws every error found, after all pages were tried,
    /// and an error for every file that two writers would write: pages, the planned files and the
    /// static files of the content and static folders. An alias gives way instead, told in the run's notes: an old
    /// address that a page lives at now, or that another page claimed first, already leads
    /// somewhere (Hugo lets one of them win without a word).
    func buildPages<Plan>(
        _ pageSources: [PageSource], run: PageRun, statics: [StaticFile],
        planning: ([BuiltPage]) -> (Plan, [OtherWriter])
    ) throws(UserErrors) -> (pages: [BuiltPage], plan: Plan) {
        func buildAll(_ sources: [PageSource]) -> [BuiltPage] {
            ParallelMap.run(
                sources, jobs: run.options.jobs, progress: run.options.progress, prepare: { prefetch($0, run: run) }
            ) { source in
                do throws(UserError) {
                    return try build(source, run: run)
                } catch {
                    return .failed([error])
                }
            }
        }
        // A page that failed writes nothing, as a draft does: the others are still built and
        // checked for clashes, so that one build tells every problem.
        var pages = buildAll(pageSources)
        var errors: [UserError] = []
        // The pages the game blocks link to, once each, built like generated documents.
        var blockSources: [PageSource] = []
        do throws(UserErrors) {
            blockSources = try BlockPages.unique(pages.flatMap(\.blockPages)).map(PageSource.generated)
        } catch {
            errors = error.errors
        }
        if !blockSources.isEmpty {
            // What is left to know of a page whose block pages are built is its record.
            pages = pages.map { $0.blockPages.isEmpty ? $0 : .rendered($0.record, blockPages: []) }
            pages += buildAll(blockSources)
        }
        func source(_ index: Int) -> PageSource {  // without a copy of the (many) page sources
            index < pageSources.count ? pageSources[index] : blockSources[index - pageSources.count]
        }
        errors = pages.flatMap(\.errors) + errors
        // The pages' files are hashed and sorted on another thread while their indexes are planned.
        let built = pages, pageFiles = Later { Writers.files(of: built) }
        let (plan, others) = planning(pages)
        let writers = Writers(others: others, pages: pages, statics: statics, pageFiles: pageFiles.value)
        func origin(_ writer: Int) -> String {
            switch writers.kind(writer) {
            case .other(let index): others[index].origin
            case .page(let index): source(index).origin
            case .file(let index): statics[index].origin(run.options)
            }
        }
        var clashes: [(later: Int, error: UserError)] = []
        for (first, laters) in writers.clashesByFile() {
            func aliasOf(_ writer: Int) -> String? {
                if case .other(let index) = writers.kind(writer) { others[index].aliasOf } else { nil }
            }
            let file = writers.file(first), all = [first] + laters
            let kept = all.filter { aliasOf($0) == nil }, winner = kept.first ?? first
            let named = if case .page = writers.kind(winner) { "the page \(file)" } else { origin(winner) }
            for writer in all where writer != winner {
                if let page = aliasOf(writer) {
                    run.notes.add("alias '\(PathName.escaped(file))' is left out: \(named) writes it", at: page)
                    run.aliases.leaveOut(file, of: page)
                } else {
                    clashes.append((writer, UserError("writes \(file), as \(origin(winner)) does", at: origin(writer))))
                }
            }
        }
        errors += clashes.sorted { $0.later < $1.later }.map(\.error)
        for (inside, file) in writers.filesInTheWay() {
            errors.append(
                UserError(
                    "writes \(writers.file(inside)), inside \(writers.file(file)), which \(origin(file)) writes as a "
                        + "file",
                    at: origin(inside)))
        }
        guard errors.isEmpty else { throw UserErrors(errors) }
        return (pages, plan)
    }

    /// Everything that writes a file of the output, in the order clashes are told: what the
    /// builder makes, then the pages, then the static files.
    private struct Writers {
        enum Kind {
            case other(Int)
            case page(Int)
            case file(Int)
        }
        let others: [OtherWriter]
        let pages: [BuiltPage]
        let statics: [StaticFile]
        /// Every writer by the hash of its file, sorted: both checks below search this.
        private var hashed: [(hash: UInt64, writer: Int)] = []

        /// `pageFiles` are the pages' (`files(of:)`).
        init(
            others: [OtherWriter], pages: [BuiltPage], statics: [StaticFile], pageFiles: [(hash: UInt64, writer: Int)]
        ) {
            (self.others, self.pages, self.statics) = (others, pages, statics)
            let staticWriters = others.count + pages.count..<others.count + pages.count + statics.count
            var rest: [(hash: UInt64, writer: Int)] = []
            for writer in Array(others.indices) + Array(staticWriters) {
                if let hash = hash(writer) { rest.append((hash, writer)) }
            }
            rest.sort(by: Self.precedes)
            // The pages' files, in their order, come after the others': merged with the rest.
            hashed.reserveCapacity(pageFiles.count + rest.count)
            var next = rest.startIndex
            for file in pageFiles {
                let page = (hash: file.hash, writer: others.count + file.writer)
                while next < rest.endIndex && Self.precedes(rest[next], page) {
                    hashed.append(rest[next])
                    next += 1
                }
                hashed.append(page)
            }
            hashed += rest[next...]
        }

        /// The hash of each page's file with the page's index, sorted: the part of the writers
        /// that grows with the site, worked out before the rest is known.
        static func files(of pages: [BuiltPage]) -> [(hash: UInt64, writer: Int)] {
            var files = pages.indices.compactMap { page in pages[page].record.map { (hash: $0.fileHash, writer: page) }
            }
            files.sort(by: precedes)  // in place: a site may have many
            return files
        }

        private static func precedes(_ first: (hash: UInt64, writer: Int), _ second: (hash: UInt64, writer: Int))
            -> Bool
        {
            (first.hash, first.writer) < (second.hash, second.writer)
        }

        func kind(_ writer: Int) -> Kind {
            if writer < others.count { return .other(writer) }
            if writer < others.count + pages.count { return .page(writer - others.count) }
            return .file(writer - others.count - pages.count)
        }

        func file(_ writer: Int) -> String {
            switch kind(writer) {
            case .other(let index): others[index].file
            case .page(let index): pages[index].record?.file ?? ""  // asked only of pages with a record
            case .file(let index): statics[index].path
            }
        }

        private func hash(_ writer: Int) -> UInt64? {
            switch kind(writer) {
            case .other(let index): ContentHash.of(others[index].file.utf8)
            case .page(let index): pages[index].record?.fileHash
            case .file(let index): ContentHash.of(statics[index].path.utf8)
            }
        }

        /// Each file that more than one writer writes: the first writer, and the others in their
        /// order. Sorts the hashes of the files and compares files only where hashes meet: a
        /// dictionary of every path would be the biggest thing a large build holds.
        func clashesByFile() -> [(first: Int, laters: [Int])] {
            var clashes: [(first: Int, laters: [Int])] = []
            var start = 0
            while start < hashed.count {
                var end = start + 1
                while end < hashed.count && hashed[end].hash == hashed[start].hash { end += 1 }
                if end - start > 1 {
                    var writersOf: [String: [Int]] = [:]
                    for (_, writer) in hashed[start..<end] { writersOf[file(writer), default: []].append(writer) }
                    for group in writersOf.values where group.count > 1 {
                        let sorted = group.sorted()
                        clashes.append((sorted[0], Array(sorted.dropFirst())))
                    }
                }
                start = end
            }
            return clashes.sorted { $0.first < $1.first }
        }

        /// Each writer whose file would go inside a folder that another writer writes as a file
        /// (`tags` copied as a file, `tags/x.html` a tag page), with that other writer. Finds the
        /// folders files go in, each once, by the hash of their bytes (a site has few, however
        /// many files), and looks each up among the sorted hashes of the files; only a folder
        /// that is a file has its writers' files gone through again.
        func filesInTheWay() -> [(inside: Int, file: Int)] {
            var folders: [UInt64: [[UInt8]]] = [:]  // most hashes have one folder; two, once in 2^64
            for writer in 0..<(others.count + pages.count + statics.count) {
                // A page's path has its file's folders: read where it is kept, it is not copied.
                let path =
                    if case .page(let index) = kind(writer) { pages[index].record?.pathBytes ?? [] } else {
                        bytes(writer)
                    }
                var end = path.endIndex
                while let slash = path[..<end].lastIndex(of: UInt8(ascii: "/")) {
                    let folder = path[..<slash], hash = ContentHash.of(folder)
                    // A folder met before has its folders above met too.
                    if folders[hash]?.contains(where: { $0.elementsEqual(folder) }) == true { break }
                    folders[hash, default: []].append(Array(folder))
                    end = slash
                }
            }
            var found: [(inside: Int, file: Int)] = []
            for (hash, sharing) in folders {
                for folder in sharing {
                    for (_, file) in writers(hashedAs: hash) where bytes(file).elementsEqual(folder) {
                        for (_, writer) in hashed {
                            let path = bytes(writer)
                            if path.count > folder.count, path.starts(with: folder),
                                path[path.startIndex + folder.count] == UInt8(ascii: "/")
                            {
                                found.append((writer, file))
                            }
                        }
                    }
                }
            }
            return found.sorted { ($0.inside, $0.file) < ($1.inside, $1.file) }
        }

        /// The bytes of the writer's file, read where they are kept.
        private func bytes(_ writer: Int) -> ArraySlice<UInt8> {
            switch kind(writer) {
            case .page(let index): URLPath.file(ofPageBytes: pages[index].record?.pathBytes ?? [])[...]
            default: Array(file(writer).utf8)[...]
            }
        }

        /// The writers whose file's hash is `hash`, found by halving.
        private func writers(hashedAs hash: UInt64) -> ArraySlice<(hash: UInt64, writer: Int)> {
            var low = 0, high = hashed.count
            while low < high {
                let middle = (low + high) / 2
                if hashed[middle].hash < hash { low = middle + 1 } else { high = middle }
            }
            var end = low
            while end < hashed.count && hashed[end].hash == hash { end += 1 }
            return hashed[low..<end]
        }
    }

    /// Asks the disk for the files a page source will read, a little ahead of its turn: with the
    /// page cache gone cold, the workers would otherwise wait for them one after another. A file
    /// the last build saw with the stamp the scan found is not read, so not asked for: asking for
    /// every page of a big site was a sixth of a build with one page changed. Whether the last
    /// build saw the file so is one look in a set: finding the page's entry would take its id,
    /// made and hashed for every page on this thread, which the workers need for themselves.
    private func prefetch(_ source: PageSource, run: PageRun) {
        guard case .file(let path, let seen) = source, let content = run.contentFolder else { return }
        if let seen, run.cache.sawSource(lookingAs: seen) { return }
        FileTree.prefetch(content + "/" + path.text)
    }

    /// Everything besides a page's own source that shapes it: sheetgen itself, the templates, the
    /// site config, the Markdown options, the navigation and whether drafts, future and expired
    /// pages are built.
    func renderEnvironment(_ navigation: Navigation, options: BuildOptions) -> ContentHash {
        var hash = ContentHash()
        hash.add(BuildCache.program)
        hash.add(files: renderer.templates.files)
        hash.add("\(config.title)\n\(config.baseURL)\n\(config.language)\n\(renderer.markdown.options)\n")
        hash.add("\(options.drafts) \(options.future) \(options.expired)")
        hash.add("\(options.blocks.names.sorted())\n\(options.blockSeed)")
        hash.add("toc: \(config.toc) urls: \(config.urls) taxonomies: \(config.taxonomies)")
        // What a vault keeps from the players: a build after it changed is never up to date.
        hash.add("flavor: \(config.flavor) private: \(config.privateFolders)")
        for folder in navigation.allFolders.sorted() {
            hash.add(folder)
            hash.add(navigation.title(of: folder))
        }
        hash.add(navigation.topSections.joined(separator: "\n"))
        navigation.cascade.add(to: &hash)
        return hash
    }

    private func build(_ source: PageSource, run: PageRun) throws(UserError) -> BuiltPage {
        let id = source.id, previous = run.cache.entry(id)
        var file: SourceFile?, bytes: [UInt8]?  // nil while the file is not read
        if case .file(let path, let seen) = source {
            // A file with the stamp it had last time is not read again, unless it is rendered.
            file = previous?.source?.ifUnchanged(at: try contentPath(path.text, run: run), seen: seen)
            if file == nil { (file, bytes) = try read(path.text, run: run) }
        }
        var key = pageKey(source, file: file, run: run)
        // A page with aliases is rendered every time (the cache does not keep them), and so is
        // one with game blocks: what its blocks read (a vault) may have changed, and the pages
        // they link to are made anew; and one that may link to pages by `ref`, which finds
        // whichever page is there.
        let holdsBlocks = file?.mayHoldBlocks ?? false, refersToPages = file?.mayReferToPages ?? false
        let namesDates = namesPublishingDates(source, file: file, run: run)
        if namesDates { run.live?.noteDates() }
        if namesDates || holdsBlocks { run.repeatability.lose() }
        let reusable =
            switch source {
            // A note's `aliases` are its other names, no addresses the cache would have to keep.
            case .file:
                !(file.map { $0.namesAliases && run.vaultNotes == nil } ?? true)
                    && !run.chrome.navigation.cascade.mayName(FrontMatterKey.aliasWords, for: source.folder)
            case .generated(let document): document.fields[AliasPage.key] == nil
            }
        if reusable, !holdsBlocks, !refersToPages, let previous, previous.key == key,
            let entry = reuse(previous, run: run)
        {
            // A file read again with the same bytes (its stamp changed, or had just changed last
            // time and could not be trusted) is recorded with its new stamp once that can be
            // trusted: else every build after would read it again.
            if bytes != nil, let settled = file?.settled(before: run.options.now) {
                run.manifest?.record(id, entry.from(settled))
            } else {
                run.manifest?.keep(id)
            }
            remember(entry, of: source, file: file, run: run)
            return .reused(entry.record)
        }
        if case .file(let path, _) = source, bytes == nil {
            (file, bytes) = try read(path.text, run: run)
            key = pageKey(source, file: file, run: run)
        }
        var document: Document
        var blocks: BlockPages.Rendered?, shortcodes: ShortcodeExpansion?, body: String?
        switch source {
        case .file(let path, _):
            let bytes = bytes ?? []
            let page = try ContentPage.parse(
                bytes, relativePath: path.text, urls: config.urls,
                inherited: run.chrome.navigation.cascade.values(for: source.folder), flavor: config.flavor)
            document = withKnownLayout(page, at: path.text, run: run)
            for key in document.fields.keys where !reads(key, run: run) {
                run.notes.add(BuildNotes.unreadKey(PathName.escaped(key)), at: path.text)
            }
            body = document.body
            if run.vaultNotes != nil { document.tags = withInlineTags(document) }
            if let notes = run.vaultNotes {
                (document, shortcodes) = try expandNote(document, file: path.text, bytes: bytes, notes: notes, run: run)
            } else {
                (document, shortcodes) = try expandShortcodes(of: document, file: path.text, bytes: bytes, run: run)
            }
            // A note's embeds may bring blocks in.
            if file?.mayHoldBlocks == true || (run.vaultNotes != nil && file?.mayReferToPages == true) {
                do throws(UserErrors) {
                    blocks = try BlockPages.render(
                        in: document, file: path.text, bodyLine: BlockPages.bodyLine(of: bytes, body: body ?? ""),
                        lines: shortcodes, registry: run.options.blocks, seed: run.options.blockSeed,
                        timeZone: config.timeZone, renderer: renderer, contentFolder: run.contentFolder)
                    if let reads = blocks?.reads, !reads.isEmpty { run.live?.noteReadByBlocks(reads) }
                } catch {
                    return .failed(error.errors)
                }
            }
        case .generated(let generated): document = generated
        }
        var fromContent = false, links: LinkRewriter?, placing: LinkPlaces.Source?, linkers: [TitledLink] = []
        if case .file(let path, _) = source {
            fromContent = true
            // A note's wikilinks are links to sources, which its bytes do not show.
            links =
                if let notes = run.vaultNotes {
                    noteLinkRewriter(source: path.text, page: document.path, notes: notes, run: run)
                } else {
                    linkRewriter(source: path.text, page: document.path, bytes: bytes ?? [])
                }
            linkers = backlinks(of: path.text, page: document.path, run: run)
            if run.options.linkLines {
                let lines = LinkLines()
                links = LinkRewriter.noting(into: lines, rewriting: links)
                let bodyLine = BlockPages.bodyLine(of: bytes ?? [], body: body ?? document.body)
                placing = LinkPlaces.Source(file: path.text, bodyLine: bodyLine, lines: lines, shortcodes: shortcodes)
            }
        }
        let entry = try render(
            document, origin: source.origin, key: key, run: run, fromContent: fromContent,
            blocks: blocks?.replacements, links: links, shortcodes: shortcodes?.html, placing: placing,
            backlinks: linkers)
        run.manifest?.record(id, entry.from(file?.settled(before: run.options.now)))
        remember(entry, of: source, file: file, run: run)
        return .rendered(entry.record, blockPages: blocks?.pages ?? [])
    }

    /// Tells a session's memory (`run.live`) of a page built: a page of the content folder with
    /// its source file, a generated one with its links.
    private func remember(_ entry: BuildCache.Entry, of source: PageSource, file: SourceFile?, run: PageRun) {
        switch source {
        case .file(let path, _): if let file { run.live?.add(path.text, entry, source: file) }
        case .generated: if let record = entry.record { run.live?.noteLinks(of: record.file, entry) }
        }
    }

    /// Whether the site or a template reads a front matter key: a taxonomy's list in any case, as
    /// the site's own keys are.
    func reads(_ key: String, run: PageRun) -> Bool {
        run.readKeys.contains(key) || config.taxonomies.contains(key.lowercased())
    }

    /// `document`, of the content folder's `file` (read as `bytes`), with its shortcodes rendered
    /// (see `PageShortcodes`).
    package func expandShortcodes(
        of document: Document, file: String, bytes: [UInt8], run: PageRun
    ) throws(UserError) -> (document: Document, shortcodes: ShortcodeExpansion?) {
        try PageShortcodes.expand(
            document, file: file, bodyLine: BlockPages.bodyLine(of: bytes, body: document.body),
            root: config.rootPath, urls: config.urls, renderer: renderer, run: run)
    }

    /// How the links of the page from `source` at `page` are rewritten (see `SourceLinks`).
    package func linkRewriter(source: String, page: String, bytes: [UInt8]) -> LinkRewriter? {
        SourceLinks.rewriter(source: source, page: page, bytes: bytes, root: config.rootPath, urls: config.urls)
    }

    /// Whether a build with `options` writes `document`: not a draft (unless `--drafts`), and
    /// within its publishing window (see `PublishingWindow`).
    static func isBuilt(_ document: Document, options: BuildOptions) -> Bool {
        (!document.draft || options.drafts) && !Cascade.rendersNever(document.fields)
            && PublishingWindow.isLive(document, now: options.now, future: options.future, expired: options.expired)
    }

    /// `document` with a layout that has a template: one that has none (a layout of the site
    /// it was written for) falls back to the default, and the build says so.
    private func withKnownLayout(_ document: Document, at origin: String, run: PageRun) -> Document {
        guard !renderer.templates.has(document.layout) else { return document }
        run.notes.add(BuildNotes.unknownLayout(PathName.escaped(document.layout)), at: origin)
        var known = document
        known.layout = "page"
        return known
    }

    /// Everything a page is made of: the environment, the source's id and its bytes (by their
    /// hash, for a file) or document, and the build's moment when the page names a publishing
    /// date.
    package func pageKey(_ source: PageSource, file: SourceFile?, run: PageRun) -> UInt64 {
        var key = run.environment
        key.add(source.id)
        switch source {
        case .file(let path, _):
            key.add(file?.digest ?? 0)
            addLinkers(of: path.text, to: &key, run: run)
        case .generated(let document): key.add(document)
        }
        if namesPublishingDates(source, file: file, run: run) {
            key.add("now \(run.options.now.timeIntervalSince1970)")
        }
        return key.value
    }

    /// Whether the page may name a publishing date, so that the moment of the build may change it:
    /// by its own bytes, or by what a folder above cascades to it.
    private func namesPublishingDates(_ source: PageSource, file: SourceFile?, run: PageRun) -> Bool {
        switch source {
        case .file:
            (file?.namesPublishingDates ?? false)
                || run.chrome.navigation.cascade.mayName(FrontMatterKey.publishingWords, for: source.folder)
        case .generated(let document): PublishingWindow.isNamed(in: document)
        }
    }

    private func contentPath(_ path: String, run: PageRun) throws(UserError) -> String {
        guard let folder = run.contentFolder else {  // never so: the scan found the file in it
            throw UserError("a page of the content folder, built without one", at: path)
        }
        return folder + "/" + path
    }

    package func read(_ path: String, run: PageRun) throws(UserError) -> (SourceFile?, [UInt8]) {
        guard let read = SourceFile.read(try contentPath(path, run: run), blockNames: run.options.blocks.names) else {
            throw UserError("cannot read file: \(String(cString: strerror(errno)))", at: path)
        }
        return read
    }

    /// The entry again, when the last build's file is still as that build wrote it and is kept
    /// in the output; nil when the page must be rendered.
    private func reuse(_ entry: BuildCache.Entry, run: PageRun) -> BuildCache.Entry? {
        guard let record = entry.record else { return entry }  // a draft, still left out
        guard run.output.keep(record.file, writtenAs: entry.stamp) else { return nil }
        // Its tag pages are known to the link checker once the index pages are planned.
        entry.recheckLinks(of: record.file, with: run.links)
        return entry
    }

    /// The last build's entry `id` for `file`, when it was made from the same inputs (`key`) and
    /// the file is still as it was written: the file is then kept, and so is the entry.
    func keptEntry(_ id: String, file: String, key: UInt64, run: PageRun) -> BuildCache.Entry? {
        guard let previous = run.cache.entry(id), previous.key == key,
            run.output.keep(file, writtenAs: previous.stamp)
        else { return nil }
        run.manifest?.keep(id)
        return previous
    }

    /// Renders and writes `document`; `blocks` and `shortcodes` are its game blocks' and shortcodes'
    /// HTML, to put in their place; `placing` is where its links are noted, for a check.
    private func render(
        _ document: Document, origin: String, key: UInt64, run: PageRun, fromContent: Bool,
        blocks: BlockReplacements? = nil, links: LinkRewriter? = nil, shortcodes: ShortcodeHTML? = nil,
        placing: LinkPlaces.Source? = nil, backlinks: [TitledLink] = []
    ) throws(UserError) -> BuildCache.Entry {
        guard
            let page = try renderPage(
                document, origin: origin, run: run, fromContent: fromContent, blocks: blocks, links: links,
                shortcodes: shortcodes, backlinks: backlinks)
        else { return BuildCache.Entry(key: key, record: nil, stamp: nil) }
        let stamp: FileTree.Stamp
        do {
            stamp = try run.output.write(page.html, to: URLPath.file(of: document.path))
        } catch {
            throw error.writing(for: origin)
        }
        let targets = written(page.record, targets: LinkChecker.internalReferences(in: page.html), links: run.links)
        run.places?.note(page.record.file, html: page.html, from: placing)
        return BuildCache.Entry(
            key: key, record: page.record, stamp: stamp, links: BuildCache.Entry.links(targets, in: run.summaries))
    }

    /// `document` rendered, with what the indexes need of it; nil for a draft or a page outside
    /// its publishing window, which is left out.
    package func renderPage(
        _ document: Document, origin: String, run: PageRun, fromContent: Bool, blocks: BlockReplacements? = nil,
        links: LinkRewriter? = nil, shortcodes: ShortcodeHTML? = nil, backlinks: [TitledLink] = []
    ) throws(UserError) -> (html: [UInt8], record: PageRecord)? {
        guard Self.isBuilt(document, options: run.options) else { return nil }
        try SafePath.check(document.path, origin: origin)
        let terms = Taxonomy.terms(of: document, taxonomies: config.taxonomies)
        try gatherAliases(of: document, origin: origin, run: run)
        let html: [UInt8]
        var bodySummary: String?, bodyHeadings: [Heading] = []
        do {
            var context = try run.chrome.context(for: document.path, tags: terms)
            context.backlinks = backlinks
            let headings = try headingStyle(of: document, fromContent: fromContent)
            if let away = RedirectPage.link(in: document, root: config.rootPath) {
                html = Array(AliasPage.html(to: away, title: document.title).utf8)
            } else if fromContent {
                let page = try renderer.renderWithDetails(
                    document, extra: context.templateValues(), headings: headings, blocks: blocks, links: links,
                    shortcodes: shortcodes,
                    obsidian: run.vaultNotes == nil ? nil : obsidianSyntax(for: document, run: run))
                (html, bodySummary, bodyHeadings) = (page.html, page.summary, page.headings)
                // libcmark-gfm writes this comment where it leaves raw HTML out.
                if !renderer.markdown.options.unsafe, ByteSearch.containsIgnoringCase(html, "<!-- raw html omitted -->")
                {
                    run.notes.add(BuildNotes.rawHTMLLeftOut, at: origin)
                }
            } else {
                html = try renderer.renderUTF8(document, extra: context.templateValues(), headings: headings)
            }
        } catch let error as UserError {
            throw UserError(error.message, at: origin)
        } catch {
            throw UserError("\(error)", at: origin)
        }
        // Generated pages are told from the author's in a site that has a content folder; a site
        // of generated pages alone (`ghost highscores`, `catalogue`) has none but them to feed and tag.
        let record = PageRecord(
            path: document.path, title: document.title, weight: document.weight, date: document.date,
            tags: terms, summary: summary(of: document, bodySummary: bodySummary), headings: bodyHeadings,
            generated: !fromContent && run.contentFolder != nil, store: run.texts, summaries: run.summaries
        )
        return (html, record)
    }

    /// Tells the link checker of a written page: its links, and the tag pages it makes sure of.
    /// Returns the links a later build that keeps the page checks again.
    private func written(_ record: PageRecord, targets: [String], links: LinkChecker) -> [UInt8] {
        links.add(record.tags.map { URLPath.file(of: termPage(Navigation.tagPath($0))) })
        return links.check(record.file, targets: targets)
    }
}
