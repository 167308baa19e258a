import Foundation
import GRDB
import OSR

/// The vault's characters: kept from `sheetgen character save`, listed, shown and deleted. Only a
/// character `CreationCheck` finds legal is saved, so whatever is read back follows the rules.
extension Vault {
    /// Saves `choices` (and the seed and rolls that made them); returns the new character's id.
    /// A character that breaks a rule is refused, naming every rule it breaks, before anything is written.
    @discardableResult
    public func saveCharacter(
        _ choices: CharacterChoices, seed: UInt64?, history: [CharacterRoll] = []
    ) throws(VaultError) -> Int64 {
        try saveCharacters([(choices, seed, history)])[0]
    }

    /// Saves every character in one transaction, all or none; returns their ids, in order. Each is
    /// checked as `saveCharacter` checks one, and all of them before anything is written.
    /// `employers` ties retainers to employers of the same batch, by their places in it (an
    /// archive's retainers to their employers, whose new ids are not known before). `progress`
    /// hears how many of the characters are saved, of all, as they are written.
    public func saveCharacters(
        _ characters: [(choices: CharacterChoices, seed: UInt64?, history: [CharacterRoll])],
        employers: [Int: Int] = [:], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(VaultError) -> [Int64] {
        var rows: [StoredCharacter] = []
        let savedAt = now()
        for character in characters {
            rows.append(try row(character.choices, seed: character.seed, history: character.history, savedAt: savedAt))
        }
        return try write { db in
            let ids = try rows.enumerated().map { index, row in
                try row.insert(db)
                progress?(index + 1, rows.count)
                return db.lastInsertedRowID
            }
            for (retainer, employer) in employers.sorted(by: { $0.key < $1.key }) {
                try db.execute(
                    sql: "UPDATE character SET employer_id = ? WHERE id = ?", arguments: [ids[employer], ids[retainer]])
            }
            return ids
        }
    }

    /// The row that keeps a character, or why it may not be kept (also for `saveRetainer` and
    /// `updateCharacters`).
    func row(
        _ choices: CharacterChoices, seed: UInt64?, history: [CharacterRoll], savedAt: String
    ) throws(VaultError) -> StoredCharacter {
        let problems = CreationCheck.problems(in: choices)
        guard problems.isEmpty else {
            throw VaultError(
                path,
                "cannot save \(choices.name.prefix(60)): \(problems.map(\.description).joined(separator: "; ")); "
                    + "nothing was changed")
        }
        let storedSeed = try seed.map { seed throws(VaultError) in
            guard let stored = Int64(exactly: seed) else {
                throw VaultError(path, "cannot save seed \(seed): seeds go up to \(Int64.max); nothing was changed")
            }
            return stored
        }
        return try StoredCharacter(choices, seed: storedSeed, history: history, savedAt: savedAt, in: path)
    }

    /// Every saved character, in the order they were saved.
    public func characters() throws(VaultError) -> [SavedCharacter] {
        let rows = try read { db in try StoredCharacter.order(StoredCharacter.Columns.id).fetchAll(db) }
        var characters: [SavedCharacter] = []
        for row in rows { characters.append(try savedCharacter(row)) }
        return characters
    }

    /// Character `id`, or a `VaultError` saying there is none.
    public func character(id: Int64) throws(VaultError) -> SavedCharacter {
        guard let row = try read({ db in try StoredCharacter.fetchOne(db, key: id) }) else {
            throw VaultError(path, "no character \(id)")
        }
        return try savedCharacter(row)
    }

    /// Deletes character `id` and returns what it was; a missing id changes nothing.
    @discardableResult
    public func deleteCharacter(id: Int64) throws(VaultError) -> SavedCharacter {
        let deleted = try character(id: id)
        try write { db in _ = try StoredCharacter.deleteOne(db, key: id) }
        return deleted
    }

    /// The character a row holds; a row no sheetgen wrote (say, edited by hand) is told, not guessed at.
    func savedCharacter(_ row: StoredCharacter) throws(VaultError) -> SavedCharacter {
        let id = try stored(row.id, "a character")
        guard let characterClass = CharacterClass(rawValue: row.characterClass),
            let alignment = Alignment(rawValue: row.alignment),
            let method = RollMethod(rawValue: row.method),
            let languages = Self.decoded([String].self, row.languages),
            let purchases = Self.decoded([StoredCharacter.Purchase].self, row.purchases),
            let spells = Self.decoded([String].self, row.spells),
            let history = Self.decoded([CharacterRoll].self, row.history),
            let memorised = Self.decoded([String].self, row.memorised),
            let retainer = Self.decodedIfAny(StoredCharacter.Retainer.self, row.retainer)
        else { throw VaultError(path, "character \(id) is damaged (not as sheetgen wrote it)") }
        let choices = CharacterChoices(
            method: method, rolled: AbilityScores(row.rolledScores), characterClass: characterClass,
            abilities: AbilityScores(row.adjustedScores), hitPoints: row.hitPoints, startingGold: row.startingGold,
            alignment: alignment, name: row.name, title: row.title, extraLanguages: languages,
            purchases: purchases.map { CharacterChoices.Purchase($0.name, quantity: $0.quantity) }, spells: spells,
            level: row.level, experience: row.experience, memorised: memorised,
            retainer: retainer.map {
                RetainerTerms(
                    employer: $0.employer, employerID: row.employerID, loyalty: $0.loyalty, wage: $0.wage,
                    shareInHalves: $0.shareInHalves)
            })
        return SavedCharacter(
            id: id, choices: choices, seed: row.seed.map { UInt64($0) }, history: history, savedAt: row.savedAt)
    }

    static func decoded<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// `.some(nil)` for no text, `.some(value)` for text that decodes, nil for text that does not.
    private static func decodedIfAny<T: Decodable>(_ type: T.Type, _ text: String?) -> T?? {
        guard let text else { return .some(nil) }
        return decoded(type, text).map { .some($0) }
    }
}

extension StoredCharacter {
    /// One purchase as its JSON object in `purchases`.
    struct Purchase: Codable {
        let name: String
        let quantity: Int
    }

    /// A retainer's terms as the JSON object in `retainer`; the employer's id is a column of its own.
    struct Retainer: Codable {
        let employer: String
        let loyalty: Int
        let wage: Int
        let shareInHalves: Int
    }

    init(
        _ choices: CharacterChoices, seed: Int64?, history: [CharacterRoll], savedAt: String, in path: String
    ) throws(VaultError) {
        let rolled = choices.rolled, adjusted = choices.abilities
        do {
            self.init(
                name: choices.name, title: choices.title, characterClass: choices.characterClass.rawValue,
                alignment: choices.alignment.rawValue, method: choices.method.rawValue, seed: seed,
                rolledStrength: rolled[.strength], rolledIntelligence: rolled[.intelligence],
                rolledWisdom: rolled[.wisdom], rolledDexterity: rolled[.dexterity],
                rolledConstitution: rolled[.constitution], rolledCharisma: rolled[.charisma],
                strength: adjusted[.strength], intelligence: adjusted[.intelligence], wisdom: adjusted[.wisdom],
                dexterity: adjusted[.dexterity], constitution: adjusted[.constitution],
                charisma: adjusted[.charisma], hitPoints: choices.hitPoints, startingGold: choices.startingGold,
                languages: try Self.json(choices.extraLanguages),
                purchases: try Self.json(choices.purchases.map { Purchase(name: $0.name, quantity: $0.quantity) }),
                spells: try Self.json(choices.spells), history: try Self.json(history), savedAt: savedAt,
                level: choices.level, experience: choices.experience, memorised: try Self.json(choices.memorised),
                employerID: choices.retainer?.employerID,
                retainer: try choices.retainer.map {
                    try Self.json(
                        Retainer(
                            employer: $0.employer, loyalty: $0.loyalty, wage: $0.wage, shareInHalves: $0.shareInHalves))
                })
        } catch {
            throw VaultError(path, "cannot save \(choices.name.prefix(60)): \(error); nothing was changed")
        }
    }

    /// The scores as rolled, in rolling order.
    var rolledScores: [Int] {
        [rolledStrength, rolledIntelligence, rolledWisdom, rolledDexterity, rolledConstitution, rolledCharisma]
    }

    /// The scores after adjustment, in rolling order.
    var adjustedScores: [Int] { [strength, intelligence, wisdom, dexterity, constitution, charisma] }

    /// Sorted keys, so the same list is always the same text.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
