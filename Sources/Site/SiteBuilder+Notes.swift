import Markdown
import Mistakes
import SiteFiles
import SiteModel
import Foundation
import Synchronization

/// The builder's side of an Obsidian vault's notes (see `VaultNotes`, `NoteBody`).
extension SiteBuilder {
    /// `document`, a note of the content folder's `file` (read as `bytes`), with its body made the
    /// Markdown the site reads: comments out, wikilinks as links to sources, embeds in place.
    func expandNote(
        _ document: Document, file: String, bytes: [UInt8], notes: VaultNotes, run: PageRun
    ) throws(UserError) -> (document: Document, shortcodes: ShortcodeExpansion?) {
        let content = run.contentFolder ?? ""
        let body = NoteBody(
            notes: notes, file: file, page: document.path,
            bodyLine: BlockPages.bodyLine(of: bytes, body: document.body),
            read: { source in
                guard let bytes = FileTree.read(content + "/" + source),
                    let text = String(validating: bytes, as: UTF8.self)
                else { return nil }
                return (try? FrontMatter.parse(text, file: source))?.body ?? text
            },
            tell: { message, place in run.notes.tell(message, at: place) })
        guard let expansion = try body.expand(document.body) else { return (document, nil) }
        var expanded = document
        expanded.body = expansion.markdown
        return (expanded, expansion)
    }

    /// How the Markdown links of the note at `source` (its page at `page`) are rewritten: as any
    /// page's (see `SourceLinks`), a path that leads nowhere from the note's folder first taken
    /// from the vault's root, as Obsidian's "absolute path in vault" writes links, then as a name.
    /// A link to a note or file kept from the players leads nowhere, and is told.
    func noteLinkRewriter(source: String, page: String, notes: VaultNotes, run: PageRun) -> LinkRewriter {
        let plain = SourceLinks.rewriter(source: source, page: page, root: config.rootPath, urls: config.urls)
        let folder = Navigation.parent(of: source)
        return LinkRewriter { destination, isImage in
            let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
            let written = String(destination[..<end]), rest = String(destination[end...])
            guard !written.isEmpty, !written.hasPrefix("/"), !PageSummary.hasScheme(written) else {
                return plain.rewritten(destination, isSource: isImage)
            }
            let path = written.contains("%") ? (written.removingPercentEncoding ?? written) : written
            let fromRoot = written.hasPrefix("@/")
            let near = VaultNotes.normalized(
                fromRoot ? String(path.dropFirst(2)) : folder.isEmpty ? path : folder + "/" + path)
            // Kept however the link finds the note: from its folder, from the root, or by its name.
            let byName = fromRoot ? nil : notes.find(path)
            if near.map(notes.isKept) ?? false || (!fromRoot && VaultNotes.normalized(path).map(notes.isKept) ?? false)
                || byName.map(VaultNotes.isSecret) ?? false
            {
                run.notes.tell("link to '\(PathName.escaped(path))', kept from the players, leads nowhere", at: source)
                return ""
            }
            guard let near else { return plain.rewritten(destination, isSource: isImage) }
            guard !written.hasPrefix("@/"), !notes.holds(near) else {
                return plain.rewritten(destination, isSource: isImage)
            }
            let found: String? =
                notes.holds(path)
                ? path
                : byName.flatMap {
                    switch $0 {
                    case .note(let note): note.source
                    case .file(let file): file
                    case .privateFile: nil  // told above
                    }
                }
            guard let found else { return plain.rewritten(destination, isSource: isImage) }
            if found.hasSuffix(".md"), !isImage {
                return plain.rewritten("@/" + URLPath.encoded(found) + rest, isSource: false)
            }
            return URLPath.root(of: page) + URLPath.encoded(found) + rest
        }
    }

    /// A page of the content folder's `file` (read as `bytes`, parsed as `parsed`) made ready to
    /// render again by itself, as a build makes it: for a vault's note, its tags, body, links and
    /// backlinks as `build` gives them; for any other page, its shortcodes and links.
    package func readied(_ parsed: Document, file: String, bytes: [UInt8], run: PageRun) throws(UserError) -> (
        document: Document, shortcodes: ShortcodeExpansion?, links: LinkRewriter?, backlinks: [TitledLink]
    ) {
        guard let notes = run.vaultNotes else {
            let (document, shortcodes) = try expandShortcodes(of: parsed, file: file, bytes: bytes, run: run)
            return (document, shortcodes, linkRewriter(source: file, page: document.path, bytes: bytes), [])
        }
        var tagged = parsed
        tagged.tags = withInlineTags(parsed)
        let (document, shortcodes) = try expandNote(tagged, file: file, bytes: bytes, notes: notes, run: run)
        return (
            document, shortcodes, noteLinkRewriter(source: file, page: document.path, notes: notes, run: run),
            backlinks(of: file, page: document.path, run: run)
        )
    }

    /// The notes that link to the note at `source`, as links from its page at `page`.
    func backlinks(of source: String, page: String, run: PageRun) -> [TitledLink] {
        guard let notes = run.vaultNotes else { return [] }
        return notes.linkers(of: source).compactMap { linker in
            SourceLinks.address(ofSource: linker.source).map {
                TitledLink(title: linker.title, url: URLPath.link(to: config.urls.page($0), from: page))
            }
        }
    }

    /// Obsidian's Markdown for the note `document`: its inline tags linked to their pages, and a
    /// block's inline form (`` `dice: 2d6` ``) rendered by its block, numbered in the page's order.
    func obsidianSyntax(for document: Document, run: PageRun) -> ObsidianSyntax {
        let page = document.path, urls = config.urls, registry = run.options.blocks
        let site = BlockSite(
            seed: run.options.blockSeed, templates: renderer.templates, page: page, contentFolder: run.contentFolder,
            date: document.date, timeZone: config.timeZone)
        let rolled = Mutex(0)
        return ObsidianSyntax(
            tagLink: { tag in
                URLPath.link(to: Navigation.termPage(Navigation.tagPath(tag), urls: urls), from: page)
            },
            inlineCode: { code in
                rolled.withLock { count in
                    let html = registry.inlineHTML(code, in: site, number: count + 1)
                    if html != nil { count += 1 }
                    return html
                }
            })
    }

    /// The tags of a note's front matter and, after them, those of its text (`#tag`), each once,
    /// whatever its letters' case.
    func withInlineTags(_ document: Document) -> [String] {
        guard ByteSearch.firstIndex(of: Array("#".utf8), in: Array(document.body.utf8)) != nil else {
            return document.tags
        }
        var tags = document.tags, seen = Set(tags.map { $0.lowercased() })
        // Without its wikilinks (`[[#Heading]]` names no tag); its comments never entered its body.
        var (bytes, links) = ObsidianText.read(Array(document.body.utf8))
        for link in links {
            bytes.replaceSubrange(link.range, with: repeatElement(UInt8(ascii: " "), count: link.range.count))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for tag in renderer.markdown.obsidianTags(in: text) where seen.insert(tag.lowercased()).inserted {
            tags.append(tag)
        }
        return tags
    }

    /// What a note's page shows of the notes that link to it, for its cache key.
    func addLinkers(of source: String, to key: inout ContentHash, run: PageRun) {
        guard let notes = run.vaultNotes else { return }
        for linker in notes.linkers(of: source) { key.add("\(linker.source)\u{1F}\(linker.title)") }
    }
}
