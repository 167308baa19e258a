import Foundation
import OSR
import Reports
import Vault

/// A saved character as JSON: the object of `character --format json`, key for key, plus `id`,
/// `method` (always, where `character` leaves out 3d6) and `history` (the rolls of its making).
/// Made from `CharacterJSON`'s own text, so the two cannot drift apart.
enum SavedCharacterJSON {
    static func encode(_ saved: SavedCharacter) throws -> String {
        String(decoding: try encoder.encode(try object(saved)), as: UTF8.self)
    }

    static func encode(_ saved: [SavedCharacter]) throws -> String {
        String(decoding: try encoder.encode(try saved.map(object)), as: UTF8.self)
    }

    /// The same settings as `CharacterJSON`'s, so the shared keys read byte for byte alike.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func object(_ saved: SavedCharacter) throws -> [String: JSONValue] {
        let text = CharacterJSON.encode(saved.character)
        var object = try JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
        object["id"] = .integer(saved.id)
        object["method"] = .string(saved.choices.method.rawValue)
        object["history"] = .array(
            saved.history.map { .object(["what": .string($0.what), "result": .integer(Int64($0.result))]) })
        return object
    }
}

/// Any JSON value, to add keys to an object another encoder made.
indirect enum JSONValue: Codable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
