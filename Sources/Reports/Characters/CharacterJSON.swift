import Foundation
import OSR

/// A character as one JSON object; the key names are a public format and stay as they are.
public enum CharacterJSON {
    /// Pretty-printed with sorted keys, so the same character always gives the same bytes.
    public static func encode(_ character: PlayerCharacter) -> String {
        String(decoding: try! encoder.encode(Record(character)), as: UTF8.self)
    }

    /// Many characters as one JSON array, in the given order.
    public static func encode(_ characters: [PlayerCharacter]) -> String {
        String(decoding: try! encoder.encode(characters.map(Record.init)), as: UTF8.self)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    struct Record: Encodable {
        struct Item: Encodable {
            let name: String
            let cost: Int
            let quantity: Int
        }

        /// Absent for a character made at the table.
        let seed: UInt64?
        let name: String
        /// The player's own title for the character, when there is one.
        let epithet: String?
        /// How the scores were rolled, when not 3d6 in order.
        let method: String?
        let `class`: String
        let level: Int
        let title: String
        let alignment: String
        let rolledAbilities: [String: Int]
        let abilities: [String: Int]
        let hitDie: String
        let hitPoints: Int
        let armourClass: Int
        let ascendingArmourClass: Int
        let thac0: Int
        let savingThrows: SavingThrows
        let wisdomSaveModifier: Int
        let xpModifierPercent: Int
        let experience: Int
        let xpForNextLevel: Nullable<Int>
        let languages: [String]
        let startingGold: Int
        let gold: Int
        let equipment: [Item]
        let weapons: [String]
        let armour: Nullable<String>
        let shield: Bool
        let movement: Int
        let spells: [String]
        let thiefSkills: Nullable<ThiefSkills>

        init(_ c: PlayerCharacter) {
            func scores(_ s: AbilityScores) -> [String: Int] {
                Dictionary(uniqueKeysWithValues: Ability.allCases.map { ($0.rawValue, s[$0]) })
            }
            seed = c.seed
            name = c.name
            epithet = c.epithet
            method = c.method == .threeD6 ? nil : c.method.rawValue
            `class` = c.characterClass.name
            level = c.level
            title = c.title
            alignment = c.alignment.rawValue
            rolledAbilities = scores(c.rolledAbilities)
            abilities = scores(c.abilities)
            hitDie = c.hitDie
            hitPoints = c.hitPoints
            armourClass = c.armourClass
            ascendingArmourClass = c.ascendingArmourClass
            thac0 = c.thac0
            savingThrows = c.savingThrows
            wisdomSaveModifier = c.wisdomSaveModifier
            xpModifierPercent = c.xpModifierPercent
            experience = c.experience
            xpForNextLevel = Nullable(c.xpForNextLevel)
            languages = c.languages
            startingGold = c.startingGold
            gold = c.gold
            equipment = c.kit.purchases.map { Item(name: $0.name, cost: $0.cost, quantity: $0.quantity) }
            weapons = c.kit.weapons.map(\.name)
            armour = Nullable(c.armour?.name)
            shield = c.hasShield
            movement = c.movement
            spells = c.spells
            thiefSkills = Nullable(c.thiefSkills)
        }
    }
}

/// An optional that is written as JSON null when absent, where Swift's encoder would leave the key out.
struct Nullable<Wrapped: Encodable>: Encodable {
    let value: Wrapped?

    init(_ value: Wrapped?) {
        self.value = value
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
