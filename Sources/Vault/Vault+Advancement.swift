import OSR

/// Characters changed together after a session: an award of experience to the party is kept for
/// every member or for none.
extension Vault {
    /// One character's new choices and the rolls to add to its history.
    public struct CharacterUpdate: Sendable {
        public let id: Int64
        public let choices: CharacterChoices
        public let rolls: [CharacterRoll]

        public init(id: Int64, choices: CharacterChoices, rolls: [CharacterRoll] = []) {
            self.id = id
            self.choices = choices
            self.rolls = rolls
        }
    }

    /// Replaces the choices of several characters in one transaction, as `updateCharacter` does
    /// for one: every character is read and checked before anything is written, so a missing id
    /// or a character that would break a rule changes none of them.
    public func updateCharacters(_ updates: [CharacterUpdate]) throws(VaultError) {
        var rows: [StoredCharacter] = []
        for update in updates {
            let saved = try character(id: update.id)
            var row = try row(
                update.choices, seed: saved.seed, history: saved.history + update.rolls, savedAt: saved.savedAt)
            row.id = update.id
            rows.append(row)
        }
        let updated = rows
        try write { db in
            for row in updated { try row.update(db) }
        }
    }
}
