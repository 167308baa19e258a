/// How a page's path becomes the file it is written to and the address links give it.
///
/// `plain` writes `a/b` as `a/b.html`; `pretty` writes it as `a/b/index.html` and links to `a/b/`,
/// as Hugo does by default and Zola always does, so a site made for them keeps its addresses.
public enum URLStyle: String, Sendable, CaseIterable {
    case plain
    case pretty
}

extension URLStyle {
    /// The path of the page named `path` by its source (`a/B`, its folder and its name or slug) in
    /// this style: as it is, or pretty, `a/b/`, its name in lower case as Hugo and Zola write it
    /// (its folders are kept as they are). A folder's index (`a/index`) is the folder's either way.
    package func page(_ path: String) -> String {
        let bytes = path.utf8
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
        guard self == .pretty, name != "index" else { return path }
        return path[..<name.startIndex] + name.lowercased() + "/"
    }
}
