/// The five ways armour can be decorated, in the factory's order, with the original's numbers.
public enum ArmorEffect: Int, Sendable, CaseIterable {
    case defense, reflect, absorb, death, revive

    var roll: ClosedRange<Int> {
        switch self {
        case .defense: 1...4
        case .reflect, .absorb: 10...50
        case .death: 1...3
        case .revive: 1...15
        }
    }

    var prefix: String { ["Solid", "Thorned", "Vital", "Reaping", "Angelic"][rawValue] }
    var suffix: String { ["of Stone", "of Thorns", "of Vitality", "of Reaping", "of Angels"][rawValue] }

    func line(_ value: Int) -> String {
        switch self {
        case .defense: "+\(value) defense"
        case .reflect: "Reflects \(value)% damage"
        case .absorb: "Absorbs \(value)% damage"
        case .death: "When hit, \(value)% chance to kill enemy"
        case .revive: "On death, \(value)% chance to revive"
        }
    }

    func sellBonus(_ value: Int) -> Int {
        switch self {
        case .defense, .death: 2 * value
        case .reflect, .absorb: Int(Double(value) * 0.1)
        case .revive: value
        }
    }
}

/// A piece of armour wrapped in one more effect; see `WeaponDecorator`. The death and revive
/// effects, like the original's, do not pass their event in (no other effect uses it, and an
/// item never holds the same effect twice).
public final class ArmorDecorator: Armor {
    public let wrapped: any Armor
    public let effect: ArmorEffect
    public let value: Int
    public var rarity = Rarity.common
    public var isIdentified = true
    private let name: DecoratorName

    public init(wrapping armor: any Armor, effect: ArmorEffect, value: Int) {
        wrapped = armor
        self.effect = effect
        self.value = value
        name = DecoratorName(prefix: effect.prefix, suffix: effect.suffix)
    }

    public var baseName: String { wrapped.baseName }
    public var slot: Slot { wrapped.slot }
    public var baseTweak: Int { wrapped.baseTweak }
    public var defense: Int { wrapped.defense + (effect == .defense ? value : 0) }
    public var reflectPercent: Int { wrapped.reflectPercent + (effect == .reflect ? value : 0) }
    public var absorbPercent: Int { wrapped.absorbPercent + (effect == .absorb ? value : 0) }
    public var sellPrice: Int { effect.sellBonus(value) + wrapped.sellPrice }
    public var modifierLines: [String] { wrapped.modifierLines + [effect.line(value)] }
    public var decorations: [Decoration] {
        wrapped.decorations + [name.decoration(value: value, line: effect.line(value))]
    }
    public func takePrefix() -> String? { name.takePrefix(else: wrapped.takePrefix) }
    public func takeSuffix() -> String? { name.takeSuffix(else: wrapped.takeSuffix) }

    public func wasHit(in fight: Fight, damage: Int) {
        guard effect == .death else { return wrapped.wasHit(in: fight, damage: damage) }
        if fight.random.chance(percent: value) {
            fight.enemy.currentHealth = 0
            fight.say("Death has found \(fight.enemy.name)...")
        }
    }

    public func wasKilled(in fight: Fight) {
        guard effect == .revive else { return wrapped.wasKilled(in: fight) }
        if fight.random.chance(percent: value) {
            fight.player.currentHealth = Int(Double(fight.player.maxHealth) * 0.25)
            fight.say("You've been revived!")
        }
    }
}
