import Foundation
import Markdown
import Mistakes
import SiteFiles
import SiteModel

/// What `sheetgen build` is asked to do.
public struct BuildOptions: Sendable {
    /// The folder of Markdown pages and static files; nil builds only generated documents.
    public var content: URL?
    /// A folder of files copied to the site's root as the content folder's own static files are
    /// (Hugo's and Zola's `static/`); nil for none.
    public var staticFolder: URL?
    public var output: URL
    public var jobs: Int
    public var drafts = false
    /// Include pages whose publishDate is after `now`, and pages whose expiryDate is `now` or
    /// before it (see PublishingWindow).
    public var future = false
    public var expired = false
    /// The build's moment, read once so that every page is judged by the same one.
    public var now = Date()
    /// Broken internal links fail the build instead of warning.
    public var strict = false
    /// Where the build cache is kept (outside the output); nil renders every page every time.
    public var cache: URL?
    /// The user's templates folder, when there is one: the cache may not lie inside it.
    public var templates: URL?
    /// The build's inputs (content, static folder, templates, config, cache, vaults): the output may not be,
    /// contain or lie inside any of them (see OutputFolderGuard).
    public var protectedPaths: [URL] = []
    /// Build into an existing folder that has files but no mark of an earlier build, and write
    /// over the files sheetgen did not make where the build writes its own. (What it did not make
    /// and does not write over stays, even so.)
    public var force = false
    /// The game blocks a page may hold, and the seed their rolls come from.
    public var blocks = BlockRegistry([])
    public var blockSeed: UInt64 = 0
    /// Told (pages done, pages in all) as pages are written.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Place every broken link where it stands (`BuildReport.placedBrokenLinks`), for `sheetgen
    /// check`: each page's links are then noted with their lines as its Markdown is rendered, and
    /// looked for again in its HTML. A build has no use for it, and does not pay for it.
    public var linkLines = false
    /// Gather the pages' links to other sites (`BuildReport.externalLinks`), for `sheetgen check
    /// --external`.
    public var externalLinks = false

    public init(content: URL?, output: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.content = content
        self.output = output
        self.jobs = max(1, jobs)
    }
}

/// What a build did.
public struct BuildReport: Sendable {
    public var pages = 0
    /// Pages of the content folder and generated sections taken unchanged from the previous build
    /// instead of being rendered again (index pages are reused too, but not counted here).
    public var reused = 0
    /// Whether the build found the last one up to date, and stopped there (see `BuildReceipt`).
    public var upToDate = false
    public var staticFiles = 0
    /// `page.html: href` for every internal link or src that resolves to nothing.
    public var brokenLinks = BrokenLinks()
    /// With `BuildOptions.linkLines`, the same links where they stand: the source file of their
    /// page and their line there, when known; sorted by file, line and target.
    public var placedBrokenLinks: [PlacedLink] = []
    /// With `BuildOptions.externalLinks`, every link to another site (`http:`, `https:`) in the
    /// pages, each URL once with every place it stands, sorted.
    public var externalLinks: [(url: String, places: [LinkPlace])] = []
    /// `path: what` for every file of the content folder that was left out and why (a link
    /// leading out of the folder, a FIFO, …), in path order.
    public var warnings: [String] = []
    /// What the output holds that sheetgen did not make, and so left as it was (a publishing
    /// branch's `.git/`, a `CNAME`): the topmost of each, a folder's path ending in `/`.
    public var keptForeign: [String] = []
    /// How long each phase that ran took, in the order of the phases. (The feeds and the sitemap
    /// are written while the index pages, static files and links are seen to: their times overlap.)
    public var timings: [(phase: BuildPhase, duration: Duration)] = []
}

/// Turns a folder of Markdown and a list of generated documents into a static site.
///
/// URL scheme (stable): a page `a/b/name.md` becomes `a/b/name.html`; every folder with pages gets
/// `folder/index.html`; the home page is `index.html`; tags live at `tags/<slug>.html` with
/// `tags/index.html`; plus `404.html`, `sitemap.xml`, and `search.html` with its index
/// (`search.json`, `search-index.js`; see `SearchIndex`). All links between pages are relative, so
/// the site works from a web server and straight from the disk alike.
///
/// Phases (`BuildPhase`): scan the content folder; render every page (in parallel, `jobs` at a
/// time, each page read, rendered and written on its own, so memory stays flat however many pages
/// there are); write the section, tag, home and 404 pages; write the feeds; copy static files;
/// check links; write the sitemap (the feeds and the sitemap on another thread, beside the index
/// pages, static files and links); put what was written in place (`BuildOutput`). With the cache,
/// what did not change since the last build is neither rendered nor written again. Any error
/// leaves the old output exactly as it was, and says the phase it stopped.
public struct SiteBuilder: Sendable {
    public let config: SiteConfig
    public let renderer: PageRenderer

    public init(config: SiteConfig, renderer: PageRenderer) {
        self.config = config
        self.renderer = renderer
    }

    public func build(generated: [Document], options: BuildOptions) throws(BuildFailure) -> BuildReport {
        try build(generated: generated, options: options, remembering: nil).report
    }

    /// What a build leaves for a session that updates single pages after it (`serve`): the
    /// builder with its templates parsed, the run's shared state, the listings and the paths of
    /// every file it read.
    package struct Kept {
        package let builder: SiteBuilder
        package let run: PageRun
        package let listing: Listing
        package let paths: Set<[UInt8]>
        package let followsLinks: Bool
    }

    /// Builds, and with `live` (a session's), what the build leaves for updates of single pages
    /// to go on: the pages it rendered, told to `live` as they are done, and the rest (`Kept`).
    package func build(
        generated: [Document], options: BuildOptions, remembering live: (any PageMemory)?
    ) throws(BuildFailure) -> (report: BuildReport, kept: Kept?) {
        var report = BuildReport()
        // A session's builds neither use a receipt nor leave one (it keeps what it needs in
        // memory), but remove the last one as every build does.
        let receipt = receiptFile(options), usesReceipt = receipt != nil && live == nil
        // The cache is read on another thread. A build without a receipt to check will need it,
        // and reads it beside its scan. One with a receipt may be up to date, and then needs no
        // cache (and its scan goes faster with both cores to itself): it reads the cache once
        // its scan meets a file changed since the receipt was written, or once the receipt turns
        // out not to hold.
        let receiptStamp = usesReceipt ? receipt.flatMap { FileTree.Stamp(path: $0) } : nil
        let cache = options.cache.map { BuildCache.Loading(folder: $0, output: options.output) }
        defer { cache?.cancel() }
        if receiptStamp == nil { cache?.start() }
        var scan = try phase(.scan, &report) {
            try self.scan(
                generated: generated, options: options, keepingPaths: live != nil, stamping: usesReceipt,
                changedSince: receiptStamp?.modified
            ) { cache?.start() }
        }
        report.warnings = scan.warnings
        let navigation = navigation(of: scan)
        let inputs =
            usesReceipt ? receiptInputs(scan, generated: generated, navigation: navigation, options: options) : nil
        if let receipt, let inputs, receiptStamp != nil {
            let upToDate = try phase(.confirm, &report) { () -> BuildReport? in
                guard let last = BuildReceipt.read(receipt, holding: inputs) else { return nil }
                return upToDateReport(last, options: options, warnings: scan.warnings)
            }
            if var upToDate {
                upToDate.timings = report.timings
                return (upToDate, nil)
            }
        }
        cache?.start()
        // Parsed only now: a build with nothing to do needs no more of the templates than their text.
        let builder: SiteBuilder
        do throws(UserError) {
            builder = try withParsedTemplates()
        } catch {
            throw BuildFailure(errors: [error], phase: .renderPages)
        }
        let output = BuildOutput(target: options.output, force: options.force)
        do throws(BuildFailure) {
            let start = Start(
                navigation: navigation, cache: cache, receipt: receipt, inputs: scan.settled ? inputs : nil)
            let (run, listing) = try builder.write(
                &scan, into: output, start: start, options: options, live: live, report: &report)
            output.release()  // not left to deinit: a worker thread may hold the run a moment longer
            guard live != nil else { return (report, nil) }
            let kept = Kept(
                builder: builder, run: run, listing: listing, paths: scan.paths, followsLinks: scan.followsLinks)
            return (report, kept)
        } catch {
            output.discard()
            throw error
        }
    }

    /// This builder, its templates parsed (see `TemplateLibrary.unparsed`).
    private func withParsedTemplates() throws(UserError) -> SiteBuilder {
        let templates = try renderer.templates.parsed()
        return SiteBuilder(config: config, renderer: PageRenderer(templates: templates, markdown: renderer.markdown))
    }

    /// What the phases after the scan start from: the navigation, the cache, and where the
    /// build's receipt goes (nil for none) with the inputs it holds (nil when the build may not
    /// leave one).
    private struct Start {
        let navigation: Navigation
        /// The last build's cache, being read; nil with the cache off.
        let cache: BuildCache.Loading?
        let receipt: String?
        let inputs: UInt64?
    }

    /// Every phase after the scan, each writing into the staging folder; the last puts what it
    /// holds in place. Returns what the pages shared, and how they were listed.
    private func write(
        _ scan: inout Scan, into output: BuildOutput, start: Start, options: BuildOptions, live: (any PageMemory)?,
        report: inout BuildReport
    ) throws(BuildFailure) -> (run: PageRun, listing: Listing) {
        let (run, pages, plan) = try phase(.renderPages, &report) {
            try output.create()
            // The last build's receipt goes before anything is written, with the output's lock held.
            if let receipt = start.receipt { FileTree.removeFile(receipt) }
            let run = startRun(
                start.navigation, cache: start.cache?.cache, statics: scan.statics, options: options, output: output,
                live: live, notes: scan.notes)
            let navigation = start.navigation
            for (folder, intro) in navigation.intros
            where !navigation.bundles.contains(folder) && !renderer.templates.has(intro.layout) {
                run.notes.add(
                    BuildNotes.unknownLayout(PathName.escaped(intro.layout)),
                    at: folder.isEmpty ? "_index.md" : "\(folder)/_index.md")
            }
            for (folder, file) in scan.introFiles {
                let fields = navigation.intros[folder]?.fields ?? [:]
                for key in fields.keys.sorted() where !reads(key, run: run) {
                    run.notes.add(BuildNotes.unreadKey(PathName.escaped(key)), at: file)
                }
                if Cascade.hasTargets(fields) { run.notes.add(BuildNotes.targetedCascade, at: file) }
            }
            // The sources are taken, so they go once the pages are built.
            let (pages, plan) = try buildPages(scan.takeSources(), run: run, statics: scan.statics) { pages in
                let plan = planIndexes(pages, navigation: run.chrome.navigation)
                return (plan, otherWriters(plan) + run.aliases.writers)
            }
            return (run, pages, plan)
        }
        report.warnings += run.notes.lines
        // The feeds and the sitemap are written on another thread meanwhile: they have no links
        // to check, and the pages' workers have left a core idle by now. Their files are known
        // to the link check at once.
        run.links.add(feedFiles(plan.listing))
        let aside = Later { [self] in writeFeedsAndSitemap(plan.listing, pages, run: run) }
        let built = pages.count { $0.record != nil }
        do throws(BuildFailure) {
            let indexes = try phase(.indexes, &report) {
                try writeAliases(run.aliases, into: run.output)
                try writeSearchIndex(pages, run: run)
                return try writeIndexes(plan, run: run)
            }
            report.pages = built + indexes
            report.reused = pages.count(where: \.isReused)
            report.staticFiles = try phase(.staticFiles, &report) {
                try copyStatics(scan.statics, run: run)
            }
            report.brokenLinks = try phase(.links, &report) {
                try checkLinks(run.links, strict: options.strict)
            }
            if let places = run.places {
                report.placedBrokenLinks = places.placed(report.brokenLinks)
                report.externalLinks = places.externalLinks
            }
        } catch {
            // Nothing is left writing into the output; the failure of the earliest phase is told.
            if let failure = aside.value.failure, failure.phase < error.phase { throw failure }
            throw error
        }
        let (asideReport, failure) = aside.value
        report.timings = (report.timings + asideReport.timings).sorted { $0.phase < $1.phase }
        if let failure { throw failure }
        // Listings, the search index and the feeds have read the summaries back by now.
        if run.cache.failedToReadBack {
            throw BuildFailure(
                errors: [
                    UserError(
                        "could not read the pages' summaries back from the cache: the disk failed, or the cache "
                            + "was written over; build again")
                ], phase: .feeds)
        }
        let cacheWritten = try phase(.swap, &report) { [report] in
            try output.finish()
            // The manifest is merged while the output is looked over for the receipt: for a big
            // site, each takes a while.
            let committed = Later { run.manifest?.commit() ?? true }
            if let receipt = start.receipt {
                writeReceipt(receipt, inputs: start.inputs, report: report, sourcePages: built, run: run)
            }
            return committed.value
        }
        if !cacheWritten {
            report.warnings.append(
                "the build cache could not be written (is the disk full?): the next build renders every page again")
        }
        report.keptForeign = output.foreignEntries
        return (run, plan.listing)
    }

    /// Writes the feeds, then the sitemap: the phases' times, and the failure of the first that failed.
    private func writeFeedsAndSitemap(_ listing: Listing, _ pages: [BuiltPage], run: PageRun) -> (
        report: BuildReport, failure: BuildFailure?
    ) {
        var report = BuildReport()
        do throws(BuildFailure) {
            try phase(.feeds, &report) { try writeFeeds(listing, run: run) }
            try phase(.sitemap, &report) { try writeSitemap(pages, run: run) }
            return (report, nil)
        } catch {
            return (report, error)
        }
    }

    /// Runs one phase of a build, timed into the report: whatever it throws fails the build,
    /// naming the phase.
    private func phase<Result>(
        _ phase: BuildPhase, _ report: inout BuildReport, _ body: () throws -> Result
    ) throws(BuildFailure) -> Result {
        let start = ContinuousClock.now
        defer { report.timings.append((phase, ContinuousClock.now - start)) }
        do {
            return try body()
        } catch let errors as UserErrors {
            throw BuildFailure(errors: errors.errors, phase: phase)
        } catch let error as UserError {
            throw BuildFailure(errors: [error], phase: phase)
        } catch {
            throw BuildFailure(errors: [UserError("\(error)")], phase: phase)
        }
    }

    /// What every page of the build shares: the navigation, the cache, the link checker.
    private func startRun(
        _ navigation: Navigation, cache: BuildCache?, statics: [StaticFile], options: BuildOptions, output: BuildOutput,
        live: (any PageMemory)?, notes: VaultNotes?
    ) -> PageRun {
        let cache = cache ?? BuildCache(folder: nil, output: options.output)
        output.lastFinished = cache.lastFinished
        var environment = renderEnvironment(navigation, options: options)
        notes?.add(to: &environment)
        return PageRun(
            chrome: PageChrome(navigation: navigation, templates: renderer.templates), cache: cache,
            manifest: cache.newManifest(),
            links: LinkChecker(
                fixed: fixedFiles(navigation), files: statics.lazy.map(\.path), foldersAnswer: config.urls == .pretty),
            summaries: TextStore(), options: options, contentFolder: options.content?.path,
            output: output,
            environment: environment, live: live,
            readKeys: renderer.templates.readNames.union(FrontMatterKey.readBySite),
            places: options.linkLines || options.externalLinks ? LinkPlaces(external: options.externalLinks) : nil,
            vaultNotes: notes
        )
    }

    /// The site's folders and their titles, from the pages found and the folders' introductions.
    private func navigation(of scan: Scan) -> Navigation {
        let folders = Set(scan.sources.map(\.folder) + scan.intros.keys.filter { !$0.isEmpty })
        return Navigation(
            config: config, folders: folders, intros: scan.intros, bundles: scan.bundles, introFiles: scan.introFiles)
    }

    /// The links that lead nowhere; with `strict`, an error for each instead.
    private func checkLinks(_ links: LinkChecker, strict: Bool) throws(UserErrors) -> BrokenLinks {
        let broken = links.brokenLinks()
        if strict && !broken.isEmpty {
            throw UserErrors(broken.map { UserError("broken link (--strict)", at: $0) })
        }
        return broken
    }

    /// The files every build with these templates and this navigation writes, whatever the pages
    /// say: template assets, folder indexes, the tag index, the 404 page, the sitemap, the site's
    /// feed and the search page and index. (Part of every page's cache key: see `renderEnvironment`.)
    private func fixedFiles(_ navigation: Navigation) -> [String] {
        renderer.templates.files.keys.filter { $0.hasPrefix("assets/") }
            + navigation.allFolders.map { $0.isEmpty ? "index.html" : "\($0)/index.html" }
            + taxonomies.map { "\($0)/index.html" } + ["404.html", "sitemap.xml", Self.siteFeed] + searchFiles
    }

    // MARK: Content

    struct Scan {
        /// The content folder's pages, then the generated ones.
        var sources: [PageSource] = []
        var statics: [StaticFile] = []
        /// `_index.md` documents by folder ("" is the home page), and the page bundles' `index.md`.
        var intros: [String: Document] = [:]
        /// The content folder's `_index.md` files by folder, as the intros of those folders came.
        var introFiles: [String: String] = [:]
        /// The folders whose index is a page of the content folder, `index.md` (a page bundle,
        /// as Hugo and Zola call it: the page with the files it shows beside it).
        var bundles: Set<String> = []
        /// What was left out of the content folder, and why.
        var warnings: [String] = []
        /// Whether a symbolic link was followed, so that a file may be two pages.
        var followsLinks = false
        /// Every path of the content folder it saw, as bytes, those it left out with a warning
        /// too; kept only for a `SiteSession`.
        var paths: Set<[UInt8]> = []
        /// The hash of every file's path, stamp and change time, when asked for; nil when a file
        /// could not be looked at.
        var stamps: ContentHash?
        /// Whether every file was last changed a while before the build (see `SourceFile.isSettled`).
        var settled = true
        /// An Obsidian vault's notes and files; nil for a content folder of any other flavor.
        var notes: VaultNotes?

        /// Notes the page `path` (`…/index.md`) as its folder's index when it is one: when the
        /// folder has no `_index.md`, no slug moves the page elsewhere, and the build writes it
        /// (a draft is left out, and its folder listed as any other). It is read here too, since
        /// its title and weight are its folder's in the navigation.
        mutating func noteBundle(
            _ path: String, in content: URL, options: BuildOptions, urls: URLStyle, cascade: Cascade,
            flavor: ContentFlavor
        ) throws(UserError) {
            let folder = Navigation.parent(of: path)
            guard intros[folder] == nil else { return }  // the page then clashes with the folder's index
            // What a folder above cascades may make it a draft, or move it.
            let document = try ContentPage.load(
                content.appendingPathComponent(path), relativePath: path, urls: urls,
                inherited: cascade.values(for: folder), flavor: flavor)
            guard Navigation.isIndex(document.path), SiteBuilder.isBuilt(document, options: options) else { return }
            intros[folder] = document
            bundles.insert(folder)
        }

        /// Adds the file at `path`, as it is now (`look`; nil when it cannot be looked at), to
        /// `stamps`, and to whether every file is `settled` before the build's `moment`; returns
        /// the look's hash.
        mutating func stamp(_ path: String, _ look: SourceFile.Look?, before moment: Date) -> UInt64? {
            guard let look else {
                stamps = nil
                return nil
            }
            let hash = SourceFile.hash(look)
            stamps?.add(path)
            stamps?.add(hash)
            settled = settled && SourceFile.isSettled(look, before: moment)
            return hash
        }

        /// Leaves out the pages a cascade keeps unwritten, as Hugo's `cascade: {build: {render:
        /// never}}` keeps a folder of snippets that other pages include or glossary entries that
        /// one page shows; and the introductions that are unwritten too, by their own `build` or,
        /// without one, by that cascade: their folders go with their listings and places in the
        /// menu, unless a page is left in them.
        mutating func leaveOutUnwrittenFolders() {
            let cascade = Cascade(intros: intros)
            guard intros.keys.contains(where: cascade.rendersNever) else { return }
            sources.removeAll { cascade.rendersNever($0.folder) }
            for (folder, intro) in intros where cascade.rendersNever(introOf: folder, intro) {
                (intros[folder], introFiles[folder]) = (nil, nil)
                bundles.remove(folder)
            }
        }

        mutating func takeSources() -> [PageSource] {
            defer { sources = [] }
            return sources
        }
    }

    /// The pages to build, generated ones after the content folder's, once the output is known
    /// to be replaceable.
    /// `stamping` asks for the files' stamps (`Scan.stamps`), and then `changed` is called for
    /// every file last changed at or after `changedSince` (nanoseconds since 1970), when given.
    private func scan(
        generated: [Document], options: BuildOptions, keepingPaths: Bool = false, stamping: Bool = false,
        changedSince: Int64? = nil, _ changed: () -> Void = {}
    ) throws -> Scan {
        try OutputFolderGuard.check(options.output, protecting: options.protectedPaths, force: options.force)
        if let cache = options.cache {
            try OutputFolderGuard.checkCache(
                cache, content: options.content, output: options.output, templates: options.templates,
                statics: options.staticFolder)
        }
        var scan = try scanContent(
            options, keepingPaths: keepingPaths, stampingBefore: stamping ? options.now : nil,
            changedSince: changedSince, changed)
        var introducers: [String: String] = [:]  // how errors name the intro of each folder
        for folder in scan.intros.keys {
            let name = scan.bundles.contains(folder) ? "index.md" : "_index.md"
            introducers[folder] = folder.isEmpty ? name : "\(folder)/\(name)"
        }
        var clashes: [UserError] = []
        for document in generated {
            // A generated `folder/index` introduces its folder, as `_index.md` does: it writes the
            // folder's index page, which one intro may write.
            guard Navigation.isIndex(document.path) else {
                scan.sources.append(.generated(document))
                continue
            }
            let folder = Navigation.parent(of: document.path), origin = PageSource.generated(document).origin
            if let earlier = introducers[folder] {
                clashes.append(UserError("writes \(document.path).html, as \(earlier) does", at: origin))
            } else {
                scan.intros[folder] = document
                introducers[folder] = origin
            }
        }
        guard clashes.isEmpty else { throw UserErrors(clashes) }
        return scan
    }

    private func scanContent(
        _ options: BuildOptions, keepingPaths: Bool, stampingBefore moment: Date?, changedSince: Int64?,
        _ changed: () -> Void
    ) throws(UserErrors) -> Scan {
        let folder = options.content, jobs = options.jobs
        var scan = Scan()
        if moment != nil { scan.stamps = ContentHash() }
        guard let folder else { return scan }
        guard FileTree.isFolder(folder.path) else {
            throw UserErrors([UserError("content folder not found", at: folder.path)])
        }
        var findings = FileTree.Findings()
        var errors: [UserError] = []  // the pages' own, apart from the walk's
        var bundleIndexes: [String] = []
        let paths = TextStore()  // the paths of the pages, kept compactly
        FileTree.forEachFile(under: folder, stating: moment != nil, jobs: jobs, findings: &findings) { path, info in
            if keepingPaths { scan.paths.insert(Array(path.utf8)) }
            let look = info.map(SourceFile.look)
            if let changedSince, let look, look.changed >= changedSince { changed() }
            let seen = moment.flatMap { scan.stamp(path, look, before: $0) }
            // What is under .well-known/ is for machines, served as it is.
            guard path.hasSuffix(".md") && !path.hasPrefix(".well-known/") else {
                scan.statics.append(StaticFile(path: path, inStaticFolder: false))
                return
            }
            if let flaw = PathName.flaw(inPage: path) {
                errors.append(UserError("the path of a page \(flaw)", at: PathName.escaped(path)))
            } else if path == "_index.md" || path.hasSuffix("/_index.md") {
                do throws(UserError) {
                    scan.intros[Navigation.parent(of: path)] = try ContentPage.load(
                        folder.appendingPathComponent(path), relativePath: path, urls: config.urls,
                        flavor: config.flavor)
                    scan.introFiles[Navigation.parent(of: path)] = path
                } catch { errors.append(error) }
            } else {
                if path == "index.md" || path.hasSuffix("/index.md") { bundleIndexes.append(path) }
                scan.sources.append(.file(StoredText(path, in: paths), seen: seen))
            }
        }
        let cascade = Cascade(intros: scan.intros)
        for path in bundleIndexes.sorted() {
            do throws(UserError) {
                try scan.noteBundle(
                    path, in: folder, options: options, urls: config.urls, cascade: cascade, flavor: config.flavor)
            } catch { errors.append(error) }
        }
        if let statics = options.staticFolder {
            scanStatics(
                statics, into: &scan, jobs: jobs, findings: &findings, stampingBefore: moment,
                changedSince: changedSince, changed)
        }
        errors = findings.errors + errors
        guard errors.isEmpty else { throw UserErrors(errors) }
        scan.leaveOutUnwrittenFolders()
        if config.flavor == .obsidian {
            readVault(
                folder, into: &scan, jobs: jobs, draftsBuilt: options.drafts, followsLinks: findings.followedLinks)
        }
        scan.warnings = findings.warnings + unmatchedPrivateFolders(in: folder)
        scan.followsLinks = findings.followedLinks
        if keepingPaths { scan.paths.formUnion(findings.skipped.map { Array($0.utf8) }) }
        return scan
    }

    /// A warning for each private folder the content folder does not hold (`private: [GM]` with no
    /// `GM/`): a misspelt one keeps nothing from the players.
    private func unmatchedPrivateFolders(in content: URL) -> [String] {
        guard !config.privateFolders.isEmpty,
            let paths = try? FileManager.default.subpathsOfDirectory(atPath: content.path)
        else { return [] }
        let held = Set(paths.map { $0.lowercased() })
        return config.privateFolders.filter { !held.contains($0.lowercased()) }.map {
            "private folder '\(PathName.escaped($0))' is not in the content folder: it keeps nothing from the players"
        }
    }

    /// Reads the notes of a vault (`content`) into `scan`, and leaves out of it every note kept
    /// from the players and every file of a private folder: they never reach the site.
    private func readVault(_ content: URL, into scan: inout Scan, jobs: Int, draftsBuilt: Bool, followsLinks: Bool) {
        let sources = scan.sources.compactMap { source -> String? in
            if case .file(let path, _) = source { path.text } else { nil }
        }
        let folder = content.path, privateFolders = config.privateFolders
        let read = ParallelMap.run(sources, jobs: jobs, progress: nil) { source in
            VaultNote.read(
                FileTree.read(folder + "/" + source) ?? [], source: source, privateFolders: privateFolders,
                draftsBuilt: draftsBuilt)
        }
        // A file a link leads to in a private folder is as private as the folder's own.
        let root = content.resolvingSymlinksInPath().path
        func isPrivate(_ path: String) -> Bool {
            if VaultNote.isInside(path, privateFolders) { return true }
            guard followsLinks, !privateFolders.isEmpty else { return false }
            let real = content.appendingPathComponent(path).resolvingSymlinksInPath().path
            return real.hasPrefix(root + "/")
                && VaultNote.isInside(String(real.dropFirst(root.count + 1)), privateFolders)
        }
        let notes = read.map { isPrivate($0.source) ? $0.keptFromPlayers : $0 }
        let vault = VaultNotes(
            notes: notes, files: scan.statics.filter { !$0.inStaticFolder }.map(\.path), privateFolders: privateFolders,
            draftsBuilt: draftsBuilt)
        scan.statics.removeAll { file in
            // Obsidian's own files are no pages: a canvas holds its cards' text, a `.MD` a note's.
            let name = file.path.lowercased()
            return !file.inStaticFolder && (isPrivate(file.path) || name.hasSuffix(".md") || name.hasSuffix(".canvas"))
        }
        scan.sources.removeAll { source in
            if case .file(let path, _) = source { vault.isSecret(path.text) } else { false }
        }
        // A folder's introduction kept from the players takes its listing with it.
        for (introduced, file) in scan.introFiles {
            let bytes = FileTree.read(folder + "/" + file) ?? []
            if VaultNote.read(bytes, source: file, privateFolders: privateFolders, draftsBuilt: draftsBuilt).isSecret {
                (scan.intros[introduced], scan.introFiles[introduced]) = (nil, nil)
            }
        }
        for bundle in scan.bundles where vault.isSecret(bundle.isEmpty ? "index.md" : bundle + "/index.md") {
            scan.intros[bundle] = nil
            scan.bundles.remove(bundle)
        }
        scan.notes = vault
    }

    /// Adds the files of the static folder to the scan's static files, walked as the content
    /// folder is, its findings naming them by the folder; each is stamped for the receipt, by a
    /// path no file of the content folder has.
    private func scanStatics(
        _ folder: URL, into scan: inout Scan, jobs: Int, findings: inout FileTree.Findings,
        stampingBefore moment: Date?,
        changedSince: Int64?, _ changed: () -> Void
    ) {
        var found = FileTree.Findings(naming: "\(folder.relativePath)/")
        defer {
            findings.errors += found.errors
            findings.warnings += found.warnings
            findings.followedLinks = findings.followedLinks || found.followedLinks
        }
        guard FileTree.isFolder(folder.path) else {
            found.errors.append(UserError("static folder not found", at: folder.relativePath))
            return
        }
        FileTree.forEachFile(
            under: folder, named: "static folder", stating: moment != nil, jobs: jobs, findings: &found
        ) { path, info in
            let look = info.map(SourceFile.look)
            if let changedSince, let look, look.changed >= changedSince { changed() }
            if let moment { _ = scan.stamp("/" + path, look, before: moment) }
            scan.statics.append(StaticFile(path: path, inStaticFolder: true))
        }
    }

    // MARK: Files

    /// Copies the static files of the content and static folders, and the templates' assets. A
    /// static file whose source has the stamp and change time it had at the last build, and whose
    /// copy is as that build left it, is kept as it is.
    private func copyStatics(_ statics: [StaticFile], run: PageRun) throws(UserError) -> Int {
        for file in statics {
            guard let source = file.source(run.options) else { continue }
            let path = file.path, id = "static/\(path)"
            // The change time too, which no program can set back; and only for a file changed
            // a while before the build (see `SourceFile`).
            let look = SourceFile.look(source)
            let key = look.map { look in
                var key = ContentHash()
                key.add("\(id) \(look.stamp.size) \(look.stamp.modified) \(look.stamp.inode) \(look.changed)")
                return key.value
            }
            let settled = look.map { SourceFile.isSettled($0, before: run.options.now) } ?? false
            if let key, let kept = keptEntry(id, file: path, key: key, run: run) {
                if !file.inStaticFolder { run.live?.noteCopied(path, stamp: kept.stamp) }
                continue
            }
            guard let bytes = FileTree.read(source) else {
                throw UserError("cannot read file: \(String(cString: strerror(errno)))", at: file.origin(run.options))
            }
            let stamp = try run.output.write(bytes, to: path)
            if !file.inStaticFolder { run.live?.noteCopied(path, stamp: stamp) }
            if let key, settled { run.manifest?.record(id, BuildCache.Entry(key: key, record: nil, stamp: stamp)) }
        }
        let assets = renderer.templates.files.filter { $0.key.hasPrefix("assets/") }
        for (path, text) in assets { try run.output.write(text, to: path) }
        return statics.count + assets.count
    }
}

/// Page paths must stay inside the output folder. One `/` may end a path: a page with a pretty
/// address (see `URLStyle`).
enum SafePath {
    static func check(_ path: String, origin: String) throws(UserError) {
        let folder = path.hasSuffix("/") ? path.dropLast() : Substring(path)
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            throw UserError("page path '\(PathName.escaped(path))' would land outside the output folder", at: origin)
        }
        if let flaw = PathName.flaw(inPage: path) {
            throw UserError("page path \(flaw)", at: origin)
        }
    }
}
