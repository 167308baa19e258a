import GameKit
import Testing

@Suite struct SeededRandomTests {
    @Test func matchesPublishedSplitMix64Outputs() {
        var zero = SeededRandom(seed: 0)
        #expect(
            [zero.next(), zero.next(), zero.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
        var other = SeededRandom(seed: 1_234_567)
        #expect(
            [other.next(), other.next(), other.next()] == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            ])
    }

    @Test func sameSeedSameStream() {
        var a = SeededRandom(seed: 99), b = SeededRandom(seed: 99)
        for _ in 0..<1000 { #expect(a.int(in: -5...5) == b.int(in: -5...5)) }
    }

    @Test func rangesAreInclusiveAndEveryValueTurnsUp() {
        var random = SeededRandom(seed: 3)
        var counts = [Int: Int]()
        for _ in 0..<60_000 { counts[random.int(in: 1...6), default: 0] += 1 }
        #expect(Set(counts.keys) == Set(1...6))
        for face in 1...6 {
            #expect((9_000...11_000).contains(counts[face]!), "face \(face) came up \(counts[face]!) times")
        }
    }

    @Test func extremeRangesStayInBounds() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<1000 {
            #expect(random.int(in: 7...7) == 7)
            let wide = random.int(in: Int.min...Int.max)
            #expect(wide >= Int.min && wide <= Int.max)
            #expect((-3...(-1)).contains(random.int(in: -3...(-1))))
        }
    }

    @Test func weightedIndexNeverPicksZeroWeightAndFollowsWeights() {
        var random = SeededRandom(seed: 5)
        var counts = [0, 0, 0]
        for _ in 0..<30_000 { counts[random.weightedIndex([1, 0, 3])] += 1 }
        #expect(counts[1] == 0)
        #expect((6_800...8_200).contains(counts[0]))
    }

    /// Seeds are 0 to 2^63−1, and the seeds of `count` things from `seed` must all be seeds:
    /// the last of them may be the largest.
    @Test(arguments: [
        (UInt64(Int64.max), 1, true), (UInt64(Int64.max), 2, false), (UInt64(Int64.max) - 9, 10, true),
        (UInt64(Int64.max) - 9, 11, false), (0, 100_000, true), (UInt64(Int64.max) + 1, 1, false),
        (UInt64.max, 1, false), (7, 0, false),
    ])
    func aRangeOfSeedsFitsWhenItsLastIsASeed(seed: UInt64, count: Int, fits: Bool) {
        #expect(SeededRandom.seedsFit(from: seed, count: count) == fits)
    }

    @Test func derivedStreamsDifferAndRepeat() {
        var first = SeededRandom.derived(from: 7, index: 0), second = SeededRandom.derived(from: 7, index: 1)
        var again = SeededRandom.derived(from: 7, index: 1)
        #expect(first.next() != second.next())
        _ = again.next()
        #expect(second.next() == again.next())
    }
}

@Suite struct DiceTests {
    @Test(arguments: [
        ("3d6", 3, 6, 0), ("d20", 1, 20, 0), ("1d8+1", 1, 8, 1), ("2d4-1", 2, 4, -1), (" 1D6 ", 1, 6, 0),
    ])
    func parsesNotation(text: String, count: Int, sides: Int, modifier: Int) {
        #expect(Dice(text) == Dice(count: count, sides: sides, modifier: modifier))
    }

    @Test(arguments: ["", "6", "d", "3d", "0d6", "3d0", "3x6", "3d6+", "3d6+-1", "-1d6"])
    func rejectsNonsense(text: String) {
        #expect(Dice(text) == nil)
    }

    /// Dice written as dice but too large are told which number is out of its range; text that
    /// is no dice says so, however large its numbers.
    @Test(arguments: [
        ("1d6+9223372036854775807", Dice.Problem.outOfRange("the modifier must be from -1000000 to 1000000")),
        ("2d6-1000001", .outOfRange("the modifier must be from -1000000 to 1000000")),
        ("2000d6", .outOfRange("the number of dice must be from 1 to 1000")),
        ("0d6", .outOfRange("the number of dice must be from 1 to 1000")),
        ("3d99999999999999999999", .outOfRange("the number of sides must be from 1 to 1000")),
        ("3d0", .outOfRange("the number of sides must be from 1 to 1000")),
        ("xd6+99999999999999999999", .notDice), ("1d6+-9", .notDice), ("3x6", .notDice),
    ])
    func diceTooLargeAreToldWhy(text: String, problem: Dice.Problem) {
        #expect(Dice.read(text) == .failure(problem))
        #expect(Dice(text) == nil)
    }

    /// The largest dice notation reads roll far from overflowing.
    @Test func theLargestDiceRollWithinTheirRange() throws {
        for text in ["1000d1000+1000000", "1000d1000-1000000"] {
            let dice = try Dice.read(text).get()
            #expect(dice.description == text)
            var random = SeededRandom(seed: 9)
            #expect(dice.range.contains(dice.roll(using: &random)))
        }
    }

    @Test func printsBackTheSameNotation() {
        for text in ["3d6", "1d8+1", "2d4-1"] { #expect(Dice(text)!.description == text) }
    }

    @Test func rollsStayInRangeAndReachBothEnds() {
        var random = SeededRandom(seed: 1)
        let dice = Dice(count: 3, sides: 6, modifier: 2)
        let rolls = (0..<20_000).map { _ in dice.roll(using: &random) }
        #expect(rolls.allSatisfy { dice.range.contains($0) })
        #expect(rolls.min() == 5 && rolls.max() == 20)
    }
}
