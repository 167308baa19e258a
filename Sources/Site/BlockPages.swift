import Foundation
import Markdown
import Mistakes
import SiteModel
/// The builder's side of game blocks: finding them in a content page, rendering each through its
/// renderer, and gathering the pages they link to, each made once.
enum BlockPages {
    /// The HTML of a page's blocks, the pages the blocks link to and the content files they read.
    struct Rendered {
        let replacements: BlockReplacements
        let pages: [Document]
        let reads: [String]
    }

    /// Renders the blocks of `document` (a page of the content folder, its body starting at line
    /// `bodyLine` of `file`, its shortcodes rendered into `lines` when it has any; `file` a path in
    /// `contentFolder`); nil when it has none. Every block is rendered, so that a page with several
    /// mistakes tells them all at once, each at its block's fence.
    static func render(
        in document: Document, file: String, bodyLine: Int, lines: ShortcodeExpansion? = nil,
        registry: BlockRegistry, seed: UInt64, timeZone: TimeZone, renderer: PageRenderer,
        contentFolder: String? = nil
    ) throws(UserErrors) -> Rendered? {
        let names = registry.names
        guard !names.isEmpty else { return nil }
        let found = renderer.markdown.fencedBlocks(in: document.body, named: names)
        guard !found.isEmpty else { return nil }
        let site = BlockSite(
            seed: seed, templates: renderer.templates, page: document.path, contentFolder: contentFolder,
            date: document.date, timeZone: timeZone)
        var html: [String] = [], pages: [Document] = [], reads: [String] = [], size = 0, errors: [UserError] = []
        for (index, block) in found.enumerated() {
            do throws(UserError) {
                let fenced = try FencedBlock(
                    info: block.info, body: block.text, file: file,
                    line: bodyLine + (lines?.bodyLine(of: block.line) ?? block.line) - 1,
                    page: document.path, number: index + 1)
                guard let blockRenderer = registry.renderer(named: fenced.name) else { continue }
                let rendered = try blockRenderer.render(fenced, in: site)
                size += rendered.html.utf8.count
                guard size <= PageBounds.mostBuilderHTML else {
                    throw fenced.error(
                        "the page's blocks make more than \(PageBounds.mostBuilderHTML >> 20) MiB of HTML (the most "
                            + "one page's may)")
                }
                html.append(rendered.html)
                pages += rendered.pages
                reads += rendered.reads
            } catch {
                errors.append(error)
                if size > PageBounds.mostBuilderHTML { break }
            }
        }
        guard errors.isEmpty else { throw UserErrors(errors) }
        return Rendered(replacements: BlockReplacements(names: names, html: html), pages: pages, reads: reads)
    }

    /// The line of `bytes` (a page's file) that its `body` starts on.
    static func bodyLine(of bytes: [UInt8], body: String) -> Int {
        func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int { bytes.count { $0 == UInt8(ascii: "\n") } }
        var body = body  // its bytes as one buffer: a page's every byte is counted here
        return bytes.withUnsafeBufferPointer(lines) - body.withUTF8(lines) + 1
    }

    /// Whether a page's file may hold a block: somewhere a run of three or more backticks or
    /// tildes is followed (after spaces) by a block's name and a space or a line end. Every fence
    /// that opens a block looks so, wherever it stands (in a quote, in a list), so a page that
    /// holds a block is never missed; a page that only mentions a name is not taken for one.
    static func mayHoldBlocks(_ bytes: [UInt8], named names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        let backtick = UInt8(ascii: "`"), tilde = UInt8(ascii: "~"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var index = 0
        while index < bytes.count {
            let fence = bytes[index]
            guard fence == backtick || fence == tilde else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count && bytes[end] == fence { end += 1 }
            defer { index = end }
            guard end - index >= 3 else { continue }
            var start = end
            while start < bytes.count && (bytes[start] == space || bytes[start] == tab) { start += 1 }
            var stop = start
            while stop < bytes.count
                && !(bytes[stop] == space || bytes[stop] == tab || bytes[stop] == 10 || bytes[stop] == 13)
            {
                stop += 1
            }
            if stop > start, names.contains(String(decoding: bytes[start..<stop], as: UTF8.self)) { return true }
        }
        return false
    }

    /// The pages blocks asked for, each path once; two different pages at one path are an error.
    static func unique(_ pages: [Document]) throws(UserErrors) -> [Document] {
        var seen: [String: Document] = [:], unique: [Document] = []
        var errors: [UserError] = []
        for page in pages {
            if let earlier = seen[page.path] {
                if earlier != page { errors.append(UserError("two game blocks make different pages at \(page.path)")) }
                continue
            }
            seen[page.path] = page
            unique.append(page)
        }
        guard errors.isEmpty else { throw UserErrors(errors) }
        return unique
    }
}
