import Mistakes
import SiteFiles
import SiteModel
/// Front matter `aliases: [old/path.html, old/folder/, /old/path]`: the old addresses of a page,
/// each written as a small page that sends the reader on to it. As Hugo writes them: an alias is a
/// path from the site's root, with or without the `/` in front; one ending in `.html` is that file,
/// any other is a folder whose `index.html` it is. An alias must stay inside the output folder.
enum AliasPage {
    static let key = "aliases"

    /// The output file of each alias in `fields`, or why one cannot be: a key holding anything
    /// but text or a list of text, or an alias that is not a safe path.
    static func files(in fields: [String: MetadataValue]) -> Result<[String], UserError> {
        guard let value = fields[key] else { return .success([]) }
        let aliases: [String]
        switch value {
        case .string(let alias): aliases = [alias]
        case .list(let items) where items.allSatisfy({ $0.string != nil }): aliases = items.compactMap(\.string)
        default: return .failure(UserError("aliases must be a list of text"))
        }
        var files: [String] = []
        for alias in aliases {
            if let flaw = flaw(alias) { return .failure(UserError("alias '\(PathName.escaped(alias))' \(flaw)")) }
            files.append(Self.file(of: alias))
        }
        return .success(files)
    }

    /// The output file an alias names.
    private static func file(of alias: String) -> String {
        let path = alias.hasPrefix("/") ? String(alias.dropFirst()) : alias
        if path.hasSuffix("/") || path.isEmpty { return path + "index.html" }
        return path.hasSuffix(".html") ? path : path + "/index.html"
    }

    /// Why an alias cannot be written, or nil when it can.
    private static func flaw(_ alias: String) -> String? {
        let file = Self.file(of: alias)
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        let leaves = parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
        if alias.hasPrefix("//") || file.contains("\\") || leaves {
            return "would land outside the output folder"
        }
        return PathName.flaw(inPage: file)
    }

    /// Whether a page source may name the key, judged from its bytes before they are parsed: such
    /// a page is parsed every build, since its aliases are not kept in the build cache.
    static func mayBeNamed(in bytes: [UInt8]) -> Bool {
        FrontMatterKey.aliasWords.contains { ByteSearch.containsIgnoringCase(bytes, $0) }
    }

    /// The page written at `file`: it sends the reader to `target` (a page path without
    /// extension), by a link relative to the alias so the site works from the disk.
    static func html(file: String, target: String, title: String) -> String {
        html(to: URLPath.link(to: target, from: file), title: title)
    }

    /// A page that sends the reader to `link` (a URL, or a path from the page).
    static func html(to link: String, title: String) -> String {
        let url = XMLText.escaped(link)
        let title = XMLText.escaped(title)
        return """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <link rel="canonical" href="\(url)">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(url)">
            </head>
            <body>
            <p>This page has moved to <a href="\(url)">\(title)</a>.</p>
            </body>
            </html>

            """
    }
}
