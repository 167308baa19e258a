import GameKit
import Testing

@Suite struct DiceFormulaTests {
    static func formula(_ text: String) throws -> DiceFormula {
        try DiceFormula.read(text).get()
    }

    /// What the Dice Roller plugin writes, read term by term and written out in full.
    @Test(arguments: [
        ("2d6+1", "2d6 + 1"), ("1d20 + 1d4 + 2", "1d20 + 1d4 + 2"), ("d%", "1d100"), ("d20", "1d20"),
        ("4d6kh3", "4d6kh3"), ("4d6k3", "4d6kh3"), ("2d20kh", "2d20kh1"), ("2d20kl1", "2d20kl1"),
        ("4d6dl1", "4d6kh3"), ("4d6dh1", "4d6kl3"), ("-1d4+2", "-1d4 + 2"), ("3D6 - 1", "3d6 - 1"),
        (" 2 d 6 ", "2d6"), ("5", "5"), ("1d6-1d6", "1d6 - 1d6"),
    ])
    func formulasAreReadAsThePluginWritesThem(text: String, written: String) throws {
        #expect(try Self.formula(text).description == written)
    }

    /// Text that is no formula says so, so that an inline `dice:` of a table stays code.
    @Test(arguments: [
        "", "   ", "banana", "2d", "d", "2d6+", "++1", "2d6*2", "1d6!", "2d6 x", "dice: 2d6", "[[Table^a]]",
        "1.5d6", "2d6kx1", "2d6d1", "d%%", "1d6+-1", "½d6", "٣d6", "2d6kh3kh1",
    ])
    func textThatIsNoFormulaIsNoDice(text: String) {
        #expect(DiceFormula.read(text) == .failure(.notDice))
        #expect(DiceFormula(text) == nil)
    }

    /// Numbers past what a roll may ask for are told with what is allowed, whatever their size.
    @Test(arguments: [
        ("0d6", "the number of dice must be from 1 to 1000"),
        ("1001d6", "the number of dice must be from 1 to 1000"),
        ("99999999999999999999d6", "the number of dice must be from 1 to 1000"),
        ("1d1001", "the number of sides must be from 1 to 1000"),
        ("1d0", "the number of sides must be from 1 to 1000"),
        ("1d6+1000001", "a number must be from 0 to 1000000"),
        ("4d6kh5", "4d6kh5 may keep from 1 to 4 of its 4 dice"),
        ("4d6kl0", "4d6kl0 may keep from 1 to 4 of its 4 dice"),
        ("4d6dl4", "4d6dl4 may drop from 0 to 3 of its 4 dice"),
        ("1d20dl", "1d20dl1 may drop from 0 to 0 of its 1 dice"),
        ("600d6+600d6", "a formula may roll at most 1000 dice in all"),
        (Array(repeating: "1", count: 101).joined(separator: "+"), "a formula may add up at most 100 dice and numbers"),
    ])
    func numbersTooLargeAreToldWithTheirBounds(text: String, problem: String) {
        #expect(DiceFormula.read(text) == .failure(.outOfRange(problem)))
    }

    @Test func theLimitsThemselvesAreAllowed() throws {
        #expect(try Self.formula("1000d1000").range == 1000...1_000_000)
        #expect(try Self.formula(Array(repeating: "1", count: 100).joined(separator: "+")).range == 100...100)
        #expect(try Self.formula("1d6+1000000").range == 1_000_001...1_000_006)
        #expect(try Self.formula("500d6 + 500d6").diceCount == 1000)
    }

    @Test(arguments: [
        ("2d6+1", 3...13), ("4d6kh3", 3...18), ("2d20kl1", 1...20), ("1d4-1d6", -5...3), ("d%", 1...100),
        ("-2d4 - 3", -11...(-5)), ("10", 10...10),
    ])
    func theRangeIsWhatTheKeptDiceCanMake(text: String, range: ClosedRange<Int>) throws {
        #expect(try Self.formula(text).range == range)
    }

    /// Over thousands of seeds, for each formula: every die within its sides, as many dice as
    /// asked and as many kept as the keep says, those kept never below those set aside (above, for
    /// `kl`), the total the signed sum of what counts and within the formula's range, and the same
    /// seed the same roll.
    @Test(arguments: [
        "2d6+1", "1d20 + 1d4 + 2", "d%", "4d6kh3", "2d20kl1", "4d6dl1 - 1d4", "5d10dh2 + 3", "3d1", "-1d8",
    ])
    func everyRollKeepsToItsFormula(text: String) throws {
        let formula = try Self.formula(text)
        for seed in UInt64(0)..<3000 {
            var random = SeededRandom(seed: seed)
            let roll = formula.roll(using: &random)
            #expect(formula.range.contains(roll.total), "seed \(seed): \(roll.total)")
            #expect(roll.terms.count == formula.terms.count)
            var sum = 0
            for (term, rolled) in zip(formula.terms, roll.terms) {
                #expect(rolled.term == term)
                var counted = rolled.dice.filter(\.kept).reduce(0) { $0 + $1.value }
                switch term.part {
                case .number(let number):
                    #expect(rolled.dice.isEmpty)
                    counted = number
                case .dice(let dice, let keep):
                    #expect(rolled.dice.count == dice.count)
                    #expect(rolled.dice.allSatisfy { (1...dice.sides).contains($0.value) })
                    #expect(rolled.dice.filter(\.kept).count == keep.count(of: dice.count))
                    let kept = rolled.dice.filter(\.kept).map(\.value),
                        aside = rolled.dice.filter { !$0.kept }.map(\.value)
                    if case .highest = keep, let low = kept.min(), let high = aside.max() { #expect(low >= high) }
                    if case .lowest = keep, let high = kept.max(), let low = aside.min() { #expect(high <= low) }
                }
                #expect(rolled.value == (term.negative ? -counted : counted))
                sum += rolled.value
            }
            #expect(roll.total == sum)
            var again = SeededRandom(seed: seed)
            #expect(formula.roll(using: &again) == roll)
        }
    }

    /// A formula of one set of dice draws as `Dice` does, die by die: the seeds behind the roll
    /// tables' dice and a formula's are one promise.
    @Test func diceAreDrawnAsDiceDrawThem() throws {
        let formula = try Self.formula("3d6")
        for seed in UInt64(0)..<500 {
            var first = SeededRandom(seed: seed), second = SeededRandom(seed: seed)
            #expect(formula.roll(using: &first).total == Dice(count: 3, sides: 6).roll(using: &second))
            #expect(first.next() == second.next())
        }
    }

    /// Keeping the higher of two d20s rolls higher on the whole than one d20, and the lower lower:
    /// the kept die is the one the letters name.
    @Test func advantageRollsHigherAndDisadvantageLower() throws {
        func mean(_ text: String) throws -> Double {
            let formula = try Self.formula(text)
            var random = SeededRandom(seed: 9)
            let total = (0..<4000).reduce(0) { sum, _ in sum + formula.roll(using: &random).total }
            return Double(total) / 4000
        }
        let plain = try mean("1d20"), advantage = try mean("2d20kh1"), disadvantage = try mean("2d20kl1")
        #expect(advantage > plain + 2.5 && disadvantage < plain - 2.5, "\(disadvantage) \(plain) \(advantage)")
    }

    /// Among equal dice the earlier is kept, so that a roll's look never rests on a sort's ties.
    @Test func amongEqualDiceTheEarlierIsKept() throws {
        let formula = try Self.formula("6d2kh3")
        for seed in UInt64(0)..<500 {
            var random = SeededRandom(seed: seed)
            let dice = formula.roll(using: &random).terms[0].dice
            let twos = dice.indices.filter { dice[$0].value == 2 }, ones = dice.indices.filter { dice[$0].value == 1 }
            let kept = (twos + ones).prefix(3)
            #expect(dice.indices.filter { dice[$0].kept } == kept.sorted())
        }
    }
}
