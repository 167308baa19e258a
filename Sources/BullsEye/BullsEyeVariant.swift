/// The three games of the family (docs/rules.md, "Variants").
public enum BullsEyeVariant: String, CaseIterable, Sendable, Codable {
    /// Move a slider (1…100) as close as you can to a number; the slider starts at 50.
    case classic
    /// Mix a colour with three sliders (0…255) to match one; they start at 127.
    case rgb
    /// The slider shows where the target is; type the number (1…100).
    case reverse

    public var name: String {
        switch self {
        case .classic: "Bull's Eye"
        case .rgb: "RGB Bull's Eye"
        case .reverse: "Reverse Bull's Eye"
        }
    }
}

/// A finished or running session as it is recorded: targets and guesses as whole numbers (one for
/// the slider games, red, green and blue for RGB), so every variant fits one table and one format.
public struct BullsEyeSession: Sendable, Equatable {
    public struct Round: Sendable, Equatable {
        public let target: [Int]
        public let guess: [Int]
        public let difference: Int
        public let points: Int
        public let bonus: Int

        public init(target: [Int], guess: [Int], difference: Int, points: Int, bonus: Int) {
            (self.target, self.guess, self.difference, self.points, self.bonus) = (
                target, guess, difference, points, bonus
            )
        }

        public var total: Int { points + bonus }
        public var title: String { BullsEyeScoring.title(difference) }
    }

    public let id: Int
    public let variant: BullsEyeVariant
    public let player: String
    public let rounds: [Round]
    /// When it was played (ISO 8601, UTC); nil for simulated and imported sessions.
    public let playedAt: String?

    public init(id: Int, variant: BullsEyeVariant, player: String, rounds: [Round], playedAt: String?) {
        (self.id, self.variant, self.player, self.rounds, self.playedAt) = (id, variant, player, rounds, playedAt)
    }

    public var total: Int { rounds.reduce(0) { $0 + $1.total } }
}

extension BullsEyeRound {
    /// The round as a session records it.
    public var record: BullsEyeSession.Round {
        BullsEyeSession.Round(
            target: target.numbers, guess: guess.numbers, difference: difference, points: points, bonus: bonus)
    }
}
