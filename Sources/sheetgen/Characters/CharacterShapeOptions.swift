import ArgumentParser
import OSR

/// `--class`, `--name` and `--alignment`: what shapes a generated character besides its seed
/// (`character`, `character save`).
struct CharacterShapeOptions: ParsableArguments {
    @Option(
        name: .customLong("class"), help: "Cleric, Dwarf, Elf, Fighter, Halfling, Magic-User or Thief.",
        transform: parseClass)
    var characterClass: CharacterClass?

    @Option(help: "The character's name (else one is drawn from the seed).")
    var name: String?

    @Option(help: "Lawful, Neutral or Chaotic.", transform: parseAlignment)
    var alignment: Alignment?

    /// Whether any of them was given.
    var isGiven: Bool { characterClass != nil || name != nil || alignment != nil }

    func validate() throws {
        if let name { _ = try validName(name, option: "--name") }
    }

    /// The generator's options, the name checked as every player's name is.
    func options() throws -> CharacterOptions {
        CharacterOptions(
            characterClass: characterClass, name: try name.map { try validName($0, option: "--name") },
            alignment: alignment)
    }
}
