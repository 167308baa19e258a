/// A first-level Old-School Essentials character, everything a record sheet shows.
public struct PlayerCharacter: Hashable, Sendable {
    /// The seed it was generated from; nil for a character made at the table.
    public let seed: UInt64?
    public let name: String
    /// What the player calls the character besides the name ("the Bold"); the level's title is `title`.
    public var epithet: String? = nil
    /// How the scores were rolled.
    public var method = RollMethod.threeD6
    public let characterClass: CharacterClass
    public let alignment: Alignment
    /// The 3d6 rolled in order, before adjustment.
    public let rolledAbilities: AbilityScores
    /// The scores after prime-requisite adjustment: the ones that count.
    public let abilities: AbilityScores
    public let hitPoints: Int
    /// 3d6 x 10 gold pieces, before shopping.
    public let startingGold: Int
    public let kit: Kit
    /// Native languages (Common first), the alignment language, then any learned through INT.
    public let languages: [String]
    /// The spell in the spell book, for a magic-user or an elf.
    public let spells: [String]

    public var level: Int { 1 }
    public var experience: Int { 0 }
    public var title: String { characterClass.firstLevelTitle }
    public var hitDie: String { "1d\(characterClass.hitDieSides)" }
    public var thac0: Int { 19 }
    /// The ascending-AC attack bonus that goes with THAC0 19.
    public var attackBonus: Int { 19 - thac0 }
    public var savingThrows: SavingThrows { characterClass.savingThrows }
    /// Applies to saves against magical effects (usually not breath attacks).
    public var wisdomSaveModifier: Int { AbilityModifier.standard(abilities[.wisdom]) }
    public var xpModifierPercent: Int { characterClass.xpModifierPercent(abilities) }
    public var xpForNextLevel: Int { characterClass.xpForSecondLevel }
    public var gold: Int { kit.goldLeft }
    public var armour: Armour? { kit.armour }
    public var hasShield: Bool { kit.shield }
    public var thiefSkills: ThiefSkills? { characterClass == .thief ? .firstLevel : nil }

    /// Descending armour class: armour (9 without), one better with a shield, adjusted by DEX.
    public var armourClass: Int {
        (armour?.armourClass ?? 9) - (hasShield ? Shield.armourClassBonus : 0)
            - AbilityModifier.standard(abilities[.dexterity])
    }

    /// Ascending armour class, 19 minus the descending value.
    public var ascendingArmourClass: Int { 19 - armourClass }

    /// Movement per turn under the basic encumbrance rule, without significant treasure.
    public var movement: Int { armour?.movement ?? 120 }

    /// The modifier of an ability under the standard table.
    public func modifier(_ ability: Ability) -> Int { AbilityModifier.standard(abilities[ability]) }
}
