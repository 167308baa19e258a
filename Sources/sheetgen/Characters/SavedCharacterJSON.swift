import Foundation
import OSR
import Reports
import SiteModel
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
        object["id"] = .integer(Int(saved.id))
        object["method"] = .string(saved.choices.method.rawValue)
        object["history"] = .array(
            saved.history.map { .object(["what": .string($0.what), "result": .integer($0.result)]) })
        return object
    }
}
