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
        try readTaxonomies(&settings)
    }

    /// `taxonomies = [{name = "tags"}, {name = "series", feed = true}]`: their names (what else
    /// each says, its feed or paging, is sheetgen's own).
    private mutating func readTaxonomies(_ settings: inout ForeignSettings) throws(UserError) {
        guard let (value, name) = settings.value("taxonomies") else { return }
        guard case .list(let items) = value else {
            throw settings.error("taxonomies must be a list such as [{name = \"tags\"}]", at: name)
        }
        let names = items.map { item -> MetadataValue in
            if case .map(let taxonomy) = item, let name = taxonomy["name"] { return name }
            return item
        }
        config.taxonomies = try taxonomies(names, settings: settings, at: name)
    }
}
