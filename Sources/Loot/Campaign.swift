import GameKit

/// A run of fights as the original's battle screen plays them, with a player who takes every
/// drop, identifies it at once and equips it when it is better than what the slot holds
/// (`Loadout.score`). The first enemy is a Slime, each later one random; a victory drops 1–3
/// items. The run ends when the player dies or has won `victories` fights.
public enum Campaign {
    public struct Round {
        public let number: Int
        public let enemy: Enemy.Kind
        public let outcome: Fight.Outcome
        public let turns: Int
        public let log: [String]
        public let healthAfter: Int
        /// The items dropped after a victory, as they were found (unidentified where so).
        public let drops: [DroppedItem]
        /// Identifications and equipment changes after the fight, in order.
        public let changes: [String]
    }

    /// A dropped item: what it looked like when found, and the item itself.
    public struct DroppedItem {
        public let foundAs: String
        public let item: any Item
    }

    public static func play(seed: UInt64, victories: Int) -> [Round] {
        var random = SeededRandom(seed: seed)
        let player = Player()
        var rounds: [Round] = [], won = 0
        var kind = Enemy.Kind.slime
        while won < victories {
            let fight = Fight(
                player: player, enemy: Enemy(kind),
                random: SeededRandom.derived(from: seed, index: UInt64(rounds.count)))
            let outcome = fight.run()
            var drops: [DroppedItem] = [], changes: [String] = []
            if outcome == .won {
                won += 1
                for _ in 0..<random.int(in: 1...3) {
                    let item = ItemFactory.randomItem(using: &random)
                    drops.append(DroppedItem(foundAs: item.displayName, item: item))
                    player.pickUp(item)
                }
                for drop in drops { changes += Loadout.consider(drop.item, for: player) }
            }
            rounds.append(
                Round(
                    number: rounds.count + 1, enemy: kind, outcome: outcome, turns: fight.turns, log: fight.log,
                    healthAfter: player.currentHealth, drops: drops, changes: changes))
            if outcome == .lost { break }
            kind = Enemy.Kind.allCases[random.int(in: 0...2)]
        }
        return rounds
    }
}

/// How the simulated player judges equipment: a weapon by its expected damage per hit
/// (average damage, with critical hits counted at their chance), armour by defense plus a tenth
/// of its absorb and a twentieth of its reflect percentages.
public enum Loadout {
    public static func score(_ item: any Item) -> Double {
        if let weapon = item as? any Weapon {
            let average = Double(weapon.minDamage + weapon.maxDamage) / 2
            return average * (1 + Double(weapon.critChance) / 100 * Double(weapon.critBonusPercent) / 100)
        }
        if let armor = item as? any Armor {
            return Double(armor.defense) + Double(armor.absorbPercent) / 10 + Double(armor.reflectPercent) / 20
        }
        return 0
    }

    /// Identifies the item and equips it when it beats the slot's; says what happened.
    static func consider(_ item: any Item, for player: Player) -> [String] {
        var changes: [String] = []
        if !item.isIdentified {
            player.identify(item)
            changes.append("Identified \(item.fullName).")
        }
        let current = player.equipped(item.slot)
        if current.map({ score(item) > score($0) }) ?? true {
            player.equip(item)
            changes.append(
                "Equipped \(item.fullName) (\(item.slot.rawValue))"
                    + (current.map { ", replacing \($0.fullName)." } ?? "."))
        }
        return changes
    }
}
