import SiteModel

/// The order a folder lists its pages in, which its `_index.md` may choose (`sort: date`). By
/// default, as Hugo lists them: pages with a `weight` first, by weight; then dated pages, the newest
/// first; then the rest. Within each, titles as a reader orders them (`ReadingOrder`: "Session 2"
/// before "Session 10"), then paths, so that no two pages tie. `date` lists the newest first (undated
/// pages last), `weight` by weight alone (unweighted pages last) and `title` by title alone.
package enum ListingOrder: String, Sendable, CaseIterable {
    case standard, date, weight, title

    /// The front matter key of an `_index.md` that chooses its folder's order.
    package static let key = "sort"

    /// The order a `sort:` value names; nil for one it does not.
    package init?(sort value: String) {
        guard let order = Self(rawValue: value.lowercased()), order != .standard else { return nil }
        self = order
    }

    /// The values `sort:` takes, as an error lists them.
    package static var named: String { "date, weight or title" }

    /// Whether the order sorts by weight, and by date, before the title.
    var byWeight: Bool { self == .standard || self == .weight }
    var byDate: Bool { self == .standard || self == .date }
}
