import Yams
import OSR

/// Writing a character file: the settings of a character's choices, in the order the format
/// documents them, every one written, strings quoted wherever YAML would read them as something else.
extension CharacterFile {
    /// The character file of `choices`, after a comment saying what it is.
    public static func yaml(_ choices: CharacterChoices) throws -> String {
        let header = "# A sheetgen character file: `sheetgen character --from FILE` prints its record sheet.\n"
        let node = Node(settings(choices).map { (Node($0.0), $0.1) }, .implicit, .block)
        return header + (try Yams.serialize(node: node, indent: 2, width: -1, allowUnicode: true))
    }

    /// The settings of `choices`, each with its key; a retainer's employer's id only `withEmployerID`
    /// (in an archive, whose entries carry their vault's ids).
    static func settings(_ choices: CharacterChoices, withEmployerID: Bool = false) -> [(String, Node)] {
        var pairs: [(String, Node)] = [("name", text(choices.name))]
        if let title = choices.title { pairs.append(("title", text(title))) }
        pairs += [("class", text(choices.characterClass.name))]
        // A first-level character's file is as it was before levels were kept: without them.
        if choices.level != 1 || choices.experience != 0 {
            pairs += [("level", number(choices.level)), ("experience", number(choices.experience))]
        }
        pairs += [
            ("alignment", text(choices.alignment.rawValue)),
            ("method", text(choices.method.rawValue)), ("rolled", scores(choices.rolled)),
            ("abilities", scores(choices.abilities)), ("hitPoints", number(choices.hitPoints)),
            ("gold", number(choices.startingGold)), ("languages", flowList(choices.extraLanguages.map(text))),
            ("purchases", Node(choices.purchases.map(purchase), .implicit, .block)),
            ("spells", flowList(choices.spells.map(text))),
        ]
        if !choices.memorised.isEmpty { pairs.append(("memorised", flowList(choices.memorised.map(text)))) }
        if let terms = choices.retainer {
            pairs.append(("retainer", retainer(terms, withEmployerID: withEmployerID)))
        }
        return pairs
    }

    static func retainer(_ terms: RetainerTerms, withEmployerID: Bool) -> Node {
        var pairs = [(Node("employer"), text(terms.employer))]
        if withEmployerID, let id = terms.employerID { pairs.append((Node("employerID"), Node(String(id)))) }
        pairs += [
            (Node("loyalty"), number(terms.loyalty)), (Node("wage"), number(terms.wage)),
            (Node("share"), Node(terms.share)),
        ]
        return Node(pairs, .implicit, .flow)
    }

    /// Text that reads back as this very text, never as a number, a boolean or nothing.
    static func text(_ string: String) -> Node {
        .scalar(string.represented())
    }

    static func number(_ value: Int) -> Node {
        Node(String(value))
    }

    static func flowList(_ nodes: [Node]) -> Node {
        Node(nodes, .implicit, .flow)
    }

    static func scores(_ scores: AbilityScores) -> Node {
        Node(Ability.allCases.map { (Node($0.key), number(scores[$0])) }, .implicit, .flow)
    }

    /// As a character file writes it: the name alone for one of a thing.
    static func purchase(_ purchase: CharacterChoices.Purchase) -> Node {
        guard purchase.quantity != 1 else { return text(purchase.name) }
        return Node(
            [(Node("item"), text(purchase.name)), (Node("quantity"), number(purchase.quantity))], .implicit, .flow)
    }
}
