import Synchronization

/// What every page of a site gets besides its own content: `site`, `root`, `nav` and
/// `breadcrumbs` as data, `menu` and `trail` as the `nav` and `breadcrumbs` partials rendered,
/// and `tagLinks`.
///
/// All of it but the tag links depends only on the folder a page sits in (and whether the page is
/// that folder's index), so it is worked out and rendered once per folder rather than once per
/// page: on a site of 10,000 pages the menu and breadcrumbs were a fifth of all rendering time.
final class PageChrome: Sendable {
    let navigation: Navigation
    private let templates: TemplateLibrary
    private let folders = Mutex<[String: Values]>([:])

    /// A folder's context; never changed once made, so threads may share it.
    private struct Values: @unchecked Sendable {
        let context: [String: Any]
    }

    init(navigation: Navigation, templates: TemplateLibrary) {
        self.navigation = navigation
        self.templates = templates
    }

    func context(for path: String, tags: [String]) throws -> [String: Any] {
        var context = try folderContext(for: path)
        context["tagLinks"] = tags.map { ["title": $0, "url": navigation.url(of: Navigation.tagPath($0), from: path)] }
        return context
    }

    private func folderContext(for path: String) throws -> [String: Any] {
        let key = (Navigation.isIndex(path) ? "index:" : "page:") + Navigation.parent(of: path)
        if let known = folders.withLock({ $0[key] }) { return known.context }
        var context = navigation.context(for: path)
        context["menu"] = try rendered("nav", context)
        context["trail"] = (context["breadcrumbs"] as? [Any])?.isEmpty == false ? try rendered("breadcrumbs", context) : false
        let values = Values(context: context)
        folders.withLock { $0[key] = values }
        return context
    }

    /// A partial's text, or false when the templates have no such partial.
    private func rendered(_ partial: String, _ context: [String: Any]) throws -> Any {
        templates.has(partial) ? try templates.render(context, with: partial) : false
    }
}
