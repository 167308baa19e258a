/// The six ways a weapon can be decorated, in the factory's order, with the original's numbers.
public enum WeaponEffect: Int, Sendable, CaseIterable {
    case enhancedDamage, critChance, poison, lifeLeech, fullRecovery, critDamage

    /// The range the decorator's value is rolled in when it wraps a weapon.
    var roll: ClosedRange<Int> {
        switch self {
        case .enhancedDamage: 2...6
        case .critChance, .poison: 5...10
        case .lifeLeech: 10...15
        case .fullRecovery: 1...5
        case .critDamage: 25...75
        }
    }

    var prefix: String { ["Mighty", "Precise", "Plagued", "Fanged", "Miracle", "Beastly"][rawValue] }
    var suffix: String {
        ["of Might", "of Precision", "of Plagues", "of Fangs", "of Miracles", "of the Beast"][rawValue]
    }

    func line(_ value: Int) -> String {
        switch self {
        case .enhancedDamage: "+\(value) damage"
        case .critChance: "+\(value)% chance of critical hits"
        case .poison: "\(value)% chance to poison on hit"
        case .lifeLeech: "Heal \(value)% of damage dealt"
        case .fullRecovery: "\(value)% chance to fully heal on victory"
        case .critDamage: "+\(value)% critical hit damage"
        }
    }

    func sellBonus(_ value: Int) -> Int {
        switch self {
        case .enhancedDamage, .critChance, .poison: value
        case .lifeLeech: value / 2
        case .fullRecovery: 2 * value
        case .critDamage: Int(Double(value) * 0.1)
        }
    }
}

/// A weapon wrapped in one more effect: it forwards everything to the weapon inside and adds
/// its own bonus to what its effect changes. Event effects act first, then pass the event in, so
/// the outermost decorator acts first.
public final class WeaponDecorator: Weapon {
    public let wrapped: any Weapon
    public let effect: WeaponEffect
    public let value: Int
    public var rarity = Rarity.common
    public var isIdentified = true
    private let name: DecoratorName

    public init(wrapping weapon: any Weapon, effect: WeaponEffect, value: Int) {
        wrapped = weapon
        self.effect = effect
        self.value = value
        name = DecoratorName(prefix: effect.prefix, suffix: effect.suffix)
    }

    public var baseName: String { wrapped.baseName }
    public var slot: Slot { wrapped.slot }
    public var baseTweak: Int { wrapped.baseTweak }
    public var minDamage: Int { wrapped.minDamage + (effect == .enhancedDamage ? value : 0) }
    public var maxDamage: Int { wrapped.maxDamage + (effect == .enhancedDamage ? value : 0) }
    public var critChance: Int { wrapped.critChance + (effect == .critChance ? value : 0) }
    public var critBonusPercent: Int { wrapped.critBonusPercent + (effect == .critDamage ? value : 0) }
    public var sellPrice: Int { effect.sellBonus(value) + wrapped.sellPrice }
    public var modifierLines: [String] { wrapped.modifierLines + [effect.line(value)] }
    public var decorations: [Decoration] {
        wrapped.decorations + [name.decoration(value: value, line: effect.line(value))]
    }
    public func takePrefix() -> String? { name.takePrefix(else: wrapped.takePrefix) }
    public func takeSuffix() -> String? { name.takeSuffix(else: wrapped.takeSuffix) }

    public func willHit(in fight: Fight) {
        wrapped.willHit(in: fight)
    }

    public func didHit(in fight: Fight, damage: Int) {
        switch effect {
        case .poison:
            if fight.random.chance(percent: value) { fight.enemy.isPoisoned = true }
        case .lifeLeech:
            // The original's roundf: single precision, halves away from zero.
            let healed = Int(Float(Double(damage) * (Double(value) * 0.01)).rounded())
            fight.player.currentHealth += healed
            fight.say("Stole \(healed) health!")
        default:
            break
        }
        wrapped.didHit(in: fight, damage: damage)
    }

    public func didDefeat(in fight: Fight) {
        if effect == .fullRecovery && fight.random.chance(percent: value) {
            fight.player.currentHealth = fight.player.maxHealth
            fight.say("Full heal triggered!")
        }
        wrapped.didDefeat(in: fight)
    }
}
