import GameKit

/// The rules a character of any level keeps beyond those of its making: a level its class has,
/// experience within the level's span, hit points that its Hit Dice could give, a spell book as
/// full as its slots, no more memorised than the slots hold, and a retainer's terms.
extension CreationCheck {
    static func level(_ c: CharacterChoices) -> [RuleBreak] {
        var problems: [RuleBreak] = []
        let range = c.characterClass.levelRange
        if !range.contains(c.level) {
            let span = range.count == 1 ? "only \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            problems.append(RuleBreak("level", "\(c.characterClass.withArticle)'s level is \(span), not \(c.level)"))
        }
        if c.characterClass == .normalHuman && c.retainer == nil {
            problems.append(RuleBreak("class", "a normal human is only ever a retainer (give retainer:)"))
        }
        return problems
    }

    static func experience(_ c: CharacterChoices) -> [RuleBreak] {
        guard c.characterClass.levelRange.contains(c.level) else { return [] }
        let range = c.characterClass.experienceRange(at: c.level)
        guard !range.contains(c.experience) else { return [] }
        let span =
            range.upperBound == CharacterClass.mostExperience
            ? "at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
        return [RuleBreak("experience", "level \(c.level) takes \(span) XP, not \(c.experience)")]
    }

    static func hitPoints(_ c: CharacterChoices) -> [RuleBreak] {
        guard c.characterClass.levelRange.contains(c.level) else { return [] }
        let constitution = c.abilities[.constitution]
        let range = c.characterClass.hitPointRange(at: c.level, constitution: constitution)
        guard !range.contains(c.hitPoints) else { return [] }
        return [
            RuleBreak(
                "hitPoints",
                "\(c.hitPoints) is outside what \(c.characterClass.hitDice(at: c.level)) and CON \(constitution) "
                    + "give (\(range.lowerBound) to \(range.upperBound))")
        ]
    }

    /// The spell level of an arcane or divine spell, or nil when there is no such spell.
    static func spellLevel(_ name: String, _ kind: SpellKind) -> Int? {
        SpellList.named(name, kind: kind)?.level
    }

    /// An arcane caster's book holds exactly as many spells of each level as it can memorise;
    /// no other class keeps one.
    static func spellBook(_ c: CharacterChoices) -> [RuleBreak] {
        guard c.characterClass.spellKind == .arcane else {
            guard !c.spells.isEmpty else { return [] }
            let why =
                c.characterClass == .cleric
                ? "keeps no spell book; a cleric prays for the spells it memorises" : "casts no spells"
            return [RuleBreak("spells", "\(c.characterClass.withArticle) \(why)")]
        }
        guard c.characterClass.levelRange.contains(c.level) else { return [] }
        let slots = c.characterClass.row(c.level).spellSlots
        var problems: [RuleBreak] = []
        var counts = Array(repeating: 0, count: slots.count)
        var seen: Set<String> = []
        for (index, spell) in c.spells.enumerated() {
            let field = "spells.\(index + 1)"
            guard let known = SpellList.named(spell, kind: .arcane) else {
                problems.append(RuleBreak(field, "\(spell.prefix(60)) is not an arcane spell"))
                continue
            }
            let spellLevel = known.level
            // "Light" and "Darkness" are one spell, Light (Darkness).
            guard seen.insert(known.name).inserted else {
                problems.append(RuleBreak(field, "\(spell.prefix(60)) is in the book twice"))
                continue
            }
            guard spellLevel <= slots.count else {
                problems.append(
                    RuleBreak(
                        field,
                        "\(spell) is of spell level \(spellLevel); a level-\(c.level) \(c.characterClass.name) casts "
                            + "spells up to level \(slots.count)"))
                continue
            }
            counts[spellLevel - 1] += 1
        }
        if problems.isEmpty && counts != slots {
            problems.append(
                RuleBreak(
                    "spells",
                    "a level-\(c.level) \(c.characterClass.name)'s book holds \(spellCounts(slots)), "
                        + "not \(spellCounts(counts))"))
        }
        return problems
    }

    /// The spells memorised for the day: from the book for arcane casters, of a level the slots
    /// reach for clerics, no more of a level than its slots.
    static func memorised(_ c: CharacterChoices) -> [RuleBreak] {
        guard !c.memorised.isEmpty else { return [] }
        guard let kind = c.characterClass.spellKind, c.characterClass.levelRange.contains(c.level) else {
            return [RuleBreak("memorised", "\(c.characterClass.withArticle) casts no spells")]
        }
        let slots = c.characterClass.row(c.level).spellSlots
        var problems: [RuleBreak] = []
        var counts = Array(repeating: 0, count: slots.count)
        let book = Set(c.spells.map { SpellList.named($0, kind: .arcane)?.name ?? $0 })
        for (index, spell) in c.memorised.enumerated() {
            let field = "memorised.\(index + 1)"
            if kind == .arcane && !book.contains(SpellList.named(spell, kind: .arcane)?.name ?? spell) {
                problems.append(RuleBreak(field, "\(spell.prefix(60)) is not in the spell book"))
            } else if let spellLevel = spellLevel(spell, kind) {
                if spellLevel <= slots.count {
                    counts[spellLevel - 1] += 1
                } else {
                    problems.append(
                        RuleBreak(
                            field, "\(spell) is of spell level \(spellLevel), beyond the slots of level \(c.level)"))
                }
            } else {
                problems.append(
                    RuleBreak(field, "\(spell.prefix(60)) is not \(kind == .arcane ? "an arcane" : "a divine") spell"))
            }
        }
        for (index, count) in counts.enumerated() where count > slots[index] {
            problems.append(
                RuleBreak(
                    "memorised",
                    "\(count) spells of level \(index + 1) are memorised; a level-\(c.level) "
                        + "\(c.characterClass.name) has \(slots[index]) slot\(slots[index] == 1 ? "" : "s")"))
        }
        return problems
    }

    /// "2 of level 1 and 1 of level 2", or "none".
    static func spellCounts(_ counts: [Int]) -> String {
        let parts = counts.enumerated().filter { $0.element > 0 }.map { "\($0.element) of level \($0.offset + 1)" }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// A retainer's loyalty is checked on 2d6, its pay is a fee and at least a half share.
    static func retainer(_ c: CharacterChoices) -> [RuleBreak] {
        guard let terms = c.retainer else { return [] }
        var problems: [RuleBreak] = []
        if case .failure(let problem) = PlayerName.validated(terms.employer) {
            problems.append(RuleBreak("retainer.employer", "\(problem)"))
        }
        if !(2...12).contains(terms.loyalty) {
            problems.append(
                RuleBreak("retainer.loyalty", "loyalty is checked on 2d6: from 2 to 12, not \(terms.loyalty)"))
        }
        if let refusal = RetainerRules.wageRefusal(terms.wage) { problems.append(RuleBreak("retainer.wage", refusal)) }
        if let refusal = RetainerRules.shareRefusal(terms.shareInHalves) {
            problems.append(RuleBreak("retainer.share", refusal))
        }
        return problems
    }
}
