import OSR

/// Characters changed together after a session: an award of experience to the party is kept for
/// every member or for none.
extension Vault {
    /// One character's new choices, the choices they were worked out from, and the rolls to add to
    /// its history.
    public struct CharacterUpdate: Sendable {
        public let id: Int64
        /// The choices as they were read: the update is refused if they changed since.
        public let before: CharacterChoices
        public let choices: CharacterChoices
        public let rolls: [CharacterRoll]

        public init(id: Int64, from before: CharacterChoices, to choices: CharacterChoices, rolls: [CharacterRoll] = [])
        {
            self.id = id
            self.before = before
            self.choices = choices
            self.rolls = rolls
        }
    }

    /// Replaces the choices of character `id` (after an award of experience, a level gained or the
    /// day's spells memorised) and adds `rolls` to its history; the seed and the time it was first
    /// saved stay. A character that would break a rule, or that is not the one saved grown by
    /// play (other class or scores, a level lost or skipped, experience or hit points taken away),
    /// is refused before anything is written; so is one whose choices are no longer `before`,
    /// the ones the update was worked out from (another sheetgen changed it meanwhile).
    public func updateCharacter(
        id: Int64, from before: CharacterChoices, to choices: CharacterChoices, adding rolls: [CharacterRoll] = []
    ) throws(VaultError) {
        try updateCharacters([CharacterUpdate(id: id, from: before, to: choices, rolls: rolls)])
    }

    /// Replaces the choices of several characters as `updateCharacter` does one, in one
    /// transaction: the reads, the checks and the writes, so a missing id or a character that would
    /// break a rule changes none of them, and a second update at the same time cannot lose the
    /// first one's rolls.
    public func updateCharacters(_ updates: [CharacterUpdate]) throws(VaultError) {
        var rows: [StoredCharacter] = []
        for update in updates { rows.append(try row(update.choices, seed: nil, history: [], savedAt: "")) }
        let path = path, checked = rows
        try write { db in
            for (update, row) in zip(updates, checked) {
                guard let saved = try StoredCharacter.fetchOne(db, key: update.id) else {
                    throw VaultError(path, "no character \(update.id)")
                }
                guard try savedCharacter(saved).choices == update.before else {
                    throw VaultError(
                        path,
                        "character \(update.id) changed while this was worked out (another sheetgen at the same "
                            + "vault?); nothing was changed: run it again")
                }
                if let refusal = Self.growthRefusal(from: saved, to: update.choices) {
                    throw VaultError(
                        path, "cannot save \(update.choices.name.prefix(60)): \(refusal); nothing was changed")
                }
                guard let history = Self.decoded([CharacterRoll].self, saved.history) else {
                    throw VaultError(path, "character \(update.id) is damaged (not as sheetgen wrote it)")
                }
                var updated = row
                updated.id = update.id
                updated.seed = saved.seed
                updated.savedAt = saved.savedAt
                updated.history = try StoredCharacter.json(history + update.rolls)
                try updated.update(db)
            }
        }
    }

    /// Why `choices` is not the character of `saved` grown by play, if it is not.
    private static func growthRefusal(from saved: StoredCharacter, to choices: CharacterChoices) -> String? {
        if saved.characterClass != choices.characterClass.rawValue { return "a character keeps its class" }
        if saved.rolledScores != choices.rolled.inOrder || saved.adjustedScores != choices.abilities.inOrder {
            return "a character keeps its ability scores"
        }
        if choices.level != saved.level && choices.level != saved.level + 1 {
            return "a character gains one level at a time (level \(saved.level) to \(choices.level))"
        }
        if choices.experience < saved.experience { return "experience is never taken away" }
        if choices.hitPoints < saved.hitPoints { return "maximum hit points are never taken away" }
        return nil
    }
}
