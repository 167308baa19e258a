import OSR
import SiteModel

/// A character's possessions and spells as the items of a Foundry VTT actor of the OSE system:
/// weapons, armour (a shield is armour of its own type), other gear, spells and a thief's skills.
enum FoundryItems {
    /// Everything bought, in the order bought, then the spells, then a thief's skills.
    static func of(_ c: PlayerCharacter) -> [JSONValue] {
        let bought = c.kit.purchases.map { purchase -> (type: String, system: [String: JSONValue]) in
            if let weapon = c.kit.weapons.first(where: { $0.name == purchase.name }) {
                return ("weapon", self.weapon(weapon, quantity: purchase.quantity))
            }
            if let armour = c.armour, armour.name == purchase.name {
                return ("armor", self.armour(armour))
            }
            if c.hasShield && purchase.name == Shield.name {
                return ("armor", shield)
            }
            return ("item", gear(purchase))
        }
        var items: [(name: String, type: String, system: [String: JSONValue])] = zip(c.kit.purchases, bought).map {
            ($0.name, $1.type, $1.system)
        }
        items += spells(c).map { name in (name, "spell", spell(name, of: c)) }
        items += c.thiefSkills.map(thiefSkills)?.map { skill in (skill.name, "ability", skill.system) } ?? []
        return items.enumerated().map { index, item in
            .object([
                // Of the type and name, which no two items share: an item keeps its id as others come and go.
                "_id": .string(FoundryID.of("\(item.type) \(item.name)", in: c)),
                "name": .string(item.name),
                "type": .string(item.type),
                "img": .string("systems/ose/assets/default/\(item.type).png"),
                "system": .object(item.system),
                "effects": .array([]),
                "flags": .object([:]),
                // Foundry lists an actor's items by this, a step of 100,000 apart as it makes them.
                "sort": .integer((index + 1) * 100_000),
            ])
        }
    }

    /// What every item of the system has (`common`), and what a thing one carries has (`physical`).
    private static func physical(quantity: Int, cost: Int, weight: Int) -> [String: JSONValue] {
        [
            "description": .string(""), "autoTags": .array([]), "manualTags": .array([]),
            "quantity": .object(["value": .integer(quantity), "max": .integer(0)]),
            "cost": .integer(cost), "weight": .integer(weight), "containerId": .string(""),
        ]
    }

    /// Damage as under the optional variable-damage rule, as the system's own weapons have it;
    /// melee and missile as the two boxes the system rolls by, other qualities as tags.
    static func weapon(_ weapon: Weapon, quantity: Int) -> [String: JSONValue] {
        let range = MissileRange(weapon)
        let tags = taggedQualities.filter(weapon.qualities.contains).map { quality -> JSONValue in
            let name = quality.name.prefix(1).uppercased() + quality.name.dropFirst()
            return .object(["title": .string(name), "value": .string(name), "label": .string(name)])
        }
        return physical(quantity: quantity, cost: weapon.cost, weight: weapon.weight).merging([
            "save": .string(""),
            "equipped": .bool(true),
            "range": .object([
                "short": .integer(range?.short ?? 0), "medium": .integer(range?.medium ?? 0),
                "long": .integer(range?.long ?? 0),
            ]),
            "pattern": .string("transparent"),
            "damage": .string(weapon.damage),
            "bonus": .integer(0),
            "tags": .array(tags),
            "slow": .bool(weapon.qualities.contains(.slow)),
            "missile": .bool(weapon.isMissile),
            "melee": .bool(weapon.qualities.contains(.melee)),
            "counter": .object(["value": .integer(0), "max": .integer(0)]),
        ]) { $1 }
    }

    /// The qualities the system has no box for, in the order the tags are written.
    private static let taggedQualities: [Weapon.Quality] = [.blunt, .brace, .charge, .reload, .splash, .twoHanded]

    /// Worn. The system's types go by weight under basic encumbrance: leather is light (90′),
    /// chainmail and plate heavy (60′), which is how it slows the character's 120′.
    static func armour(_ armour: Armour) -> [String: JSONValue] {
        protection(
            type: armour == .leather ? "light" : "heavy", armourClass: armour.armourClass,
            ascending: 19 - armour.armourClass, cost: armour.cost, weight: armour.weight)
    }

    /// Carried: for a shield the system reads its armour classes as the bonus it gives.
    static let shield = protection(
        type: "shield", armourClass: Shield.armourClassBonus, ascending: Shield.armourClassBonus, cost: Shield.cost,
        weight: Shield.weight)

    private static func protection(
        type: String, armourClass: Int, ascending: Int, cost: Int, weight: Int
    ) -> [String: JSONValue] {
        physical(quantity: 1, cost: cost, weight: weight).merging([
            "equipped": .bool(true),
            "type": .string(type),
            "ac": .object(["value": .integer(armourClass)]),
            "aac": .object(["value": .integer(ascending)]),
        ]) { $1 }
    }

    /// Adventuring gear weighs nothing of its own: the system counts it as 80 coins in all under
    /// detailed encumbrance, and not at all under basic (SRD `Time,_Weight,_Movement`).
    static func gear(_ purchase: EquipmentItem) -> [String: JSONValue] {
        physical(quantity: purchase.quantity, cost: purchase.cost, weight: 0).merging([
            "treasure": .bool(false), "isContainer": .bool(false),
        ]) { $1 }
    }

    /// The spells of the book, then those memorised from outside one (a cleric's), each once.
    static func spells(_ c: PlayerCharacter) -> [String] {
        var names: [String] = []
        for name in c.spells + c.memorised where !names.contains(name) { names.append(name) }
        return names
    }

    /// A spell, memorised as many times as the day's list has it, with its level, range and
    /// duration from the spell list and what it does in a line.
    static func spell(_ name: String, of c: PlayerCharacter) -> [String: JSONValue] {
        let kind = c.characterClass.spellKind ?? .arcane
        let spell = SpellList.named(name, kind: kind)
        return [
            "description": .string(spell.map { "<p>\(HTMLText.escaped($0.summary))</p>" } ?? ""),
            "autoTags": .array([]), "manualTags": .array([]), "save": .string(""),
            "lvl": .integer(spell?.level ?? 1),
            "class": .string(kind == .divine ? "Cleric" : "Magic-User"),
            "duration": .string(spell?.duration ?? ""), "range": .string(spell?.range ?? ""), "roll": .string(""),
            "memorized": .integer(c.memorised.count { $0 == name }), "cast": .integer(0),
        ]
    }

    /// A thief's skills as abilities the system rolls: d% (d6 to hear noise), at most the chance.
    static func thiefSkills(_ skills: ThiefSkills) -> [(name: String, system: [String: JSONValue])] {
        [
            ("Climb sheer surfaces", "1d100", skills.climbSheerSurfaces),
            ("Find or remove traps", "1d100", skills.findOrRemoveTraps),
            ("Hear noise", "1d6", skills.hearNoise),
            ("Hide in shadows", "1d100", skills.hideInShadows),
            ("Move silently", "1d100", skills.moveSilently),
            ("Open locks", "1d100", skills.openLocks),
            ("Pick pockets", "1d100", skills.pickPockets),
        ].map { name, roll, chance in
            (
                name,
                [
                    "description": .string(""), "autoTags": .array([]), "manualTags": .array([]), "save": .string(""),
                    "pattern": .string("transparent"), "requirements": .string(""), "roll": .string(roll),
                    "rollType": .string("below"), "rollTarget": .integer(chance), "blindroll": .bool(false),
                ]
            )
        }
    }
}
