import GRDB
import OSR

/// The vault's retainers: characters tied to the character who employs them. Whether an employer
/// may take one more, and one of that level, is decided in the same transaction that saves it, so
/// two hirings at once cannot both take the last place.
///
/// Deleting an employer keeps its retainers: the schema sets their `employer_id` to NULL, and their
/// terms still name the employer, so they read back with `employerID` nil, serving no one kept here.
extension Vault {
    /// Saves `choices` as a retainer of character `employerID`, its terms naming that employer; returns
    /// the retainer's id. Refused, with nothing written, when there is no such character, when it is
    /// itself a retainer, when it already keeps as many retainers as its CHA allows, when the
    /// retainer's level is above its own or not one of the class's, or when the terms or the
    /// character break a rule.
    @discardableResult
    public func saveRetainer(
        _ choices: CharacterChoices, seed: UInt64?, employerID: Int64, history: [CharacterRoll] = []
    ) throws(VaultError) -> Int64 {
        guard let terms = choices.retainer else {
            throw VaultError(path, "cannot save \(choices.name.prefix(60)) as a retainer: it has no terms")
        }
        if let refusal = RetainerRules.termsRefusal(wage: terms.wage, shareInHalves: terms.shareInHalves) {
            throw VaultError(path, "cannot save \(choices.name.prefix(60)): \(refusal); nothing was changed")
        }
        let savedAt = now()
        return try write { db in
            guard let employer = try StoredCharacter.fetchOne(db, key: employerID) else {
                throw VaultError(path, "no character \(employerID) to employ a retainer; nothing was changed")
            }
            if let refusal = try refusal(toHire: choices, by: employer, db) {
                throw VaultError(path, "\(refusal); nothing was changed")
            }
            var hired = choices
            hired.retainer?.employer = employer.name
            hired.retainer?.employerID = employerID
            try row(hired, seed: seed, history: history, savedAt: savedAt).insert(db)
            return db.lastInsertedRowID
        }
    }

    /// The retainers of character `employerID`, in the order they were hired.
    public func retainers(of employerID: Int64) throws(VaultError) -> [SavedCharacter] {
        try characters().filter { $0.choices.retainer?.employerID == employerID }
    }

    /// Why `employer` may not take on `choices`, read within the saving transaction.
    private func refusal(toHire choices: CharacterChoices, by employer: StoredCharacter, _ db: Database) throws
        -> String?
    {
        let name = employer.name.prefix(60)
        if employer.retainer != nil {
            return "\(name) is a retainer and hires none of its own"
        }
        if let refusal = RetainerRules.levelRefusal(
            choices.characterClass, level: choices.level, employerLevel: employer.level)
        {
            return "cannot hire \(choices.name.prefix(60)) for \(name): \(refusal)"
        }
        let current = try StoredCharacter.filter(StoredCharacter.Columns.employerID == employer.id)
            .order(StoredCharacter.Columns.id).fetchAll(db)
        return RetainerRules.limitRefusal(
            employer: String(name), charisma: employer.charisma,
            current: current.map { "\($0.name.prefix(60)) (\($0.id.map(String.init) ?? "?"))" })
    }
}
