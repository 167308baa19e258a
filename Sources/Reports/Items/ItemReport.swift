import GameKit
import Loot

/// An item drawn from a seed, with how it fares in seeded battles: what the item card, its
/// Markdown and its JSON are made of.
public struct ItemReport {
    public let seed: UInt64
    public let item: any Item
    public let trials: [ItemTrial.Result]

    /// `battles` fights against each enemy measure the item in practice; 0 measures nothing.
    public init(seed: UInt64, battles: Int = ItemTrial.battles) {
        self.seed = seed
        item = Self.draw(seed)
        // The trials identify the item they fight with, so they get a copy of their own.
        trials = battles > 0 ? ItemTrial.run(Self.draw(seed), seed: seed, battles: battles) : []
    }

    /// The same item, afresh, every time.
    static func draw(_ seed: UInt64) -> any Item {
        var random = SeededRandom(seed: seed)
        return ItemFactory.randomItem(using: &random)
    }

    var kind: String { item is any Weapon ? "weapon" : "armor" }

    /// The stat line as the original shows it once identified.
    var statLine: String {
        if let weapon = item as? any Weapon { return "Damage: \(weapon.minDamage) - \(weapon.maxDamage)" }
        if let armor = item as? any Armor { return "Defense: \(armor.defense)" }
        return ""
    }
}
