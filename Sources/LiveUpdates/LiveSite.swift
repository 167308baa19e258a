import Foundation
import Markdown
import Site
import SiteFiles
import SiteModel

/// What a build for a `SiteSession` leaves behind to update single pages with: the build's
/// shared state (templates, navigation, link checker, settings), the pages of the content folder
/// with what each was made from and showed, and every path of the folder the build saw.
package struct LiveSite {
    let builder: SiteBuilder
    private(set) var run: SiteBuilder.PageRun
    let pages: LivePages
    /// Every path of the content folder the build saw, as bytes (two names may differ in bytes
    /// and be equal as strings): pages, drafts, `_index.md`, static files, what it left out.
    let paths: Set<[UInt8]>
    /// Whether the content folder was walked through a symbolic link, so that one saved file may
    /// be the source of two pages: then every change takes a build.
    let followsLinks: Bool
    /// The build's pages as its listings have them, with their records as of the last update.
    private(set) var listing: SiteBuilder.Listing
    /// The last build's report, its broken links kept up to date.
    private(set) var report: BuildReport
    /// The content folder, as an absolute path without `.`, `..` or a trailing slash, as the
    /// watcher names it; and as the build was given it, to look at its files as the build did.
    private let content: String?, contentAsGiven: String?
    /// The manifest the first build took the records of pages it kept from (see `BuildCache`).
    private let keptRecords: ManifestText.File?

    init(kept: SiteBuilder.Kept, pages: LivePages, report: BuildReport) {
        (builder, run, listing, paths, followsLinks) = (
            kept.builder, kept.run, kept.listing, kept.paths, kept.followsLinks
        )
        (self.pages, self.report) = (pages, report)
        content = run.options.content?.standardizedFileURL.path
        contentAsGiven = run.options.content?.path
        // The last manifest's entries are done with (the pages keep what they need of them): a
        // big site's would double what `serve` holds.
        keptRecords = run.cache.recordsFile
        self.run.cache = BuildCache(folder: nil, output: run.options.output)
    }

    /// The pages among `changedPaths` (of files that changed) to render again, each once, in
    /// order; nil when the change calls for a build: a path outside the content folder, or one
    /// that is not valid UTF-8 (the watcher names it with U+FFFD); a file made, or one the build
    /// saw removed (a page, a draft, an `_index.md`, a static file, a file it left out); a page
    /// bundle's `index.md` (its title is its folder's); a vault's note whose names, links or embeds
    /// changed, or that another embeds; a page's source that is not a plain file
    /// of its own (a link, or one with another name); a site that names publishing dates (the
    /// moment may have moved a page in or out); or a site built with `--strict` (whose broken
    /// links fail a build). Names a build leaves out (`.swap`,
    /// `name~`) are no change, and neither is a file the build never saw that is gone again (an
    /// editor's temporary file).
    func changedPages(among changedPaths: some Sequence<String>) -> [String]? {
        guard let content, let contentAsGiven, !followsLinks, !run.options.strict, !pages.namesDates else { return nil }
        var changed: Set<[UInt8]> = []
        for path in changedPaths {
            let full = URL(fileURLWithPath: path).standardizedFileURL.path
            guard full.hasPrefix(content + "/"), !full.unicodeScalars.contains("\u{FFFD}") else { return nil }
            let relative = String(full.dropFirst(content.count + 1))
            let names = relative.split(separator: "/")
            if names.enumerated().contains(where: { FileTree.isLeftOut(String($1), atTop: $0 == 0) }) { continue }
            var info = stat()
            let exists = lstat(contentAsGiven + "/" + relative, &info) == 0
            let bytes = Array(relative.utf8)
            if pages[bytes] != nil {
                guard exists, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1 else { return nil }
                // A page bundle's `index.md` is its folder's title and weight in the navigation.
                if names.last == "index.md" { return nil }
                // A note's links and names are other notes' backlinks and links; an embedded note
                // is part of other pages.
                if let notes = run.vaultNotes,
                    !notes.changesOnlyItsPage(relative, bytes: FileTree.read(contentAsGiven + "/" + relative) ?? [])
                {
                    return nil
                }
                changed.insert(bytes)
            } else if exists || paths.contains(bytes) {
                return nil
            }
        }
        return changed.sorted { $0.lexicographicallyPrecedes($1) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Renders the pages at `pagePaths` (in the content folder) again as of `now` and puts them
    /// in place of the last build's files, with their links checked, and with them what shows
    /// their records when those changed (see `relisted`); nil, having changed nothing, when it
    /// takes a build (see `SiteBuilder.rerender`), or when the output is not as the last build
    /// left it.
    mutating func update(_ pagePaths: [String], now: Date) -> BuildReport? {
        run.options.now = now
        var redone: [SiteBuilder.Rerendered] = []
        for path in pagePaths {
            guard let page = pages[Array(path.utf8)], let again = builder.rerender(path, was: page, run: run) else {
                return nil
            }
            redone.append(again)
        }
        var relisting: Relisting?
        if redone.contains(where: \.relists) {
            guard let relisted = relisted(redone) else { return nil }
            relisting = relisted
        }
        // A summary that could not be read back compares as none: trust no comparison then.
        guard keptRecords?.failedToReadBack != true else { return nil }
        let files = redone.map { Replacement(file: $0.file, bytes: $0.html, was: $0.was.entry.stamp) }
        guard let stamps = put(files + (relisting?.files ?? [])) else { return nil }
        for (again, stamp) in zip(redone, stamps) {
            let links = run.links.replace(again.file, targets: again.targets)
            let entry = BuildCache.Entry(
                key: again.key, record: again.record, stamp: stamp,
                links: BuildCache.Entry.links(links, in: run.summaries))
            pages[Array(again.path.utf8)] = LivePages.Page(entry: entry, source: again.source)
        }
        if let relisting { take(relisting, stamps: stamps.dropFirst(redone.count)) }
        report.brokenLinks = run.links.brokenLinks()
        report.reused = listing.built.count { $0.record != nil } - redone.count
        report.timings = []
        return report
    }

    /// Takes what `relisting` put in place (with `stamps`, in order) as the site's.
    private mutating func take(_ relisting: Relisting, stamps: some Sequence<FileTree.Stamp>) {
        listing = relisting.listing
        for (file, stamp) in zip(relisting.files, stamps) {
            if let targets = file.targets { _ = run.links.replace(file.file, targets: targets) }
            pages.noteMade(file.file, key: file.key, stamp: stamp)
        }
    }

    /// A file to put in place of one of the output's: its new bytes and the stamp the old one
    /// must still have (when that is not known, nothing is put). With `key`, it is an index page
    /// made of that key, and with `targets`, a page whose links are checked.
    struct Replacement {
        let file: String
        let bytes: [UInt8]
        let was: FileTree.Stamp?
        var key: UInt64? = nil
        var targets: [String]? = nil
    }

    /// Writes `files` into a staging folder beside the output, then moves each over the file it
    /// replaces, with the output's lock held, as a build would; the stamps of the files put in
    /// place. Nil, before anything is moved, when another build holds the output or a file is not
    /// as the last build or update wrote it; nil too when the disk fails: the caller then builds,
    /// which puts everything right.
    private func put(_ files: [Replacement]) -> [FileTree.Stamp]? {
        let staging = StagingFolder(for: run.options.output)
        guard (try? staging.create()) != nil else { return nil }
        defer {
            staging.discard()
            staging.unlock()
        }
        let output = staging.target.path, staged = staging.url.path
        for file in files {
            var info = stat()
            guard let was = file.was, FileTree.liesInFolders(file.file, of: output),
                lstat("\(output)/\(file.file)", &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                FileTree.Stamp(info) == was
            else { return nil }
        }
        var stamps: [FileTree.Stamp] = []
        for (index, file) in files.enumerated() {
            guard let stamp = try? FileTree.write(file.bytes, to: "\(staged)/\(index)") else { return nil }
            stamps.append(stamp)
        }
        for (index, file) in files.enumerated() where rename("\(staged)/\(index)", "\(output)/\(file.file)") != 0 {
            return nil
        }
        return stamps
    }
}

extension SiteBuilder {
    /// A page of the content folder rendered again, not yet written.
    struct Rerendered {
        /// Its path in the content folder, and the file it writes in the output.
        let path: String, file: String
        let html: [UInt8]
        let targets: [String]
        let record: PageRecord
        let key: UInt64
        let source: SourceFile
        /// The page as it was.
        let was: LivePages.Page
        /// Whether its record changed, so that what lists it changes too.
        let relists: Bool
    }

    /// The page at `path` rendered again, when it still writes the file it `was` written to.
    /// Whether its record (title, path, weight, date, tags, summary, headings), which is all that
    /// the listings, tag pages, feeds, search index and sitemap are made of, is as it was, it
    /// says in `relists`. Nil when it is a draft now, has aliases or game blocks (which make
    /// other files), names a publishing date (from then on, the moment of any save may move it
    /// in or out: the build notes that), or fails: a build then tells why.
    func rerender(_ path: String, was page: LivePages.Page, run: PageRun) -> Rerendered? {
        // A vault's `aliases` are names, which make no other files.
        let makesAliases = { (file: SourceFile) in file.namesAliases && run.vaultNotes == nil }
        guard !makesAliases(page.source), !page.source.mayHoldBlocks, let old = page.entry.record,
            case let (file?, bytes)? = try? read(path, run: run), !makesAliases(file), !file.mayHoldBlocks,
            !file.namesPublishingDates,
            !run.chrome.navigation.cascade.mayName(
                FrontMatterKey.publishingWords + FrontMatterKey.aliasWords, for: Navigation.parent(of: path)),
            let parsed = try? ContentPage.parse(
                bytes, relativePath: path, urls: config.urls,
                inherited: run.chrome.navigation.cascade.values(for: Navigation.parent(of: path)), flavor: config.flavor
            ),
            let ready = try? readied(parsed, file: path, bytes: bytes, run: run),
            let rendered = try? renderPage(
                ready.document, origin: path, run: run, fromContent: true, links: ready.links,
                shortcodes: ready.shortcodes?.html, backlinks: ready.backlinks),
            rendered.record.path == old.path
        else { return nil }
        let document = ready.document
        let key = pageKey(.file(StoredText(path, in: run.texts)), file: file, run: run)
        return Rerendered(
            path: path, file: URLPath.file(of: document.path), html: rendered.html,
            targets: LinkChecker.internalReferences(in: rendered.html), record: rendered.record, key: key,
            source: file, was: page, relists: !rendered.record.showsTheSame(as: old))
    }
}
