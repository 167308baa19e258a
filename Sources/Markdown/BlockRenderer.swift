import Foundation
import Mistakes
import SiteModel
import TemplateEngine
/// What turns a fenced block into HTML at build time: a game module offers one for each block
/// name (`character`, `roll`, …) and the command line registers them, as it does sections. The
/// site builder knows nothing of what a block is about.
public protocol BlockRenderer: Sendable {
    /// The block's name, the first word of the fence's info string.
    var name: String { get }
    /// The files the block reads (a vault), which a build may never overwrite.
    var inputs: [String] { get }
    /// The block's HTML, and any pages it links to, which the build makes once however many
    /// blocks ask for them. Every error names the block's fence.
    func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock
    /// The HTML of the block's inline form, a code span that starts with its name and a colon
    /// (`` `dice: 2d6` ``, the `number`th of the page's), as the Obsidian plugins write them in a
    /// vault's notes; nil leaves the code as it is (none by default).
    func inlineHTML(_ code: String, in site: BlockSite, number: Int) -> String?
}

extension BlockRenderer {
    public var inputs: [String] { [] }

    public func inlineHTML(_ code: String, in site: BlockSite, number: Int) -> String? { nil }
}

/// A block's HTML, the pages it links to, and the files of the content folder it read.
public struct RenderedBlock: Sendable {
    public var html: String
    public var pages: [Document]
    /// Files of the content folder the HTML was made of (paths in the folder, as
    /// `character file=…` names one): `serve` renders the page again when one changes, where it
    /// would otherwise only copy it.
    public var reads: [String]

    public init(html: String, pages: [Document] = [], reads: [String] = []) {
        self.html = html
        self.pages = pages
        self.reads = reads
    }
}

/// What a block renderer may use of the site: its seed, the templates, links from the page, the
/// content folder, and the page's date on the site's calendar.
public struct BlockSite: Sendable {
    /// The site's `seed:` (or the one `--reroll` drew), from which rolls are made.
    public let seed: UInt64
    let templates: TemplateLibrary
    /// The path of the page the block is on.
    public let page: String
    /// The folder of the site's pages, where a block finds the files it names (a character
    /// file); nil when the site is built without one.
    public let contentFolder: String?
    /// The page's `date:` as its front matter writes it; nil for an undated page.
    public let date: String?
    /// The site's `timeZone:`, where its days begin and end.
    public let timeZone: TimeZone

    public init(
        seed: UInt64, templates: TemplateLibrary, page: String, contentFolder: String? = nil, date: String? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.seed = seed
        self.templates = templates
        self.page = page
        self.contentFolder = contentFolder
        self.date = date
        self.timeZone = timeZone
    }

    /// The relative URL of page `path` (without extension) from the block's page.
    public func link(to path: String) -> String {
        URLPath.link(to: path, from: page)
    }

    /// Renders `template` with `context`, whose values the template escapes as HTML.
    public func render(_ template: String, _ context: some Encodable) throws(UserError) -> String {
        do {
            return try templates.render(TemplateValues.dictionary(of: context), with: template)
        } catch let error as UserError {
            throw error
        } catch {
            throw UserError("template \(template): \(error)")
        }
    }
}

/// The block renderers of a build, by name.
public struct BlockRegistry: Sendable {
    private let renderers: [String: any BlockRenderer]

    public init(_ renderers: [any BlockRenderer]) {
        self.renderers = Dictionary(renderers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var names: Set<String> { Set(renderers.keys) }

    public var inputs: [String] { renderers.values.flatMap(\.inputs).sorted() }

    package func renderer(named name: String) -> (any BlockRenderer)? {
        renderers[name]
    }

    /// The HTML of a code span that is a block's inline form (`name: …`), or nil.
    package func inlineHTML(_ code: String, in site: BlockSite, number: Int) -> String? {
        guard let colon = code.firstIndex(of: ":"),
            let renderer = renderers[code[..<colon].trimmingCharacters(in: .whitespaces)]
        else { return nil }
        return renderer.inlineHTML(String(code[code.index(after: colon)...]), in: site, number: number)
    }
}
