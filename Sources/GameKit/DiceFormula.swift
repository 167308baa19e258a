/// A dice formula as players write one in their notes (`2d6+1`, `1d20 + 1d4 + 2`, `d%`, `4d6kh3`):
/// dice and whole numbers added and taken away, each set of dice perhaps keeping only its highest
/// or lowest. `Dice` is one set of dice and a modifier, what a table's die is; a formula is what a
/// player rolls at the table, several sets at once, some of their dice set aside.
///
/// Reading (`read(_:)`) takes what the Obsidian Dice Roller plugin writes for these: `NdS`, `dS`,
/// `d%` for a d100, `khN`/`kN` and `klN` to keep the highest or lowest N (one when N is left
/// out), `dlN` and `dhN` to drop the lowest or highest N; spaces anywhere. Nothing else (no
/// products, no exploding dice): a formula that asks for more is no formula, not a wrong roll.
public struct DiceFormula: Hashable, Sendable, CustomStringConvertible {
    /// The parts added up, in the order written and rolled.
    public let terms: [Term]

    /// One part of a formula, added or (when `negative`) taken away.
    public struct Term: Hashable, Sendable {
        public let negative: Bool
        public let part: Part

        public init(negative: Bool = false, _ part: Part) {
            self.negative = negative
            self.part = part
        }
    }

    /// What a term is: dice (their `Dice` without a modifier), some of which may be set aside,
    /// or a whole number.
    public enum Part: Hashable, Sendable {
        case dice(Dice, Keep)
        case number(Int)
    }

    /// Which of a term's dice count: all, or the highest or lowest so many (from 1 to all of them).
    public enum Keep: Hashable, Sendable {
        case all
        case highest(Int)
        case lowest(Int)
    }

    /// The most terms and the most dice in all a formula may have: a formula is a roll at the
    /// table, and these bound what one roll costs to make and to show. With numbers at most
    /// `Dice.modifiers.upperBound`, no total comes near overflowing.
    public static let termLimit = 100
    public static let diceLimit = 1000

    /// A formula of `terms`, which the caller has checked against the limits (`read` does).
    init(terms: [Term]) {
        self.terms = terms
    }

    /// The lowest and the highest total the formula can roll.
    public var range: ClosedRange<Int> {
        terms.reduce(0...0) { range, term in
            let span = term.span
            return term.negative
                ? (range.lowerBound - span.upperBound)...(range.upperBound - span.lowerBound)
                : (range.lowerBound + span.lowerBound)...(range.upperBound + span.upperBound)
        }
    }

    /// How many dice a roll of the formula rolls, those set aside included.
    public var diceCount: Int {
        terms.reduce(0) { count, term in
            guard case .dice(let dice, _) = term.part else { return count }
            return count + dice.count
        }
    }

    /// The formula written out in full: `1d20 + 1d4 + 2`, `4d6kh3` (for `4d6dl1`), `1d100` (for `d%`).
    public var description: String {
        terms.enumerated().map { index, term in
            let sign = term.negative ? "-" : "+"
            let text = term.part.description
            if index == 0 { return term.negative ? "-\(text)" : text }
            return "\(sign) \(text)"
        }.joined(separator: " ")
    }
}

extension DiceFormula.Term {
    /// What the term adds before its sign: the kept dice at their lowest and highest, or the number.
    var span: ClosedRange<Int> {
        switch part {
        case .number(let number): number...number
        case .dice(let dice, let keep):
            keep.count(of: dice.count)...(keep.count(of: dice.count) * dice.sides)
        }
    }
}

extension DiceFormula.Part: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let number): "\(number)"
        case .dice(let dice, .all): "\(dice.count)d\(dice.sides)"
        case .dice(let dice, .highest(let kept)): "\(dice.count)d\(dice.sides)kh\(kept)"
        case .dice(let dice, .lowest(let kept)): "\(dice.count)d\(dice.sides)kl\(kept)"
        }
    }
}

extension DiceFormula.Keep {
    /// How many of `count` dice are kept.
    public func count(of count: Int) -> Int {
        switch self {
        case .all: count
        case .highest(let kept), .lowest(let kept): kept
        }
    }
}
