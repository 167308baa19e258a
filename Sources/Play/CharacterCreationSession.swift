import OSR

/// The eight steps of making a first-level character at a terminal, as the OSR Toolkit has them:
/// roll (and re-roll), class, adjust, hit points and gold and alignment, name and languages,
/// shop, review, and keep. Every answer is checked by `CharacterCreation`, which says which rule
/// refuses it; the question is then asked again. The end of input at any step abandons the
/// character, and nothing is kept.
public struct CharacterCreationSession {
    /// How the session ended.
    public enum Outcome: Hashable, Sendable {
        /// Kept in the vault, with where in words.
        case saved(String)
        /// Written as a character file at the path.
        case exported(String)
        case abandoned
    }

    private let seed: UInt64
    private let method: RollMethod
    private let keeper: any CharacterKeeper
    private let console: PlayConsole

    /// - Parameter seed: where every die comes from: the same seed and the same answers make the same character.
    public init(seed: UInt64, method: RollMethod, keeper: any CharacterKeeper, console: PlayConsole) {
        self.seed = seed
        self.method = method
        self.keeper = keeper
        self.console = console
    }

    /// The end of input, which abandons the character wherever it comes.
    private struct InputEnded: Error {}

    public func run() -> Outcome {
        var creation = CharacterCreation(seed: seed, method: method)
        console.say(CharacterTerminal.welcome(seed: seed, method: method))
        do {
            try rollAbilities(&creation)
            try chooseClass(&creation)
            try adjust(&creation)
            try rollHitPointsAndGold(&creation)
            try nameAndLanguages(&creation)
            try shop(&creation)
            console.say(CharacterTerminal.review(creation))
            return try keep(creation)
        } catch {
            console.say(CharacterTerminal.abandonedAtEndOfInput)
            return .abandoned
        }
    }

    /// The answer to `prompt`, trimmed.
    private func ask(_ prompt: String) throws(InputEnded) -> String {
        guard let line = console.answer(prompt) else { throw InputEnded() }
        return line.trimmingCharacters(in: .whitespaces)
    }

    // MARK: The steps

    private func rollAbilities(_ creation: inout CharacterCreation) throws(InputEnded) {
        console.say(CharacterTerminal.step(1, "Ability scores"))
        console.say(CharacterTerminal.scores(creation.choices.abilities))
        while true {
            let answer = try ask(CharacterTerminal.rerollPrompt)
            if answer.isEmpty { return }
            guard let ability = CharacterTerminal.ability(answer) else {
                console.say(CharacterTerminal.notAnAbility(answer))
                continue
            }
            let before = creation.choices.rolled[ability]
            if tell({ () throws(CreationRefusal) in try creation.reroll(ability) }) {
                console.say(CharacterTerminal.rerolled(ability, from: before, to: creation.choices.rolled[ability]))
            }
        }
    }

    private func chooseClass(_ creation: inout CharacterCreation) throws(InputEnded) {
        console.say(CharacterTerminal.step(2, "Class"))
        console.say(CharacterTerminal.admitted(creation.admittedClasses))
        while true {
            let answer = try ask(CharacterTerminal.classPrompt)
            if answer.hasPrefix("?") {
                let named = answer.dropFirst().trimmingCharacters(in: .whitespaces)
                let classes = named.isEmpty ? creation.admittedClasses : CharacterClass(named: named).map { [$0] }
                console.say(classes.map(CharacterTerminal.describe) ?? CharacterTerminal.notAClass(named))
                continue
            }
            guard let characterClass = CharacterClass(named: answer) else {
                console.say(CharacterTerminal.notAClass(answer))
                continue
            }
            if tell({ () throws(CreationRefusal) in try creation.choose(characterClass) }) { return }
        }
    }

    private func adjust(_ creation: inout CharacterCreation) throws(InputEnded) {
        console.say(CharacterTerminal.step(3, "Adjust the scores"))
        console.say(CharacterTerminal.adjusting(creation))
        while true {
            let answer = try ask(CharacterTerminal.adjustPrompt)
            if answer.isEmpty { return }
            if answer.lowercased() == "undo" {
                console.say(
                    creation.undoExchange()
                        ? CharacterTerminal.scores(creation.choices.abilities) : CharacterTerminal.nothingToUndo)
                continue
            }
            guard let (lowered, raised) = CharacterTerminal.exchange(answer) else {
                console.say(CharacterTerminal.notAnExchange)
                continue
            }
            let scores = creation.choices.abilities
            var modifiers: (before: Int, after: Int)?
            tell { () throws(CreationRefusal) in modifiers = try creation.exchange(lowering: lowered, raising: raised) }
            if let modifiers {
                console.say(
                    CharacterTerminal.exchanged(
                        lowered, raised, before: scores, after: creation.choices.abilities, xp: modifiers))
            }
        }
    }

    private func rollHitPointsAndGold(_ creation: inout CharacterCreation) throws(InputEnded) {
        console.say(CharacterTerminal.step(4, "Hit points, gold and alignment"))
        tell { () throws(CreationRefusal) in try creation.rollHitPoints() }
        console.say(CharacterTerminal.hitPoints(creation))
        tell { () throws(CreationRefusal) in try creation.rollGold() }
        console.say(CharacterTerminal.gold(creation.choices.startingGold))
        while true {
            let answer = try ask(CharacterTerminal.alignmentPrompt)
            guard let alignment = answer.isEmpty ? .lawful : Alignment(named: answer) else {
                console.say(CharacterTerminal.notAnAlignment(answer))
                continue
            }
            creation.choose(alignment)
            return
        }
    }

    private func nameAndLanguages(_ creation: inout CharacterCreation) throws(InputEnded) {
        console.say(CharacterTerminal.step(5, "Name, languages and spells"))
        try askUntilTaken(CharacterTerminal.namePrompt) { answer throws(CreationRefusal) in try creation.name(answer) }
        try askUntilTaken(CharacterTerminal.titlePrompt) { answer throws(CreationRefusal) in try creation.title(answer)
        }
        if creation.languagesLeft > 0 {
            console.say(CharacterTerminal.languages(creation))
            while creation.languagesLeft > 0 {
                let answer = try ask(CharacterTerminal.languagePrompt(left: creation.languagesLeft))
                if answer.isEmpty { break }
                tell { () throws(CreationRefusal) in try creation.learn(answer) }
            }
        }
        if creation.choices.characterClass.castsArcaneSpells {
            console.say(CharacterTerminal.spells)
            try askUntilTaken(CharacterTerminal.spellPrompt) { answer throws(CreationRefusal) in
                try creation.learnSpell(answer)
            }
        }
    }

    private func shop(_ creation: inout CharacterCreation) throws(InputEnded) {
        console.say(CharacterTerminal.step(6, "Shop"))
        console.say(CharacterTerminal.shopping(gold: creation.goldLeft))
        while true {
            let answer = try ask(CharacterTerminal.shopPrompt(goldLeft: creation.goldLeft))
            switch CharacterTerminal.ShopOrder(answer) {
            case .done: return
            case .list(let list): console.say(CharacterTerminal.list(list, for: creation.choices.characterClass))
            case .bag: console.say(CharacterTerminal.bag(creation))
            case .buy(let item, let quantity):
                if tell({ () throws(CreationRefusal) in try creation.buy(item, quantity: quantity) }) {
                    console.say(CharacterTerminal.bought(item, quantity: quantity, goldLeft: creation.goldLeft))
                }
            case .giveBack(let item):
                if tell({ () throws(CreationRefusal) in try creation.giveBack(item) }) {
                    console.say(CharacterTerminal.returned(item, goldLeft: creation.goldLeft))
                }
            case .unknown: console.say(CharacterTerminal.notAnOrder(answer))
            }
        }
    }

    private func keep(_ creation: CharacterCreation) throws(InputEnded) -> Outcome {
        console.say(CharacterTerminal.step(8, "Keep it"))
        while true {
            let answer = try ask(CharacterTerminal.keepPrompt)
            let words = answer.split(separator: " ", maxSplits: 1).map(String.init)
            do {
                switch words.first?.lowercased() {
                case "save":
                    let place = try keeper.save(creation.choices, history: creation.history)
                    console.say(CharacterTerminal.saved(creation.choices, place: place))
                    return .saved(place)
                case "export" where words.count == 2:
                    let path = try keeper.export(creation.choices, to: words[1].trimmingCharacters(in: .whitespaces))
                    console.say(CharacterTerminal.exported(to: path))
                    return .exported(path)
                case "abandon":
                    console.say(CharacterTerminal.abandoned)
                    return .abandoned
                default:
                    console.say(CharacterTerminal.notAKeepOrder)
                }
            } catch {
                // The character is still here: the player may try again, export it instead, or abandon it.
                console.say(CharacterTerminal.notKept(error))
            }
        }
    }

    /// Asks `prompt` until `step` takes the answer, saying why it refused each one it did not.
    private func askUntilTaken(
        _ prompt: String, _ step: (String) throws(CreationRefusal) -> Void
    ) throws(InputEnded) {
        while true {
            let answer = try ask(prompt)
            if tell({ () throws(CreationRefusal) in try step(answer) }) { return }
        }
    }

    /// Does `step`, saying the rule that refuses it if one does; true when it was done.
    @discardableResult
    private func tell(_ step: () throws(CreationRefusal) -> Void) -> Bool {
        do {
            try step()
            return true
        } catch {
            console.say(CharacterTerminal.refused(error))
            return false
        }
    }
}
