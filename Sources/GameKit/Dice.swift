/// Dice in the usual notation: `3d6`, `1d8+1`, `d20`, `2d4-1`.
public struct Dice: Hashable, Sendable, CustomStringConvertible {
    public let count: Int
    public let sides: Int
    public let modifier: Int

    public init(count: Int, sides: Int, modifier: Int = 0) {
        precondition(count >= 1 && sides >= 1, "dice need at least one die of at least one side")
        self.count = count
        self.sides = sides
        self.modifier = modifier
    }

    /// Parses `NdS`, `dS`, `NdS+M` or `NdS-M`; nil when the text is not dice.
    public init?(_ notation: String) {
        let text = notation.lowercased().filter { !$0.isWhitespace }
        guard let d = text.firstIndex(of: "d") else { return nil }
        let countText = text[..<d]
        var rest = text[text.index(after: d)...]
        var modifier = 0
        if let signIndex = rest.firstIndex(where: { $0 == "+" || $0 == "-" }) {
            guard let value = Int(rest[rest.index(after: signIndex)...]), value >= 0 else { return nil }
            modifier = rest[signIndex] == "-" ? -value : value
            rest = rest[..<signIndex]
        }
        let count = countText.isEmpty ? 1 : Int(countText)
        guard let count, let sides = Int(rest), (1...1000).contains(count), (1...1000).contains(sides) else {
            return nil
        }
        self.init(count: count, sides: sides, modifier: modifier)
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
