import OSR

/// A run of consecutive ability scores on which a rule gives the same result: a row of the tables
/// the rules print by score ("13–15"). The bands are found by asking the rule about every score, so
/// a table shows exactly where the rule changes and never a band of its own.
struct ScoreBand<Value: Equatable>: Equatable {
    let scores: ClosedRange<Int>
    let value: Value

    /// "3", "13–15".
    var label: String {
        scores.count == 1 ? "\(scores.lowerBound)" : "\(scores.lowerBound)–\(scores.upperBound)"
    }

    /// The bands of `rule` over `scores` (by default every score 3d6 can give), lowest first.
    static func bands(
        over scores: ClosedRange<Int> = RollMethod.threeD6.possibleScores, of rule: (Int) -> Value
    ) -> [ScoreBand] {
        var bands: [ScoreBand] = []
        for score in scores {
            let value = rule(score)
            if let last = bands.last, last.value == value {
                bands[bands.count - 1] = ScoreBand(scores: last.scores.lowerBound...score, value: value)
            } else {
                bands.append(ScoreBand(scores: score...score, value: value))
            }
        }
        return bands
    }
}
