import Foundation
@testable import Site
import SiteModel
import Markdown
import TemplateEngine

/// Every context a layout of the site can get, with every value there: each optional set, each
/// list holding entries, the pager in the middle of a long listing (both ends linked, gaps on both
/// sides). What a template reads and none of these holds is a misspelt or missing key.
enum FullContexts {
    static let site = SiteValues(title: "Game Night", baseURL: "https://example.org/", language: "en")

    static let navigation = NavigationContext(
        site: site, root: "../",
        nav: [
            MenuEntry(title: "Rules", url: "../rules/index.html", current: true),
            MenuEntry(title: "Loot", url: "../loot/index.html", current: false),
        ],
        breadcrumbs: [
            TitledLink(title: "Home", url: "../index.html"), TitledLink(title: "Rules", url: "../rules/index.html"),
        ],
        taxonomies: [TitledLink(title: "Categories", url: "../categories/index.html")]
    )

    static func chrome() throws -> ChromeContext {
        try ChromeContext(navigation: navigation, menu: "<nav>menu</nav>", trail: "<li>trail</li>")
    }

    static let tagLinks = [TitledLink(title: "magic", url: "../tags/magic.html")]
    static let termLinks = [
        TermLinks(title: "Categories", links: [TitledLink(title: "News", url: "../categories/news.html")])
    ]

    static let backlinks = [TitledLink(title: "Session one", url: "../sessions/one.html")]

    static let listedPages = [
        ListedPage(
            PageRecord.Values(
                path: "rules/a", title: "Alpha", weight: 1, date: "2026-11-22", summary: "<p>The <em>first</em>.</p>\n",
                tags: ["magic"]
            ),
            url: "../rules/a.html", summaryHTML: "<p>The <em>first</em>.</p>\n"
        ),
        ListedPage(
            PageRecord.Values(path: "rules/b", title: "Bravo", weight: nil, date: nil, summary: nil, tags: []),
            url: "../rules/b.html", summaryHTML: nil
        ),
    ]

    /// Page 5 of 10: 1 … 3 4 (5) 6 7 … 10.
    static let pager = Pager(
        number: 5, count: 10, previous: "index.4.html", next: "index.6.html",
        pages: [1, nil, 3, 4, 5, 6, 7, nil, 10].map { number in
            number.map { Pager.Entry(gap: false, number: $0, url: "index.\($0).html", current: $0 == 5) }
                ?? Pager.Entry(gap: true, number: nil, url: nil, current: false)
        }
    )

    static let children = [TitledLink(title: "Deep", url: "../rules/deep/index.html")]

    /// The layouts of the site, each with the full context of its kind.
    static let layouts = ["page", "section", "home", "tag", "tags", "404", "search"]

    /// The context of `layout` (see `LayoutContext`) as templates get it, and as the converter
    /// makes it of the whole context in one go.
    static func values(for layout: String) throws -> (rendered: [String: Any], converted: [String: Any]) {
        func both<Additions: Encodable & Sendable>(_ additions: Additions) throws -> ([String: Any], [String: Any]) {
            var context = LayoutContext(chrome: try chrome(), tagLinks: tagLinks, additions: additions)
            context.termLinks = termLinks
            context.backlinks = backlinks
            return (try context.templateValues(), try TemplateValues.dictionary(of: context))
        }
        switch layout {
        case "page", "404", "search": return try both(NothingMore())
        case "section", "home":
            return try both(
                FolderListing(pages: listedPages, pager: pager, children: children, latestNotes: listedPages))
        case "tag": return try both(TagListing(pages: listedPages, pager: pager, feed: "../tags/magic.atom.xml"))
        case "tags": return try both(TagIndexListing(tagList: [TagCount(title: "magic", count: 2, url: "magic.html")]))
        default: throw CocoaError(.featureUnsupported)
        }
    }

    /// A document with every value of its own: date, weight, tags, a body with sections.
    static func document(layout: String) -> Document {
        Document(
            path: "rules/a", title: "Alpha", layout: layout, date: "2026-11-22", weight: 1, tags: ["magic"],
            body: "Intro.\n\n## Saving throws\n\nRoll.\n"
        )
    }

    /// How a page of the site shows its headings: anchored, with a table of contents.
    static let headings = HeadingStyle.anchored(toc: true)

    /// What a template of `layout` sees: the document's values with the layout's context beside.
    static func page(layout: String) throws -> PageContext {
        let extra = try values(for: layout).rendered
        return PageContext(
            document: document(layout: layout), markdown: MarkdownRenderer(), extra: extra, headings: headings)
    }

    /// What a template sees of `document` when the site renders it, with the context of the site
    /// layout `listing` beside (a game's page wraps `base` as a plain page does).
    static func page(of document: Document, listing: String = "page") throws -> PageContext {
        PageContext(
            document: document, markdown: MarkdownRenderer(), extra: try values(for: listing).rendered,
            headings: headings)
    }

    /// Looks names up in a page's values; dictionaries need no help.
    static func lookup(_ value: Any, _ name: String) -> Any? {
        (value as? PageContext)?.child(named: name)
    }

    /// The files of Templates/ by template name (`page`, `assets/site.css`): stylesheets are
    /// partials too, which the standalone sheets include.
    static func defaultTemplates() throws -> [String: String] {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let folder = here.appendingPathComponent("../../Templates").standardizedFileURL
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            templates[String(name.dropLast(".mustache".count))] = text
        }
        let assets = folder.appendingPathComponent("assets")
        for name in try FileManager.default.contentsOfDirectory(atPath: assets.path)
        where name.hasSuffix(".css") || name.hasSuffix(".js") {
            templates["assets/\(name)"] = try String(contentsOf: assets.appendingPathComponent(name), encoding: .utf8)
        }
        return templates
    }
}
