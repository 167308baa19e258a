/// An Old-School Essentials character of any level, everything a record sheet shows.
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
    /// Maximum hit points: every Hit Die rolled so far with its CON modifier, and the fixed points after 9th.
    public let hitPoints: Int
    /// 3d6 x 10 gold pieces, before shopping.
    public let startingGold: Int
    public let kit: Kit
    /// Native languages (Common first), the alignment language, then any learned through INT.
    public let languages: [String]
    /// The spells in the spell book, for a magic-user or an elf.
    public let spells: [String]
    public var level = 1
    public var experience = 0
    /// The spells memorised for the day: from the book for arcane casters, from the level's list for clerics.
    public var memorised: [String] = []
    /// What a retainer's employer pays and how loyal it is; nil for a player's character.
    public var retainer: RetainerTerms? = nil

    /// The row of the class's table for the character's level.
    public var levelRow: LevelRow { characterClass.row(level) }
    public var title: String { characterClass.title(at: level) }
    /// The Hit Dice of the level: `3d6`, or `9d8+4*` after 9th.
    public var hitDie: String { characterClass.hitDice(at: level) }
    public var thac0: Int { levelRow.thac0 }
    /// The ascending-AC attack bonus that goes with the THAC0.
    public var attackBonus: Int { levelRow.attackBonus }
    public var savingThrows: SavingThrows { levelRow.savingThrows }
    /// Spells that may be memorised a day, by spell level (index 0 is 1st); empty for non-casters.
    public var spellSlots: [Int] { levelRow.spellSlots }
    /// Applies to saves against magical effects (usually not breath attacks).
    public var wisdomSaveModifier: Int { AbilityModifier.standard(abilities[.wisdom]) }
    public var xpModifierPercent: Int { characterClass.xpModifierPercent(abilities) }
    /// The experience of the next level, or nil at the class's maximum.
    public var xpForNextLevel: Int? { characterClass.experienceForLevel(after: level) }
    public var gold: Int { kit.goldLeft }
    public var armour: Armour? { kit.armour }
    public var hasShield: Bool { kit.shield }
    public var thiefSkills: ThiefSkills? { characterClass == .thief ? .at(level: level) : nil }

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
