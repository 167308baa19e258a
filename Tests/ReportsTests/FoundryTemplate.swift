import Foundation
import SiteModel

/// The data template of Foundry VTT's Old-School Essentials system (`Foundry/ose-template.json`,
/// see its NOTICE), and an actor held to it: the `system` of a character, and of each item by its
/// type, must have every key the template has, with a value of the same JSON kind, and no other.
struct FoundryTemplate {
    /// A character's `system` as the template makes it: its templates merged in order, then its own keys.
    let character: [String: JSONValue]
    /// Each item type's `system`, by type.
    let items: [String: [String: JSONValue]]

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Foundry/ose-template.json")

    static let ose = try! FoundryTemplate(parse(Data(contentsOf: file)))

    /// JSON as a `JSONValue`, read by `JSONSerialization`: the tests read thousands of actors, and
    /// `JSONValue`'s decoder, which tries each kind of value in turn, takes 10 ms an actor.
    static func parse(_ data: Data) throws -> JSONValue {
        try value(JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    private static func value(_ any: Any) throws -> JSONValue {
        switch any {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let array as [Any]: return .array(try array.map(value))
        case let object as [String: Any]: return .object(try object.mapValues(value))
        case let number as NSNumber:
            // Foundation keeps a boolean as a number of C type `char`, which JSON's numbers never are.
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "d", "f": return .number(number.doubleValue)
            default: return .integer(number.intValue)
            }
        default: throw Malformed()
        }
    }

    init(_ template: JSONValue) throws {
        guard case .object(let root) = template, case .object(let actor)? = root["Actor"],
            case .object(let item)? = root["Item"]
        else { throw Malformed() }
        character = try Self.resolve("character", in: actor)
        var items: [String: [String: JSONValue]] = [:]
        for type in ["item", "weapon", "armor", "spell", "ability"] { items[type] = try Self.resolve(type, in: item) }
        self.items = items
    }

    struct Malformed: Error {}

    /// A type's data as Foundry makes it: the templates it names, merged deeply in order, then its own.
    private static func resolve(_ type: String, in document: [String: JSONValue]) throws -> [String: JSONValue] {
        guard case .object(var own)? = document[type], case .object(let templates)? = document["templates"] else {
            throw Malformed()
        }
        var merged: [String: JSONValue] = [:]
        if case .array(let names)? = own.removeValue(forKey: "templates") {
            for case .string(let name) in names {
                guard case .object(let template)? = templates[name] else { throw Malformed() }
                merged = merge(merged, template)
            }
        }
        return merge(merged, own)
    }

    private static func merge(_ base: [String: JSONValue], _ over: [String: JSONValue]) -> [String: JSONValue] {
        base.merging(over) { old, new in
            if case .object(let a) = old, case .object(let b) = new { return .object(merge(a, b)) }
            return new
        }
    }

    /// What is wrong with `actor` as a character of this system, each a line naming the key; none when it fits.
    func problems(in actor: JSONValue) -> [String] {
        guard case .object(let actor) = actor else { return ["the actor is no object"] }
        var problems: [String] = []
        if actor["type"] != .string("character") { problems.append("type: not \"character\"") }
        if case .string(let name)? = actor["name"], !name.isEmpty {} else { problems.append("name: missing") }
        for key in ["effects"] where actor[key] != .array([]) { problems.append("\(key): not an empty array") }
        problems += stats(actor["_stats"])
        if case .object(let system)? = actor["system"] {
            problems += Self.compare(system, with: character, at: "system")
        } else {
            problems.append("system: missing")
        }
        guard case .array(let items)? = actor["items"] else { return problems + ["items: missing"] }
        var ids: Set<String> = []
        for (index, item) in items.enumerated() {
            let place = "items[\(index)]"
            guard case .object(let item) = item, case .string(let type)? = item["type"],
                let template = self.items[type]
            else {
                problems.append("\(place).type: none of the system's item types")
                continue
            }
            if case .string(let id)? = item["_id"], Self.isID(id), ids.insert(id).inserted {
            } else {
                problems.append("\(place)._id: not 16 letters and digits of its own")
            }
            if case .string(let name)? = item["name"], !name.isEmpty {
            } else {
                problems.append("\(place).name: missing")
            }
            if case .object(let system)? = item["system"] {
                problems += Self.compare(system, with: template, at: "\(place).system")
            } else {
                problems.append("\(place).system: missing")
            }
        }
        return problems
    }

    /// Foundry's ids: 16 ASCII letters and digits.
    static func isID(_ id: String) -> Bool {
        id.utf8.count == 16
            && id.utf8.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
    }

    private func stats(_ stats: JSONValue?) -> [String] {
        guard case .object(let stats)? = stats else { return ["_stats: missing"] }
        return ["systemId", "systemVersion", "coreVersion"].compactMap { key in
            if case .string(let value)? = stats[key], !value.isEmpty { return nil }
            return "_stats.\(key): missing"
        }
    }

    /// Every key of `template` in `value` with a value of its kind, and no key it lacks.
    static func compare(_ value: [String: JSONValue], with template: [String: JSONValue], at path: String) -> [String] {
        var problems: [String] = []
        for key in template.keys.sorted() {
            let place = "\(path).\(key)"
            guard let found = value[key] else {
                problems.append("\(place): missing")
                continue
            }
            let expected = template[key]!
            guard kind(found) == kind(expected) else {
                problems.append("\(place): \(kind(found)) where the template has \(kind(expected))")
                continue
            }
            if case .object(let inner) = found, case .object(let innerTemplate) = expected {
                problems += compare(inner, with: innerTemplate, at: place)
            }
        }
        for key in value.keys.sorted() where template[key] == nil {
            problems.append("\(path).\(key): not in the template")
        }
        return problems
    }

    /// A JSON value's kind: whole and other numbers are both numbers, as to JavaScript.
    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
