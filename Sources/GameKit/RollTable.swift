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
/// `RollTable.depthLimit` tables deep and within a roll's budget (`rollLimit`, `textLimit`).
public struct RollTable: Hashable, Sendable {
    public let name: String
    public let dice: Dice
    public let entries: [Entry]
    /// The bytes of text showing the table takes: its name, its die and every row.
    let shownSize: Int

    init(name: String, dice: Dice, entries: [Entry]) {
        self.name = name
        self.dice = dice
        self.entries = entries
        shownSize = entries.reduce(name.utf8.count + dice.description.utf8.count) { size, entry in
            size + entry.result.utf8.count + "\(entry.range.lowerBound)-\(entry.range.upperBound)".utf8.count
        }
    }

    public struct Entry: Hashable, Sendable {
        public let range: ClosedRange<Int>
        public let result: String
    }

    public static let depthLimit = 8

    /// The numbers entries may give: as far as a die with a modifier reaches.
    public static let numbers = Dice.modifiers

    /// A roll's budget. Depth alone does not bound a roll: tables that each name a few tables
    /// again, a few levels deep, would roll millions. So one roll rolls at most `rollLimit`
    /// tables (a table named twice counts twice) and shows at most `textLimit` bytes of text
    /// (each table rolled with its every row, and each result twice: on its own and within the whole).
    public static let rollLimit = 1000
    public static let textLimit = 1 << 20

    /// What a roll on a table gave: the number rolled, the entry's words, the words with their
    /// dice rolled, and the rolls of the tables it named.
    public struct Roll: Hashable, Sendable {
        public let table: RollTable
        public let number: Int
        public let entry: Entry
        public let result: String
        public let nested: [Roll]
    }

    /// Why tables were not rolled.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// They name one another deeper than `depthLimit`, which `parse` refuses.
        case tooDeep
        /// More than `rollLimit` tables would be rolled.
        case tooManyTables
        /// More than `textLimit` bytes of text would be shown.
        case tooMuchText

        public var description: String {
            switch self {
            case .tooDeep: "the tables name one another too deep to roll"
            case .tooManyTables:
                "rolls more than \(RollTable.rollLimit) tables (the most one roll may; a table named twice counts twice)"
            case .tooMuchText:
                "shows more than \(RollTable.textLimit >> 20) MiB of text (the most one roll may: each table rolled, "
                    + "every row of it)"
            }
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
        var made: [RollTable] = [], names: Set<String> = []
        for table in tables {
            switch complete(table.name, dice: table.dice, entries: table.entries, line: table.line) {
            case .success(let rollTable):
                guard names.insert(rollTable.name.lowercased()).inserted else {
                    return .failure(Problem(line: table.line, message: "\(table.name) is named twice"))
                }
                made.append(rollTable)
            case .failure(let problem): return .failure(problem)
            }
        }
        if let (name, line) = unknownReference(in: made, lines: tables.map(\.line)) {
            return .failure(Problem(line: line, message: "no table is named \(name)"))
        }
        if let index = firstTooDeep(made) {
            return .failure(
                Problem(
                    line: tables[index].line,
                    message: "\(made[index].name) names tables in a loop, or more than \(depthLimit) deep"))
        }
        return .success(made)
    }

    /// `Wandering monsters (1d6)`: the name, and the die if given.
    private static func heading(_ text: String) -> (name: String, dice: Dice?, problem: String?) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return (trimmed, nil, nil) }
        let notation = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        switch Dice.read(notation) {
        case .success(let dice): return (name, dice, nil)
        case .failure(.notDice): return (name, nil, "(\(notation.echoed)) is not dice like 1d6")
        case .failure(.outOfRange(let why)): return (name, nil, "(\(notation.echoed)): \(why)")
        }
    }

    /// `1-2: 2d4 goblins` or `3: a rat`.
    private static func entry(_ line: String) -> (entry: Entry?, problem: String?) {
        guard let colon = line.firstIndex(of: ":") else {
            return (nil, "an entry is `number: result` or `low-high: result`")
        }
        func notNumbers() -> String { "'\(line[..<colon].echoed)' is not a number or a range like 1-2" }
        // The range's `-` is the first after a digit: the others are signs (`-9--4`, `-2`).
        let key = line[..<colon]
        let dash = key.indices.first { key[$0] == "-" && key[..<$0].contains { $0.isASCII && $0.isNumber } }
        let parts = dash.map { [key[..<$0], key[key.index(after: $0)...]] } ?? [key]
        var numbers: [Int] = []
        for text in parts {
            let text = text.trimmingCharacters(in: .whitespaces)
            switch WholeNumber.read(text, in: Self.numbers) {
            case .success(let number): numbers.append(number)
            case .failure(.notANumber): return (nil, notNumbers())
            case .failure(let problem): return (nil, "'\(text.echoed)' \(problem)")
            }
        }
        guard let low = numbers.first, let high = numbers.last, low <= high else { return (nil, notNumbers()) }
        let result = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !result.isEmpty else { return (nil, "entry \(low) has no result") }
        for word in result.split(separator: " ") {
            if case (let core, .failure(.outOfRange(let why)))? = diceWord(word) {
                return (nil, "'\(core.echoed)': \(why)")
            }
        }
        return (Entry(range: low...high, result: result), nil)
    }

    /// The table, its entries covering each number its die rolls exactly once. Told by the
    /// entries' ranges, never number by number, so that a die of a million numbers costs no
    /// more than a die of six.
    private static func complete(
        _ name: String, dice: Dice?, entries: [(Entry, Int)], line: Int
    ) -> Result<RollTable, Problem> {
        guard let highest = entries.map(\.0.range.upperBound).max() else {
            return .failure(Problem(line: line, message: "\(name) has no entries"))
        }
        let dice = dice ?? Dice(count: 1, sides: max(1, min(highest, 1000)))
        if let clash = firstClash(of: entries, with: dice) { return .failure(clash) }
        var missing = dice.range.lowerBound
        for range in entries.map(\.0.range).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            guard range.lowerBound == missing else { break }
            missing = range.upperBound + 1
        }
        if missing <= dice.range.upperBound {
            return .failure(Problem(line: line, message: "\(name) has no entry for \(missing) (\(dice) rolls it)"))
        }
        return .success(RollTable(name: name, dice: dice, entries: entries.map(\.0)))
    }

    /// The first entry that holds a number the die cannot roll or an earlier entry holds, told
    /// at the first such number of it.
    private static func firstClash(of entries: [(Entry, Int)], with dice: Dice) -> Problem? {
        // Whether the first `count` entries keep within the die and apart: so for none, and
        // once not so, not so for more. The first entry for which it fails is the clash.
        func keepApart(_ count: Int) -> Bool {
            let ranges = entries[..<count].map(\.0.range).sorted { $0.lowerBound < $1.lowerBound }
            return ranges.allSatisfy { dice.range.contains($0.lowerBound) && dice.range.contains($0.upperBound) }
                && zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }
        }
        guard !keepApart(entries.count) else { return nil }
        var apart = 0, clashing = entries.count
        while clashing - apart > 1 {
            let middle = (apart + clashing) / 2
            if keepApart(middle) { apart = middle } else { clashing = middle }
        }
        let (entry, line) = entries[clashing - 1], die = dice.range
        let low = entry.range.lowerBound, top = min(entry.range.upperBound, die.upperBound)
        if low < die.lowerBound { return Problem(line: line, message: "\(dice) cannot roll \(low)") }
        let shared = entries[..<(clashing - 1)].compactMap { earlier, earlierLine -> (number: Int, line: Int)? in
            let number = max(low, earlier.range.lowerBound)
            return number <= min(top, earlier.range.upperBound) ? (number, earlierLine) : nil
        }
        if let first = shared.min(by: { $0.number < $1.number }) {
            return Problem(line: line, message: "\(first.number) is also on line \(first.line)")
        }
        return Problem(line: line, message: "\(dice) cannot roll \(max(low, die.upperBound + 1))")
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

    /// The first of `tables` a roll on which would go more than `depthLimit` tables deep (or
    /// round a loop). Each table's depth is worked out once: tables that each name several
    /// tables, a few levels deep, have far more paths than tables.
    private static func firstTooDeep(_ tables: [RollTable]) -> Int? {
        let index = NameIndex(tables)
        let named = tables.map { table in table.entries.flatMap { references(in: $0.result) }.compactMap(index.named) }
        var depths: [Int?] = Array(repeating: nil, count: tables.count)
        var onPath = Array(repeating: false, count: tables.count)
        // The depth of a roll on table `table`, reached `level` tables deep; nil when that
        // goes past the limit or round a loop.
        func depth(_ table: Int, level: Int) -> Int? {
            if let known = depths[table] { return known }
            guard level <= depthLimit, !onPath[table] else { return nil }
            onPath[table] = true
            defer { onPath[table] = false }
            var deepest = 0
            for next in named[table] {
                guard let below = depth(next, level: level + 1) else { return nil }
                deepest = max(deepest, below)
            }
            depths[table] = deepest + 1
            return deepest + 1
        }
        return tables.indices.first { (depth($0, level: 1) ?? depthLimit + 1) > depthLimit }
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

    /// Tables by name, whatever its case.
    private struct NameIndex {
        let positions: [String: Int]

        init(_ tables: [RollTable]) {
            positions = Dictionary(
                tables.enumerated().map { ($1.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        }

        func named(_ name: String) -> Int? { positions[name.lowercased()] }
    }

    // MARK: Rolling

    /// Rolls the first of `tables`, and every table its results name, within a roll's budget.
    public static func roll(_ tables: [RollTable], using random: inout SeededRandom) throws(Refusal) -> Roll {
        precondition(!tables.isEmpty, "roll the tables `parse` gave, never none")
        var budget = Budget()
        return try tables[0].roll(among: tables, index: NameIndex(tables), depth: 0, budget: &budget, using: &random)
    }

    /// What a roll may still roll and show.
    private struct Budget {
        var tables = RollTable.rollLimit
        var text = RollTable.textLimit

        mutating func spend(tables: Int = 0, text: Int) throws(Refusal) {
            self.tables -= tables
            self.text -= text
            if self.tables < 0 { throw .tooManyTables }
            if self.text < 0 { throw .tooMuchText }
        }
    }

    private func roll(
        among tables: [RollTable], index: NameIndex, depth: Int, budget: inout Budget, using random: inout SeededRandom
    ) throws(Refusal) -> Roll {
        guard depth < Self.depthLimit else { throw .tooDeep }
        try budget.spend(tables: 1, text: shownSize)
        let number = dice.roll(using: &random)
        guard let entry = entries.first(where: { $0.range.contains(number) }) else {
            preconditionFailure("parse makes entries cover every number the die rolls")
        }
        var nested: [Roll] = []
        for name in Self.references(in: entry.result) {
            guard let table = index.named(name) else { preconditionFailure("parse refuses an unknown name") }
            nested.append(
                try tables[table].roll(among: tables, index: index, depth: depth + 1, budget: &budget, using: &random))
        }
        let result = Self.rollingDice(in: entry.result, using: &random)
        try budget.spend(text: 2 * result.utf8.count)
        return Roll(table: self, number: number, entry: entry, result: result, nested: nested)
    }

    /// The result with each dice expression rolled: `2d4 goblins` gives `5 (2d4) goblins`.
    static func rollingDice(in result: String, using random: inout SeededRandom) -> String {
        result.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let (core, written) = diceWord(word), case .success(let dice) = written,
                dice.description == core.lowercased() || "1" + core.lowercased() == dice.description
            else { return String(word) }
            let rolled = dice.roll(using: &random)
            return word.replacingOccurrences(of: core, with: "\(rolled) (\(core))")
        }.joined(separator: " ")
    }

    /// A word of a result written as dice (`2d4`, `d6,`): the dice without the punctuation
    /// around them, and what they are; nil for a word that is no dice. Dice written as such
    /// but too large to roll are refused when the table is read.
    private static func diceWord(_ word: Substring) -> (core: String, dice: Result<Dice, Dice.Problem>)? {
        let core = word.trimmingCharacters(in: .punctuationCharacters.subtracting(["+", "-"]))
        guard core.contains("d"), core.first?.isNumber == true || core.first == "d" else { return nil }
        let dice = Dice.read(core)
        if case .failure(.notDice) = dice { return nil }
        return (core, dice)
    }
}
