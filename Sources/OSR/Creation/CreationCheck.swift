import GameKit

/// Checks a character's choices against the rules of creation and of the levels since
/// (docs/rules.md), and reports every rule broken, not only the first, so a character file can be
/// put right in one go.
public enum CreationCheck {
    public static func problems(in choices: CharacterChoices) -> [RuleBreak] {
        scores(choices) + characterClass(choices) + adjustment(choices) + level(choices) + experience(choices)
            + hitPoints(choices) + gold(choices) + name(choices) + languages(choices) + purchases(choices)
            + spellBook(choices) + memorised(choices) + retainer(choices)
    }

    /// Rolled scores the method can give; adjusted scores within 3–18 (an unadjusted score is
    /// told once, as rolled).
    static func scores(_ c: CharacterChoices) -> [RuleBreak] {
        let possible = c.method.possibleScores
        return Ability.allCases.compactMap { ability in
            possible.contains(c.rolled[ability])
                ? nil
                : RuleBreak(
                    "rolled.\(ability.key)",
                    "\(c.rolled[ability]) cannot be rolled with \(c.method.rawValue) "
                        + "(\(possible.lowerBound) to \(possible.upperBound))")
        }
            + Ability.allCases.compactMap { ability in
                (3...18).contains(c.abilities[ability]) || c.abilities[ability] == c.rolled[ability]
                    ? nil
                    : RuleBreak("abilities.\(ability.key)", "\(c.abilities[ability]) is outside 3 to 18")
            }
    }

    /// The class's minimum scores, checked against the rolled scores (the class comes before adjusting).
    static func characterClass(_ c: CharacterChoices) -> [RuleBreak] {
        c.characterClass.requirements.sorted { $0.key < $1.key }.compactMap { ability, minimum in
            c.rolled[ability] >= minimum
                ? nil
                : RuleBreak(
                    "class",
                    "\(c.characterClass.withArticle) needs \(ability.rawValue) \(minimum) or more "
                        + "(rolled \(c.rolled[ability]))")
        }
    }

    /// Two points off a lowerable score for each point onto a prime requisite; nothing below 9.
    static func adjustment(_ c: CharacterChoices) -> [RuleBreak] {
        var problems: [RuleBreak] = []
        var raised = 0, lowered = 0
        let primes = c.characterClass.primeRequisites
        for ability in Ability.allCases {
            let change = c.abilities[ability] - c.rolled[ability]
            let field = "abilities.\(ability.key)"
            if change > 0 {
                raised += change
                if !primes.contains(ability) {
                    problems.append(
                        RuleBreak(
                            field,
                            "only a prime requisite (\(primes.map(\.rawValue).joined(separator: ", "))) may be raised"))
                }
            } else if change < 0 {
                lowered -= change
                if let refusal = loweringRefusal(ability, for: c.characterClass) {
                    problems.append(RuleBreak(field, refusal))
                } else if c.abilities[ability] < 9 {
                    problems.append(RuleBreak(field, "may not be lowered below 9"))
                } else if change % 2 != 0 {
                    problems.append(
                        RuleBreak(field, "must be lowered by an even number of points (2 for each point raised)"))
                }
            }
        }
        if raised * 2 != lowered && problems.isEmpty {
            problems.append(
                RuleBreak(
                    "abilities", "2 points must be lowered for each point raised (raised \(raised), lowered \(lowered))"
                ))
        }
        return problems
    }

    /// Why a score may not be lowered by this class, if it may not.
    public static func loweringRefusal(_ ability: Ability, for characterClass: CharacterClass) -> String? {
        if characterClass.lowerableAbilities.contains(ability) { return nil }
        if characterClass.primeRequisites.contains(ability) { return "a prime requisite may not be lowered" }
        if characterClass == .thief && ability == .strength { return "a Thief may not lower STR" }
        return "only STR, INT and WIS may be lowered"
    }

    /// The class's hit die plus the CON modifier, at least 1: a first-level character's hit points.
    public static func hitPointRange(for characterClass: CharacterClass, constitution: Int) -> ClosedRange<Int> {
        characterClass.hitPointRange(at: 1, constitution: constitution)
    }

    /// 3d6 × 10 gold pieces.
    static func gold(_ c: CharacterChoices) -> [RuleBreak] {
        (30...180).contains(c.startingGold) && c.startingGold % 10 == 0
            ? []
            : [RuleBreak("gold", "\(c.startingGold) gp cannot come from 3d6 × 10 (30 to 180, in tens)")]
    }

    static func name(_ c: CharacterChoices) -> [RuleBreak] {
        var problems: [RuleBreak] = []
        if case .failure(let problem) = PlayerName.validated(c.name) {
            problems.append(RuleBreak("name", "\(problem)"))
        }
        if let title = c.title, case .failure(let problem) = PlayerName.validated(title) {
            problems.append(RuleBreak("title", "\(problem)"))
        }
        return problems
    }

    /// As many extra languages as INT allows, from the table, none the character already speaks.
    static func languages(_ c: CharacterChoices) -> [RuleBreak] {
        var problems: [RuleBreak] = []
        let allowed = AbilityModifier.extraLanguages(c.abilities[.intelligence])
        if c.extraLanguages.count > allowed {
            problems.append(
                RuleBreak(
                    "languages",
                    "INT \(c.abilities[.intelligence]) allows \(allowed) extra "
                        + "language\(allowed == 1 ? "" : "s"), not \(c.extraLanguages.count)"))
        }
        var known = Set(c.characterClass.nativeLanguages + [c.alignment.language])
        for (index, language) in c.extraLanguages.enumerated() {
            if known.contains(language) {
                problems.append(
                    RuleBreak("languages.\(index + 1)", "\(c.characterClass.withArticle) already speaks \(language)"))
            } else if !Languages.d20Table.contains(language) {
                problems.append(
                    RuleBreak("languages.\(index + 1)", "\(language.prefix(60)) is not on the languages table"))
            } else {
                known.insert(language)
            }
        }
        return problems
    }

    /// Things on the lists, that the class may use, one suit of armour, no more than the gold.
    static func purchases(_ c: CharacterChoices) -> [RuleBreak] {
        var problems: [RuleBreak] = []
        var spent = 0, suits = 0
        for (index, purchase) in c.purchases.enumerated() {
            let field = "purchases.\(index + 1)"
            guard let item = ShopItem(named: purchase.name) else {
                problems.append(RuleBreak(field, "\(purchase.name.prefix(60)) is not on the equipment lists"))
                continue
            }
            guard (1...1000).contains(purchase.quantity) else {
                problems.append(RuleBreak(field, "a quantity must be from 1 to 1000"))
                continue
            }
            if let refusal = item.refusal(for: c.characterClass) { problems.append(RuleBreak(field, refusal)) }
            if case .armour = item { suits += purchase.quantity }
            spent += item.cost * purchase.quantity
        }
        if suits > 1 { problems.append(RuleBreak("purchases", "one suit of armour at a time")) }
        if spent > c.startingGold {
            problems.append(
                RuleBreak("purchases", "they cost \(spent) gp, more than the \(c.startingGold) gp to spend"))
        }
        return problems
    }

}
