import OSR

/// A class's XP modifier by its prime requisites, found by asking `xpModifierPercent` about every
/// score (the others held at the reference character's), so the bands are the model's own: a table
/// by score for one prime requisite, by the pair of scores for two.
enum XPModifierTable {
    static func section(_ c: CharacterClass) -> String {
        let primes = c.primeRequisites
        // Every class has one prime requisite or two (elf, halfling).
        let table = primes.count >= 2 ? twoWay(c, primes[0], primes[1]) : byScore(c, primes.first ?? .strength)
        let needs = primes.compactMap { ability in
            c.requirements[ability].map { "\(ability.rawValue) \($0)" }
        }
        let note = needs.isEmpty ? "" : "\n\nThe class needs \(RulesText.list(needs)), so lower scores are left out."
        return "## XP Modifier\n\nThe experience bonus or penalty earned by the prime requisite"
            + "\(primes.count == 1 ? "" : "s"), as adjusted:\n\n" + table.markdown + note
    }

    /// The modifier with the given scores, every other one at the reference character's.
    static func modifier(_ c: CharacterClass, _ scores: [Ability: Int]) -> Int {
        var all = AbilityScores([Int](repeating: ReferenceCharacter.score, count: Ability.allCases.count))
        for (ability, score) in scores { all[ability] = score }
        return c.xpModifierPercent(all)
    }

    /// The scores a prime requisite can have in the class: from its requirement, if it has one.
    static func range(_ c: CharacterClass, _ ability: Ability) -> ClosedRange<Int> {
        let possible = RollMethod.threeD6.possibleScores
        return max(possible.lowerBound, c.requirements[ability] ?? possible.lowerBound)...possible.upperBound
    }

    static func byScore(_ c: CharacterClass, _ prime: Ability) -> MarkdownTable {
        var table = MarkdownTable(.left(prime.rawValue), .right("XP modifier"))
        for band in ScoreBand.bands(over: range(c, prime), of: { modifier(c, [prime: $0]) }) {
            table.add(.text(band.label), .text(RulesText.xpModifier(band.value)))
        }
        return table
    }

    /// Two prime requisites: the first banded where the modifier's dependence on the second
    /// changes, and within each band the second banded where the modifier changes.
    static func twoWay(_ c: CharacterClass, _ first: Ability, _ second: Ability) -> MarkdownTable {
        let firstScores = range(c, first), secondScores = range(c, second)
        let firstBands = ScoreBand.bands(over: firstScores) { score in
            secondScores.map { modifier(c, [first: score, second: $0]) }
        }
        var table = MarkdownTable(.left(first.rawValue), .left(second.rawValue), .right("XP modifier"))
        for firstBand in firstBands {
            let score = firstBand.scores.lowerBound
            for band in ScoreBand.bands(over: secondScores, of: { modifier(c, [first: score, second: $0]) }) {
                table.add(.text(firstBand.label), .text(band.label), .text(RulesText.xpModifier(band.value)))
            }
        }
        return table
    }
}
