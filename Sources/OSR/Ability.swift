/// The six abilities, in the order they are rolled (OSE `Creating_a_Character`, step 1).
public enum Ability: String, CaseIterable, Codable, Sendable, Comparable {
    case strength = "STR"
    case intelligence = "INT"
    case wisdom = "WIS"
    case dexterity = "DEX"
    case constitution = "CON"
    case charisma = "CHA"

    public var name: String {
        switch self {
        case .strength: "Strength"
        case .intelligence: "Intelligence"
        case .wisdom: "Wisdom"
        case .dexterity: "Dexterity"
        case .constitution: "Constitution"
        case .charisma: "Charisma"
        }
    }

    public static func < (lhs: Ability, rhs: Ability) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A score for each ability, 3 to 18.
public struct AbilityScores: Hashable, Sendable {
    private var scores: [Ability: Int]

    public init(_ scores: [Ability: Int]) {
        precondition(Set(scores.keys) == Set(Ability.allCases), "every ability needs a score")
        self.scores = scores
    }

    /// Scores given in rolling order: STR, INT, WIS, DEX, CON, CHA.
    public init(_ inOrder: [Int]) {
        precondition(inOrder.count == Ability.allCases.count)
        self.init(Dictionary(uniqueKeysWithValues: zip(Ability.allCases, inOrder)))
    }

    public subscript(ability: Ability) -> Int {
        get { scores[ability]! }
        set { scores[ability] = newValue }
    }

    /// The scores in rolling order.
    public var inOrder: [Int] { Ability.allCases.map { self[$0] } }
}

/// The modifier tables of OSE `Ability_Scores`, on the bands 3 | 4-5 | 6-8 | 9-12 | 13-15 | 16-17 | 18.
public enum AbilityModifier {
    /// The standard modifier: STR melee, WIS magic saves, DEX AC and missiles, CON hit points.
    public static func standard(_ score: Int) -> Int {
        switch score {
        case ...3: -3
        case 4...5: -2
        case 6...8: -1
        case 9...12: 0
        case 13...15: 1
        case 16...17: 2
        default: 3
        }
    }

    /// The capped modifier: DEX initiative and CHA NPC reactions.
    public static func capped(_ score: Int) -> Int {
        switch score {
        case ...3: -2
        case 4...8: -1
        case 9...12: 0
        case 13...17: 1
        default: 2
        }
    }

    /// STR chance to force a stuck door, in six.
    public static func openDoors(_ strength: Int) -> Int {
        switch strength {
        case ...8: 1
        case 9...12: 2
        case 13...15: 3
        case 16...17: 4
        default: 5
        }
    }

    /// INT: how well the character reads and writes.
    public static func literacy(_ intelligence: Int) -> String {
        switch intelligence {
        case ...5: "Illiterate"
        case 6...8: "Basic"
        default: "Literate"
        }
    }

    /// INT: additional languages beyond the native ones.
    public static func extraLanguages(_ intelligence: Int) -> Int {
        max(0, standard(intelligence))
    }

    /// CHA: the most retainers the character may hire, and their loyalty.
    public static func maxRetainers(_ charisma: Int) -> Int { standard(charisma) + 4 }
    public static func retainerLoyalty(_ charisma: Int) -> Int { standard(charisma) + 7 }
}
