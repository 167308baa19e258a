import Loot

/// The `catalogue` layout: a table of items (the whole catalogue, or those of one rarity or slot)
/// with links to the catalogue's other pages.
struct CatalogueFields: LayoutFields {
    /// One item of the table.
    struct Row: Encodable {
        /// The card's path in the site.
        let path: String
        let name: String
        let seed: Int
        /// "Common", "Magic", "Rare"; `rarityClass` is the same in lower case, for CSS.
        let rarity: String
        let rarityClass: String
        /// The rarity's place in `Rarity.allCases`, to sort the rarity column by.
        let rarityRank: Int
        /// "weapon" or "armor".
        let kind: String
        let slot: String
        let statLine: String
        let sellPrice: Int
        let identified: Bool
        /// The card's URL relative to the table's page.
        let href: String

        init(_ report: ItemReport, path: String, href: String) {
            let item = report.item
            self.path = path
            name = item.fullName
            seed = Int(report.seed)
            rarity = item.rarity.rawValue
            rarityClass = item.rarity.rawValue.lowercased()
            rarityRank = Rarity.allCases.firstIndex(of: item.rarity) ?? 0  // every rarity is one of allCases
            kind = report.kind
            slot = item.slot.rawValue
            statLine = report.statLine
            sellPrice = item.sellPrice
            identified = item.isIdentified
            self.href = href
        }
    }

    let rows: [Row]
    /// "60 items from seed 1.", for listings.
    let summary: String
    /// The catalogue's folder with a slash ("" at the site's root), for the links between its pages.
    let catalogueRoot: String
}
