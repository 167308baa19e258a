import ArgumentParser
import OSR

/// `--class`, `--name`, `--alignment` and `--level`: what shapes a generated character besides its seed
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

    @Option(parsing: .unconditional, help: "The level, 1 to the class's maximum (14; dwarf 12, elf 10, halfling 8).")
    var level: Int?

    /// Whether any of them was given.
    var isGiven: Bool { characterClass != nil || name != nil || alignment != nil || level != nil }

    func validate() throws {
        if let name { _ = try validName(name, option: "--name") }
        if let level {
            let most = characterClass?.maximumLevel ?? 14
            guard (1...most).contains(level) else {
                throw ValidationError(
                    "--level \(level): \(characterClass.map { "\($0.withArticle)'s" } ?? "a") level is from 1 to \(most)"
                )
            }
        }
    }

    /// The generator's options, the name checked as every player's name is.
    func options() throws -> CharacterOptions {
        CharacterOptions(
            characterClass: characterClass, name: try name.map { try validName($0, option: "--name") },
            alignment: alignment, level: level ?? 1)
    }
}
