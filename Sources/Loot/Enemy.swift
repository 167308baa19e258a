/// The three enemies, with no scaling at all. Health is clamped at 0 only; poison never wears off;
/// defense is never used by any formula (as in the original).
public final class Enemy {
    public enum Kind: String, Sendable, CaseIterable {
        case slime = "Slime"
        case goblin = "Goblin"
        case skeleton = "Skeleton"

        var stats: (health: Int, damage: ClosedRange<Int>, defense: Int) {
            switch self {
            case .slime: (40, 10...15, 1)
            case .goblin: (60, 15...20, 1)
            case .skeleton: (100, 20...30, 2)
            }
        }
    }

    public let kind: Kind
    public var currentHealth: Int {
        didSet { currentHealth = max(currentHealth, 0) }
    }
    public var isPoisoned = false

    public init(_ kind: Kind) {
        self.kind = kind
        currentHealth = kind.stats.health
    }

    public var name: String { kind.rawValue }
    public var maxHealth: Int { kind.stats.health }
    public var damage: ClosedRange<Int> { kind.stats.damage }
    public var defense: Int { kind.stats.defense }
}
