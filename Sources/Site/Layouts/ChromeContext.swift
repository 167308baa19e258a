import TemplateEngine
/// The site as templates name it: `site.title`, `site.baseURL`, `site.language`.
struct SiteValues: Encodable, Sendable {
    let title: String
    let baseURL: String
    let language: String
}

/// A link as templates show it: a breadcrumb, a tag of a page, a child section of a folder.
package struct TitledLink: Encodable, Sendable {
    let title: String
    /// Relative to the page shown.
    let url: String
}

/// A top-level section in the menu; `current` when the page shown is inside it.
struct MenuEntry: Encodable, Sendable {
    let title: String
    let url: String
    let current: Bool
}

/// What the `nav` and `breadcrumbs` partials see: the site, the way back to its root (`root`,
/// such as `../../`), the menu's sections (`nav`) and the folders above the page
/// (`breadcrumbs`, from Home down). It depends only on the page's folder and whether the page
/// is that folder's index.
struct NavigationContext: Encodable, Sendable {
    let site: SiteValues
    let root: String
    let nav: [MenuEntry]
    let breadcrumbs: [TitledLink]
    /// The indexes of the taxonomies besides tags (`categories/index.html`), for the menu.
    let taxonomies: [TitledLink]
}

/// What every page of the site sees besides its document: the navigation, with `menu` and
/// `trail` as the `nav` and `breadcrumbs` partials rendered (false when there is no such partial,
/// and no trail on the home page). Worked out once per folder (see `PageChrome`).
struct ChromeContext: Encodable, @unchecked Sendable {  // `values` holds `Any`, only read once made
    let navigation: NavigationContext
    @OrFalse var menu: String?
    @OrFalse var trail: String?
    /// What templates see of it, converted once: every page of the folder shows it.
    private(set) var values: [String: Any] = [:]

    init(navigation: NavigationContext, menu: String?, trail: String?) throws {
        (self.navigation, self.menu, self.trail) = (navigation, menu, trail)
        values = try TemplateValues.dictionary(of: self)
    }

    private enum CodingKeys: String, CodingKey {
        case menu, trail
    }

    /// The navigation's keys, then `menu` and `trail`, side by side as templates see them.
    func encode(to encoder: any Encoder) throws {
        try navigation.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_menu, forKey: .menu)
        try container.encode(_trail, forKey: .trail)
    }
}
