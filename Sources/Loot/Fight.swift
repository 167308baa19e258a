import GameKit

/// One fight of the player against one enemy, turn by turn, by the original's formulas
/// (`MDGameEngine`). The log is kept oldest first (the original showed it newest first).
public final class Fight {
    public let player: Player
    public let enemy: Enemy
    public var random: SeededRandom
    public private(set) var log: [String] = []
    public private(set) var turns = 0

    public init(player: Player, enemy: Enemy, random: SeededRandom) {
        self.player = player
        self.enemy = enemy
        self.random = random
    }

    public enum Outcome: String, Sendable {
        case won, lost
    }

    /// Won when the enemy is down and the player is not; lost when the player is down (also when
    /// both fall in one turn: the original shows no victory then); nil while it goes on.
    public var outcome: Outcome? {
        if player.currentHealth <= 0 { return .lost }
        if enemy.currentHealth <= 0 { return .won }
        return nil
    }

    func say(_ message: String) {
        log.append(message)
    }

    /// Turns until the fight is decided.
    @discardableResult
    public func run() -> Outcome {
        while outcome == nil { takeTurn() }
        return outcome!
    }

    /// The player attacks; then, if the enemy still stands, it attacks back.
    public func takeTurn() {
        turns += 1
        playerAttacks()
        if enemy.currentHealth > 0 { enemyAttacks() }
    }

    private func playerAttacks() {
        if let weapon = player.weapon {
            weapon.willHit(in: self)
            var damage = random.int(in: weapon.minDamage...weapon.maxDamage)
            let critical = random.chance(percent: weapon.critChance)
            if critical { damage += Int(Double(damage) * (0.01 * Double(weapon.critBonusPercent))) }
            enemy.currentHealth -= damage
            say("Attacked for \(damage) damage" + (critical ? " - CRITICAL HIT!" : ""))
            weapon.didHit(in: self, damage: damage)
        } else {
            let damage = random.int(in: 1...2)
            enemy.currentHealth -= damage
            say("Punched for \(damage) damage")
        }
        if enemy.isPoisoned {
            enemy.currentHealth -= 5
            say("\(enemy.name) is poisoned and suffers 5 damage!")
        }
        if enemy.currentHealth <= 0 { player.weapon?.didDefeat(in: self) }
    }

    private func enemyAttacks() {
        let armor = player.wornArmor
        var damage = max(random.int(in: enemy.damage) - armor.reduce(0) { $0 + $1.defense }, 0)
        let absorbed = Int((Double(armor.reduce(0) { $0 + $1.absorbPercent }) * 0.01) * Double(damage))
        damage -= absorbed
        player.currentHealth += absorbed
        let reflected = Int((Double(armor.reduce(0) { $0 + $1.reflectPercent }) * 0.01) * Double(damage))
        enemy.currentHealth -= reflected
        player.currentHealth -= damage
        say("Took \(damage) damage!")
        if reflected > 0 { say("Reflected \(reflected) damage!") }
        if absorbed > 0 { say("Absorbed \(absorbed) damage!") }
        for piece in armor { piece.wasHit(in: self, damage: damage) }
        if player.currentHealth <= 0 {
            for piece in armor { piece.wasKilled(in: self) }
        }
    }
}
