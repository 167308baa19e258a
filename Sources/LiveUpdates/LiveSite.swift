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
    private(set) var paths: Set<[UInt8]>
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

    /// What the files at `changedPaths` (which changed) change, when it can be put in place
    /// without a build (see `LiveChange`); nil when the change calls for a build: a path outside
    /// the content folder, or one that is not valid UTF-8 (the watcher names it with U+FFFD); a
    /// draft, an `_index.md` or another file the build left out, made or removed; a page made in
    /// a folder the site has not (the menus change) or in a page bundle; a page bundle's
    /// `index.md` (its title is its folder's); in a vault, a note made or removed, or one whose
    /// names, links or embeds changed, or that another embeds (other notes show them), and any
    /// other file; a page's source that is not a plain file of its own (a link, or one with
    /// another name); a site that names publishing dates (the moment may have moved a page in or
    /// out); or a site built with `--strict` (whose broken links fail a build). Names a build
    /// leaves out (`.swap`, `name~`) are no change, and neither is a file the build never saw
    /// that is gone again (an editor's temporary file). A file a game block read (a character
    /// file) calls for a build too: the pages that hold the block change with it.
    func changes(among changedPaths: some Sequence<String>) -> LiveChange? {
        guard let content, let contentAsGiven, !followsLinks, !run.options.strict, !pages.namesDates else { return nil }
        let blockInputs = Set(run.options.blocks.inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        // By bytes: two names may be equal as strings and be two files.
        var saved: Set<[UInt8]> = [], made: Set<[UInt8]> = [], removed: Set<[UInt8]> = []
        var copied: Set<[UInt8]> = [], uncopied: Set<[UInt8]> = []
        for path in changedPaths {
            let full = URL(fileURLWithPath: path).standardizedFileURL.path
            guard full.hasPrefix(content + "/"), !full.unicodeScalars.contains("\u{FFFD}") else { return nil }
            let relative = String(full.dropFirst(content.count + 1))
            // What a game block read (a character file, a players' vault kept in the content
            // folder) is part of the pages that hold it.
            if pages.isReadByBlocks(relative) || blockInputs.contains(full) { return nil }
            let names = relative.split(separator: "/")
            if names.enumerated().contains(where: { FileTree.isLeftOut(String($1), atTop: $0 == 0) }) { continue }
            var info = stat()
            let exists = lstat(contentAsGiven + "/" + relative, &info) == 0
            let isPlainFile = exists && info.st_mode & S_IFMT == S_IFREG && info.st_nlink == 1
            let bytes = Array(relative.utf8), seen = paths.contains(bytes)
            let isPage = relative.hasSuffix(".md") && !relative.hasPrefix(".well-known/")
            // A page bundle's `index.md` is its folder's title and weight in the navigation.
            if isPage && (names.last == "index.md" || names.last == "_index.md") && (exists || seen) { return nil }
            if let page = pages[bytes] {
                if !exists {
                    // Other pages may show it: a vault's notes, `ref`; and it may make other files.
                    guard run.vaultNotes == nil, !pages.mayReferToPages, !page.source.namesAliases,
                        !page.source.mayHoldBlocks
                    else { return nil }
                    removed.insert(bytes)
                    continue
                }
                guard isPlainFile else { return nil }
                // A note's links and names are other notes' backlinks and links; an embedded note
                // is part of other pages.
                if let notes = run.vaultNotes,
                    !notes.changesOnlyItsPage(relative, bytes: FileTree.read(contentAsGiven + "/" + relative) ?? [])
                {
                    return nil
                }
                saved.insert(bytes)
            } else if !exists && !seen {
                continue
            } else if run.vaultNotes != nil || seen && (isPage || pages[copied: relative] == nil) {
                return nil
            } else if isPage {
                guard isPlainFile, !pages.mayReferToPages, PathName.flaw(inPage: relative) == nil,
                    run.chrome.navigation.takesPage(in: Navigation.parent(of: relative))
                else { return nil }
                made.insert(bytes)
            } else {
                // A name the build refuses is never copied, nor listed among the files sheetgen made.
                guard PathName.flaw(in: relative) == nil, !exists || isPlainFile else { return nil }
                if exists { copied.insert(bytes) } else { uncopied.insert(bytes) }
            }
        }
        // The last page of a folder takes the folder out of the menus.
        for path in removed {
            let folder = Navigation.parent(of: String(decoding: path, as: UTF8.self))
            guard pages.hasPage(inFolder: folder, besides: removed) else { return nil }
        }
        func sorted(_ paths: Set<[UInt8]>) -> [String] {
            paths.sorted { $0.lexicographicallyPrecedes($1) }.map { String(decoding: $0, as: UTF8.self) }
        }
        return LiveChange(
            saved: sorted(saved), made: sorted(made), removed: sorted(removed), copied: sorted(copied),
            uncopied: sorted(uncopied))
    }

    /// Puts `change` in place as of `now`: renders the pages saved or made and puts them in place
    /// of the last build's files, with their links checked; removes the files of pages removed;
    /// copies the static files; and brings what shows the pages' records up to date when those
    /// changed (see `relisted`). Nil, having changed nothing, when it takes a build (see
    /// `SiteBuilder.rerender`), or when the output is not as the last build left it.
    mutating func update(_ change: LiveChange, now: Date) -> BuildReport? {
        run.options.now = now
        var redone: [SiteBuilder.Rerendered] = []
        for path in change.saved {
            guard let page = pages[Array(path.utf8)], let again = builder.rerender(path, was: page, run: run) else {
                return nil
            }
            redone.append(again)
        }
        for path in change.made {
            guard pages[Array(path.utf8)] == nil, let new = builder.rerender(path, was: nil, run: run) else {
                return nil
            }
            redone.append(new)
        }
        let removed = change.removed.compactMap { path in pages[Array(path.utf8)].map { (path: path, page: $0) } }
        guard removed.count == change.removed.count, let contentAsGiven else { return nil }
        var relisting: Relisting?
        if redone.contains(where: \.relists) || !removed.isEmpty {
            guard let relisted = relisted(redone, removed: removed.compactMap(\.page.entry.record)) else { return nil }
            relisting = relisted
        }
        // A summary that could not be read back compares as none: trust no comparison then.
        guard keptRecords?.failedToReadBack != true else { return nil }
        var copies: [Replacement] = []
        for path in change.copied {
            guard let bytes = FileTree.read(contentAsGiven + "/" + path) else { return nil }
            let was = pages[copied: path]
            copies.append(Replacement(file: path, bytes: bytes, was: was, isNew: was == nil))
        }
        let files = redone.map {
            Replacement(file: $0.file, bytes: $0.html, was: $0.was?.entry.stamp, isNew: $0.was == nil)
        }
        let gone =
            removed.map { Removal(file: URLPath.file(of: $0.page.entry.record?.path ?? ""), was: $0.page.entry.stamp) }
            + change.uncopied.map { Removal(file: $0, was: pages[copied: $0]) } + (relisting?.removals ?? [])
        let written = files + copies + (relisting?.files ?? [])
        guard let stamps = put(written, removing: gone) else { return nil }
        for (again, stamp) in zip(redone, stamps) {
            let links = run.links.replace(again.file, targets: again.targets)
            let entry = BuildCache.Entry(
                key: again.key, record: again.record, stamp: stamp,
                links: BuildCache.Entry.links(links, in: run.summaries))
            pages[Array(again.path.utf8)] = LivePages.Page(entry: entry, source: again.source)
        }
        for (copy, stamp) in zip(copies, stamps.dropFirst(redone.count)) { pages.noteCopied(copy.file, stamp: stamp) }
        run.links.add(copies.map(\.file))
        if let relisting { take(relisting, stamps: stamps.dropFirst(redone.count + copies.count)) }
        for (path, _) in removed { pages[Array(path.utf8)] = nil }
        for file in change.uncopied { pages.noteCopied(file, stamp: nil) }
        forget(gone.map(\.file))
        paths.formUnion((change.made + change.copied).map { Array($0.utf8) })
        paths.subtract((change.removed + change.uncopied).map { Array($0.utf8) })
        report.pages += change.made.count - change.removed.count
        report.staticFiles += copies.count { $0.isNew } - change.uncopied.count
        report.brokenLinks = run.links.brokenLinks()
        report.reused = listing.built.count { $0.record != nil } - redone.count
        report.timings = []
        return report
    }

    /// Tells the link checker that the files `removed` are gone, with the links of the pages that
    /// led to them broken now.
    private func forget(_ removed: [String]) {
        guard !removed.isEmpty else { return }
        let gone = run.links.answered(by: removed)
        var rechecked: [(file: String, entry: BuildCache.Entry)] = []
        pages.forEachFile { file, entry in
            if LinkChecker.leads(entry, to: gone) { rechecked.append((file, entry)) }
        }
        run.links.remove(removed, rechecking: rechecked)
    }

    /// Takes what `relisting` put in place (with `stamps`, in order) as the site's.
    private mutating func take(_ relisting: Relisting, stamps: some Sequence<FileTree.Stamp>) {
        listing = relisting.listing
        for (file, stamp) in zip(relisting.files, stamps) {
            if let targets = file.targets {
                let links = run.links.replace(file.file, targets: targets)
                pages.noteLinks(
                    of: file.file,
                    BuildCache.Entry(
                        key: file.key ?? 0, record: nil, stamp: stamp,
                        links: BuildCache.Entry.links(links, in: run.summaries)))
            } else {
                run.links.add([file.file])
            }
            pages.noteMade(file.file, key: file.key, stamp: stamp)
        }
        for removal in relisting.removals { pages.forgetMade(removal.file) }
    }

    /// A file to put in place of one of the output's: its new bytes and the stamp the old one
    /// must still have (when that is not known, nothing is put), or `isNew` when there must be no
    /// file there yet. With `key`, it is an index page made of that key, and with `targets`, a
    /// page whose links are checked.
    struct Replacement {
        let file: String
        let bytes: [UInt8]
        let was: FileTree.Stamp?
        var isNew = false
        var key: UInt64? = nil
        var targets: [String]? = nil
    }

    /// A file of the output to remove, which must still have the stamp the last build or update
    /// left it with (when that is not known, nothing is removed).
    struct Removal {
        let file: String
        let was: FileTree.Stamp?
    }

    /// Writes `files` into a staging folder beside the output, then moves each over the file it
    /// replaces and removes the files `removing`, with the output's lock held, as a build would,
    /// and the folders that leaves empty; the stamps of the files put in place. The output's
    /// marker (see `MadeFiles`) lists the new files before they are moved in, and stops listing
    /// the removed ones once they are gone, so that it always lists at least what sheetgen put
    /// there. Nil, before anything is moved, when another build holds the output, a file is not
    /// as the last build or update wrote it, one is where a new one goes, or two are for one
    /// path; nil too when the disk fails: the caller then builds.
    private func put(_ files: [Replacement], removing removals: [Removal] = []) -> [FileTree.Stamp]? {
        var paths: Set<[UInt8]> = []
        for file in files.map(\.file) + removals.map(\.file) where !paths.insert(Array(file.utf8)).inserted {
            return nil
        }
        let staging = StagingFolder(for: run.options.output)
        guard (try? staging.create()) != nil else { return nil }
        defer {
            staging.discard()
            staging.unlock()
        }
        let output = staging.target.path, staged = staging.url.path
        func isAsLeft(_ file: String, _ was: FileTree.Stamp?) -> Bool {
            var info = stat()
            guard let was, FileTree.liesInFolders(file, of: output), lstat("\(output)/\(file)", &info) == 0 else {
                return false
            }
            return info.st_mode & S_IFMT == S_IFREG && FileTree.Stamp(info) == was
        }
        func isFree(_ file: String) -> Bool {
            var info = stat()
            return FileTree.liesInFolders(file, of: output) && lstat("\(output)/\(file)", &info) != 0 && errno == ENOENT
        }
        for file in files where !(file.isNew ? isFree(file.file) : isAsLeft(file.file, file.was)) { return nil }
        for removal in removals where !isAsLeft(removal.file, removal.was) { return nil }
        let added = files.filter(\.isNew).map(\.file), removed = removals.map(\.file)
        guard let listing = markers(adding: added, removing: removed) else { return nil }
        var stamps: [FileTree.Stamp] = []
        for (index, file) in files.enumerated() {
            guard let stamp = try? FileTree.write(file.bytes, to: "\(staged)/\(index)") else { return nil }
            stamps.append(stamp)
        }
        func putMarker(_ bytes: [UInt8]?) -> Bool {
            guard let bytes else { return true }
            let marker = "\(staged)/\(MadeFiles.markerFile)"
            return (try? FileTree.write(bytes, to: marker)) != nil
                && rename(marker, "\(output)/\(MadeFiles.markerFile)") == 0
        }
        guard putMarker(listing.first) else { return nil }
        for (index, file) in files.enumerated() where rename("\(staged)/\(index)", "\(output)/\(file.file)") != 0 {
            return nil
        }
        for removal in removals {
            guard unlink("\(output)/\(removal.file)") == 0 else { return nil }
            // The folders it leaves empty (`rmdir` removes nothing else), as a build leaves none.
            var folder = URLPath.folder(of: removal.file)
            while !folder.isEmpty && rmdir("\(output)/\(folder)") == 0 { folder = URLPath.folder(of: folder) }
        }
        guard putMarker(listing.last) else { return nil }
        return stamps
    }

    /// The output's marker listing the files `adding` too, and then also no longer `removing`;
    /// nils when neither changes anything; nil when the marker is not one that lists files.
    private func markers(adding: [String], removing: [String]) -> (first: [UInt8]?, last: [UInt8]?)? {
        guard !adding.isEmpty || !removing.isEmpty else { return (nil, nil) }
        let path = "\(run.options.output.path)/\(MadeFiles.markerFile)"
        guard let text = FileTree.read(path), let first = MadeFiles.marker(text, adding: adding, removing: []) else {
            return nil
        }
        guard !removing.isEmpty else { return (first, nil) }
        guard let last = MadeFiles.marker(first, adding: [], removing: removing) else { return nil }
        return (first, last)
    }
}

extension SiteBuilder {
    /// A page of the content folder rendered again, or for the first time, not yet written.
    struct Rerendered {
        /// Its path in the content folder, and the file it writes in the output.
        let path: String, file: String
        let html: [UInt8]
        let targets: [String]
        let record: PageRecord
        let key: UInt64
        let source: SourceFile
        /// The page as it was; nil for a page made since.
        let was: LivePages.Page?
        /// Whether its record changed, so that what lists it changes too.
        let relists: Bool
    }

    /// The page at `path` rendered again, when it still writes the file it `was` written to, or
    /// (`was` nil) a page made since, in a folder the site has. Whether its record (title, path,
    /// weight, date, tags, summary, headings), which is all that the listings, tag pages, feeds,
    /// search index and sitemap are made of, is as it was, it says in `relists`. Nil when it is a
    /// draft now, has aliases or game blocks (which make other files), names a publishing date
    /// (from then on, the moment of any save may move it in or out: the build notes that), or
    /// fails: a build then tells why.
    func rerender(_ path: String, was page: LivePages.Page?, run: PageRun) -> Rerendered? {
        // A vault's `aliases` are names, which make no other files.
        let makesAliases = { (file: SourceFile) in file.namesAliases && run.vaultNotes == nil }
        let old = page?.entry.record
        guard page.map({ !makesAliases($0.source) && !$0.source.mayHoldBlocks && old != nil }) ?? true,
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
            old.map({ rendered.record.path == $0.path })
                ?? run.chrome.navigation.takesPage(in: Navigation.parent(of: rendered.record.path))
        else { return nil }
        let document = ready.document
        let key = pageKey(.file(StoredText(path, in: run.texts)), file: file, run: run)
        return Rerendered(
            path: path, file: URLPath.file(of: document.path), html: rendered.html,
            targets: LinkChecker.internalReferences(in: rendered.html), record: rendered.record, key: key,
            source: file, was: page, relists: old.map { !rendered.record.showsTheSame(as: $0) } ?? true)
    }
}
