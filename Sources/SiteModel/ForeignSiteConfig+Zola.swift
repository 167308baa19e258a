import Mistakes

/// What sheetgen reads of a Zola config. Zola's folders are always `content/` and `static/`, its
/// addresses always pretty, and it always keeps the raw HTML of pages.
extension ForeignSiteConfig {
    mutating func readZola(_ settings: inout ForeignSettings) throws(UserError) {
        try readSite(&settings, baseURL: "base_url")
        try readFolders(&settings, contentKey: nil, staticKey: nil)
        config.language = try settings.string("default_language") ?? config.language
        config.urls = .pretty
        config.unsafeHTML = true
        readTaxonomies(&settings)
    }

    /// `taxonomies = [{name = "tags"}]`, the one taxonomy sheetgen has; any other leaves them all unused.
    private func readTaxonomies(_ settings: inout ForeignSettings) {
        guard case .list(let taxonomies)? = settings.find("taxonomies")?.value, taxonomies.count == 1,
            case .map(let only) = taxonomies[0], only["name"] == "tags"
        else { return }
        _ = settings.value("taxonomies")
    }
}
