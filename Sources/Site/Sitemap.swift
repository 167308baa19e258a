import SiteModel
/// sitemap.xml: the absolute URL of every page under the site's base URL, section indexes first,
/// then the pages in the order they were built. Made a line at a time, so a big site's sitemap is
/// never held whole in memory.
package enum Sitemap {
    static func lines(baseURL: String, paths: some Sequence<String>) -> some Sequence<String> {
        // An encoded path holds nothing XML gives a meaning: only the base URL, escaped once, can.
        let base = escapedBase(baseURL)
        let urls = paths.lazy.map { path in line(of: path, base: base) + "\n" }
        let parts = [
            AnySequence(
                CollectionOfOne(
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                        + "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                )),
            AnySequence(urls),
            AnySequence(CollectionOfOne("</urlset>\n")),
        ]
        return parts.lazy.joined()
    }

    /// The base URL as the sitemap writes it, for `line(of:base:)`.
    package static func escapedBase(_ baseURL: String) -> String {
        XMLText.escaped(baseURL.hasSuffix("/") ? baseURL : baseURL + "/")
    }

    /// The line of the page at `path`, without its line break.
    package static func line(of path: String, base: String) -> String {
        "  <url><loc>" + base + URLPath.address(of: path) + "</loc></url>"
    }

    /// The lines before the first page's.
    package static let openingLines = 2
}
