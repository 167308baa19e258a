import Markdown
import Mistakes
import SiteFiles
import SiteModel

/// The builder's side of shortcodes (`{{< figure … >}}`, `{{ youtube(…) }}`, see
/// `ShortcodeExpansion`): rendering a content page's before its Markdown is, with `ref` and `relref`
/// linking to pages as the site links to a page's source and the links of the HTML they make
/// written as the page's own (in a site whose root is the path `root`), and telling once for the
/// whole build each shortcode left as text.
enum PageShortcodes {
    /// `document` (a page of the content folder, its body starting at line `bodyLine` of `file`)
    /// with its shortcodes rendered: its body with their marks, and their HTML; the document as it
    /// is and nil when it holds none. An error names the shortcode's line.
    static func expand(
        _ document: Document, file: String, bodyLine: @escaping @autoclosure @Sendable () -> Int, root: String,
        urls: URLStyle, renderer: PageRenderer,
        run: SiteBuilder.PageRun
    ) throws(UserError) -> (document: Document, shortcodes: ShortcodeExpansion?) {
        guard ShortcodeExpansion.mayHold(document.body) else { return (document, nil) }
        let content = run.contentFolder ?? ""
        let site = ShortcodeSite(
            templates: renderer.templates, markdown: renderer.markdown, title: document.title, path: document.path,
            file: file, firstLine: bodyLine(),
            reference: { [path = document.path] written in
                SourceLinks.reference(written, source: file, page: path, urls: urls) {
                    FileTree.exists(content + "/" + $0)
                }
            },
            links: SourceLinks.rewriter(source: file, page: document.path, root: root, urls: urls))
        guard let expansion = try ShortcodeExpansion.expand(document.body, site: site) else { return (document, nil) }
        for (name, line) in expansion.unknown {
            run.notes.add(BuildNotes.unknownShortcode(name), at: "\(file):\(line)")
        }
        for (name, line, flaw) in expansion.flawed {
            run.notes.add(BuildNotes.shortcodeLeftAsText(name, flaw: flaw), at: "\(file):\(line)")
        }
        var expanded = document
        expanded.body = expansion.markdown
        return (expanded, expansion)
    }

    /// Whether a page's file may call `ref` or `relref`: somewhere `{{` or `{%`, then `<` or `%`
    /// or nothing, and blanks, before either word as a whole name. Such a page links to whichever page is there
    /// when it is built, so the build cache never keeps it.
    static func mayReferToPages(_ bytes: [UInt8]) -> Bool {
        var from = 0
        while let brace = bytes.withUnsafeBufferPointer({
            ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: $0, from: from)
        }) {
            from = brace + 1
            var index = brace + 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "%") else {
                continue
            }
            index += 1
            while index < bytes.count, [UInt8(ascii: "<"), UInt8(ascii: "%"), 0x20, 0x09, 0x0A].contains(bytes[index]) {
                index += 1
            }
            for word in ["ref", "relref"] where bytes[index...].starts(with: word.utf8) {
                let after = index + word.utf8.count
                if after == bytes.count || !ShortcodeExpansion.isNameByte(bytes[after]) { return true }
            }
        }
        return false
    }
}
