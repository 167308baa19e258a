extension DiceFormula {
    /// The formula `text` writes, nil when it is no formula or asks for too much.
    public init?(_ text: String) {
        guard case .success(let formula) = Self.read(text) else { return nil }
        self = formula
    }

    /// Reads a formula, telling one whose numbers are too large (`Dice.Problem.outOfRange`, with
    /// what is allowed) from text that is no formula at all (`.notDice`), so that a page can
    /// leave the one as text and refuse the other. Spaces are left out first, as the Dice Roller
    /// plugin does, and letters may be in either case.
    public static func read(_ text: String) -> Result<DiceFormula, Dice.Problem> {
        let written = text.lowercased().filter { !$0.isWhitespace }
        var terms: [Term] = []
        var rest = Substring(written)
        repeat {
            var negative = false
            if let sign = rest.first, sign == "+" || sign == "-" {
                // Only the first term may go without a sign; every sign stands before a term.
                negative = sign == "-"
                rest = rest.dropFirst()
            } else if !terms.isEmpty {
                return .failure(.notDice)
            }
            let termText = rest.prefix { $0 != "+" && $0 != "-" }
            rest = rest.dropFirst(termText.count)
            guard terms.count < termLimit else {
                return .failure(.outOfRange("a formula may add up at most \(termLimit) dice and numbers"))
            }
            switch part(termText) {
            case .success(let part): terms.append(Term(negative: negative, part))
            case .failure(let problem): return .failure(problem)
            }
        } while !rest.isEmpty
        let formula = DiceFormula(terms: terms)
        guard formula.diceCount <= diceLimit else {
            return .failure(.outOfRange("a formula may roll at most \(diceLimit) dice in all"))
        }
        return .success(formula)
    }

    /// One term without its sign: digits, or dice.
    private static func part(_ text: Substring) -> Result<Part, Dice.Problem> {
        guard !text.isEmpty else { return .failure(.notDice) }
        guard text.contains("d") else {
            return number(text, in: 0...Dice.modifiers.upperBound, "a number").map { .number($0) }
        }
        return dice(text)
    }

    /// `NdS`, `dS` or `d%`, then perhaps `khN`, `kN`, `klN`, `dhN` or `dlN`.
    private static func dice(_ text: Substring) -> Result<Part, Dice.Problem> {
        guard let d = text.firstIndex(of: "d") else { return .failure(.notDice) }
        let countText = text[..<d]
        var rest = text[text.index(after: d)...]
        let sidesText = rest.hasPrefix("%") ? rest.prefix(1) : rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(sidesText.count)
        let suffix = rest.prefix { !$0.isASCIIDigit }
        let keptText = rest.dropFirst(suffix.count)
        guard !sidesText.isEmpty, countText.allSatisfy(\.isASCIIDigit), keptText.allSatisfy(\.isASCIIDigit),
            ["", "k", "kh", "kl", "dh", "dl"].contains(suffix)
        else { return .failure(.notDice) }
        let count: Int, sides: Int
        switch (number(countText.isEmpty ? "1" : countText, in: Dice.counts, "the number of dice")) {
        case .success(let value): count = value
        case .failure(let problem): return .failure(problem)
        }
        switch sidesText == "%" ? .success(100) : number(sidesText, in: Dice.sideCounts, "the number of sides") {
        case .success(let value): sides = value
        case .failure(let problem): return .failure(problem)
        }
        let dice = Dice(count: count, sides: sides)
        return keep(String(suffix), keptText.isEmpty ? "1" : keptText, of: dice).map { .dice(dice, $0) }
    }

    /// Which dice count, for a keep or drop `suffix` with its number: at least one kept, at most all.
    private static func keep(_ suffix: String, _ numberText: Substring, of dice: Dice) -> Result<Keep, Dice.Problem> {
        guard !suffix.isEmpty else { return .success(.all) }
        let dropping = suffix.hasPrefix("d")
        let allowed = dropping ? 0...(dice.count - 1) : 1...dice.count
        guard case .success(let number) = WholeNumber.read(numberText, in: allowed) else {
            let verb = dropping ? "drop" : "keep"
            return .failure(
                .outOfRange(
                    "\(dice)\(suffix)\(numberText.prefix(20)) may \(verb) from \(allowed.lowerBound) to "
                        + "\(allowed.upperBound) of its \(dice.count) dice"))
        }
        return switch suffix {
        case "dl": .success(.highest(dice.count - number))
        case "dh": .success(.lowest(dice.count - number))
        case "kl": .success(.lowest(number))
        default: .success(.highest(number))
        }
    }

    /// A whole number of digits within `range`; `what` names it in the problem when it is not.
    private static func number(_ text: Substring, in range: ClosedRange<Int>, _ what: String)
        -> Result<Int, Dice.Problem>
    {
        switch WholeNumber.read(text, in: range) {
        case .success(let number): .success(number)
        case .failure(.notANumber): .failure(.notDice)
        case .failure(.outOfRange):
            .failure(.outOfRange("\(what) must be from \(range.lowerBound) to \(range.upperBound)"))
        }
    }
}

extension Character {
    /// `0` to `9` only: `isNumber` takes other scripts' digits and fractions, which no formula writes.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
