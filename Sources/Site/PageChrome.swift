import SiteModel
import Synchronization
import TemplateEngine

/// What every page of a site gets besides its own content (see `LayoutContext`): the chrome
/// (`site`, `root`, `nav` and `breadcrumbs` as data, `menu` and `trail` as the `nav` and
/// `breadcrumbs` partials rendered), `tagLinks` and `termLinks`.
///
/// The chrome depends only on the folder a page sits in (and whether the page is that folder's
/// index, or has a pretty address), so it is worked out and rendered once per folder rather than
/// once per page: on a site of 10,000 pages the menu and breadcrumbs were a fifth of all rendering
/// time.
package final class PageChrome: Sendable {
    package let navigation: Navigation
    private let templates: TemplateLibrary
    private let folders = Mutex<[String: ChromeContext]>([:])

    init(navigation: Navigation, templates: TemplateLibrary) {
        self.navigation = navigation
        self.templates = templates
    }

    /// The context of the page at `path` with `tags` (its terms, as its record keeps them: see
    /// `Taxonomy`), adding what its layout lists.
    func context<Additions>(
        for path: String, tags: [String], adding additions: Additions, fromSiteRoot: Bool = false
    ) throws -> LayoutContext<Additions> {
        var tagLinks: [TitledLink] = [], termLinks: [TermLinks] = []
        for kept in tags {
            let (taxonomy, term) = Taxonomy.split(kept)
            let page = Navigation.termPage(Navigation.tagPath(kept), urls: navigation.config.urls)
            let link = TitledLink(title: term, url: URLPath.link(to: page, from: path))
            if taxonomy == Taxonomy.tags {
                tagLinks.append(link)
            } else if termLinks.last?.title == Taxonomy.title(of: taxonomy), let last = termLinks.popLast() {
                termLinks.append(TermLinks(title: last.title, links: last.links + [link]))
            } else {
                termLinks.append(TermLinks(title: Taxonomy.title(of: taxonomy), links: [link]))
            }
        }
        let chrome = try chrome(for: path, fromSiteRoot: fromSiteRoot)
        var context = LayoutContext(chrome: chrome, tagLinks: tagLinks, additions: additions)
        context.termLinks = termLinks
        return context
    }

    /// The context of a page whose layout adds nothing to the chrome.
    func context(for path: String, tags: [String], fromSiteRoot: Bool = false) throws -> PageLayoutContext {
        try context(for: path, tags: tags, adding: NothingMore(), fromSiteRoot: fromSiteRoot)
    }

    /// The chrome of the page at `path`, its links relative or, `fromSiteRoot`, from the site's
    /// root on its host (see `Navigation.context(for:fromSiteRoot:)`).
    func chrome(for path: String, fromSiteRoot: Bool = false) throws -> ChromeContext {
        // A page with a pretty address (`a/b/`) is a folder further down than the others of its folder.
        let kind =
            fromSiteRoot ? "root:" : Navigation.isIndex(path) ? "index:" : path.hasSuffix("/") ? "pretty:" : "page:"
        let key = kind + Navigation.parent(of: path)
        if let known = folders.withLock({ $0[key] }) { return known }
        let navigation = navigation.context(for: path, fromSiteRoot: fromSiteRoot)
        let values = try TemplateValues.of(navigation)
        let chrome = try ChromeContext(
            navigation: navigation, menu: try rendered("nav", values),
            trail: navigation.breadcrumbs.isEmpty ? nil : try rendered("breadcrumbs", values)
        )
        folders.withLock { $0[key] = chrome }
        return chrome
    }

    /// A partial's text, or nil when the templates have no such partial.
    private func rendered(_ partial: String, _ values: Any) throws -> String? {
        templates.has(partial) ? try templates.render(values, with: partial) : nil
    }
}
