import Foundation
import Markdown
import Mistakes
import SiteFiles
import SiteModel

/// Reads a Markdown file of a content folder into a document, checking the front matter keys the
/// site relies on, by any of their names and in any case (see `FrontMatterKey`): title (text, a
/// number taken as its text), date (YYYY-MM-DD, optionally with a time and zone), draft (true or
/// false), publishDate, expiryDate and updated (dates, kept among the fields; see
/// PublishingWindow), aliases (see AliasPage), weight (a whole number), tags (a list of text),
/// slug, url (see `path(url:)`) and layout (text; else Zola's `template` or Hugo's `type` names
/// it). Every other key is passed to templates as it is. With pretty URLs (`urls`), a page that is
/// not its folder's index gets a path ending in `/`, its name in lower case: `a/B.md` is `a/b/`.
package enum ContentPage {
    static func load(
        _ file: URL, relativePath: String, urls: URLStyle, inherited: [String: MetadataValue] = [:],
        flavor: ContentFlavor = .markdown
    ) throws(UserError) -> Document {
        guard let bytes = read(file.path)?.bytes else {
            throw UserError("cannot read file: \(String(cString: strerror(errno)))", at: relativePath)
        }
        return try parse(bytes, relativePath: relativePath, urls: urls, inherited: inherited, flavor: flavor)
    }

    /// The bytes of the page at `path`, and what `fstat` said of it; nil (with `errno` set) when
    /// it cannot be read. Of a file larger than a page may be, no more is read than tells so.
    static func read(_ path: String) -> (bytes: [UInt8], info: stat)? {
        FileTree.readWithInfo(path, upTo: PageBounds.largestPage + 1)
    }

    /// The document of a page's bytes; an error at its line when they hold more than a page may
    /// (see `PageBounds`).
    /// `inherited` is what a `cascade` above the page gives it (see `Cascade`): keys its own front
    /// matter does not give, in any case.
    package static func parse(
        _ bytes: [UInt8], relativePath: String, urls: URLStyle, inherited: [String: MetadataValue] = [:],
        flavor: ContentFlavor = .markdown
    ) throws(UserError) -> Document {
        guard bytes.count <= PageBounds.largestPage else {
            throw UserError(
                "page larger than \(PageBounds.largestPage >> 20) MiB, the most a page may be", at: relativePath)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw UserError("file is not UTF-8 text", at: relativePath)
        }
        let parsed = try FrontMatter.parse(text, file: relativePath)
        if let excess = PageBounds.tableExcess(in: parsed.body.utf8) {
            let line = BlockPages.bodyLine(of: bytes, body: parsed.body) - 1 + excess.line
            throw UserError(excess.message, at: "\(relativePath):\(line)")
        }
        func mistake(writtenAs key: String, _ message: String) -> UserError {
            UserError(message, at: "\(relativePath):\(FrontMatter.line(of: key, in: text) ?? 1)")
        }
        var given = parsed.fields
        // Zola keeps a page's terms in a table of their own: `[taxonomies]` with `tags = [...]`.
        if case .map(let terms)? = given["taxonomies"] {
            given["taxonomies"] = nil
            for (taxonomy, list) in terms where given[taxonomy] == nil { given[taxonomy] = list }
        }
        if flavor == .obsidian { given = VaultNote.siteFields(of: given) }
        if !inherited.isEmpty {
            let own = Set(given.keys.map { $0.lowercased() })
            for (key, value) in inherited where !own.contains(key.lowercased()) { given[key] = value }
        }
        let canonical = try FrontMatterKey.canonical(given, problem: mistake(writtenAs:_:))
        var fields = canonical.fields
        /// The name a key was written with, for messages.
        func written(_ key: String) -> String { canonical.written[key] ?? key }
        func problem(_ key: String, _ message: String) -> UserError {
            mistake(writtenAs: written(key), message)
        }

        func take<T>(_ key: String, _ convert: (MetadataValue) -> T?, _ expected: String) throws(UserError) -> T? {
            guard let value = fields.removeValue(forKey: key) else { return nil }
            guard let converted = convert(value) else { throw problem(key, "\(written(key)) must be \(expected)") }
            return converted
        }

        let folder = Navigation.parent(of: relativePath)
        let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        let title = try take("title", \.text, "text") ?? untitled(stem: stem, folder: folder)
        let slug = try take("slug", \.text, "text")
        let url = try take("url", \.text, "text")
        if let away = fields["redirect_to"], RedirectPage.flaw(away) {
            throw problem("redirect_to", "\(written("redirect_to")) must be an http or https URL, or a path")
        }
        // Zola names a page's template with its extension; Hugo picks a layout by the page's type.
        // A note's `type` is the vault's own (a monster's), no layout.
        let foreign = flavor == .markdown ? fields : [:]
        let template = foreign["template"]?.text.map { $0.hasSuffix(".html") ? String($0.dropLast(5)) : $0 }
        let layout = try take("layout", \.text, "text") ?? template ?? foreign["type"]?.text ?? "page"
        let weight = try take("weight", \.int, "a whole number from \(Int.min) to \(Int.max)")
        let draft = try take("draft", { if case .bool(let flag) = $0 { flag } else { nil } }, "true or false") ?? false
        try PublishingWindow.check(fields, problem: problem)
        if case .failure(let error) = AliasPage.files(in: fields) { throw problem(AliasPage.key, error.message) }
        let tags =
            try take(
                "tags",
                { value -> [String]? in
                    if case .list(let items) = value {
                        return items.allSatisfy { $0.text != nil } ? items.compactMap(\.text) : nil
                    }
                    return value.text.map { [$0] }
                }, "a list of text") ?? []
        let date = try take(
            "date", { value in value.string.flatMap { DateText.isValid($0) ? $0 : nil } }, "a date like 2026-11-22")
        if let updated = fields["updated"], !(updated.string.map(DateText.isValid) ?? false) {
            throw problem("updated", "\(written("updated")) must be a date like 2026-11-22")
        }
        // A folder's introduction chooses the order of its listing; a page's `sort` is its own.
        if stem == "_index", let sort = fields[ListingOrder.key],
            sort.text.flatMap(ListingOrder.init(sort:)) == nil
        {
            let shown = sort.text.map { ", not '\(PathName.escaped(String($0.prefix(40))))'" } ?? ""
            throw problem(ListingOrder.key, "\(written(ListingOrder.key)) must be \(ListingOrder.named)\(shown)")
        }
        if let slug, slug.isEmpty || slug.contains("/") || slug == "." || slug == ".." {
            throw problem("slug", "slug must be one path segment, not '\(PathName.escaped(slug))'")
        }
        if let slug, let flaw = PathName.flaw(inPage: slug) {
            throw problem("slug", "slug \(flaw)")
        }
        let name = slug ?? stem
        var path = folder.isEmpty ? name : "\(folder)/\(name)"
        if stem != "_index" { path = urls.page(path) }
        if let url {
            guard let moved = Self.path(url: url) else {
                throw problem(
                    "url", "\(written("url")) must be a path ending in / or .html, not '\(PathName.escaped(url))'")
            }
            path = moved
        }
        return Document(
            path: path, title: title, layout: layout, date: date,
            weight: weight, draft: draft, tags: tags, fields: fields,
            // A note's comments never enter its document: not its body, summary, sections or index
            // page. Their lines are kept, so every line after stays where it was.
            body: flavor == .obsidian
                ? String(decoding: ObsidianText.read(Array(parsed.body.utf8)).text, as: UTF8.self) : parsed.body
        )
    }

    /// The page's path for the address its front matter gives (Hugo's `url`, Jekyll's `permalink`),
    /// from the site's root whether or not it starts with `/`: `/about/` (or `/about`, as Hugo takes
    /// it) is the page `about/`, written as `about/index.html`; `/docs/x.html` is `docs/x`; `/` is
    /// the home page. Nil for an address with a query, a fragment, a `\` (a folder's end on
    /// Windows, as aliases refuse it) or another extension.
    static func path(url: String) -> String? {
        var path = url.hasPrefix("/") ? String(url.dropFirst()) : url
        guard !path.contains("?"), !path.contains("#"), !path.contains("\\") else { return nil }
        if path.isEmpty { return "index" }
        if path.hasSuffix(".html") { return String(path.dropLast(5)) }
        if path.hasSuffix("/") { path.removeLast() }
        let name = path.split(separator: "/").last ?? ""
        guard !name.contains(".") || name == "." || name == ".." else { return nil }
        return path + "/"
    }

    /// The title of a page that gives none: its file's name. A folder's introduction
    /// (`_index.md`) without one gets none, so that its folder is titled as a folder without an
    /// introduction is: by its name, and the home page by the site's title. A page bundle's
    /// `index.md` is titled by its folder's name too.
    private static func untitled(stem: String, folder: String) -> String {
        switch stem {
        case "_index": ""
        case "index": folder.isEmpty ? "Home" : Navigation.humanised(folder)
        default: stem
        }
    }
}
