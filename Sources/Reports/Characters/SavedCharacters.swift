import Foundation
import GameKit
import Markdown
import Mistakes
import OSR

/// The characters saved in the players' vault, as a block finds them: by id, by name (without
/// regard to case) or all, each in the order saved. What is not there is an error at the block's
/// fence that names what there is.
struct SavedCharacters {
    typealias Saved = (id: Int64, character: PlayerCharacter)

    let characters: [Saved]
    /// The vault's file name, for messages.
    let vaultName: String
    let block: FencedBlock

    /// The characters of the vault at `vault` (the site config's), read with `read`; none when
    /// there is no file there yet.
    static func read(
        _ vault: String?, for block: FencedBlock, with read: (String) throws -> [Saved]?
    ) throws(UserError) -> SavedCharacters {
        let characters = try VaultBlock.read(vault, for: block, with: read) ?? []
        return SavedCharacters(
            characters: characters, vaultName: ((vault ?? "") as NSString).lastPathComponent, block: block)
    }

    /// Every saved character; an error when there is none.
    func all() throws(UserError) -> [Saved] {
        try someSaved()
        return characters
    }

    func character(id: Int64) throws(UserError) -> Saved {
        try someSaved()
        guard let found = characters.first(where: { $0.id == id }) else {
            throw block.error("no character \(id) in \(vaultName); there are: \(whatThereIs)")
        }
        return found
    }

    func character(named typed: String) throws(UserError) -> Saved {
        try someSaved()
        let wanted = Self.key(typed)
        let found = characters.filter { Self.key($0.character.name) == wanted }
        let echoed = String(typed.prefix(40))
        guard let first = found.first else {
            throw block.error("no character named '\(echoed)' in \(vaultName); there are: \(whatThereIs)")
        }
        guard found.count == 1 else {
            let ids = found.map { String($0.id) }.joined(separator: ", ")
            throw block.error("\(found.count) characters in \(vaultName) are named '\(echoed)' (ids \(ids)): give id=")
        }
        return first
    }

    private func someSaved() throws(UserError) {
        guard characters.isEmpty else { return }
        throw block.error(
            "\(vaultName) holds no saved character yet (save one with `sheetgen character create` or "
                + "`character import`)")
    }

    /// The first few characters, name and id, and how many more: a message stays one short line.
    private var whatThereIs: String {
        let shown = characters.prefix(6).map { "\($0.character.name) (\($0.id))" }.joined(separator: ", ")
        return characters.count > 6 ? "\(shown) and \(characters.count - 6) more" : shown
    }

    /// A name as compared: trimmed, composed, and without regard to case.
    private static func key(_ name: String) -> String {
        PlayerName.normalized(name).lowercased()
    }
}
