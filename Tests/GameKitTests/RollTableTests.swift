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

    /// Over thousands of seeds: the number within the die, the entry that holds it, dice rolled
    /// within their range, named tables rolled in, and the same seed the same roll.
    @Test func everyRollKeepsToItsTables() throws {
        let tables = try Self.tables(Self.monsters)
        for seed in UInt64(0)..<3000 {
            var random = SeededRandom(seed: seed)
            let roll = try #require(RollTable.roll(tables, using: &random))
            #expect((1...6).contains(roll.number) && roll.entry.range.contains(roll.number))
            #expect(roll.nested.count == RollTable.references(in: roll.entry.result).count)
            #expect(!roll.told.contains("["))
            if roll.entry.result == "2d4 goblins" {
                let count = try #require(Int(roll.result.prefix { $0.isNumber }))
                #expect((2...8).contains(count) && roll.result.hasSuffix(" (2d4) goblins"))
            }
            var again = SeededRandom(seed: seed)
            #expect(RollTable.roll(tables, using: &again) == roll)
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
    ])
    func aBadTableIsToldAtItsLine(text: String, line: Int, message: String) {
        #expect(throws: RollTable.Problem(line: line, message: message)) { try RollTable.parse(text).get() }
    }
}
