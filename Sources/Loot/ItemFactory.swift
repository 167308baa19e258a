import GameKit

/// Random loot, drawn exactly as the original's `MDItemFactory`: weapon or armour 50/50, a base
/// uniformly, a tweak of 0–2 to its base stats, then rare (1 in 15: 2 or 3 decorators), else magic
/// (1 in 5: one decorator), else common (none). Decorators are distinct, drawn by swap-remove from
/// the pool; each later one wraps the earlier, so the last drawn is outermost. Magic and rare items
/// come unidentified.
public enum ItemFactory {
    public static func randomItem(using random: inout SeededRandom) -> any Item {
        if random.int(in: 0...1) == 0 {
            return randomWeapon(using: &random)
        }
        return randomArmor(using: &random)
    }

    static func randomWeapon(using random: inout SeededRandom) -> any Weapon {
        let base = WeaponBase(rawValue: random.int(in: 0...3))!
        var weapon: any Weapon = PlainWeapon(base, tweak: random.int(in: 0...2))
        let rarity = rollRarity(using: &random)
        var pool = WeaponEffect.allCases
        for _ in 0..<rarity.count {
            let effect = draw(from: &pool, using: &random)
            weapon = WeaponDecorator(wrapping: weapon, effect: effect, value: random.int(in: effect.roll))
        }
        mark(weapon, rarity.rarity)
        return weapon
    }

    static func randomArmor(using random: inout SeededRandom) -> any Armor {
        let base = ArmorBase(rawValue: random.int(in: 0...3))!
        var armor: any Armor = PlainArmor(base, tweak: random.int(in: 0...2))
        let rarity = rollRarity(using: &random)
        var pool = ArmorEffect.allCases
        for _ in 0..<rarity.count {
            let effect = draw(from: &pool, using: &random)
            armor = ArmorDecorator(wrapping: armor, effect: effect, value: random.int(in: effect.roll))
        }
        mark(armor, rarity.rarity)
        return armor
    }

    private static func rollRarity(using random: inout SeededRandom) -> (rarity: Rarity, count: Int) {
        if random.int(in: 0...14) == 0 { return (.rare, random.int(in: 2...3)) }
        if random.int(in: 0...4) == 0 { return (.magic, 1) }
        return (.common, 0)
    }

    /// One element taken out of the pool as the original does: index i uniformly, take pool[i],
    /// move the last element into its place, shrink the pool.
    private static func draw<Element>(from pool: inout [Element], using random: inout SeededRandom) -> Element {
        let index = random.int(in: 0...(pool.count - 1))
        let element = pool[index]
        pool[index] = pool[pool.count - 1]
        pool.removeLast()
        return element
    }

    private static func mark(_ item: any Item, _ rarity: Rarity) {
        item.rarity = rarity
        item.isIdentified = rarity == .common
    }
}
