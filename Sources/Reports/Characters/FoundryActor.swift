import Foundation
import OSR
import SiteModel

/// A character as a Foundry VTT actor of the Old-School Essentials system (`ose`): the JSON that
/// Foundry's "Import Data" on an actor reads, in the shape of the system's `template.json`.
/// Values Foundry works out itself (modifiers, armour class, encounter movement) are left to it,
/// so that the sheet stays right when the player changes something.
public enum FoundryActor {
    /// The system and Foundry versions whose data this is, which Foundry reads from `_stats`.
    public static let systemID = "ose"
    public static let systemVersion = "2.2.2"
    public static let coreVersion = "13.351"

    /// Pretty-printed with sorted keys: the same character always gives the same bytes.
    public static func json(_ character: PlayerCharacter) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(JSONValue.object(actor(character))), as: UTF8.self) + "\n"
    }

    /// Whether `data` is an actor this exporter wrote (its `flags.sheetgen`), which a new export may replace.
    public static func isExport(_ data: Data) -> Bool {
        guard case .object(let actor)? = try? JSONDecoder().decode(JSONValue.self, from: data),
            case .object(let flags)? = actor["flags"], case .object? = flags[flag]
        else { return false }
        return true
    }

    /// The scope of the flags that mark an actor as sheetgen's.
    static let flag = "sheetgen"

    static func actor(_ c: PlayerCharacter) -> [String: JSONValue] {
        [
            "name": .string(c.name),
            "type": .string("character"),
            "img": .string("icons/svg/mystery-man.svg"),
            "system": .object(system(c)),
            "items": .array(FoundryItems.of(c)),
            "effects": .array([]),
            "flags": .object([flag: .object(["format": .string("foundry-ose"), "seed": c.seed.map(seed) ?? .null])]),
            "prototypeToken": .object([
                "name": .string(c.name), "actorLink": .bool(true), "disposition": .integer(1),
            ]),
            "_stats": .object([
                "systemId": .string(systemID), "systemVersion": .string(systemVersion),
                "coreVersion": .string(coreVersion),
            ]),
        ]
    }

    static func system(_ c: PlayerCharacter) -> [String: JSONValue] {
        [
            "retainer": retainer(c),
            "hp": .object([
                "hd": .string(hitDice(c)), "value": .integer(c.hitPoints), "max": .integer(c.hitPoints),
            ]),
            // Foundry works out both from the armour worn and DEX; `mod` is a bonus beyond them.
            "ac": .object(["value": .integer(c.armourClass), "mod": .integer(0)]),
            "aac": .object(["value": .integer(c.ascendingArmourClass), "mod": .integer(0)]),
            "thac0": .object([
                "value": .integer(c.thac0), "bba": .integer(c.attackBonus),
                "mod": .object(["melee": .integer(0), "missile": .integer(missileBonus(c))]),
            ]),
            "saves": .object([
                "death": save(c.savingThrows.death), "wand": save(c.savingThrows.wands),
                "paralysis": save(c.savingThrows.paralysis), "breath": save(c.savingThrows.breath),
                "spell": save(c.savingThrows.spells),
            ]),
            // The rate before armour and load, which Foundry slows by the armour worn (see `FoundryItems`).
            "movement": .object(["base": .integer(unencumberedMovement)]),
            "initiative": .object(["value": .integer(0), "mod": .integer(0)]),
            "languages": .object(["value": .array(c.languages.map(JSONValue.string))]),
            "spells": spells(c),
            "config": .object(["movementAuto": .bool(true)]),
            "details": details(c),
            "exploration": exploration(c),
            "scores": .object(
                Dictionary(
                    uniqueKeysWithValues: Ability.allCases.map { ability in
                        // `bonus` is added to the score by hand; Foundry derives the modifier itself.
                        (scoreKey(ability), .object(["value": .integer(c.abilities[ability]), "bonus": .integer(0)]))
                    })),
            "encumbrance": .object(["max": .integer(1600)]),
        ]
    }

    /// Every character's movement without armour or treasure (SRD `Time,_Weight,_Movement`).
    static let unencumberedMovement = 120

    static func details(_ c: PlayerCharacter) -> JSONValue {
        .object([
            "biography": .string(""),
            "notes": .string(""),
            "class": .string(c.characterClass.name),
            "title": .string(c.title),
            "alignment": .string(c.alignment.rawValue),
            "level": .integer(c.level),
            "xp": .object([
                // At the class's last level there is no next: the last threshold, which the XP has reached.
                "share": .integer(100), "next": .integer(c.xpForNextLevel ?? c.levelRow.experience),
                "value": .integer(c.experience),
                "bonus": .integer(c.xpModifierPercent),
            ]),
            // Foundry adds the WIS modifier to saves against magic itself; this is any bonus beyond it.
            "magic": .object(["bonus": .integer(0)]),
        ])
    }

    /// The exploration chances in six (SRD class pages): listening at doors 2 for demihumans (a
    /// thief's hear noise), forcing doors by STR, secret doors 2 for elves, room traps 2 for dwarves.
    static func exploration(_ c: PlayerCharacter) -> JSONValue {
        let listening =
            c.thiefSkills?.hearNoise ?? ([.dwarf, .elf, .halfling].contains(c.characterClass) ? 2 : 1)
        return .object([
            "ld": .integer(listening),
            "od": .integer(AbilityModifier.openDoors(c.abilities[.strength])),
            "sd": .integer(c.characterClass == .elf ? 2 : 1),
            "ft": .integer(c.characterClass == .dwarf ? 2 : 1),
        ])
    }

    /// Foundry adds DEX to missile attacks itself; a halfling's +1 (SRD `Halfling`) goes here.
    static func missileBonus(_ c: PlayerCharacter) -> Int {
        c.characterClass == .halfling ? 1 : 0
    }

    /// Slots by spell level, 0 (cantrips, which OSE has none of) to 6, and whether the sheet shows spells.
    static func spells(_ c: PlayerCharacter) -> JSONValue {
        let slots = c.spellSlots
        var spells: [String: JSONValue] = ["enabled": .bool(casters.contains(c.characterClass))]
        for level in 0...6 {
            spells[String(level)] = .object(["max": .integer(level >= 1 && level <= slots.count ? slots[level - 1] : 0)]
            )
        }
        return .object(spells)
    }

    static let casters: Set<CharacterClass> = [.cleric, .elf, .magicUser]

    /// The Hit Dice as Foundry rolls them: `9d8+4`, without the tables' star (CON no longer adds).
    static func hitDice(_ c: PlayerCharacter) -> String {
        let dice = "\(c.characterClass.hitDiceRolled(at: c.level))d\(c.characterClass.hitDieSides)"
        let fixed = c.characterClass.fixedHitPoints(at: c.level)
        return fixed > 0 ? "\(dice)+\(fixed)" : dice
    }

    /// A retainer's loyalty and wage (the system keeps the wage as text); a player's character is nobody's retainer.
    static func retainer(_ c: PlayerCharacter) -> JSONValue {
        .object([
            "enabled": .bool(c.retainer != nil), "loyalty": .integer(c.retainer?.loyalty ?? 0),
            "wage": .string(c.retainer.map { "\($0.wage) gp per day" } ?? ""),
        ])
    }

    /// The system's names of the scores.
    static func scoreKey(_ ability: Ability) -> String {
        switch ability {
        case .strength: "str"
        case .intelligence: "int"
        case .wisdom: "wis"
        case .dexterity: "dex"
        case .constitution: "con"
        case .charisma: "cha"
        }
    }

    private static func save(_ value: Int) -> JSONValue {
        .object(["value": .integer(value)])
    }

    /// As text: JavaScript's numbers hold no whole number past 2^53 exactly.
    private static func seed(_ seed: UInt64) -> JSONValue {
        .string(String(seed))
    }
}
