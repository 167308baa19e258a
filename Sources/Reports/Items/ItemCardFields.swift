import Loot

/// What an item card reads: the `item-card` partial (layouts `item` and `item-page`) and the
/// `print-card` partial (each card of a `cards` pack). The stats tables and trials are the
/// document's Markdown body.
struct ItemCardFields: LayoutFields {
    /// A stat as a card shows it: "Damage", "3–7".
    struct Stat: Encodable {
        let label: String
        let value: String
    }

    let seed: String
    let name: String
    /// The name a player sees, "Unidentified Dagger" until identified.
    let displayName: String
    /// "Common", "Magic", "Rare"; `rarityClass` is the same in lower case, for CSS.
    let rarity: String
    let rarityClass: String
    /// "weapon" or "armor".
    let kind: String
    /// "Magic weapon", "Rare armour · head".
    let kindLine: String
    let slot: String
    /// "Damage: 3 - 7", as the original shows it once identified.
    let statLine: String
    let sellPrice: Int
    let identified: Bool
    let modifiers: [String]
    /// "Magic weapon, Damage: 3 - 7, sells for 40g", for listings.
    let summary: String
    /// The stat that matters most (damage for a weapon, defense for armour), and the rest.
    let headline: Stat
    let details: [Stat]

    init(_ report: ItemReport) {
        let item = report.item
        seed = String(report.seed)
        name = item.fullName
        displayName = item.displayName
        rarity = item.rarity.rawValue
        rarityClass = item.rarity.rawValue.lowercased()
        kind = report.kind
        kindLine = report.kind == "weapon" ? "\(rarity) weapon" : "\(rarity) armour · \(item.slot.rawValue)"
        slot = item.slot.rawValue
        statLine = report.statLine
        sellPrice = item.sellPrice
        identified = item.isIdentified
        modifiers = item.modifierLines
        summary = "\(rarity) \(report.kind), \(report.statLine), sells for \(item.sellPrice)g"
        // stats(of:) always ends with the base bonus, so there is a headline.
        let stats = ItemCard.stats(of: item).map { Stat(label: $0.label, value: $0.value) }
        headline = stats[0]
        details = Array(stats.dropFirst())
    }
}
