import OSR

/// A character kept in the vault: its choices, from which `PlayerCharacter(choices, seed:)` makes
/// it again exactly, the seed it was generated from (nil for one made at the table) and every roll
/// of its making (none for a generated one).
public struct SavedCharacter: Hashable, Sendable {
    public let id: Int64
    public let choices: CharacterChoices
    public let seed: UInt64?
    public let history: [CharacterRoll]
    /// When it was saved, ISO 8601 in UTC.
    public let savedAt: String

    /// The character itself.
    public var character: PlayerCharacter { PlayerCharacter(choices, seed: seed) }
}

/// One roll of a character's making, as `CharacterCreation` records it.
public struct CharacterRoll: Hashable, Sendable, Codable {
    public let what: String
    public let result: Int

    public init(what: String, result: Int) {
        self.what = what
        self.result = result
    }

    public init(_ record: CharacterCreation.RollRecord) {
        self.init(what: record.what, result: record.result)
    }
}
