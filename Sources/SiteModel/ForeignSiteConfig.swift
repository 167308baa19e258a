import Foundation
import Mistakes
import SiteFiles

/// A site made for Hugo or Zola, built from its own folder: its config (`hugo.toml`, Zola's
/// `config.toml`, …) read for what sheetgen has a setting for, the folders it names, and the
/// keys sheetgen does not read, so that they can be told. What each tool's keys mean is in
/// `ForeignSiteConfig+Hugo` and `ForeignSiteConfig+Zola`.
public struct ForeignSiteConfig: Sendable {
    public enum Tool: String, Sendable {
        case hugo = "Hugo"
        case zola = "Zola"
    }

    /// The config's file, as it was found or given.
    public let file: String
    public let tool: Tool
    /// sheetgen's settings, as the config gives them.
    public var config = SiteConfig()
    /// The folder of pages, from the current folder: `content` beside the config, or the one it names.
    public var content: String
    /// The folder whose files are copied to the site's root, from the current folder: `static`
    /// beside the config, or the one it names; nil when there is no such folder.
    public var staticFolder: String?
    /// The keys sheetgen does not read, as dotted names (`params`, `markup.highlight`), in order.
    public var unused: [String] = []

    /// The names of a site's config for Hugo or Zola, in the order they are looked for: Hugo's
    /// own before the older `config.*`, which Zola's `config.toml` shares (told apart by its keys).
    public static let fileNames = [
        "hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "zola.toml", "config.toml", "config.yaml", "config.yml",
        "config.json",
    ]

    /// The first of `fileNames` that is a file in `folder` ("." for the current one, whose files
    /// are named without it); nil when there is none.
    public static func find(in folder: String) -> String? {
        fileNames.lazy.map { folder == "." ? $0 : "\(folder)/\($0)" }.first { path in
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// Whether the config at `path`, given by name, is one for Hugo or Zola rather than a
    /// sheetgen.yml: TOML or JSON, which sheetgen.yml never is, or Hugo's YAML by its name.
    public static func isForeign(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let type = (name as NSString).pathExtension.lowercased()
        return type == "toml" || type == "json" || name == "hugo.yaml" || name == "hugo.yml"
    }

    /// Reads the config at `path`: TOML, YAML or JSON by its name, Hugo's or Zola's by its name
    /// and keys. A mistake in it, or a value sheetgen cannot take, is an error at its line.
    public static func load(from path: String) throws(UserError) -> ForeignSiteConfig {
        let source = try SiteConfig.text(at: path)
        let fields: [String: MetadataValue]
        switch (path as NSString).pathExtension.lowercased() {
        case "toml": fields = try TOMLFrontMatter.fields(source, file: path, firstLine: 1, naming: "site config")
        case "json": fields = try JSONFrontMatter.fields(ofFile: source, file: path, naming: "site config")
        default: fields = try FrontMatter.fields(yaml: source, file: path, firstLine: 1)
        }
        let tool = tool(named: (path as NSString).lastPathComponent, fields: fields)
        var settings = ForeignSettings(fields, source: source, file: path, ignoringCase: tool == .hugo)
        var site = ForeignSiteConfig(file: path, tool: tool, content: "")
        switch tool {
        case .hugo: try site.readHugo(&settings)
        case .zola: try site.readZola(&settings)
        }
        if !site.config.baseURL.hasSuffix("/") { site.config.baseURL += "/" }
        site.unused = settings.unused
        return site
    }

    /// Zola's config is `zola.toml`, or a `config.toml` with Zola's keys and without Hugo's
    /// `baseURL` (Hugo's keys go in any case, Zola's are snake case).
    private static func tool(named name: String, fields: [String: MetadataValue]) -> Tool {
        if name == "zola.toml" { return .zola }
        guard name == "config.toml", !fields.keys.contains(where: { $0.lowercased() == "baseurl" }) else {
            return .hugo
        }
        let zolaKeys = [
            "base_url", "default_language", "compile_sass", "build_search_index", "generate_feeds", "extra",
        ]
        return zolaKeys.contains(where: { fields[$0] != nil }) ? .zola : .hugo
    }

    // MARK: What both tools name alike

    /// The title and base URL, under the names the tool gives them.
    mutating func readSite(_ settings: inout ForeignSettings, baseURL key: String) throws(UserError) {
        config.title = try settings.string("title") ?? config.title
        if let baseURL = try settings.string(key), let name = settings.value(key)?.name {
            if let flaw = SiteConfig.baseURLFlaw(baseURL) { throw settings.error("\(name) \(flaw)", at: name) }
            config.baseURL = baseURL
        }
    }

    /// The content and static folders: those `contentKey` and `staticKey` name (nil: the tool
    /// has no such key), else `content` and `static` beside the config.
    mutating func readFolders(
        _ settings: inout ForeignSettings, contentKey: String?, staticKey: String?
    ) throws(UserError) {
        let named = try contentKey.flatMap { key throws(UserError) in try folder(key, in: &settings) }
        content = beside(named ?? "content")
        let staticName = try staticKey.flatMap { key throws(UserError) in try folder(key, in: &settings) }
        let statics = beside(staticName ?? "static")
        guard FileTree.isFolder(statics) else { return }
        // Its files are published, every one: a link to elsewhere (`static -> /`) would publish
        // what the site's authors never put in it.
        guard let real = Self.realPath(statics), let home = Self.realPath(beside(".")),
            real == home || real.hasPrefix(home == "/" ? "/" : home + "/")
        else {
            let message = "the static folder leads outside the site's folder; no file is copied from there"
            throw staticKey.flatMap { settings.value($0)?.name }.map { settings.error(message, at: $0) }
                ?? UserError(message, at: statics)
        }
        staticFolder = statics
    }

    /// The folder `key` names, checked to lie inside the site's folder; nil when it names none.
    private func folder(_ key: String, in settings: inout ForeignSettings) throws(UserError) -> String? {
        guard let (value, name) = settings.value(key) else { return nil }
        let path: String
        switch value {
        case .string(let text): path = text
        case .list(let items) where items.count == 1 && items[0].string != nil: path = items[0].string ?? ""
        default: throw settings.error("\(name) must be the path of one folder", at: name)
        }
        if let flaw = PathName.flaw(in: path) { throw settings.error("\(name) \(flaw)", at: name) }
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains("..") else {
            throw settings.error(
                "\(name) must be a folder inside the site's folder, such as content ('\(path)')", at: name)
        }
        return path
    }

    /// `path`, relative to the config's folder, from the current folder.
    private func beside(_ path: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : "\(folder)/\(path)"
    }

    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}

extension ForeignSiteConfig {
    /// The taxonomies `names` give, checked as those of `taxonomies:` in sheetgen.yml are, an
    /// error naming the config's key `key`.
    func taxonomies(
        _ names: [MetadataValue], settings: ForeignSettings, at key: String
    ) throws(UserError) -> [String] {
        do {
            return try SiteConfig.taxonomies(.list(names), at: "")
        } catch {
            throw settings.error(error.message, at: key)
        }
    }
}
