import GameKit
import OSR

/// What making a character says at the terminal, and how it reads what the player types.
enum CharacterTerminal {
    static func welcome(seed: UInt64, method: RollMethod) -> String {
        "Making a first-level character: seed \(seed), scores rolled \(method.explanation). End the input "
            + "(Ctrl-D) at any step to abandon it."
    }

    static func step(_ number: Int, _ title: String) -> String {
        "\nStep \(number) of 8: \(title)"
    }

    /// The player's own words in a message, cut short: a line may be long, a message is not.
    private static func quoted(_ typed: String) -> String {
        "'\(typed.echoed)'"
    }

    static func refused(_ refusal: CreationRefusal) -> String {
        "  Refused: \(refusal)."
    }

    // MARK: 1. Abilities

    /// A line per score with what it changes, as the rules describe it beside the score.
    static func scores(_ scores: AbilityScores) -> String {
        Ability.allCases.map { line($0, scores[$0]) }.joined(separator: "\n")
    }

    private static func line(_ ability: Ability, _ score: Int) -> String {
        "  \(ability.rawValue) \(padded(score))  \(ability.effects(ofScore: score))"
    }

    private static func padded(_ score: Int) -> String {
        score < 10 ? " \(score)" : "\(score)"
    }

    static let rerollPrompt = "Re-roll a score (STR, INT, WIS, DEX, CON or CHA), or Enter to keep them: "

    /// `STR`, `str` or `strength`.
    static func ability(_ typed: String) -> Ability? {
        Ability.allCases.first { $0.rawValue == typed.uppercased() || $0.key == typed.lowercased() }
    }

    static func notAnAbility(_ typed: String) -> String {
        "  \(quoted(typed)) is not an ability: type STR, INT, WIS, DEX, CON or CHA."
    }

    static func rerolled(_ ability: Ability, from before: Int, to after: Int) -> String {
        "  \(ability.rawValue) \(before) → \(after): \(ability.effects(ofScore: after))"
    }

    // MARK: 2. Class

    static func admitted(_ classes: [CharacterClass]) -> String {
        "Your scores admit \(list(classes.map(\.name), and: "and")). Type ? and a class to read about it "
            + "(? alone for all of them)."
    }

    static let classPrompt = "Class: "

    static func notAClass(_ typed: String) -> String {
        let classes = list(CharacterClass.allCases.map(\.name), and: "or")
        return typed.isEmpty ? "  Choose a class: \(classes)." : "  \(quoted(typed)) is not a class: \(classes)."
    }

    /// What a player weighs when choosing: what the class needs, what it is good at, what it may use.
    static func describe(_ classes: [CharacterClass]) -> String {
        classes.map(describe).joined(separator: "\n")
    }

    static func describe(_ c: CharacterClass) -> String {
        let needs = c.requirements.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
        let lines = [
            "  \(c.name) (\(c.title(at: 1)) at level 1): "
                + "needs \(needs.isEmpty ? "nothing" : list(needs, and: "and")); "
                + "prime requisite\(c.primeRequisites.count == 1 ? "" : "s") "
                + "\(list(c.primeRequisites.map(\.rawValue), and: "and")); hit die 1d\(c.hitDieSides).",
            "    Armour: \(armour(c)); shield: \(c.mayUseShield ? "yes" : "no"); weapons: \(weapons(c)).",
        ]
        return (lines + c.specialAbilities.map { "    · \($0)" }).joined(separator: "\n")
    }

    private static func armour(_ c: CharacterClass) -> String {
        if c.armourAllowed == Armour.allCases { return "any" }
        return c.armourAllowed.isEmpty
            ? "none" : list(c.armourAllowed.map { $0.name.lowercased() }, and: "or") + " only"
    }

    private static func weapons(_ c: CharacterClass) -> String {
        switch c.weaponLimit {
        case .any: "any"
        case .only(let usable): list(usable.map { $0.name.lowercased() }, and: "and") + " only"
        case .allBut(let unusable): "any but " + list(unusable.map { $0.name.lowercased() }, and: "or")
        }
    }

    // MARK: 3. Adjust

    /// The exchanges step 3 offers: only those the rules allow with these scores.
    static func adjusting(_ creation: CharacterCreation) -> String {
        let c = creation.choices.characterClass
        let lowerable = c.lowerableAbilities
        let primes = c.primeRequisites.map(\.rawValue)
        let how =
            if lowerable.isEmpty {
                "\(c.withArticle) may lower no score, so there is nothing to adjust."
            } else if creation.lowerableNow.isEmpty {
                "No score can be lowered (\(list(lowerable.map(\.rawValue), and: "or")), never below 9), "
                    + "so there is nothing to adjust."
            } else if creation.raisableNow.isEmpty {
                "\(list(primes, and: "and")) \(primes.count == 1 ? "is" : "are") 18 already, so there is nothing to adjust."
            } else {
                "Lower \(list(creation.lowerableNow.map(\.rawValue), and: "or")) by 2 to raise "
                    + "\(list(creation.raisableNow.map(\.rawValue), and: "or")) by 1: nothing below 9, nothing above 18."
            }
        return "\(how) XP modifier now \(xp(c.xpModifierPercent(creation.choices.abilities)))."
    }

    static let adjustPrompt = "Lower and raise (say INT STR), undo, or Enter to go on: "

    /// `INT STR`: the score to lower, then the score to raise.
    static func exchange(_ typed: String) -> (lowered: Ability, raised: Ability)? {
        let words = typed.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard words.count == 2, let lowered = ability(words[0]), let raised = ability(words[1]) else { return nil }
        return (lowered, raised)
    }

    static let notAnExchange = "  Type the score to lower and then the one to raise (INT STR), undo, or just Enter."

    static func exchanged(
        _ lowered: Ability, _ raised: Ability, before: AbilityScores, after: AbilityScores, xp modifiers: (Int, Int)
    ) -> String {
        "  \(lowered.rawValue) \(before[lowered]) → \(after[lowered]), \(raised.rawValue) \(before[raised]) → "
            + "\(after[raised]): XP modifier \(xp(modifiers.0)) → \(xp(modifiers.1))."
    }

    static let nothingToUndo = "  Nothing to undo."

    private static func xp(_ percent: Int) -> String {
        "\(AbilityModifier.signed(percent))%"
    }

    // MARK: 4. Hit points, gold, alignment

    static func hitPoints(_ creation: CharacterCreation) -> String {
        let choices = creation.choices
        let die = creation.history.last { $0.what.hasPrefix("hit die") }?.result ?? choices.hitPoints
        let modifier = AbilityModifier.standard(choices.abilities[.constitution])
        return
            "Hit points: 1d\(choices.characterClass.hitDieSides) rolled \(die), "
            + "CON \(choices.abilities[.constitution]) "
            + "\(AbilityModifier.signed(modifier)): \(choices.hitPoints)\(die + modifier < 1 ? " (at least 1)" : "")."
    }

    static func gold(_ gold: Int) -> String {
        "Gold: 3d6 × 10 = \(gold) gp."
    }

    static let alignmentPrompt = "Alignment (Lawful, Neutral or Chaotic; Enter for Lawful): "

    static func notAnAlignment(_ typed: String) -> String {
        "  \(quoted(typed)) is not an alignment: Lawful, Neutral or Chaotic."
    }

    // MARK: 5. Name, languages, spells

    static let namePrompt = "Name: "
    static let titlePrompt = "Title (say the Bold; Enter for none): "

    static func languages(_ creation: CharacterCreation) -> String {
        let c = creation.choices
        let speaks = c.spokenLanguages
        return "INT \(c.abilities[.intelligence]) gives \(creation.languagesLeft) extra "
            + "language\(creation.languagesLeft == 1 ? "" : "s"); you speak \(list(speaks, and: "and")). "
            + "To learn: \(list(creation.learnableLanguages, and: "or"))."
    }

    static func languagePrompt(left: Int) -> String {
        "Language (\(left) left; Enter for no more): "
    }

    static var spells: String {
        "One spell for the spell book: \(list(Spells.firstLevelArcane, and: "or"))."
    }

    static let spellPrompt = "Spell: "

    // MARK: 6. Shop

    /// What the player may type while shopping.
    enum ShopOrder: Equatable {
        case done
        case list(ShopList)
        case bag
        case buy(String, quantity: Int)
        case giveBack(String)
        case unknown

        /// `weapons`, `buy sword`, `buy 2 torches (6)`, `return sword`, `bag`, or nothing when done.
        init(_ typed: String) {
            let words = typed.split(separator: " ", maxSplits: 1).map(String.init)
            let rest = words.count == 2 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            switch (words.first?.lowercased(), rest.isEmpty) {
            case (nil, _): self = .done
            case ("bag", true): self = .bag
            case ("buy", false): self = Self.buy(rest)
            case ("return", false): self = .giveBack(rest)
            case (let word?, true): self = ShopList(rawValue: word).map(ShopOrder.list) ?? .unknown
            default: self = .unknown
            }
        }

        /// `2 torches (6)` is two of them; a number alone is no item.
        private static func buy(_ rest: String) -> ShopOrder {
            let words = rest.split(separator: " ", maxSplits: 1).map(String.init)
            if words.count == 2, let quantity = Int(words[0]) { return .buy(words[1], quantity: quantity) }
            return .buy(rest, quantity: 1)
        }
    }

    enum ShopList: String {
        case weapons, armour, gear
    }

    static func shopping(gold: Int) -> String {
        "\(gold) gp to spend. Type weapons, armour or gear to see a list; buy ITEM (or buy 3 ITEM), return ITEM, "
            + "bag for what you have, Enter when done."
    }

    static func shopPrompt(goldLeft: Int) -> String {
        "Shop (\(goldLeft) gp left): "
    }

    /// A list with prices and details; what the class may not use is marked, with the reason.
    static func list(_ list: ShopList, for c: CharacterClass) -> String {
        let items: [(item: ShopItem, details: String)] =
            switch list {
            case .weapons:
                Weapon.all.map {
                    (.weapon($0), "\($0.damage), \($0.qualities.map(\.name).sorted().joined(separator: ", "))")
                }
            case .armour:
                Armour.allCases.map { (.armour($0), "AC \($0.armourClass) [\(19 - $0.armourClass)]") }
                    + [(.shield, "AC −\(Shield.armourClassBonus) [+\(Shield.armourClassBonus)]")]
            case .gear:
                Gear.all.map { (.gear($0), "") }
            }
        let width = items.map(\.item.name.count).max() ?? 0
        return items.map { item, details in
            let name = item.name + String(repeating: " ", count: width - item.name.count)
            let price = String(repeating: " ", count: max(0, 3 - String(item.cost).count)) + "\(item.cost) gp"
            let refusal = item.refusal(for: c).map { "  — not for you: \($0)" } ?? ""
            return "  \(name)  \(price)\(details.isEmpty ? "" : "  \(details)")\(refusal)"
        }.joined(separator: "\n")
    }

    static func bag(_ creation: CharacterCreation) -> String {
        let bought = creation.choices.purchases.map { "\($0.name)\($0.quantity > 1 ? " ×\($0.quantity)" : "")" }
        return "  " + (bought.isEmpty ? "Nothing bought yet." : list(bought, and: "and") + ".")
    }

    static func bought(_ typed: String, quantity: Int, goldLeft: Int) -> String {
        let name = ShopItem(named: typed)?.name ?? typed
        return "  Bought \(quantity > 1 ? "\(quantity) × " : "")\(name); \(goldLeft) gp left."
    }

    static func returned(_ typed: String, goldLeft: Int) -> String {
        "  Returned \(ShopItem(named: typed)?.name ?? typed); \(goldLeft) gp left."
    }

    static func notAnOrder(_ typed: String) -> String {
        "  \(quoted(typed)) is not something the shop understands: weapons, armour, gear, buy ITEM, return ITEM, "
            + "bag, or Enter when done."
    }

    // MARK: 7. Review

    /// The record sheet's numbers, as the sheet has them.
    static func review(_ creation: CharacterCreation) -> String {
        let c = PlayerCharacter(creation.choices)
        let name = c.epithet.map { "\(c.name), \($0)" } ?? c.name
        let saves = c.savingThrows
        var lines = [
            step(7, "Review"),
            "\(name): \(c.alignment.rawValue) \(c.characterClass.name) (\(c.title)), level 1",
            "  "
                + Ability.allCases.map {
                    "\($0.rawValue) \(c.abilities[$0]) (\(AbilityModifier.signed(c.modifier($0))))"
                }
                .joined(separator: "  ") + "   rolled \(c.method.explanation)",
            "  Hit points \(c.hitPoints)   Armour class \(c.armourClass) [\(c.ascendingArmourClass)]   "
                + "THAC0 \(c.thac0) [\(AbilityModifier.signed(c.attackBonus))]   Movement \(c.movement)'",
            "  Saving throws: death \(saves.death), wands \(saves.wands), paralysis \(saves.paralysis), "
                + "breath \(saves.breath), spells \(saves.spells)",
            "  XP modifier \(xp(c.xpModifierPercent)); "
                + (c.xpForNextLevel.map { "\($0) XP to level \(c.level + 1)" } ?? "the class's highest level"),
            "  Languages: \(list(c.languages, and: "and")) (\(AbilityModifier.literacy(c.abilities[.intelligence])))",
            "  Weapons: "
                + (c.kit.weapons.isEmpty
                    ? "none" : list(c.kit.weapons.map { "\($0.name) (\($0.damage))" }, and: "and")),
            "  Equipment: " + (c.kit.purchases.isEmpty ? "none" : list(c.kit.purchases.map(item), and: "and"))
                + "; \(c.gold) gp left",
        ]
        if !c.spells.isEmpty { lines.append("  Spell book: \(list(c.spells, and: "and"))") }
        if let skills = c.thiefSkills {
            lines.append(
                "  Thief skills: climb \(skills.climbSheerSurfaces)%, traps \(skills.findOrRemoveTraps)%, hear noise "
                    + "\(skills.hearNoise)-in-6, hide \(skills.hideInShadows)%, move silently \(skills.moveSilently)%, "
                    + "locks \(skills.openLocks)%, pockets \(skills.pickPockets)%")
        }
        return lines.joined(separator: "\n")
    }

    private static func item(_ item: EquipmentItem) -> String {
        item.quantity > 1 ? "\(item.name) ×\(item.quantity)" : item.name
    }

    // MARK: 8. Keep

    static let keepPrompt = "save (to the vault), export FILE (a character file), or abandon: "

    static func saved(_ choices: CharacterChoices, place: String) -> String {
        "Saved \(choices.name), \(choices.characterClass.name) as \(place)."
    }

    static func exported(to path: String) -> String {
        "Written \(path). Its sheet: sheetgen character --from \(shellWord(path))"
    }

    static let notAKeepOrder = "  Type save, export and a file name, or abandon."

    static func notKept(_ error: any Error) -> String {
        "  Not kept: \(error)"
    }

    static let abandoned = "Abandoned: nothing was kept."
    static let abandonedAtEndOfInput = "\nThe input ended: the character was abandoned, and nothing was kept."

    /// "a, b and c".
    static func list(_ items: [String], and conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
