import Foundation
import GameKit
import Testing

@Suite struct RollTableTests {
    static let monsters = """
        table: Wandering monsters (1d6)
        1-2: 2d4 goblins
        3: [Undead] and 1d2 rats
        4-5: [ Undead ]
        6: nothing — but a distant bell

        table: Undead (1d4)
        1-3: 1d3 skeletons
        4: a ghoul
        """

    static func tables(_ text: String) throws -> [RollTable] {
        try RollTable.parse(text).get()
    }

    @Test func tablesAreReadWithTheirDiceAndEntries() throws {
        let tables = try Self.tables(Self.monsters)
        #expect(tables.map(\.name) == ["Wandering monsters", "Undead"])
        #expect(tables.map(\.dice.description) == ["1d6", "1d4"])
        #expect(tables[0].entries.map(\.range) == [1...2, 3...3, 4...5, 6...6])
        let dieless = try Self.tables("table: Loot\n1-3: coins\n4: a gem\n")
        #expect(dieless[0].dice.description == "1d4")
    }

    /// A die that rolls below 1 has entries of negative numbers: a sign before a number, the
    /// range's `-` after one.
    @Test func entriesMayBeNegative() throws {
        let tables = try Self.tables("table: Mishaps (1d6-10)\n-9--7: a slip\n-6 - -5: a fall\n-4: a bruise\n")
        #expect(tables[0].entries.map(\.range) == [-9...(-7), -6...(-5), -4...(-4)])
        let error = #expect(throws: RollTable.Problem.self) {
            try Self.tables("table: T (1d6)\n-99999999999999999999-5: x\n")
        }
        #expect(
            error?.message.hasPrefix("'-99999999999999999999' must be a whole number from") == true,
            "\(String(describing: error))")
    }

    /// Over thousands of seeds: the number within the die, the entry that holds it, dice rolled
    /// within their range, named tables rolled in, and the same seed the same roll.
    @Test func everyRollKeepsToItsTables() throws {
        let tables = try Self.tables(Self.monsters)
        for seed in UInt64(0)..<3000 {
            var random = SeededRandom(seed: seed)
            let roll = try RollTable.roll(tables, using: &random)
            #expect((1...6).contains(roll.number) && roll.entry.range.contains(roll.number))
            #expect(roll.nested.count == RollTable.references(in: roll.entry.result).count)
            #expect(!roll.told.contains("["))
            if roll.entry.result == "2d4 goblins" {
                let count = try #require(Int(roll.result.prefix { $0.isNumber }))
                #expect((2...8).contains(count) && roll.result.hasSuffix(" (2d4) goblins"))
            }
            var again = SeededRandom(seed: seed)
            #expect(try RollTable.roll(tables, using: &again) == roll)
        }
    }

    @Test(arguments: [
        ("1: a\n", 1, "start with `table: Name (1d6)`"),
        ("", 1, "no table: start with `table: Name (1d6)`"),
        ("table: A (1d4)\n1-2: a\n3: b\n", 1, "A has no entry for 4 (1d4 rolls it)"),
        ("table: A (1d4)\n1-3: a\n3-4: b\n", 3, "3 is also on line 2"),
        ("table: A (1d4)\n1-4: a\n5: b\n", 3, "1d4 cannot roll 5"),
        ("table: A (1d4)\n1-4: [B]\n", 1, "no table is named B"),
        (
            "table: A (1d2)\n1: [B]\n2: x\ntable: B (1d2)\n1: [A]\n2: y\n", 1,
            "A names tables in a loop, or more than 8 deep"
        ),
        ("table: A (2x6)\n1: a\n", 1, "(2x6) is not dice like 1d6"),
        ("table: A (1d2)\none: a\n", 2, "'one' is not a number or a range like 1-2"),
        ("table: A (1d2)\n1 a\n", 2, "an entry is `number: result` or `low-high: result`"),
        ("table: A (1d2)\n1-2: a\ntable: a (1d2)\n1-2: b\n", 3, "a is named twice"),
        ("table: (1d2)\n1-2: a\n", 1, "a table needs a name"),
        (
            "table: A (1d2)\n1: 1d6+9223372036854775807 rats\n2: x\n", 2,
            "'1d6+9223372036854775807': the modifier must be from -1000000 to 1000000"
        ),
        ("table: A (1d2)\n1: x\n2: 2000d6 arrows\n", 3, "'2000d6': the number of dice must be from 1 to 1000"),
        (
            "table: A (2d6+9223372036854775805)\n1: x\n", 1,
            "(2d6+9223372036854775805): the modifier must be from -1000000 to 1000000"
        ),
        ("table: A (1d6)\n1000001: x\n", 2, "'1000001' must be a whole number from -1000000 to 1000000"),
        (
            "table: A (1d6)\n1-99999999999999999999999999999999: x\n", 2,
            "'99999999999999999999999999999999' must be a whole number from -1000000 to 1000000"
        ),
        (
            "table: A (1d2)\n\(String(repeating: "x", count: 70)): a\n", 2,
            "'\(String(repeating: "x", count: 60))…' is not a number or a range like 1-2"
        ),
    ])
    func aBadTableIsToldAtItsLine(text: String, line: Int, message: String) {
        #expect(throws: RollTable.Problem(line: line, message: message)) { try RollTable.parse(text).get() }
    }

    /// Tables that name tables that name tables: 8 of them on each of 7 levels, every one naming
    /// all 8 below it. Their depth is within the limit, yet a roll would roll 8^6 tables at the
    /// bottom alone; it stops at the roll's budget.
    @Test func aRollPastItsBudgetOfTablesIsRefused() throws {
        let tables = try Self.tables(Self.nested(levels: 7, width: 8))
        var random = SeededRandom(seed: 1)
        #expect(throws: RollTable.Refusal.tooManyTables) { try RollTable.roll(tables, using: &random) }
    }

    /// A table naming another `count` times rolls `count` + 1 tables: the budget's number itself
    /// is allowed.
    @Test(arguments: [(RollTable.rollLimit - 1, true), (RollTable.rollLimit, false)])
    func theBudgetOfTablesIsExact(count: Int, allowed: Bool) throws {
        let text =
            "table: A (1d1)\n1: \(Array(repeating: "[B]", count: count).joined(separator: " "))\n"
            + "table: B (1d1)\n1: b\n"
        let tables = try Self.tables(text)
        var random = SeededRandom(seed: 1)
        if allowed {
            #expect(try RollTable.roll(tables, using: &random).nested.count == count)
        } else {
            #expect(throws: RollTable.Refusal.tooManyTables) { try RollTable.roll(tables, using: &random) }
        }
    }

    /// Few tables, but long rows: what a roll shows is bounded too.
    @Test func aRollPastItsBudgetOfTextIsRefused() throws {
        let text =
            "table: A (1d1)\n1: \(Array(repeating: "[B]", count: 500).joined(separator: " "))\n"
            + "table: B (1d1)\n1: \(String(repeating: "x", count: 4000))\n"
        var random = SeededRandom(seed: 1)
        #expect(throws: RollTable.Refusal.tooMuchText) { try RollTable.roll(try Self.tables(text), using: &random) }
    }

    /// Eight tables deep is allowed, nine is not, however the ninth is reached: here the second
    /// chain reaches the end of the first, already looked at from the first's own start.
    @Test func tablesMayNameTablesEightDeep() throws {
        func chain(_ names: [String]) -> String {
            zip(names, names.dropFirst().map { "[\($0)]" } + ["x"]).map { "table: \($0) (1d1)\n1: \($1)\n" }.joined()
        }
        #expect(try Self.tables(chain((1...8).map { "T\($0)" })).count == 8)
        let nine = chain((1...9).map { "T\($0)" })
        #expect(throws: RollTable.Problem(line: 1, message: "T1 names tables in a loop, or more than 8 deep")) {
            try RollTable.parse(nine).get()
        }
        let first = chain(["R1", "X1", "X2", "X3", "X4", "X5"]), second = chain(["R2", "Y1", "Y2", "Y3", "X1"])
        let joined = first + second.components(separatedBy: "table: X1 (1d1)\n1: x\n").joined()
        #expect(throws: RollTable.Problem(line: 13, message: "R2 names tables in a loop, or more than 8 deep")) {
            try RollTable.parse(joined).get()
        }
    }

    static func nested(levels: Int, width: Int) -> String {
        (1...levels).flatMap { level in
            (1...width).map { table in
                let names = (1...width).map { "[L\(level + 1)T\($0)]" }.joined(separator: " ")
                return "table: L\(level)T\(table) (1d1)\n1: \(level < levels ? names : "1d6 goblins")\n"
            }
        }.joined()
    }

    /// Over thousands of random tables, entries that overlap, stray past the die or leave a gap
    /// are told as checking every number one by one tells them: the same entry, the same number.
    @Test func entriesAreCheckedAsNumberByNumber() throws {
        var random = SeededRandom(seed: 21)
        for _ in 0..<5000 {
            let dice = random.pick(["1d4", "1d6", "2d4", "1d8+2", "d10"])
            let entries = (0..<random.int(in: 1...6)).map { _ in
                let low = random.int(in: 0...12)
                return low...(low + random.int(in: 0...3))
            }
            let text = "table: A (\(dice))\n" + entries.map { "\($0.lowerBound)-\($0.upperBound): x\n" }.joined()
            let expected = Self.numberByNumber(try #require(Dice(dice)), entries)
            switch RollTable.parse(text) {
            case .success: #expect(expected == nil, "\(text)")
            case .failure(let problem): #expect(problem == expected, "\(text)")
            }
        }
    }

    /// Every number of every entry in turn, as the tables were once checked.
    static func numberByNumber(_ dice: Dice, _ entries: [ClosedRange<Int>]) -> RollTable.Problem? {
        var covered: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            for number in entry {
                guard dice.range.contains(number) else {
                    return RollTable.Problem(line: index + 2, message: "\(dice) cannot roll \(number)")
                }
                if let first = covered.updateValue(index + 2, forKey: number) {
                    return RollTable.Problem(line: index + 2, message: "\(number) is also on line \(first)")
                }
            }
        }
        guard let missing = dice.range.first(where: { covered[$0] == nil }) else { return nil }
        return RollTable.Problem(line: 1, message: "A has no entry for \(missing) (\(dice) rolls it)")
    }

    /// Over thousands of rolls of tables whose results name tables in every odd way, the whole
    /// result is what replacing each name in turn in the text as it stands gives.
    @Test func theWholeResultIsEachNameReplacedInTurn() throws {
        let pieces = [
            "[B]", "[ B ]", "[ B]", "[b]", "[C]", "[ C ]", "[[Q]", "[ [Q ]", "x", "1d2", "]", "y]", "[B ]",
        ]
        var random = SeededRandom(seed: 5)
        for _ in 0..<3000 {
            func result(_ allowed: [String]) -> String {
                let usable = pieces.filter { piece in
                    allowed.contains { piece.contains($0) } || !piece.contains("[")
                }
                let words = (0..<random.int(in: 1...4)).map { _ in random.pick(usable) }
                // A bracket left open at the end names nothing, but may close on what follows it.
                return random.pick(["", "] "]) + words.joined(separator: " ") + random.pick(["", " [B", " [ B", " [C"])
            }
            let text = """
                table: A (1d2)
                1: \(result(["B", "b", "C", "Q"]))
                2: \(result(["C", "Q"]))
                table: B (1d2)
                1: \(result(["C", "Q"]))
                2: \(result(["Q"]))
                table: C (1d1)
                1: \(result(["Q"]))
                table: [Q (1d1)
                1: \(result([]))
                """
            let roll = try RollTable.roll(try Self.tables(text), using: &random)
            #expect(roll.told == Self.replacingInTurn(roll), "\(text)")
        }
    }

    static func replacingInTurn(_ roll: RollTable.Roll) -> String {
        var text = roll.result
        for (name, nested) in zip(RollTable.references(in: roll.result), roll.nested) {
            if let range = text.range(of: "[\(name)]") ?? text.range(of: "[ \(name) ]") {
                text.replaceSubrange(range, with: replacingInTurn(nested))
            }
        }
        return text
    }
}
