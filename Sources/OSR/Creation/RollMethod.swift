import GameKit

/// How the six ability scores are rolled. The rules roll 3d6 in order; the other two are common
/// house rules, recorded on the sheet so that everyone at the table knows which was used.
public enum RollMethod: String, CaseIterable, Codable, Sendable {
    /// 3d6 in order (the rules as written).
    case threeD6 = "3d6"
    /// 4d6, the lowest die left out.
    case fourD6DropLowest = "4d6-drop-lowest"
    /// 3d6, rolled again while the total is below 8.
    case threeD6RerollBelow8 = "3d6-reroll-below-8"

    /// The scores this method can give.
    public var possibleScores: ClosedRange<Int> {
        self == .threeD6RerollBelow8 ? 8...18 : 3...18
    }

    /// One score.
    public func roll(using random: inout SeededRandom) -> Int {
        switch self {
        case .threeD6:
            return Dice(count: 3, sides: 6).roll(using: &random)
        case .fourD6DropLowest:
            let dice = (0..<4).map { _ in random.int(in: 1...6) }
            return dice.reduce(0, +) - (dice.min() ?? 0)
        case .threeD6RerollBelow8:
            var score = Dice(count: 3, sides: 6).roll(using: &random)
            while score < 8 { score = Dice(count: 3, sides: 6).roll(using: &random) }
            return score
        }
    }
}
