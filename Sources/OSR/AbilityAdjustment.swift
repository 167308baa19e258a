/// Step 3 of character creation, done for the player: lower some scores two points for each point a
/// prime requisite rises (docs/rules.md, "Adjusting ability scores"), but only when that reaches
/// the next XP-modifier band.
///
/// Rules kept: only `lowerableAbilities` drop, each by an even amount and never below 9; prime
/// requisites never pass 18. Choices made: the cheapest raise that reaches the next band above the
/// rolled one (no band gained, no change made); points come two at a time from the highest lowerable
/// score, ties going to the earlier ability in rolling order, so no single score is gutted.
public enum AbilityAdjustment {
    public static func adjust(_ rolled: AbilityScores, for characterClass: CharacterClass) -> AbilityScores {
        let current = characterClass.xpModifierPercent(rolled)
        let lowerable = characterClass.lowerableAbilities
        let affordable = lowerable.reduce(0) { $0 + max(0, rolled[$1] - 9) / 2 }
        guard affordable > 0,
            let raise = cheapestRaise(from: rolled, for: characterClass, above: current, budget: affordable)
        else { return rolled }

        var adjusted = raise
        let raisedPoints = characterClass.primeRequisites.reduce(0) { $0 + raise[$1] - rolled[$1] }
        for _ in 0..<raisedPoints {
            let donor =
                lowerable
                .filter { adjusted[$0] - 2 >= 9 }
                .max { adjusted[$0] != adjusted[$1] ? adjusted[$0] < adjusted[$1] : $0 > $1 }!
            adjusted[donor] -= 2
        }
        return adjusted
    }

    /// The prime requisites raised as little as possible to a modifier above `current`, if the
    /// budget of points allows; every combination is tried, as there are at most two primes.
    private static func cheapestRaise(
        from rolled: AbilityScores, for characterClass: CharacterClass, above current: Int, budget: Int
    ) -> AbilityScores? {
        var best: (cost: Int, modifier: Int, scores: AbilityScores)?
        for candidate in raisedCombinations(of: characterClass.primeRequisites, from: rolled) {
            let cost = characterClass.primeRequisites.reduce(0) { $0 + candidate[$1] - rolled[$1] }
            let modifier = characterClass.xpModifierPercent(candidate)
            guard cost <= budget, modifier > current else { continue }
            if let found = best, (found.modifier, found.cost) <= (modifier, cost) { continue }
            best = (cost, modifier, candidate)
        }
        return best?.scores
    }

    private static func raisedCombinations(of primes: [Ability], from scores: AbilityScores) -> [AbilityScores] {
        guard let first = primes.first else { return [scores] }
        return (scores[first]...max(scores[first], 18)).flatMap { value -> [AbilityScores] in
            var raised = scores
            raised[first] = value
            return raisedCombinations(of: Array(primes.dropFirst()), from: raised)
        }
    }
}
