import ArgumentParser
import OSR
import Play
import Vault

struct CharacterLevelUpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "level-up",
        abstract: "Raises a saved character one level: the Hit Die rolled from a seed kept in its history, what "
            + "changed, new spells for a magic-user's or an elf's book; then saves it.",
        discussion:
            "The spells are asked one at a time, at a terminal or from piped answers; Enter takes the seed's "
            + "pick, and so does --auto or the end of input for every one left. The same seed and answers give the "
            + "same character."
    )

    @Argument(help: "The character's id, as `character list` shows it.") var id: Int64

    @Option(
        parsing: .unconditional, help: "The seed of the level's rolls (default: from the clock, and printed).",
        transform: parseSeed)
    var seed: UInt64?

    @Flag(help: "Take the default for every choice without asking.") var auto = false

    @Option(
        help: ArgumentHelp(
            "Spells for the book, chosen beforehand (\"Sleep, Shield\"); not asked for.", valueName: "spells"),
        transform: spellNames)
    var spells: [String] = []

    @OptionGroup var vault: VaultOptions

    func run() throws {
        let vault = try vault.open(create: false)
        let saved = try vault.character(id: id)
        if let refusal = LevelUp.refusal(for: saved.choices) {
            throw UsageError("character \(id) cannot level up: \(escapingControls(refusal))")
        }
        if let problem = LevelUp.spellRefusal(spells, for: saved.choices) {
            throw UsageError("--spells: \(escapingControls(problem))")
        }
        let seed = seed ?? clockSeed()
        let session = LevelUpSession(saved.choices, seed: seed, given: spells, auto: auto, console: standardConsole())
        let up = session.run()
        try vault.updateCharacter(
            id: id, from: saved.choices, to: up.after,
            adding: up.rolls.map { CharacterRoll(what: $0.what, result: $0.result) })
        say(
            escapingControls(
                "Saved \(up.after.name), \(up.after.characterClass.name) of level \(up.after.level), as character "
                    + "\(id) in \(vault.path)."))
    }
}

/// `"Sleep, Shield"`: spell names, separated by commas.
func spellNames(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
