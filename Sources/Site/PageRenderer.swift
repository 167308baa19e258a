import Markdown
import SiteModel
import TemplateEngine
/// Renders a document into a finished HTML page through its layout template.
///
/// What a template sees: `title`, `path`, `layout`, `date`, `weight`, `draft`, `tags`, every
/// entry of `fields` by its own name, `content` (the body as HTML: show it with `{{{content}}}`),
/// `sections` (the body cut at level-2 headings: each has `title`, `slug` and `html`) and
/// `section` (the same, looked up by slug: `{{{section.saving-throws.html}}}`), `parts` (the
/// document's parts, each seen the same way), `toc` (the table of contents as HTML, or false: only
/// when `headings` is `.anchored(toc: true)`), plus whatever the caller adds in `extra`. Sections
/// are only rendered when a template asks for them.
public struct PageRenderer: Sendable {
    public let templates: TemplateLibrary
    public let markdown: MarkdownRenderer

    public init(templates: TemplateLibrary, markdown: MarkdownRenderer = MarkdownRenderer()) {
        self.templates = templates.knowing(PageContext.self).knowing(ListedPage.self)
        self.markdown = markdown
    }

    /// `headings` says whether headings get ids (and a table of contents); `blocks` are the
    /// HTML of a site page's game blocks, to put in their place.
    public func render(
        _ document: Document, extra: [String: Any] = [:], headings: HeadingStyle = .plain,
        blocks: BlockReplacements? = nil
    ) throws -> String {
        String(decoding: try renderUTF8(document, extra: extra, headings: headings, blocks: blocks), as: UTF8.self)
    }

    /// The same as `render`, as the bytes a file is written with.
    func renderUTF8(
        _ document: Document, extra: [String: Any], headings: HeadingStyle = .plain, blocks: BlockReplacements? = nil,
        links: LinkRewriter? = nil
    ) throws -> [UInt8] {
        let context = PageContext(
            document: document, markdown: markdown, extra: extra, headings: headings, blocks: blocks, links: links)
        return try templates.renderUTF8(context, with: document.layout)
    }

    /// A site page rendered, with its body's summary as HTML and its headings (when anchored), read
    /// in the same pass; `shortcodes` is the HTML of its shortcodes, whose marks its body holds.
    func renderWithDetails(
        _ document: Document, extra: [String: Any], headings: HeadingStyle, blocks: BlockReplacements?,
        links: LinkRewriter? = nil, shortcodes: ShortcodeHTML? = nil, obsidian: ObsidianSyntax? = nil
    ) throws -> (html: [UInt8], summary: String?, headings: [Heading]) {
        let context = PageContext(
            document: document, markdown: markdown, extra: extra, headings: headings, blocks: blocks,
            summarizes: true, links: links, shortcodes: shortcodes, obsidian: obsidian)
        let html = try templates.renderUTF8(context, with: document.layout)
        return (html, context.summaryHTML, context.bodyHeadings)
    }

    /// Renders `document` with a typed context beside it: its keys are what the template sees
    /// besides the document (see `TemplateValues`).
    public func render(_ document: Document, context: some Encodable) throws -> String {
        try render(document, extra: TemplateValues.dictionary(of: context))
    }
}

/// The values of one page, computed when a template first asks for them.
final class PageContext: TemplateParent {
    private let document: Document
    private let markdown: MarkdownRenderer
    private let extra: [String: Any]
    private let headingStyle: HeadingStyle
    private let blocks: BlockReplacements?
    private let summarizes: Bool
    private let links: LinkRewriter?
    private let shortcodes: ShortcodeHTML?
    private let obsidian: ObsidianSyntax?
    private lazy var anchored: (html: String, headings: [Heading], summary: String?) =
        if case .anchored = headingStyle {
            markdown.html(
                from: document.body, blocks: blocks, anchored: true, summarize: summarizes, links: links,
                shortcodes: shortcodes, obsidian: obsidian)
        } else if blocks != nil || summarizes || links != nil || shortcodes != nil || obsidian != nil {
            markdown.html(
                from: document.body, blocks: blocks, anchored: false, summarize: summarizes, links: links,
                shortcodes: shortcodes, obsidian: obsidian)
        } else {
            (markdown.html(from: document.body), [], nil)
        }
    /// The body's summary as HTML, read in the pass that renders the body (see `summarizes`).
    var summaryHTML: String? { anchored.summary }
    /// The body's headings, when anchored and shown: a layout without `content` gives its
    /// headings no ids, so nothing may link to them.
    var bodyHeadings: [Heading] { showsContent ? anchored.headings : [] }
    private var showsContent = false
    private lazy var content: String = {
        showsContent = true
        return anchored.html
    }()
    /// false rather than nil when there is none, so `{{#toc}}` never finds a `toc` further out.
    private lazy var toc: Any =
        if case .anchored(toc: true) = headingStyle, let html = TableOfContents.html(anchored.headings) { html } else {
            false
        }
    private lazy var sections: [MarkdownSection] = markdown.sections(from: document.body, shortcodes: shortcodes)
    private lazy var sectionsBySlug: [String: [String: Any]] = Dictionary(
        sections.map { ($0.slug, Self.value($0)) }, uniquingKeysWith: { first, _ in first })

    init(
        document: Document, markdown: MarkdownRenderer, extra: [String: Any], headings: HeadingStyle = .plain,
        blocks: BlockReplacements? = nil, summarizes: Bool = false, links: LinkRewriter? = nil,
        shortcodes: ShortcodeHTML? = nil, obsidian: ObsidianSyntax? = nil
    ) {
        self.obsidian = obsidian
        self.document = document
        self.markdown = markdown
        self.extra = extra
        self.headingStyle = headings
        self.blocks = blocks
        self.summarizes = summarizes
        self.links = links
        self.shortcodes = shortcodes
    }

    func child(named name: String) -> Any? {
        switch name {
        case "title": document.title
        case "path": document.path
        case "layout": document.layout
        case "date": document.date
        case "weight": document.weight
        case "draft": document.draft
        case "tags": document.tags
        case "content": content
        case "toc": toc
        case "sections": sections.map(Self.value)
        case "section": sectionsBySlug
        case "parts": document.parts.map { PageContext(document: $0, markdown: markdown, extra: [:]) }
        // A field never stands in for what the builder provides, even where it provides nothing
        // (a pager on a one-page listing): `menu` and `trail` are shown as HTML, and `root`,
        // `nav` or `pager` make links. Such keys in front matter are ignored.
        default: Self.builderNames.contains(name) ? extra[name] : document.fields[name]?.templateValue ?? extra[name]
        }
    }

    /// The names a page's template gets from the builder rather than from the page's fields:
    /// the document's own values, and what the site adds (the keys of `LayoutContext` and of each
    /// layout's additions; a test holds the two lists together).
    static let builderNames: Set<String> = [
        "path", "content", "toc", "sections", "section", "parts",
        "site", "root", "nav", "breadcrumbs", "menu", "trail", "taxonomies", "tagLinks", "termLinks", "backlinks",
        "pages", "pager", "children", "latestNotes", "tagList", "feed",
    ]

    private static func value(_ section: MarkdownSection) -> [String: Any] {
        ["title": section.title, "slug": section.slug, "html": section.html]
    }
}
