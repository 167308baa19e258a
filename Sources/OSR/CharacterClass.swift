/// The seven Classic Fantasy classes (docs/rules.md, "Classes"), and the normal human of level 0
/// that a retainer may be, who has no class yet.
public enum CharacterClass: String, CaseIterable, Codable, Sendable {
    case cleric = "Cleric"
    case dwarf = "Dwarf"
    case elf = "Elf"
    case fighter = "Fighter"
    case halfling = "Halfling"
    case magicUser = "Magic-User"
    case thief = "Thief"
    case normalHuman = "Normal Human"

    /// The seven classes a player may take; a normal human is hired, never made.
    public static let allCases: [CharacterClass] = [.cleric, .dwarf, .elf, .fighter, .halfling, .magicUser, .thief]

    public var name: String { rawValue }

    /// Accepts "magic-user", "Magic User", "magicuser", "mu", ... case-insensitively.
    public init?(named name: String) {
        let key = name.lowercased().filter { $0.isLetter }
        if key == "mu" {
            self = .magicUser
            return
        }
        guard
            let match = (Self.allCases + [.normalHuman]).first(where: {
                $0.rawValue.lowercased().filter(\.isLetter) == key
            })
        else {
            return nil
        }
        self = match
    }

    /// Minimum rolled scores needed to take the class.
    public var requirements: [Ability: Int] {
        switch self {
        case .dwarf: [.constitution: 9]
        case .elf: [.intelligence: 9]
        case .halfling: [.constitution: 9, .dexterity: 9]
        case .cleric, .fighter, .magicUser, .thief, .normalHuman: [:]
        }
    }

    public func admits(_ scores: AbilityScores) -> Bool {
        requirements.allSatisfy { scores[$0.key] >= $0.value }
    }

    public var primeRequisites: [Ability] {
        switch self {
        case .cleric: [.wisdom]
        case .dwarf, .fighter: [.strength]
        case .elf: [.intelligence, .strength]
        case .halfling: [.dexterity, .strength]
        case .magicUser: [.intelligence]
        case .thief: [.dexterity]
        case .normalHuman: []
        }
    }

    /// Scores this class may lower to raise its prime requisites: STR, INT and WIS that are not
    /// prime requisites, except that a thief may not lower STR (docs/rules.md, "Adjusting ability scores").
    public var lowerableAbilities: [Ability] {
        let lowerable: [Ability] = [.strength, .intelligence, .wisdom].filter { !primeRequisites.contains($0) }
        return self == .thief ? lowerable.filter { $0 != .strength } : lowerable
    }

    /// The XP bonus or penalty in percent earned by these scores (docs/rules.md, "Experience modifier").
    public func xpModifierPercent(_ scores: AbilityScores) -> Int {
        switch self {
        case .elf:
            if scores[.intelligence] >= 16 && scores[.strength] >= 13 { return 10 }
            if scores[.intelligence] >= 13 && scores[.strength] >= 13 { return 5 }
            return 0
        case .halfling:
            let strong = scores[.strength] >= 13, nimble = scores[.dexterity] >= 13
            if strong && nimble { return 10 }
            return strong || nimble ? 5 : 0
        case .normalHuman:
            return 0
        default:
            switch scores[primeRequisites[0]] {
            case ...5: return -20
            case 6...8: return -10
            case 9...12: return 0
            case 13...15: return 5
            default: return 10
            }
        }
    }

    public var hitDieSides: Int {
        switch self {
        case .dwarf, .fighter: 8
        case .cleric, .elf, .halfling: 6
        case .magicUser, .thief, .normalHuman: 4
        }
    }

    public var maximumLevel: Int {
        switch self {
        case .dwarf: 12
        case .elf: 10
        case .halfling: 8
        case .cleric, .fighter, .magicUser, .thief: 14
        case .normalHuman: 0
        }
    }

    /// Native languages besides the alignment language (always Common first).
    public var nativeLanguages: [String] {
        switch self {
        case .dwarf: [Languages.common, "Dwarvish", "Gnomish", "Goblin", "Kobold"]
        case .elf: [Languages.common, "Elvish", "Gnoll", "Hobgoblin", "Orcish"]
        case .halfling: [Languages.common, "Halfling"]
        case .cleric, .fighter, .magicUser, .thief, .normalHuman: [Languages.common]
        }
    }

    public var armourAllowed: [Armour] {
        switch self {
        // A normal human has armour class 9 (OSE SRD, `Normal_Human`): no armour to wear.
        case .magicUser, .normalHuman: []
        case .thief: [.leather]
        default: Armour.allCases
        }
    }

    public var mayUseShield: Bool { ![.magicUser, .thief, .normalHuman].contains(self) }

    public func mayUse(_ weapon: Weapon) -> Bool {
        switch self {
        case .cleric: weapon.isBlunt
        case .dwarf, .halfling: weapon != .longBow && weapon != .twoHandedSword
        case .magicUser: weapon == .dagger || weapon == .silverDagger
        case .elf, .fighter, .thief, .normalHuman: true
        }
    }

    /// Casts arcane spells from first level (one spell in the spell book).
    public var castsArcaneSpells: Bool { spellKind == .arcane }

    /// The magic the class casts, if any: arcane from a spell book, or divine from 2nd level.
    public var spellKind: SpellKind? {
        switch self {
        case .magicUser, .elf: .arcane
        case .cleric: .divine
        default: nil
        }
    }

    /// The class's abilities at first level, as short lines for the sheet (docs/rules.md, "Classes").
    public var specialAbilities: [String] {
        switch self {
        case .cleric:
            [
                "Divine magic: no spells at 1st level; must carry a holy symbol",
                "Turn undead (2d6): 1 HD 7+, 2 HD 9+, 2* HD 11+, 3+ HD fails",
            ]
        case .dwarf:
            [
                "Detect construction tricks: 2-in-6 when searching",
                "Detect room traps: 2-in-6 when searching",
                "Infravision 60'",
                "Listening at doors: 2-in-6",
            ]
        case .elf:
            [
                "Arcane magic: one 1st-level spell",
                "Detect secret doors: 2-in-6 when searching",
                "Immune to ghoul paralysis",
                "Infravision 60'",
                "Listening at doors: 2-in-6",
            ]
        case .fighter: ["May build a stronghold at any level"]
        case .halfling:
            [
                "Defensive bonus: +2 AC against larger-than-human foes",
                "Hiding: 90% in woods, 2-in-6 in dungeons",
                "Initiative bonus: +1 (optional rule)",
                "Listening at doors: 2-in-6",
                "Missile attacks: +1 to hit",
            ]
        case .magicUser: ["Arcane magic: one 1st-level spell"]
        case .thief: ["Back-stab: +4 to hit and double damage against an unaware foe from behind"]
        case .normalHuman: ["Must take a class on first earning experience"]
        }
    }
}

/// The five saving throw targets, rolled on a d20 (the WIS modifier applies against magic).
public struct SavingThrows: Hashable, Codable, Sendable {
    public let death: Int
    public let wands: Int
    public let paralysis: Int
    public let breath: Int
    public let spells: Int
}

/// A thief's skills: percentages except hear noise, which is in six.
public struct ThiefSkills: Hashable, Codable, Sendable {
    public let climbSheerSurfaces: Int
    public let findOrRemoveTraps: Int
    public let hearNoise: Int
    public let hideInShadows: Int
    public let moveSilently: Int
    public let openLocks: Int
    public let pickPockets: Int
}

/// The first-level arcane spells a magic-user or elf may start with, in the catalogue's order, which
/// the generator draws from (so the order is part of every seed's promise).
public enum Spells {
    public static let firstLevelArcane = SpellList.spells(.arcane, level: 1).map(\.name)
}
