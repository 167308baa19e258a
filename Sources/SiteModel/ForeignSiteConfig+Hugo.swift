import Foundation
import Mistakes

/// What sheetgen reads of a Hugo config (keys in any case, as Hugo reads them).
extension ForeignSiteConfig {
    mutating func readHugo(_ settings: inout ForeignSettings) throws(UserError) {
        try readSite(&settings, baseURL: "baseURL")
        try readFolders(&settings, contentKey: "contentDir", staticKey: "staticDir")
        // Both name the language; the code (`en-us`) is the finer one, and the one HTML takes.
        let code = try settings.string("languageCode"), main = try settings.string("defaultContentLanguage")
        config.language = code ?? main ?? config.language
        config.unsafeHTML = try settings.bool("markup.goldmark.renderer.unsafe") ?? false
        // `uglyURLs` may also be a table of sections, which sheetgen cannot follow: then unused.
        if case .bool? = settings.find("uglyURLs")?.value, try settings.bool("uglyURLs") == true {
            config.urls = .plain
        } else {
            config.urls = .pretty
        }
        let range = 1...SiteConfig.listingSizeLimit
        let pagerSize = try settings.int("pagination.pagerSize", in: range),
            paginate = try settings.int("paginate", in: range)
        config.listingSize = pagerSize ?? paginate ?? config.listingSize
        if let zone = try settings.string("timeZone") {
            guard let timeZone = TimeZone(identifier: zone) else {
                let name = settings.find("timeZone")?.name ?? "timeZone"
                throw settings.error("\(name) must be a time zone's name, such as Europe/Amsterdam or UTC", at: name)
            }
            config.timeZone = timeZone
        }
        try readTaxonomies(&settings)
    }

    /// `[taxonomies]`, singular names to plural ones (`category = "categories"`): the plural
    /// names are the taxonomies, as sheetgen's `taxonomies:` names them. Without the table, Hugo
    /// has tags and categories.
    private mutating func readTaxonomies(_ settings: inout ForeignSettings) throws(UserError) {
        guard let (value, name) = settings.value("taxonomies") else {
            config.taxonomies = ["categories"]
            return
        }
        guard case .map(let table) = value else { throw settings.error("taxonomies must be a table", at: name) }
        let plurals = table.keys.sorted().compactMap { table[$0] }
        config.taxonomies = try taxonomies(plurals, settings: settings, at: name)
    }
}
