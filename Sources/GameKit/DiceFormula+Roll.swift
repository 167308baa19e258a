extension DiceFormula {
    /// A roll of a formula: each term's dice as they fell, which of them count, and the total.
    public struct Roll: Hashable, Sendable {
        public let formula: DiceFormula
        /// One for each of the formula's terms, in its order.
        public let terms: [TermRoll]
        public let total: Int
    }

    /// What one term gave: its dice in the order rolled (none for a number), and what it adds to
    /// the total, its sign applied.
    public struct TermRoll: Hashable, Sendable {
        public let term: Term
        public let dice: [Die]
        public let value: Int
    }

    /// One die: the number it shows, and whether it counts (a die set aside by `kh`/`kl` does not).
    public struct Die: Hashable, Sendable {
        public let value: Int
        public let kept: Bool
    }

    /// Rolls every die of every term in the order written, each with one draw of `random` (the
    /// order of draws is part of the seed promise), then sets aside the dice the terms do not keep.
    public func roll(using random: inout SeededRandom) -> Roll {
        let rolled = terms.map { term -> TermRoll in
            switch term.part {
            case .number(let number):
                return TermRoll(term: term, dice: [], value: term.negative ? -number : number)
            case .dice(let dice, let keep):
                let values = (0..<dice.count).map { _ in random.int(in: 1...dice.sides) }
                let kept = Self.kept(values, keep)
                let dice = values.indices.map { Die(value: values[$0], kept: kept.contains($0)) }
                let sum = dice.reduce(0) { $1.kept ? $0 + $1.value : $0 }
                return TermRoll(term: term, dice: dice, value: term.negative ? -sum : sum)
            }
        }
        return Roll(formula: self, terms: rolled, total: rolled.reduce(0) { $0 + $1.value })
    }

    /// The places of the dice `keep` keeps among `values`. Among equal values the earlier die is
    /// kept, so that which one is set aside never depends on how a sort breaks ties.
    private static func kept(_ values: [Int], _ keep: Keep) -> Set<Int> {
        let order: [Int]
        switch keep {
        case .all: return Set(values.indices)
        case .highest:
            order = values.indices.sorted { values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1 }
        case .lowest:
            order = values.indices.sorted { values[$0] != values[$1] ? values[$0] < values[$1] : $0 < $1 }
        }
        return Set(order.prefix(keep.count(of: values.count)))
    }
}
