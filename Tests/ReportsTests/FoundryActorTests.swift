import Foundation
import OSR
import Reports
import SiteModel
import Testing

/// Characters as actors of Foundry VTT's Old-School Essentials system: every one in the shape of
/// the system's own data template, with the character's numbers where the system reads them.
@Suite struct FoundryActorTests {
    static func actor(_ character: PlayerCharacter) throws -> JSONValue {
        try FoundryTemplate.parse(Data(FoundryActor.json(character).utf8))
    }

    static func characters(_ characterClass: CharacterClass, count: Int = 40, level: Int = 1) -> [PlayerCharacter] {
        (0..<UInt64(count)).map {
            CharacterGenerator.generate(
                seed: $0, options: CharacterOptions(characterClass: characterClass, level: level))
        }
    }

    /// Every class at 1st level, at 5th and at its last (dwarf 12th, elf 10th, halfling 8th, the humans 14th).
    static let classesAndLevels = CharacterClass.allCases.flatMap { characterClass in
        [1, 5, characterClass.maximumLevel].map { (characterClass, $0) }
    }

    @Test(arguments: classesAndLevels)
    func everyActorHasTheShapeOfTheSystemsTemplate(characterClass: CharacterClass, level: Int) throws {
        for character in Self.characters(characterClass, count: 25, level: level) {
            let problems = FoundryTemplate.ose.problems(in: try Self.actor(character))
            #expect(problems.isEmpty, "seed \(character.seed!): \(problems)")
        }
    }

    @Test(arguments: classesAndLevels)
    func theActorHoldsTheCharactersNumbers(characterClass: CharacterClass, level: Int) throws {
        for c in Self.characters(characterClass, count: 15, level: level) {
            let a = try Self.actor(c)
            #expect(a["name"] == .string(c.name))
            #expect(a["system.details.class"] == .string(c.characterClass.name))
            #expect(a["system.details.title"] == .string(c.title))
            #expect(a["system.details.alignment"] == .string(c.alignment.rawValue))
            #expect(a["system.details.level"] == .integer(level) && c.level == level)
            #expect(a["system.details.xp.value"] == .integer(c.experience))
            #expect(a["system.details.xp.next"] == .integer(c.xpForNextLevel ?? c.levelRow.experience))
            #expect(a["system.details.xp.bonus"] == .integer(c.xpModifierPercent))
            // A formula Foundry rolls: the tables' Hit Dice without the star after 9th.
            #expect(a["system.hp.hd"] == .string(c.hitDie.replacingOccurrences(of: "*", with: "")))
            #expect(a["system.hp.value"] == .integer(c.hitPoints) && a["system.hp.max"] == .integer(c.hitPoints))
            #expect(a["system.thac0.value"] == .integer(c.thac0) && a["system.thac0.bba"] == .integer(c.attackBonus))
            let saves = c.savingThrows
            for (key, value) in [
                ("death", saves.death), ("wand", saves.wands), ("paralysis", saves.paralysis),
                ("breath", saves.breath), ("spell", saves.spells),
            ] {
                #expect(a["system.saves.\(key).value"] == .integer(value))
            }
            #expect(a["system.languages.value"] == .array(c.languages.map(JSONValue.string)))
            #expect(a["system.ac.value"] == .integer(c.armourClass))
            #expect(a["system.aac.value"] == .integer(c.ascendingArmourClass))
            #expect(a["system.thac0.mod.missile"] == .integer(c.characterClass == .halfling ? 1 : 0))
            #expect(a["system.retainer.enabled"] == .bool(false))
        }
    }

    /// THAC0 as SRD `Fighter` and `Magic-User` give it: 19 [+0] at 1st level, a fighter's 10 [+9]
    /// at 14th, a magic-user's 17 [+2] at 6th (not the Foundry system's class table, which gives a
    /// fighter 19 at every level).
    @Test func theAttackIsTheTablesAtEveryLevel() throws {
        for (characterClass, level, thac0) in [
            (CharacterClass.fighter, 1, 19), (.fighter, 14, 10), (.magicUser, 6, 17),
        ] {
            let a = try Self.actor(Self.characters(characterClass, count: 1, level: level)[0])
            #expect(a["system.thac0.value"] == .integer(thac0) && a["system.thac0.bba"] == .integer(19 - thac0))
        }
        let veteran = try Self.actor(Self.characters(.dwarf, count: 1, level: 12)[0])
        #expect(veteran["system.hp.hd"] == .string("9d8+9"))
    }

    /// The system works out each score's modifier from its value by the standard table; the one it
    /// works out is the character's.
    @Test(arguments: CharacterClass.allCases)
    func theSystemsModifierOfEveryScoreIsTheCharacters(characterClass: CharacterClass) throws {
        // `standardAttributeMods` of the system's data-model-character-scores.ts: from each score up.
        let systemTable = [(18, 3), (16, 2), (13, 1), (9, 0), (6, -1), (4, -2), (0, -3)]
        let keys: [Ability: String] = [
            .strength: "str", .intelligence: "int", .wisdom: "wis", .dexterity: "dex", .constitution: "con",
            .charisma: "cha",
        ]
        for c in Self.characters(characterClass) {
            let a = try Self.actor(c)
            for ability in Ability.allCases {
                guard case .integer(let value)? = a["system.scores.\(keys[ability]!).value"] else {
                    Issue.record("no \(ability) score")
                    continue
                }
                #expect(value == c.abilities[ability])
                #expect(systemTable.first { value >= $0.0 }!.1 == c.modifier(ability))
                #expect(a["system.scores.\(keys[ability]!).bonus"] == .integer(0))
            }
        }
    }

    /// Armour class and movement as the system works them out from the armour the actor wears
    /// (data-model-character-ac.ts, the basic encumbrance of …-encumbrance-basic.ts and …-move.ts).
    @Test(arguments: CharacterClass.allCases)
    func theSystemWorksOutTheCharactersArmourClassAndMovement(characterClass: CharacterClass) throws {
        for c in Self.characters(characterClass) {
            let a = try Self.actor(c)
            let worn = Self.items(a, type: "armor").filter { $0["system.equipped"] == .bool(true) }
            let dex = c.modifier(.dexterity)
            let shield = worn.first { $0["system.type"] == .string("shield") }
            let armour = worn.first { $0["system.type"] != .string("shield") }
            let shieldBonus = Self.int(shield?["system.ac.value"]) ?? 0
            let armourClass = (Self.int(armour?["system.ac.value"]) ?? 9) - dex - shieldBonus
            let ascending =
                (Self.int(armour?["system.aac.value"]) ?? 10) + dex + (Self.int(shield?["system.aac.value"]) ?? 0)
            #expect(armourClass == c.armourClass)
            #expect(ascending == c.ascendingArmourClass)
            #expect(a["system.movement.base"] == .integer(120))
            #expect(a["system.config.movementAuto"] == .bool(true))
            let types = worn.compactMap { $0["system.type"] }
            let factor = types.contains(.string("heavy")) ? 0.5 : types.contains(.string("light")) ? 0.75 : 1
            #expect(Int(120 * factor) == c.movement)
        }
    }

    @Test func armourIsWornWithItsTypeAndBothArmourClasses() throws {
        let wearers = CharacterClass.allCases.flatMap { Self.characters($0) }.filter { $0.armour != nil }
        #expect(Set(wearers.compactMap(\.armour)) == Set(Armour.allCases))
        for c in wearers {
            let items = Self.items(try Self.actor(c), type: "armor")
            let armour = try #require(items.first { $0["name"] == .string(c.armour!.name) })
            #expect(armour["system.type"] == .string(c.armour == .leather ? "light" : "heavy"))
            #expect(armour["system.ac.value"] == .integer(c.armour!.armourClass))
            #expect(armour["system.aac.value"] == .integer(19 - c.armour!.armourClass))
            #expect(armour["system.equipped"] == .bool(true))
            #expect(armour["system.cost"] == .integer(c.armour!.cost))
            #expect(armour["system.weight"] == .integer(c.armour!.weight))
            let shields = items.filter { $0["system.type"] == .string("shield") }
            #expect(shields.count == (c.hasShield ? 1 : 0))
            if let shield = shields.first {
                #expect(shield["system.ac.value"] == .integer(1) && shield["system.aac.value"] == .integer(1))
                #expect(shield["system.weight"] == .integer(Shield.weight) && shield["system.cost"] == .integer(10))
            }
        }
    }

    @Test func weaponsCarryDamageMeleeMissileAndRanges() throws {
        var seen: Set<String> = []
        for c in CharacterClass.allCases.flatMap({ Self.characters($0) }) {
            for item in Self.items(try Self.actor(c), type: "weapon") {
                guard case .string(let name)? = item["name"], let weapon = Weapon.all.first(where: { $0.name == name })
                else {
                    Issue.record("\(String(describing: item["name"])) is none of the weapons")
                    continue
                }
                seen.insert(name)
                #expect(item["system.damage"] == .string(weapon.damage))
                #expect(item["system.melee"] == .bool(weapon.qualities.contains(.melee)))
                #expect(item["system.missile"] == .bool(weapon.isMissile))
                #expect(item["system.slow"] == .bool(weapon.qualities.contains(.slow)))
                #expect(
                    item["system.cost"] == .integer(weapon.cost) && item["system.weight"] == .integer(weapon.weight))
                let range = MissileRange(weapon)
                #expect(item["system.range.short"] == .integer(range?.short ?? 0))
                #expect(item["system.range.medium"] == .integer(range?.medium ?? 0))
                #expect(item["system.range.long"] == .integer(range?.long ?? 0))
                let bought = c.kit.purchases.first { $0.name == name }!
                #expect(item["system.quantity.value"] == .integer(bought.quantity))
                let twoHanded: JSONValue = .object([
                    "title": .string("Two-handed"), "value": .string("Two-handed"), "label": .string("Two-handed"),
                ])
                guard case .array(let tags)? = item["system.tags"] else { continue }
                #expect(tags.contains(twoHanded) == weapon.isTwoHanded)
            }
        }
        // The generator buys these: melee, missile and both.
        #expect(seen.isSuperset(of: ["Sword", "Short bow", "Dagger", "Sling", "Crossbow", "Battle axe", "Mace"]))
    }

    /// The ranges of SRD `Weapons_and_Armour`, for every missile weapon and no other.
    @Test func missileWeaponsHaveTheSRDsRanges() {
        let srd: [String: [Int]] = [
            "Crossbow": [80, 160, 240], "Dagger": [10, 20, 30], "Hand axe": [10, 20, 30], "Javelin": [30, 60, 90],
            "Long bow": [70, 140, 210], "Short bow": [50, 100, 150], "Silver dagger": [10, 20, 30],
            "Sling": [40, 80, 160], "Spear": [20, 40, 60],
        ]
        for weapon in Weapon.all {
            let range = MissileRange(weapon).map { [$0.short, $0.medium, $0.long] }
            #expect(range == srd[weapon.name], "\(weapon.name)")
            #expect((range != nil) == weapon.isMissile)
        }
    }

    @Test func gearKeepsItsQuantityAndCostAndWeighsNothingOfItsOwn() throws {
        var quantities: Set<Int> = []
        for c in CharacterClass.allCases.flatMap({ Self.characters($0, count: 20) }) {
            let a = try Self.actor(c)
            let gear = Self.items(a, type: "item")
            let expected = c.kit.purchases.filter { purchase in
                !c.kit.weapons.contains { $0.name == purchase.name } && purchase.name != c.armour?.name
                    && !(c.hasShield && purchase.name == Shield.name)
            }
            #expect(gear.map { $0["name"] } == expected.map { .string($0.name) })
            for (item, purchase) in zip(gear, expected) {
                #expect(item["system.quantity.value"] == .integer(purchase.quantity))
                quantities.insert(purchase.quantity)
                #expect(item["system.cost"] == .integer(purchase.cost))
                #expect(item["system.weight"] == .integer(0) && item["system.treasure"] == .bool(false))
            }
            // Every purchase is an item of the actor, in the order bought.
            guard case .array(let items)? = a["items"] else { continue }
            let names = items.filter { ["weapon", "armor", "item"].map(JSONValue.string).contains($0["type"]!) }
                .map { $0["name"] }
            #expect(names == c.kit.purchases.map { .string($0.name) })
        }
        // Two flasks of oil are one item of two.
        #expect(quantities == [1, 2])
    }

    @Test(arguments: classesAndLevels)
    func spellsAndTheirSlots(characterClass: CharacterClass, level: Int) throws {
        for c in Self.characters(characterClass, count: 10, level: level) {
            let a = try Self.actor(c)
            let spells = Self.items(a, type: "spell")
            #expect(spells.map { $0["name"] } == c.spells.map(JSONValue.string))
            for spell in spells {
                guard case .string(let name)? = spell["name"] else { continue }
                let listed = try #require(SpellList.named(name, kind: .arcane))
                #expect(spell["system.lvl"] == .integer(listed.level))
                #expect(spell["system.range"] == .string(listed.range))
                #expect(spell["system.duration"] == .string(listed.duration))
                #expect(spell["system.memorized"] == .integer(c.memorised.count { $0 == name }))
                #expect(spell["system.cast"] == .integer(0))
                #expect(spell["system.class"] == .string("Magic-User"))
            }
            for spellLevel in 0...6 {
                let slots = spellLevel >= 1 && spellLevel <= c.spellSlots.count ? c.spellSlots[spellLevel - 1] : 0
                #expect(a["system.spells.\(spellLevel).max"] == .integer(slots))
            }
            #expect(a["system.spells.enabled"] == .bool([.cleric, .elf, .magicUser].contains(characterClass)))
        }
        // A first-level magic-user has one spell a day, a first-level cleric none yet (SRD class pages).
        let first = try Self.actor(Self.characters(characterClass, count: 1)[0])
        let arcane = characterClass == .magicUser || characterClass == .elf
        #expect(first["system.spells.1.max"] == .integer(arcane ? 1 : 0))
    }

    @Test func memorisedSpellsAreCountedAndAClericsAreItemsOfTheirOwn() throws {
        var magicUser = Self.characters(.magicUser, count: 1, level: 5)[0]
        let known = magicUser.spells[0]
        magicUser.memorised = [known, known]
        let spell = try #require(Self.items(try Self.actor(magicUser), type: "spell").first)
        #expect(spell["name"] == .string(known) && spell["system.memorized"] == .integer(2))
        var cleric = Self.characters(.cleric, count: 1, level: 2)[0]
        cleric.memorised = ["Cure Light Wounds"]
        let prayed = Self.items(try Self.actor(cleric), type: "spell")
        #expect(prayed.map { $0["name"] } == [.string("Cure Light Wounds")])
        #expect(prayed.first?["system.class"] == .string("Cleric"))
        #expect(prayed.first?["system.memorized"] == .integer(1))
        // Its game data is the spell list's, what it does a line of HTML.
        #expect(prayed.first?["system.lvl"] == .integer(1) && prayed.first?["system.duration"] == .string("Instant"))
        #expect(prayed.first?["system.range"] == .string("The caster or a creature touched"))
        let summary = try #require(SpellList.named("Cure Light Wounds", kind: .divine)?.summary)
        #expect(prayed.first?["system.description"] == .string("<p>\(summary)</p>"))
        var wizard = magicUser
        wizard.memorised = ["Fire Ball"]
        let fireball = Self.items(try Self.actor(wizard), type: "spell").last
        #expect(fireball?["name"] == .string("Fire Ball") && fireball?["system.lvl"] == .integer(3))
    }

    @Test(arguments: classesAndLevels)
    func aThiefsSkillsAreAbilitiesTheSystemRolls(characterClass: CharacterClass, level: Int) throws {
        let c = Self.characters(characterClass, count: 1, level: level)[0]
        let abilities = Self.items(try Self.actor(c), type: "ability")
        guard let skills = c.thiefSkills else {
            #expect(abilities.isEmpty)
            return
        }
        let expected = [
            ("Climb sheer surfaces", skills.climbSheerSurfaces), ("Find or remove traps", skills.findOrRemoveTraps),
            ("Hear noise", skills.hearNoise), ("Hide in shadows", skills.hideInShadows),
            ("Move silently", skills.moveSilently), ("Open locks", skills.openLocks),
            ("Pick pockets", skills.pickPockets),
        ]
        #expect(abilities.map { $0["name"] } == expected.map { .string($0.0) })
        for (ability, (name, chance)) in zip(abilities, expected) {
            #expect(ability["system.rollTarget"] == .integer(chance))
            #expect(ability["system.rollType"] == .string("below"))
            #expect(ability["system.roll"] == .string(name == "Hear noise" ? "1d6" : "1d100"))
        }
    }

    @Test func aRetainerHasItsLoyaltyAndWage() throws {
        var retainer = Self.characters(.fighter, count: 1)[0]
        retainer.retainer = RetainerTerms(employer: "Mirela", employerID: 3, loyalty: 8, wage: 2)
        let a = try Self.actor(retainer)
        #expect(a["system.retainer.enabled"] == .bool(true) && a["system.retainer.loyalty"] == .integer(8))
        #expect(a["system.retainer.wage"] == .string("2 gp per day"))
        #expect(FoundryTemplate.ose.problems(in: a) == [])
    }

    @Test func theActorNamesTheSystemAndFoundryVersionsAndIsMarkedAsSheetgens() throws {
        let character = Self.characters(.dwarf)[3]
        let a = try Self.actor(character)
        #expect(a["_stats.systemId"] == .string("ose"))
        #expect(a["_stats.systemVersion"] == .string(FoundryActor.systemVersion))
        #expect(a["_stats.coreVersion"] == .string(FoundryActor.coreVersion))
        #expect(FoundryActor.coreVersion.hasPrefix("13."))
        #expect(a["type"] == .string("character"))
        #expect(FoundryActor.isExport(Data(FoundryActor.json(character).utf8)))
        #expect(!FoundryActor.isExport(Data(#"{"name": "Brannoc", "flags": {}}"#.utf8)))
        #expect(!FoundryActor.isExport(Data("not json".utf8)))
        #expect(!FoundryActor.isExport(Data(#"[{"flags": {"sheetgen": {}}}]"#.utf8)))
    }

    @Test func theSameCharacterGivesTheSameBytesAndItsItemsTheSameIDs() throws {
        for characterClass in CharacterClass.allCases {
            let once = Self.characters(characterClass, count: 5).map(FoundryActor.json)
            let again = Self.characters(characterClass, count: 5).map(FoundryActor.json)
            #expect(once == again)
        }
        let ids = try CharacterClass.allCases.flatMap { Self.characters($0, count: 5) }.flatMap { character in
            try Self.items(Self.actor(character)).compactMap { Self.string($0["_id"]) }
        }
        // Different characters' items are different documents to Foundry.
        #expect(Set(ids).count == ids.count)
        // The same character's, levelled up, are the same documents: importing it again updates them.
        let first = Self.characters(.elf, count: 1)[0], fifth = Self.characters(.elf, count: 1, level: 5)[0]
        let bought = { (c: PlayerCharacter) in
            try Self.items(Self.actor(c)).filter { $0["type"] != .string("spell") }.compactMap {
                Self.string($0["_id"])
            }
        }
        #expect(try bought(first) == bought(fifth) && !bought(first).isEmpty)
    }

    /// The items of `actor`, of `type` when given.
    static func items(_ actor: JSONValue, type: String? = nil) -> [JSONValue] {
        guard case .array(let items)? = actor["items"] else { return [] }
        return items.filter { type == nil || $0["type"] == .string(type!) }
    }

    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    static func int(_ value: JSONValue?) -> Int? {
        if case .integer(let number)? = value { return number }
        return nil
    }
}

extension JSONValue {
    /// The value at a dotted path of object keys (`system.hp.max`); nil where there is none.
    subscript(_ path: String) -> JSONValue? {
        var value: JSONValue? = self
        for key in path.split(separator: ".") {
            guard case .object(let object)? = value else { return nil }
            value = object[String(key)]
        }
        return value
    }
}
