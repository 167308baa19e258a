import OSR

/// Where a character made at the terminal goes when the player is done: the vault, or a
/// character file. Nothing is kept before the last step, so a player who stops early leaves
/// nothing behind.
public protocol CharacterKeeper {
    /// Keeps the character and its rolls; returns where, in words ("character 3 in sheetgen.sqlite").
    func save(_ choices: CharacterChoices, history: [CharacterCreation.RollRecord]) throws -> String
    /// Writes the character as a character file at `path`; returns the path as written.
    func export(_ choices: CharacterChoices, to path: String) throws -> String
}
