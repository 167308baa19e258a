import Foundation
import OSR
import Reports
import SiteModel
import Testing

/// The checker the actor tests lean on finds what is wrong: a key missing, of another kind or
/// unknown to the template, in the actor's data or an item's, and an item of no known type.
@Suite struct FoundryTemplateTests {
    /// An elf: armour, a shield, weapons, gear and a spell, so that every item type is there.
    static func elf() throws -> JSONValue {
        let elf = CharacterGenerator.generate(seed: 7, options: CharacterOptions(characterClass: .elf))
        return try FoundryActorTests.actor(elf)
    }

    @Test func theTemplateIsTheSystemsAndTheElfFitsIt() throws {
        let template = FoundryTemplate.ose
        #expect(template.character["details"]?["xp.next"] == .integer(2000))
        #expect(template.character["spells"]?["6.max"] == .integer(0))
        #expect(JSONValue.object(template.items["weapon"]!)["range.long"] == .integer(0))
        #expect(template.items["armor"]?["type"] == .string("light"))
        #expect(Set(template.items.keys) == ["item", "weapon", "armor", "spell", "ability"])
        let elf = try Self.elf()
        #expect(FoundryTemplate.ose.problems(in: elf) == [])
        let types = Set(FoundryActorTests.items(elf).compactMap { FoundryActorTests.string($0["type"]) })
        #expect(types == ["item", "weapon", "armor", "spell"])
    }

    @Test(
        arguments: [
            ("system.hp.max", nil, "system.hp.max: missing"),
            ("system.hp.value", JSONValue.string("5"), "system.hp.value: string where the template has number"),
            ("system.languages.value", .object([:]), "system.languages.value: object where the template has array"),
            ("system.hp.temporary", .integer(0), "system.hp.temporary: not in the template"),
            ("system.spells.3", nil, "system.spells.3: missing"),
            ("system.retainer.enabled", .integer(0), "system.retainer.enabled: number where the template has boolean"),
            ("type", .string("monster"), "type: not \"character\""),
            ("_stats.systemId", nil, "_stats.systemId: missing"),
        ] as [(String, JSONValue?, String)])
    func aBrokenActorIsTold(path: String, value: JSONValue?, problem: String) throws {
        let broken = try Self.elf().setting(path, to: value)
        #expect(FoundryTemplate.ose.problems(in: broken) == [problem])
    }

    @Test func aBrokenItemIsToldByItsPlace() throws {
        var actor = try Self.elf()
        let items = FoundryActorTests.items(actor)
        let weapon = try #require(items.firstIndex { $0["type"] == .string("weapon") })
        let spell = try #require(items.firstIndex { $0["type"] == .string("spell") })
        var changed = items
        changed[weapon] = changed[weapon].setting("system.damage", to: nil).setting(
            "system.range.short", to: .string("10"))
        changed[spell] = changed[spell].setting("system.memorized", to: .bool(true))
        actor = actor.setting("items", to: .array(changed))
        #expect(
            FoundryTemplate.ose.problems(in: actor) == [
                "items[\(weapon)].system.damage: missing",
                "items[\(weapon)].system.range.short: string where the template has number",
                "items[\(spell)].system.memorized: boolean where the template has number",
            ])
        let feat = items[0].setting("type", to: .string("feat"))
        let twins = [items[0], items[0].setting("_id", to: items[1]["_id"])]
        #expect(
            FoundryTemplate.ose.problems(in: actor.setting("items", to: .array([feat])))
                == ["items[0].type: none of the system's item types"])
        #expect(
            FoundryTemplate.ose.problems(in: actor.setting("items", to: .array(twins + [items[1]])))
                == ["items[2]._id: not 16 letters and digits of its own"])
        #expect(
            FoundryTemplate.ose.problems(
                in: actor.setting("items", to: .array([items[0].setting("_id", to: .string("x"))])))
                == ["items[0]._id: not 16 letters and digits of its own"])
    }
}

extension JSONValue {
    /// This value with the one at a dotted path set (nil: removed), objects made on the way.
    func setting(_ path: String, to value: JSONValue?) -> JSONValue {
        var keys = path.split(separator: ".").map(String.init)
        let first = keys.removeFirst()
        guard case .object(var object) = self else { return self }
        object[first] =
            keys.isEmpty ? value : (object[first] ?? .object([:])).setting(keys.joined(separator: "."), to: value)
        return .object(object)
    }
}
