import Foundation
import Mistakes
import SiteFiles

/// The optional site configuration, `sheetgen.yml` at the content root's parent or given by path.
///
/// ```yaml
/// title: Game Night
/// baseURL: https://example.org/
/// language: en
/// listingSize: 100       # entries on one page of a section or tag listing
/// seed: 2026             # where the dice of the pages' roll blocks come from
/// vault: sheetgen.sqlite # the players' vault the pages' game blocks read
/// toc: true              # a table of contents on every content page (a page may say toc: false)
/// markdown: {unsafe: true}  # raw HTML in pages kept as it is (left out by default)
/// urls: pretty           # a/b.md written as a/b/index.html and linked as a/b/ (default: plain, a/b.html)
/// taxonomies: [tags, categories]  # front matter lists with a page per term, as tags have
/// flavor: obsidian      # the content folder is an Obsidian vault (found without it when it has .obsidian/)
/// private: [GM, Drafts]  # a vault's folders that never reach the site
/// timeZone: Europe/Amsterdam  # where the game boards' days, weeks and seasons begin (default UTC)
/// generatedTags: true    # the tag index lists the tags of generated pages too (a character's class)
/// seasons:               # the boards' seasons (default: calendar quarters)
///   - {name: Autumn league, from: 2026-09-01, to: 2026-11-30}
/// sections:              # generated sections, handed to whoever generates them
///   characters:
///     seeds: [1, 7, 42]
/// ```
public struct SiteConfig: Sendable {
    public var title = "sheetgen site"
    public var baseURL = "/"
    public var language = "en"
    /// Entries on one page of a listing; longer listings go on over several pages.
    public var listingSize = 100
    /// The seed of the pages' dice (`roll` blocks): the same seed rolls the same.
    public var seed: UInt64 = 0
    /// The players' vault the pages' game blocks read, relative to the config's folder.
    public var vault: String?
    /// Whether content pages show a table of contents unless their front matter says otherwise.
    public var toc = false
    /// Whether raw HTML in the pages' Markdown is kept as it is, trusting whoever wrote them;
    /// left out by default.
    public var unsafeHTML = false
    /// Whether pages are written as `a/b.html` or, as Hugo and Zola write them, `a/b/index.html`.
    public var urls = URLStyle.plain
    /// The front matter lists that group pages as tags do, each with an index, a page per term
    /// and its feeds, besides `tags`, which always does.
    public var taxonomies: [String] = []
    /// Generated sections by name, with their settings; the site itself knows nothing of them.
    public var sections: [String: SectionSettings] = [:]
    /// How the content folder's pages are written: plain Markdown, or an Obsidian vault's notes.
    public var flavor = ContentFlavor.markdown
    /// A vault's folders (paths in the content folder) whose files never reach the site.
    public var privateFolders: [String] = []
    /// Where days, weeks, months and seasons begin for what the site counts by them (the vault
    /// keeps its times in UTC).
    public var timeZone = TimeZone(identifier: "UTC")!
    /// The seasons the game boards count games over; none given means calendar quarters.
    public var seasons: [Season] = []
    /// Whether the tag index lists the tags only generated pages carry (a character's class and
    /// alignment, a game's `ghost`), which are not the author's; their tag pages are made anyway.
    public var generatedTags = false

    public init() {}

    /// The largest `listingSize`: a listing page of more entries helps no reader, and the
    /// pagination's arithmetic stays far from overflowing.
    public static let listingSizeLimit = 10_000

    public static func load(from url: URL) throws(UserError) -> SiteConfig {
        let source = try text(at: url.path)
        // Read as the YAML it is: a `---` line in it is then an error, not the end of the config.
        let fields = try FrontMatter.fields(yaml: source, file: url.path, firstLine: 1)
        var config = SiteConfig()
        func at(_ key: String) -> String {
            "\(url.path):\(FrontMatter.line(of: key, in: "\n" + source).map { $0 - 1 } ?? 1)"
        }
        func string(_ key: String) throws(UserError) -> String? {
            guard let value = fields[key] else { return nil }
            guard let string = value.string else {
                throw UserError("\(key) must be text", at: at(key))
            }
            return string
        }
        config.title = try string("title") ?? config.title
        if let baseURL = try string("baseURL") {
            if let flaw = baseURLFlaw(baseURL) { throw UserError("baseURL \(flaw)", at: at("baseURL")) }
            config.baseURL = baseURL
        }
        config.language = try string("language") ?? config.language
        if let size = fields["listingSize"] {
            guard let number = size.int, (1...listingSizeLimit).contains(number) else {
                throw UserError(
                    "listingSize must be a whole number from 1 to \(listingSizeLimit)", at: at("listingSize"))
            }
            config.listingSize = number
        }
        if let seed = fields["seed"] {
            guard let number = seed.int, number >= 0 else {
                throw UserError("seed must be a whole number from 0 to \(Int.max)", at: at("seed"))
            }
            config.seed = UInt64(number)
        }
        if let vault = try string("vault") {
            guard !vault.isEmpty else { throw UserError("vault must be a path", at: at("vault")) }
            let path = vault.hasPrefix("/") ? vault : url.deletingLastPathComponent().appendingPathComponent(vault).path
            // A typo would otherwise read as a vault with no games yet.
            guard FileTree.exists(path) else { throw UserError("vault " + missingVault(vault), at: at("vault")) }
            config.vault = path
        }
        if let toc = fields["toc"] {
            guard case .bool(let flag) = toc else { throw UserError("toc must be true or false", at: at("toc")) }
            config.toc = flag
        }
        if let markdown = fields["markdown"] {
            let wrong = UserError("markdown must be a mapping such as {unsafe: true}", at: at("markdown"))
            guard case .map(let settings) = markdown, Set(settings.keys).isSubset(of: ["unsafe"]) else { throw wrong }
            if let trusted = settings["unsafe"] {
                guard case .bool(let flag) = trusted else { throw wrong }
                config.unsafeHTML = flag
            }
        }
        if let urls = fields["urls"] {
            guard let name = urls.string, let style = URLStyle(rawValue: name) else {
                throw UserError("urls must be plain (a/b.html) or pretty (a/b/index.html)", at: at("urls"))
            }
            config.urls = style
        }
        if let taxonomies = fields["taxonomies"] {
            config.taxonomies = try Self.taxonomies(taxonomies, at: at("taxonomies"))
        }
        if let flavor = fields["flavor"] {
            guard let name = flavor.string, let known = ContentFlavor(rawValue: name) else {
                throw UserError("flavor must be markdown or obsidian", at: at("flavor"))
            }
            config.flavor = known
        }
        if let folders = fields["private"] {
            config.privateFolders = try Self.privateFolders(folders, at: at("private"))
            // Private folders are a vault's: naming them makes the content one, so that they are kept.
            if fields["flavor"] == nil { config.flavor = .obsidian }
            guard config.flavor == .obsidian else {
                throw UserError("private folders are an Obsidian vault's: give flavor: obsidian", at: at("private"))
            }
        }
        if let zone = fields["timeZone"] {
            guard let name = zone.string, let timeZone = TimeZone(identifier: name) else {
                throw UserError(
                    "timeZone must be a time zone's name, such as Europe/Amsterdam or UTC", at: at("timeZone"))
            }
            config.timeZone = timeZone
        }
        if let generated = fields["generatedTags"] {
            guard case .bool(let flag) = generated else {
                throw UserError("generatedTags must be true or false", at: at("generatedTags"))
            }
            config.generatedTags = flag
        }
        if let seasons = fields["seasons"] {
            config.seasons = try Season.all(
                seasons, source: source, configFile: url.path,
                line: FrontMatter.line(of: "seasons", in: "\n" + source).map { $0 - 1 } ?? 1)
        }
        if let sections = fields["sections"] {
            guard case .map(let map) = sections else {
                throw UserError("sections must be a mapping of section names to settings", at: at("sections"))
            }
            config.sections = try SectionSettings.all(
                map, source: source, configFile: url.path,
                sectionsLine: FrontMatter.line(of: "sections", in: "\n" + source).map { $0 - 1 } ?? 1)
        }
        if !config.baseURL.hasSuffix("/") { config.baseURL += "/" }
        return config
    }

    /// The taxonomies a config names besides `tags`: each a name that is also its folder (letters,
    /// digits, `-` and `_`, in lower case), once.
    static func taxonomies(_ value: MetadataValue, at line: String) throws(UserError) -> [String] {
        guard case .list(let items) = value else {
            throw UserError("taxonomies must be a list such as [tags, categories]", at: line)
        }
        var names: [String] = []
        for item in items {
            guard let name = item.string, !name.isEmpty, name.utf8.count <= 100,
                name.unicodeScalars.allSatisfy({ "abcdefghijklmnopqrstuvwxyz0123456789-_".unicodeScalars.contains($0) })
            else {
                let shown = item.text.map { "'\(PathName.escaped($0))'" } ?? "each"
                throw UserError("taxonomy \(shown) must be a name in lower case, of letters, digits, - and _", at: line)
            }
            guard !reservedFolders.contains(name) else {
                throw UserError("taxonomies: '\(name)' is a folder the site writes itself", at: line)
            }
            if name != "tags" && !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The private folders a config names: paths inside the content folder, without `/` at
    /// either end, `.` or `..`.
    static func privateFolders(_ value: MetadataValue, at line: String) throws(UserError) -> [String] {
        let items: [MetadataValue]
        switch value {
        case .list(let list): items = list
        default: items = [value]
        }
        return try items.map { item throws(UserError) in
            var path = item.text ?? ""
            while path.hasSuffix("/") { path.removeLast() }
            while path.hasPrefix("./") { path.removeFirst(2) }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            else {
                throw UserError(
                    "private must be a list of folders inside the content folder, such as [GM, Secrets]", at: line)
            }
            return path
        }
    }

    /// The folders a site writes besides its pages', which no taxonomy may take.
    static let reservedFolders: Set<String> = ["assets"]

    /// The largest site config read, in bytes: a site's settings take a few kilobytes, and a
    /// config's every key may be told back (the settings a foreign config holds that go unused).
    public static let sizeLimit = 1 << 20

    /// The text of the site config at `path`, without a byte order mark.
    static func text(at path: String) throws(UserError) -> String {
        guard let (bytes, info) = FileTree.readWithInfo(path, upTo: sizeLimit + 1) else {
            throw UserError("cannot read site config", at: path)
        }
        guard bytes.count <= sizeLimit, info.st_size <= sizeLimit else {
            throw UserError("site config is larger than \(sizeLimit >> 20) MB", at: path)
        }
        guard var source = String(validating: bytes, as: UTF8.self) else {
            throw UserError("site config is not UTF-8 text", at: path)
        }
        if source.hasPrefix("\u{FEFF}") { source.removeFirst() }
        return source
    }

    /// The path of `baseURL`, where the site's root is on its host: `/`, or `/games/`.
    public var rootPath: String {
        guard let path = URLComponents(string: baseURL)?.path, path.hasPrefix("/") else { return "/" }
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// What is wrong with `url` as the site's base URL, or nil when nothing is: an http or https
    /// URL with a host, whose characters are a URL's own (no spaces, no controls, no `<` or `"`),
    /// and without a query, fragment or password, as page paths go after it.
    static func baseURLFlaw(_ url: String) -> String? {
        let shape = "must be an http or https URL with a host, such as https://example.org/games/"
        // RFC 3986's characters only: the sitemap and feeds write the URL into XML.
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)
        guard url.utf8.allSatisfy(allowed.contains) else {
            return "\(shape) ('\(PathName.escaped(url))' has a character a URL may not hold)"
        }
        // The scheme as the feeds and the sitemap write it, in lower case; a port a port can be;
        // every `%` the start of an escaped byte.
        guard let parts = URLComponents(string: url), let scheme = parts.scheme, scheme == "http" || scheme == "https",
            let host = parts.host, !host.isEmpty, parts.port.map({ (1...65535).contains($0) }) ?? true,
            URLPath.strayPercentsEscaped(url) == url
        else { return "\(shape) ('\(url)')" }
        guard parts.query == nil, parts.fragment == nil, parts.user == nil, parts.password == nil,
            !parts.percentEncodedPath.contains(where: { $0 == "[" || $0 == "]" })
        else { return "\(shape), without a query, fragment or user ('\(url)')" }
        return nil
    }

    /// What is wrong with a vault a config names that is not there, `path` as the config says it.
    public static func missingVault(_ path: String) -> String {
        "\(path) does not exist (play or simulate a game into it first, or correct the path)"
    }
}
