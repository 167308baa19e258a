import Site
import SiteModel

/// A page name for every player of a game's pages: the name's slug, numbered when two names give
/// the same one (in the bytewise order of the names, so the same names always get the same pages).
enum PlayerSlugs {
    static func of(_ names: [String]) -> [String: String] {
        var slugs: [String: String] = [:], taken: Set<String> = []
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let made = Slug.make(name), base = made.isEmpty ? "player" : made
            var slug = base, number = 1
            while taken.contains(slug) {
                number += 1
                slug = "\(base)-\(number)"
            }
            taken.insert(slug)
            slugs[name] = slug
        }
        return slugs
    }
}
