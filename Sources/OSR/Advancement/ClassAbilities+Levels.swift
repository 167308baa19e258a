/// A class's abilities at a level: the first level's, with the lines that change as it rises
/// (OSE SRD, each class's page: magic, turning the undead, and what comes after 9th level).
extension CharacterClass {
    /// The abilities of the class at `level`, as short lines for the sheet.
    public func specialAbilities(at level: Int) -> [String] {
        var lines = specialAbilities
        switch self {
        case .cleric:
            if level >= 2 { lines[0] = "Divine magic: prays for the spells its slots hold; must carry a holy symbol" }
            lines[1] = Self.turnUndead(at: level)
            if level >= 9 { lines.append("May build a stronghold, at half the cost while in favour with its deity") }
        case .dwarf:
            if level >= 9 { lines.append("May build a stronghold beneath hills or mountains") }
        case .elf, .magicUser:
            if level >= 2 {
                lines[lines.firstIndex(of: "Arcane magic: one 1st-level spell")!] =
                    "Arcane magic: spells from the spell book, as the slots allow"
            }
            if self == .elf && level >= 9 { lines.append("May build a stronghold in the forest") }
            if self == .magicUser && level >= 11 { lines.append("May build a tower, where 1d6 apprentices come") }
        case .fighter:
            if level >= 9 { lines.append("May be granted a barony") }
        case .thief:
            if level >= 9 { lines.append("May build a hideout, where 2d6 apprentices come") }
            if level >= 10 { lines.append("Casts arcane spells from scrolls (10% chance of error)") }
        case .halfling, .normalHuman:
            break
        }
        return lines
    }

    /// The monsters' Hit Dice on the turning table, in its order; `2*` has a special ability.
    private static let undeadHitDice = ["1", "2", "2*", "3", "4", "5", "6", "7–9"]

    /// The turning table: for each level, what 2d6 must reach against each column of Hit Dice
    /// (nil: it fails), with 0 for turned outright and -1 for destroyed. From 11th every column is
    /// destroyed.
    private static let turning: [[Int?]] = [
        [7, 9, 11, nil, nil, nil, nil, nil], [0, 7, 9, 11, nil, nil, nil, nil], [0, 0, 7, 9, 11, nil, nil, nil],
        [-1, 0, 0, 7, 9, 11, nil, nil], [-1, -1, 0, 0, 7, 9, 11, nil], [-1, -1, -1, 0, 0, 7, 9, 11],
        [-1, -1, -1, -1, 0, 0, 7, 9], [-1, -1, -1, -1, -1, 0, 0, 7], [-1, -1, -1, -1, -1, -1, 0, 0],
        [-1, -1, -1, -1, -1, -1, -1, 0], [-1, -1, -1, -1, -1, -1, -1, -1],
    ]

    /// "Turn undead (2d6): 1 HD 7+, 2 HD 9+, 2* HD 11+, 3+ HD fails", with T for turned and D for
    /// destroyed outright.
    static func turnUndead(at level: Int) -> String {
        let row = turning[min(max(level, 1), turning.count) - 1]
        if row.allSatisfy({ $0 == -1 }) { return "Turn undead (2d6): undead of up to 9 HD are destroyed" }
        var parts: [String] = []
        for (dice, target) in zip(undeadHitDice, row) {
            guard let target else {
                parts.append("\(dice.hasSuffix("9") ? dice : dice + "+") HD fails")
                break
            }
            parts.append("\(dice) HD " + (target == -1 ? "D" : target == 0 ? "T" : "\(target)+"))
        }
        let key = row.contains { $0 == 0 || $0 == -1 } ? " (T turned, D destroyed)" : ""
        return "Turn undead (2d6): " + parts.joined(separator: ", ") + key
    }
}
