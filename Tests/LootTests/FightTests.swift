import GameKit
import Loot
import Testing

@Suite struct FightTests {
    /// The numbers a turn draws, taken from a copy of the fight's stream.
    @Test func aTurnFollowsTheOriginalFormulas() {
        for seed in UInt64(0)..<300 {
            let player = Player()
            let hammer = WeaponDecorator(wrapping: PlainWeapon(.hammer), effect: .critDamage, value: 50)
            let vest = ArmorDecorator(
                wrapping: ArmorDecorator(wrapping: PlainArmor(.shirt), effect: .absorb, value: 30), effect: .reflect,
                value: 40)
            for item in [hammer, vest] as [any Item] {
                player.pickUp(item)
                player.equip(item)
            }
            let fight = Fight(player: player, enemy: Enemy(.skeleton), random: SeededRandom(seed: seed))
            var copy = SeededRandom(seed: seed)
            var hit = copy.int(in: 4...14)
            let critical = copy.chance(percent: 10)
            if critical { hit += Int(Double(hit) * 1.5) }
            let rolled = copy.int(in: 20...30)
            let afterDefense = max(rolled - 5, 0)
            let absorbed = Int(0.3 * Double(afterDefense))
            let taken = afterDefense - absorbed
            let reflected = Int(0.4 * Double(taken))

            fight.takeTurn()
            #expect(fight.log[0] == "Attacked for \(hit) damage" + (critical ? " - CRITICAL HIT!" : ""))
            #expect(fight.log[1] == "Took \(taken) damage!")
            #expect(fight.enemy.currentHealth == max(100 - hit - reflected, 0))
            #expect(fight.player.currentHealth == 250 - taken)  // absorbed heals, but not past full
            if reflected > 0 { #expect(fight.log.contains("Reflected \(reflected) damage!")) }
            if absorbed > 0 { #expect(fight.log.last == "Absorbed \(absorbed) damage!") }
        }
    }

    @Test func poisonTicksOnTheTurnItLandsAndLeechAlwaysSpeaks() {
        var poisonedFirstTurn = false
        for seed in UInt64(0)..<400 {
            let player = Player()
            let blade = WeaponDecorator(
                wrapping: WeaponDecorator(wrapping: PlainWeapon(.dagger), effect: .poison, value: 10),
                effect: .lifeLeech, value: 10)
            player.pickUp(blade)
            player.equip(blade)
            let fight = Fight(player: player, enemy: Enemy(.skeleton), random: SeededRandom(seed: seed))
            fight.takeTurn()
            #expect(fight.log[1].hasPrefix("Stole ") && fight.log[1].hasSuffix(" health!"))  // even "Stole 0 health!"
            if fight.enemy.isPoisoned {
                poisonedFirstTurn = true
                #expect(fight.log[2] == "Skeleton is poisoned and suffers 5 damage!")
            }
        }
        #expect(poisonedFirstTurn)
    }

    @Test func reviveBringsBackAQuarterAndDeathFellsTheEnemy() {
        var revived = false, felled = false
        for seed in UInt64(0)..<3_000 where !(revived && felled) {
            let player = Player()
            let hat = ArmorDecorator(
                wrapping: ArmorDecorator(wrapping: PlainArmor(.hat), effect: .death, value: 3), effect: .revive,
                value: 15)
            player.pickUp(hat)
            player.equip(hat)
            player.currentHealth = 1
            let fight = Fight(player: player, enemy: Enemy(.skeleton), random: SeededRandom(seed: seed))
            fight.takeTurn()
            if fight.log.contains("You've been revived!") {
                revived = true
                #expect(player.currentHealth == 62)
            }
            if fight.log.contains("Death has found Skeleton...") {
                felled = true
                #expect(fight.enemy.currentHealth == 0)
            }
        }
        #expect(revived && felled)
    }

    @Test func campaignsRepeatAndEndOnDeathOrTheLastVictory() {
        for seed in UInt64(0)..<50 {
            let first = Campaign.play(seed: seed, victories: 5), second = Campaign.play(seed: seed, victories: 5)
            #expect(first.map(\.log) == second.map(\.log))
            #expect(first.first?.enemy == .slime)
            let wins = first.filter { $0.outcome == .won }.count
            #expect(wins == 5 || first.last?.outcome == .lost)
            for round in first where round.outcome == .won { #expect((1...3).contains(round.drops.count)) }
        }
    }

    @Test func trialsAreRepeatableAndPlausible() {
        let make = { PlainWeapon(.hammer, tweak: 2) as any Item }
        let results = ItemTrial.run(make(), seed: 7, battles: 200)
        #expect(results == ItemTrial.run(make(), seed: 7, battles: 200))
        #expect(results.map(\.enemy) == [.slime, .goblin, .skeleton])
        #expect(results[0].winRate >= results[2].winRate)
    }
}
