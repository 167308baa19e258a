import GameKit

/// What the `block-dice` template shows: for each line, the formula and its label, every die
/// rolled (with its sides, and whether it counts), the numbers added, and the total.
struct DiceBlockFields: LayoutFields {
    let rolls: [RollFields]

    struct RollFields: Encodable, Hashable {
        let formula: String
        /// The line's label, when it has one: a list of none or one.
        let label: [String]
        let terms: [TermFields]
        let total: Int
        /// "from 2 to 12": what the formula can roll.
        let range: String
    }

    /// One term: the sign before it (a list of none for the first added, else of one), and its
    /// dice or its number.
    struct TermFields: Encodable, Hashable {
        let sign: [String]
        let dice: [DieFields]
        /// The number, for a term that is one: a list of none or one.
        let number: [Int]
    }

    struct DieFields: Encodable, Hashable {
        let value: Int
        let sides: Int
        let kept: Bool
    }

    init(_ rolls: [(line: DiceBlock.Line, roll: DiceFormula.Roll)]) {
        self.rolls = rolls.map { line, roll in
            let range = line.formula.range
            return RollFields(
                formula: line.written, label: line.label.isEmpty ? [] : [line.label],
                terms: roll.terms.enumerated().map(Self.term), total: roll.total,
                range: "from \(range.lowerBound) to \(range.upperBound)")
        }
    }

    private static func term(_ index: Int, _ rolled: DiceFormula.TermRoll) -> TermFields {
        let sign = rolled.term.negative ? ["−"] : index == 0 ? [] : ["+"]
        switch rolled.term.part {
        case .number(let number):
            return TermFields(sign: sign, dice: [], number: [number])
        case .dice(let dice, _):
            let shown = rolled.dice.map { DieFields(value: $0.value, sides: dice.sides, kept: $0.kept) }
            return TermFields(sign: sign, dice: shown, number: [])
        }
    }
}
