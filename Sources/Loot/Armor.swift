/// A piece of armour: what it takes off a hit, and the events a fight sends it.
public protocol Armor: Item {
    var defense: Int { get }
    var reflectPercent: Int { get }
    var absorbPercent: Int { get }

    func wasHit(in fight: Fight, damage: Int)
    func wasKilled(in fight: Fight)
}

/// The four plain pieces of armour, with the original's stats.
public enum ArmorBase: Int, Sendable, CaseIterable {
    case shirt, boots, gloves, hat

    var stats: (name: String, slot: Slot, defense: Int, price: Int) {
        switch self {
        case .shirt: ("Cloth Shirt", .body, 5, 4)
        case .boots: ("Boots", .feet, 3, 4)
        case .gloves: ("Gloves", .hands, 3, 4)
        case .hat: ("Hat", .head, 2, 4)
        }
    }
}

/// A plain piece of armour, its stats raised by `tweak` (defense +tweak, price +2 tweak).
public final class PlainArmor: Armor {
    public let base: ArmorBase
    public let baseTweak: Int
    public var rarity = Rarity.common
    public var isIdentified = true

    public init(_ base: ArmorBase, tweak: Int = 0) {
        self.base = base
        baseTweak = tweak
    }

    public var baseName: String { base.stats.name }
    public var slot: Slot { base.stats.slot }
    public var defense: Int { base.stats.defense + baseTweak }
    public var reflectPercent: Int { 0 }
    public var absorbPercent: Int { 0 }
    public var sellPrice: Int { base.stats.price + 2 * baseTweak }
    public var modifierLines: [String] { [] }
    public var decorations: [Decoration] { [] }
    public func takePrefix() -> String? { nil }
    public func takeSuffix() -> String? { nil }
    public func wasHit(in fight: Fight, damage: Int) {}
    public func wasKilled(in fight: Fight) {}
}
