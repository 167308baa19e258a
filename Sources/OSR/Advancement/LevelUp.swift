import GameKit

/// One level gained (OSE SRD, `Advancement`): the new Hit Die rolled from a seed that is kept, or the
/// fixed points after 9th level; and for an arcane caster, the spells its book gains, as many as
/// the new level lets it memorise beyond those it has.
///
/// The same character, seed and chosen spells always give the same result: the seed's stream gives
/// the Hit Die first, then any spells the player left to chance.
public struct LevelUp: Hashable, Sendable {
    public let before: CharacterChoices
    public let after: CharacterChoices
    public let seed: UInt64
    /// The Hit Die's roll, nil after 9th level where the points are fixed.
    public let hitDieRoll: Int?
    public let hitPointsGained: Int
    /// The spells written into the book, by spell level order.
    public let spellsLearned: [String]

    /// Why a character may not level up now, if it may not.
    public static func refusal(for choices: CharacterChoices) -> String? {
        let c = choices.characterClass
        if c == .normalHuman { return "a normal human takes a class when it first earns experience, not a level" }
        if choices.level >= c.maximumLevel { return "\(c.withArticle) rises no higher than level \(c.maximumLevel)" }
        let needed = c.row(choices.level + 1).experience
        if choices.experience < needed {
            return "level \(choices.level + 1) needs \(needed) XP; \(choices.name) has \(choices.experience)"
        }
        return nil
    }

    /// How many spells of each spell level the book must gain at the next level (index 0 is 1st).
    public static func spellsToLearn(for choices: CharacterChoices) -> [Int] {
        guard choices.characterClass.spellKind == .arcane, choices.level < choices.characterClass.maximumLevel else {
            return []
        }
        let slots = choices.characterClass.row(choices.level + 1).spellSlots
        return slots.enumerated().map { index, count in
            max(0, count - choices.spells.filter { SpellList.named($0, kind: .arcane)?.level == index + 1 }.count)
        }
    }

    /// Why the spells a player chose for the book cannot all be written in at the next level, if
    /// they cannot: each must be an arcane spell of a level the book gains, not in it already, and
    /// no more of a level than it gains.
    public static func spellRefusal(_ chosen: [String], for choices: CharacterChoices) -> String? {
        let toLearn = spellsToLearn(for: choices)
        let book = Set(choices.spells.compactMap { SpellList.named($0, kind: .arcane)?.name })
        var counts = Array(repeating: 0, count: toLearn.count)
        var seen: Set<String> = []
        for typed in chosen {
            guard let spell = SpellList.named(typed, kind: .arcane) else {
                return "\(typed.prefix(60)) is not an arcane spell"
            }
            guard !book.contains(spell.name), seen.insert(spell.name).inserted else {
                return "\(spell.name) is in the book already, or chosen twice"
            }
            guard spell.level <= toLearn.count, counts[spell.level - 1] < toLearn[spell.level - 1] else {
                return "the book gains no more spells of level \(spell.level) (\(spell.name))"
            }
            counts[spell.level - 1] += 1
        }
        return nil
    }

    /// Levels `choices` up with `seed`. `chosen` are the spells the player picked for the book;
    /// the rest of those it must gain are drawn from the seed among the arcane spells of their
    /// level not in the book. `refusal(for:)` and `spellRefusal(chosen, for:)` must be nil.
    public init(_ choices: CharacterChoices, seed: UInt64, chosen: [String] = []) {
        precondition(Self.refusal(for: choices) == nil, "not ready to level up")
        precondition(Self.spellRefusal(chosen, for: choices) == nil, "spells the book cannot gain")
        var random = SeededRandom(seed: seed)
        let c = choices.characterClass, level = choices.level + 1
        if level <= CharacterClass.lastRolledLevel {
            let roll = random.int(in: 1...c.hitDieSides)
            hitDieRoll = roll
            hitPointsGained = CharacterClass.hitPoints(rolled: roll, constitution: choices.abilities[.constitution])
        } else {
            hitDieRoll = nil
            hitPointsGained = c.hitPointsAfterNinth
        }
        var book = choices.spells.map { SpellList.named($0, kind: .arcane)?.name ?? $0 }
        var learned: [String] = []
        for (index, count) in Self.spellsToLearn(for: choices).enumerated() where count > 0 {
            var picks = chosen.compactMap { SpellList.named($0, kind: .arcane) }.filter { $0.level == index + 1 }
                .map(\.name)
            var left = SpellList.spells(.arcane, level: index + 1).map(\.name).filter {
                !book.contains($0) && !picks.contains($0)
            }
            while picks.count < count, !left.isEmpty {
                picks.append(left.remove(at: random.int(in: 0...(left.count - 1))))
            }
            book += picks
            learned += picks
        }
        var after = choices
        after.level = level
        after.hitPoints += hitPointsGained
        after.spells = book
        self.before = choices
        self.after = after
        self.seed = seed
        self.spellsLearned = learned
    }

    /// The rolls to keep in the character's history.
    public var rolls: [(what: String, result: Int)] {
        let level = after.level
        var rolls: [(what: String, result: Int)] = [("level \(level) seed", Int(truncatingIfNeeded: seed))]
        if let hitDieRoll {
            rolls.append(("level \(level) Hit Die (1d\(after.characterClass.hitDieSides))", hitDieRoll))
        }
        return rolls
    }
}
