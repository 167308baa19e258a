import GameKit

/// One BullsEye game over any target type (docs/rules.md, "BullsEye"): each round draws a target, the
/// player guesses, and scores 100 − difference, plus a bonus of 100 for a bull's eye and 50 for a
/// difference of 1; the bonus counts in the total (the rule of the model-refactoring solutions).
/// Rounds count from 1; starting over empties the score and begins again at round 1.
public struct BullsEyeGame<Target: BullsEyeTarget>: Sendable {
    public private(set) var rounds: [BullsEyeRound<Target>] = []
    /// What the player aims at now.
    public private(set) var target: Target
    private var random: SeededRandom

    public init(random: SeededRandom) {
        self.random = random
        target = Target.random(using: &self.random)
    }

    /// The round being played: 1 for the first.
    public var round: Int { rounds.count + 1 }

    public var score: Int { rounds.reduce(0) { $0 + $1.total } }

    /// Scores `guess` against the target, records the round and draws the next target.
    @discardableResult
    public mutating func play(_ guess: Target) -> BullsEyeRound<Target> {
        let result = BullsEyeRound(target: target, guess: guess)
        rounds.append(result)
        target = Target.random(using: &random)
        return result
    }

    /// Back to round 1 with no score and a new target.
    public mutating func startOver() {
        rounds = []
        target = Target.random(using: &random)
    }
}

/// One scored round.
public struct BullsEyeRound<Target: BullsEyeTarget>: Sendable, Equatable {
    public let target: Target
    public let guess: Target

    public init(target: Target, guess: Target) {
        self.target = target
        self.guess = guess
    }

    public var difference: Int { Target.difference(target, guess) }
    public var points: Int { 100 - difference }
    public var bonus: Int { BullsEyeScoring.bonus(difference) }
    public var total: Int { points + bonus }
    public var title: String { BullsEyeScoring.title(difference) }
}

/// The scoring table (docs/rules.md, "Scoring"), shared by every variant.
public enum BullsEyeScoring {
    public static func bonus(_ difference: Int) -> Int {
        switch difference {
        case 0: 100
        case 1: 50
        default: 0
        }
    }

    /// The alert's title.
    public static func title(_ difference: Int) -> String {
        switch difference {
        case 0: "Perfect!"
        case 1..<5: "You almost had it!"
        case 5..<10: "Pretty good!"
        default: "Not even close..."
        }
    }
}

/// The warm/cold hint of RevBullsEye (docs/rules.md, "Warm and cold hints"): a word by distance
/// band, and a colour from red (close) to blue (far): (1 − v, 0, v) with v = difference / 50,
/// held at 1.
public enum BullsEyeHint {
    public static func words(_ difference: Int) -> String {
        switch difference {
        case ...10: "Warmer"
        case ...20: "Warm"
        case ...30: "Cold"
        default: "Colder"
        }
    }

    public static func colour(_ difference: Int) -> RGB {
        let v = min(Double(difference) / 50, 1)
        return RGB(red: Int(((1 - v) * 255).rounded()), green: 0, blue: Int((v * 255).rounded()))!
    }
}
