import Foundation

/// Dice tables as a game master writes them, one or more in a text:
///
/// ```
/// table: Wandering monsters (1d6)
/// 1-2: 2d4 goblins
/// 3: a giant rat swarm
/// 4-5: [Undead]
/// 6: nothing — but a distant bell
///
/// table: Undead (1d4)
/// 1-3: 1d3 skeletons
/// 4: a ghoul
/// ```
///
/// The first table is the one rolled. Its die is in brackets after the name (else one die of as
/// many sides as its highest entry). Entries cover every number the die can roll, each once. In a
/// result, dice (`2d4`, `1d3+1`) are rolled and `[Name]` rolls the table of that name, up to
/// `RollTable.depthLimit` tables deep.
public struct RollTable: Hashable, Sendable {
    public let name: String
    public let dice: Dice
    public let entries: [Entry]

    public struct Entry: Hashable, Sendable {
        public let range: ClosedRange<Int>
        public let result: String
    }

    public static let depthLimit = 8

    /// What a roll on a table gave: the number rolled, the entry's words, the words with their
    /// dice rolled, and the rolls of the tables it named.
    public struct Roll: Hashable, Sendable {
        public let table: RollTable
        public let number: Int
        public let entry: Entry
        public let result: String
        public let nested: [Roll]

        /// The result with each table it names replaced by what that table gave.
        public var told: String {
            var text = result
            for (name, roll) in zip(RollTable.references(in: result), nested) {
                if let range = text.range(of: "[\(name)]") ?? text.range(of: "[ \(name) ]") {
                    text.replaceSubrange(range, with: roll.told)
                }
            }
            return text
        }
    }

    /// A problem with the text, at a line counted from 1.
    public struct Problem: Error, Hashable, Sendable {
        public let line: Int
        public let message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// The tables of `text`, in order; the first problem found, else.
    public static func parse(_ text: String) -> Result<[RollTable], Problem> {
        var tables: [(name: String, dice: Dice?, line: Int, entries: [(Entry, Int)])] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces), number = index + 1
            if line.isEmpty { continue }
            if line.lowercased().hasPrefix("table:") {
                let (name, dice, problem) = heading(String(line.dropFirst("table:".count)))
                guard !name.isEmpty else { return .failure(Problem(line: number, message: "a table needs a name")) }
                if let problem { return .failure(Problem(line: number, message: problem)) }
                tables.append((name, dice, number, []))
                continue
            }
            guard !tables.isEmpty else {
                return .failure(Problem(line: number, message: "start with `table: Name (1d6)`"))
            }
            let (entry, problem) = entry(line)
            guard let entry else { return .failure(Problem(line: number, message: problem ?? "not an entry")) }
            tables[tables.count - 1].entries.append((entry, number))
        }
        guard !tables.isEmpty else {
            return .failure(Problem(line: 1, message: "no table: start with `table: Name (1d6)`"))
        }
        var made: [RollTable] = []
        for table in tables {
            switch complete(table.name, dice: table.dice, entries: table.entries, line: table.line) {
            case .success(let rollTable):
                if made.contains(where: { $0.name.lowercased() == rollTable.name.lowercased() }) {
                    return .failure(Problem(line: table.line, message: "\(table.name) is named twice"))
                }
                made.append(rollTable)
            case .failure(let problem): return .failure(problem)
            }
        }
        if let (name, line) = unknownReference(in: made, lines: tables.map(\.line)) {
            return .failure(Problem(line: line, message: "no table is named \(name)"))
        }
        for (table, line) in zip(made, tables.map(\.line)) where depth(of: table, among: made, seen: []) > depthLimit {
            return .failure(
                Problem(line: line, message: "\(table.name) names tables in a loop, or more than \(depthLimit) deep"))
        }
        return .success(made)
    }

    /// `Wandering monsters (1d6)`: the name, and the die if given.
    private static func heading(_ text: String) -> (name: String, dice: Dice?, problem: String?) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return (trimmed, nil, nil) }
        let notation = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        guard let dice = Dice(notation) else { return (name, nil, "(\(notation.prefix(20))) is not dice like 1d6") }
        return (name, dice, nil)
    }

    /// `1-2: 2d4 goblins` or `3: a rat`.
    private static func entry(_ line: String) -> (entry: Entry?, problem: String?) {
        guard let colon = line.firstIndex(of: ":") else {
            return (nil, "an entry is `number: result` or `low-high: result`")
        }
        let numbers = line[..<colon].split(separator: "-", maxSplits: 1).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        let result = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard let low = numbers.first ?? nil, let high = numbers.last ?? nil, low <= high, low > -1_000_000,
            high < 1_000_000
        else { return (nil, "'\(line[..<colon].prefix(20))' is not a number or a range like 1-2") }
        guard !result.isEmpty else { return (nil, "entry \(low) has no result") }
        return (Entry(range: low...high, result: result), nil)
    }

    /// The table, its entries covering each number its die rolls exactly once.
    private static func complete(
        _ name: String, dice: Dice?, entries: [(Entry, Int)], line: Int
    ) -> Result<RollTable, Problem> {
        guard let highest = entries.map(\.0.range.upperBound).max() else {
            return .failure(Problem(line: line, message: "\(name) has no entries"))
        }
        let dice = dice ?? Dice(count: 1, sides: max(1, min(highest, 1000)))
        var covered: [Int: Int] = [:]
        for (entry, entryLine) in entries {
            for number in entry.range {
                guard dice.range.contains(number) else {
                    return .failure(Problem(line: entryLine, message: "\(dice) cannot roll \(number)"))
                }
                if let first = covered.updateValue(entryLine, forKey: number) {
                    return .failure(Problem(line: entryLine, message: "\(number) is also on line \(first)"))
                }
            }
        }
        if let missing = dice.range.first(where: { covered[$0] == nil }) {
            return .failure(Problem(line: line, message: "\(name) has no entry for \(missing) (\(dice) rolls it)"))
        }
        return .success(RollTable(name: name, dice: dice, entries: entries.map(\.0)))
    }

    private static func unknownReference(in tables: [RollTable], lines: [Int]) -> (String, Int)? {
        let names = Set(tables.map { $0.name.lowercased() })
        for (table, line) in zip(tables, lines) {
            for entry in table.entries {
                if let name = references(in: entry.result).first(where: { !names.contains($0.lowercased()) }) {
                    return (name, line)
                }
            }
        }
        return nil
    }

    /// How many tables deep a roll on `table` may go; past the limit when they loop.
    private static func depth(of table: RollTable, among tables: [RollTable], seen: Set<String>) -> Int {
        let key = table.name.lowercased()
        guard !seen.contains(key), seen.count <= depthLimit else { return depthLimit + 1 }
        let named = table.entries.flatMap { references(in: $0.result) }.compactMap { name in
            tables.first { $0.name.lowercased() == name.lowercased() }
        }
        return 1 + (named.map { depth(of: $0, among: tables, seen: seen.union([key])) }.max() ?? 0)
    }

    /// The names in brackets: `[Undead]`.
    public static func references(in result: String) -> [String] {
        var names: [String] = []
        var rest = Substring(result)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            names.append(String(rest[rest.index(after: open)..<close]).trimmingCharacters(in: .whitespaces))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    // MARK: Rolling

    /// Rolls the first of `tables`, and every table its results name; nil when they name one
    /// another deeper than `depthLimit` (a loop, most likely).
    public static func roll(_ tables: [RollTable], using random: inout SeededRandom) -> Roll? {
        guard let first = tables.first else { return nil }
        return first.roll(among: tables, depth: 0, using: &random)
    }

    private func roll(among tables: [RollTable], depth: Int, using random: inout SeededRandom) -> Roll? {
        guard depth < Self.depthLimit else { return nil }
        let number = dice.roll(using: &random)
        guard let entry = entries.first(where: { $0.range.contains(number) }) else { return nil }
        var nested: [Roll] = []
        for name in Self.references(in: entry.result) {
            guard let table = tables.first(where: { $0.name.lowercased() == name.lowercased() }),
                let roll = table.roll(among: tables, depth: depth + 1, using: &random)
            else { return nil }
            nested.append(roll)
        }
        return Roll(
            table: self, number: number, entry: entry, result: Self.rollingDice(in: entry.result, using: &random),
            nested: nested)
    }

    /// The result with each dice expression rolled: `2d4 goblins` gives `5 goblins (2d4)`.
    static func rollingDice(in result: String, using random: inout SeededRandom) -> String {
        result.split(separator: " ", omittingEmptySubsequences: false).map { word in
            let core = word.trimmingCharacters(in: .punctuationCharacters.subtracting(["+", "-"]))
            guard core.contains("d"), core.first?.isNumber == true || core.first == "d", let dice = Dice(core),
                dice.description == core.lowercased() || "1" + core.lowercased() == dice.description
            else { return String(word) }
            let rolled = dice.roll(using: &random)
            return word.replacingOccurrences(of: core, with: "\(rolled) (\(core))")
        }.joined(separator: " ")
    }
}
