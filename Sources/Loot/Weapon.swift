/// A weapon: its damage and critical hits, and the events a fight sends it.
public protocol Weapon: Item {
    var minDamage: Int { get }
    var maxDamage: Int { get }
    /// Percent chance of a critical hit.
    var critChance: Int { get }
    /// How much more damage a critical hit does, in percent.
    var critBonusPercent: Int { get }

    func willHit(in fight: Fight)
    func didHit(in fight: Fight, damage: Int)
    func didDefeat(in fight: Fight)
}

/// The four plain weapons, with the original's stats.
public enum WeaponBase: Int, Sendable, CaseIterable {
    case sword, dagger, club, hammer

    var stats: (name: String, min: Int, max: Int, price: Int) {
        switch self {
        case .sword: ("Sword", 5, 8, 4)
        case .dagger: ("Dagger", 2, 6, 3)
        case .club: ("Club", 1, 12, 3)
        case .hammer: ("Hammer", 4, 14, 5)
        }
    }
}

/// A plain weapon, its stats raised by `tweak` (damage +tweak, price +2 tweak).
public final class PlainWeapon: Weapon {
    public let base: WeaponBase
    public let baseTweak: Int
    public var rarity = Rarity.common
    public var isIdentified = true

    public init(_ base: WeaponBase, tweak: Int = 0) {
        self.base = base
        baseTweak = tweak
    }

    public var baseName: String { base.stats.name }
    public var slot: Slot { .weapon }
    public var minDamage: Int { base.stats.min + baseTweak }
    public var maxDamage: Int { base.stats.max + baseTweak }
    public var critChance: Int { 10 }
    public var critBonusPercent: Int { 100 }
    public var sellPrice: Int { base.stats.price + 2 * baseTweak }
    public var modifierLines: [String] { [] }
    public var decorations: [Decoration] { [] }
    public func takePrefix() -> String? { nil }
    public func takeSuffix() -> String? { nil }
    public func willHit(in fight: Fight) {}
    public func didHit(in fight: Fight, damage: Int) {}
    public func didDefeat(in fight: Fight) {}
}
