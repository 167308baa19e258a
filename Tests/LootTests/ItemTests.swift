import GameKit
import Loot
import Testing

@Suite struct ItemTests {
    @Test func namesFollowTheOriginalsStickyRule() {
        let sword = PlainWeapon(.sword)
        #expect(sword.fullName == "Sword")
        let one = WeaponDecorator(wrapping: PlainWeapon(.sword), effect: .enhancedDamage, value: 3)
        #expect(one.fullName == "Mighty Sword")
        let two = WeaponDecorator(
            wrapping: WeaponDecorator(wrapping: PlainWeapon(.sword), effect: .enhancedDamage, value: 3),
            effect: .lifeLeech, value: 12)
        #expect(two.fullName == "Fanged Sword of Might")
        #expect(two.fullName == "Fanged Sword of Might")  // the flags stick
        let three = ArmorDecorator(
            wrapping: ArmorDecorator(
                wrapping: ArmorDecorator(wrapping: PlainArmor(.hat), effect: .defense, value: 2), effect: .reflect,
                value: 20),
            effect: .revive, value: 5)
        #expect(three.fullName == "Angelic Hat of Thorns")
        #expect(three.modifierLines == ["+2 defense", "Reflects 20% damage", "On death, 5% chance to revive"])
        three.isIdentified = false
        #expect(three.displayName == "Unidentified Hat")
    }

    @Test func decoratorsAddToWhatTheyChange() {
        let weapon = WeaponDecorator(
            wrapping: WeaponDecorator(wrapping: PlainWeapon(.hammer, tweak: 2), effect: .enhancedDamage, value: 4),
            effect: .critDamage, value: 75)
        #expect((weapon.minDamage, weapon.maxDamage, weapon.critChance, weapon.critBonusPercent) == (10, 20, 10, 175))
        #expect(weapon.sellPrice == 5 + 4 + 4 + 7)  // base, tweak 2×2, +X, trunc(75 × 0.1)
        let leech = WeaponDecorator(wrapping: PlainWeapon(.dagger), effect: .lifeLeech, value: 15)
        #expect(leech.sellPrice == 3 + 7)
        let armor = ArmorDecorator(
            wrapping: ArmorDecorator(wrapping: PlainArmor(.boots, tweak: 1), effect: .absorb, value: 49),
            effect: .death, value: 3)
        #expect((armor.defense, armor.absorbPercent, armor.reflectPercent, armor.slot) == (4, 49, 0, .feet))
        #expect(armor.sellPrice == 4 + 2 + 4 + 6)
    }

    @Test func lootFollowsTheFactoryOddsOverThirtyThousandSeeds() {
        var counts: [Rarity: Int] = [:], weapons = 0
        let seeds = 30_000
        for seed in 0..<seeds {
            var random = SeededRandom(seed: UInt64(seed))
            let item = ItemFactory.randomItem(using: &random)
            counts[item.rarity, default: 0] += 1
            if item is any Weapon { weapons += 1 }
            let decorations = item.decorations
            switch item.rarity {
            case .common: #expect(decorations.isEmpty && item.isIdentified)
            case .magic: #expect(decorations.count == 1 && !item.isIdentified)
            case .rare: #expect((2...3).contains(decorations.count) && !item.isIdentified)
            case .unique: Issue.record("unique items are never generated")
            }
            #expect(Set(decorations.map(\.prefix)).count == decorations.count, "decorators are distinct")
            #expect((0...2).contains(item.baseTweak))
            item.isIdentified = true
            let name = item.fullName.split(separator: " ").map(String.init)
            if let outer = decorations.last { #expect(item.fullName.hasPrefix(outer.prefix + " ")) }
            if decorations.count >= 2 {
                #expect(item.fullName.hasSuffix(" " + decorations[decorations.count - 2].suffix))
            }
            if decorations.count <= 1 { #expect(!name.contains("of")) }
        }
        func share(_ rarity: Rarity) -> Double { Double(counts[rarity] ?? 0) / Double(seeds) }
        #expect(abs(share(.rare) - 1.0 / 15) < 0.006)
        #expect(abs(share(.magic) - 14.0 / 75) < 0.01)
        #expect(abs(share(.common) - 56.0 / 75) < 0.01)
        #expect(abs(Double(weapons) / Double(seeds) - 0.5) < 0.015)
    }

    @Test func decoratorValuesStayInTheirRolls() {
        var seen: [String: ClosedRange<Int>] = [:]
        for seed in 0..<20_000 {
            var random = SeededRandom(seed: UInt64(seed))
            for decoration in ItemFactory.randomItem(using: &random).decorations {
                let range = seen[decoration.prefix].map {
                    min($0.lowerBound, decoration.value)...max($0.upperBound, decoration.value)
                }
                seen[decoration.prefix] = range ?? decoration.value...decoration.value
            }
        }
        let expected: [String: ClosedRange<Int>] = [
            "Mighty": 2...6, "Precise": 5...10, "Plagued": 5...10, "Fanged": 10...15, "Miracle": 1...5,
            "Beastly": 25...75,
            "Solid": 1...4, "Thorned": 10...50, "Vital": 10...50, "Reaping": 1...3, "Angelic": 1...15,
        ]
        #expect(seen == expected)
    }

    @Test func playersEquipOnlyIdentifiedItemsTheyCarry() {
        let player = Player()
        #expect(player.weapon?.fullName == "Sword" && player.armor[.body]?.fullName == "Cloth Shirt")
        let hat = ArmorDecorator(wrapping: PlainArmor(.hat), effect: .defense, value: 2)
        hat.isIdentified = false
        #expect(!player.equip(hat))
        player.pickUp(hat)
        #expect(!player.equip(hat))
        player.identify(hat)
        #expect(player.equip(hat) && player.isEquipped(hat) && player.inventory.first === hat)
        player.currentHealth = 400
        #expect(player.currentHealth == 250)
        player.currentHealth = -3
        #expect(player.currentHealth == 0)
    }
}
