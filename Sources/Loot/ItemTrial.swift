import GameKit

/// How an item fares in practice: a fresh player with the item identified and equipped fights
/// each enemy `battles` times, every battle on its own stream derived from the seed. Fights never
/// change an item, so the one object serves every battle.
public struct ItemTrial: Sendable {
    public struct Result: Sendable, Equatable {
        public let enemy: Enemy.Kind
        public let battles: Int
        public let wins: Int
        /// Turns per battle, over all battles.
        public let averageTurns: Double

        public var winRate: Double { Double(wins) / Double(battles) }
    }

    public static let battles = 1_000

    public static func run(_ item: any Item, seed: UInt64, battles: Int = battles) -> [Result] {
        item.isIdentified = true
        return Enemy.Kind.allCases.enumerated().map { kindIndex, kind in
            var wins = 0, turns = 0
            for battle in 0..<battles {
                let player = Player()
                player.pickUp(item)
                player.equip(item)
                let random = SeededRandom.derived(from: seed, index: UInt64(kindIndex * battles + battle))
                let fight = Fight(player: player, enemy: Enemy(kind), random: random)
                if fight.run() == .won { wins += 1 }
                turns += fight.turns
            }
            return Result(enemy: kind, battles: battles, wins: wins, averageTurns: Double(turns) / Double(battles))
        }
    }
}
