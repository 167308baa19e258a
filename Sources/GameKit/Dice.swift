/// Dice in the usual notation: `3d6`, `1d8+1`, `d20`, `2d4-1`.
public struct Dice: Hashable, Sendable, CustomStringConvertible {
    public let count: Int
    public let sides: Int
    public let modifier: Int

    /// What notation may ask for: more than any table needs, and few enough that no roll, nor
    /// the highest or lowest a roll can be, comes near overflowing.
    public static let counts = 1...1000
    public static let sideCounts = 1...1000
    public static let modifiers = -1_000_000...1_000_000

    public init(count: Int, sides: Int, modifier: Int = 0) {
        precondition(
            Self.counts.contains(count) && Self.sideCounts.contains(sides) && Self.modifiers.contains(modifier),
            "dice need 1 to 1000 dice of 1 to 1000 sides, and a modifier within a million")
        self.count = count
        self.sides = sides
        self.modifier = modifier
    }

    /// Why a text is not dice.
    public enum Problem: Error, Hashable, Sendable {
        /// Not written as dice at all.
        case notDice
        /// Written as dice, a number of it outside what notation may ask for; says which.
        case outOfRange(String)
    }

    /// Parses `NdS`, `dS`, `NdS+M` or `NdS-M`; nil when the text is not dice.
    public init?(_ notation: String) {
        guard case .success(let dice) = Self.read(notation) else { return nil }
        self = dice
    }

    /// Parses `NdS`, `dS`, `NdS+M` or `NdS-M`, telling dice whose numbers are too large from
    /// text that is no dice.
    public static func read(_ notation: String) -> Result<Dice, Problem> {
        let text = notation.lowercased().filter { !$0.isWhitespace }
        guard let d = text.firstIndex(of: "d") else { return .failure(.notDice) }
        let countText = text[..<d]
        var sidesText = text[text.index(after: d)...], modifierText: Substring = "0", sign = 1
        if let signIndex = sidesText.firstIndex(where: { $0 == "+" || $0 == "-" }) {
            modifierText = sidesText[sidesText.index(after: signIndex)...]
            sign = sidesText[signIndex] == "-" ? -1 : 1
            sidesText = sidesText[..<signIndex]
        }
        // `1d6+-1` is no dice: the sign is the one before the digits.
        guard !modifierText.hasPrefix("-") else { return .failure(.notDice) }
        let count = countText.isEmpty ? .success(1) : WholeNumber.read(countText, in: counts)
        let sides = WholeNumber.read(sidesText, in: sideCounts)
        let modifier = WholeNumber.read(modifierText, in: 0...modifiers.upperBound).map { sign * $0 }
        switch (count, sides, modifier) {
        case (.success(let count), .success(let sides), .success(let modifier)):
            return .success(Dice(count: count, sides: sides, modifier: modifier))
        case (.failure(.notANumber), _, _), (_, .failure(.notANumber), _), (_, _, .failure(.notANumber)):
            return .failure(.notDice)
        case (.failure, _, _): return .failure(.outOfRange("the number of dice must be \(within(counts))"))
        case (_, .failure, _): return .failure(.outOfRange("the number of sides must be \(within(sideCounts))"))
        case (_, _, .failure): return .failure(.outOfRange("the modifier must be \(within(modifiers))"))
        }
    }

    private static func within(_ range: ClosedRange<Int>) -> String {
        "from \(range.lowerBound) to \(range.upperBound)"
    }

    public var description: String {
        let base = "\(count)d\(sides)"
        if modifier > 0 { return "\(base)+\(modifier)" }
        if modifier < 0 { return "\(base)\(modifier)" }
        return base
    }

    public var range: ClosedRange<Int> { (count + modifier)...(count * sides + modifier) }

    /// Rolls each die in turn (the order of draws is part of the seed promise) and adds the modifier.
    public func roll(using random: inout SeededRandom) -> Int {
        (0..<count).reduce(modifier) { total, _ in total + random.int(in: 1...sides) }
    }
}
