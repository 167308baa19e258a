import GameKit
import OSR

/// A Foundry VTT document id (16 letters and digits) made from what it names, so that exporting
/// the same character again gives its items the same ids: Foundry then sees the same items.
enum FoundryID {
    static let length = 16

    /// The id of `part` (an item's kind, name and place) of `character`.
    static func of(_ part: String, in character: PlayerCharacter) -> String {
        let seed = character.seed.map(String.init) ?? "table"
        var random = SeededRandom(seed: hash("\(seed)\n\(character.name)\n\(character.characterClass.name)\n\(part)"))
        return String((0..<length).map { _ in random.pick(alphabet) })
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// FNV-1a of the text's bytes.
    private static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
