import BullsEye
import GRDB

/// A row of `bullseye_round` (since schema v3): target and guess as whole numbers in columns of
/// their own, `_1` alone for the slider games and `_1`, `_2`, `_3` as red, green and blue for RGB.
struct StoredBullsEyeRound: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "bullseye_round"

    var session: Int64
    var number: Int
    var target1: Int
    var target2: Int?
    var target3: Int?
    var guess1: Int
    var guess2: Int?
    var guess3: Int?
    var difference: Int
    var points: Int
    var bonus: Int

    enum CodingKeys: String, CodingKey {
        case session, number, difference, points, bonus
        case target1 = "target_1"
        case target2 = "target_2"
        case target3 = "target_3"
        case guess1 = "guess_1"
        case guess2 = "guess_2"
        case guess3 = "guess_3"
    }

    enum Columns {
        static let session = Column(CodingKeys.session)
        static let number = Column(CodingKeys.number)
    }

    /// The row of `round`, or nil when its target and guess are not one number each or three each
    /// (the only shapes the table holds).
    init?(_ round: BullsEyeSession.Round, session: Int64, number: Int) {
        guard round.target.count == round.guess.count,
            let target = Self.columns(round.target), let guess = Self.columns(round.guess)
        else { return nil }
        (self.session, self.number) = (session, number)
        (target1, target2, target3) = target
        (guess1, guess2, guess3) = guess
        (difference, points, bonus) = (round.difference, round.points, round.bonus)
    }

    var round: BullsEyeSession.Round {
        BullsEyeSession.Round(
            target: [target1, target2, target3].compactMap { $0 },
            guess: [guess1, guess2, guess3].compactMap { $0 },
            difference: difference, points: points, bonus: bonus)
    }

    private static func columns(_ numbers: [Int]) -> (Int, Int?, Int?)? {
        switch numbers.count {
        case 1: (numbers[0], nil, nil)
        case 3: (numbers[0], numbers[1], numbers[2])
        default: nil
        }
    }
}
