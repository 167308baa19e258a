import ArgumentParser
import OSR
import Vault

struct CharacterMemoriseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memorise",
        abstract: "Sets the spells a saved character has memorised for the day (`memorise 3 \"Sleep, Shield\"`).",
        discussion:
            "A magic-user or an elf memorises spells from its book, a cleric any cleric spell of a level it can "
            + "cast; no more of a level than its slots. An empty list forgets them all.",
        aliases: ["prepare"]
    )

    @Argument(help: "The character's id, as `character list` shows it.") var id: Int64

    @Argument(help: ArgumentHelp("The spells, separated by commas.", valueName: "spells"), transform: spellNames)
    var spells: [String]

    @OptionGroup var vault: VaultOptions

    func run() throws {
        let vault = try vault.open(create: false)
        var choices = try vault.character(id: id).choices
        if let refusal = Self.refusal(choices, spells) {
            throw UsageError("character \(id): \(escapingControls(refusal)); nothing was changed")
        }
        choices.memorised = spells.map { Self.named($0, for: choices) }
        let problems = CreationCheck.problems(in: choices).filter { $0.field.hasPrefix("memorised") }
        guard problems.isEmpty else {
            throw UsageError(
                "character \(id) cannot memorise that: "
                    + escapingControls(problems.map(\.message).joined(separator: "; ")) + "; nothing was changed")
        }
        try vault.updateCharacter(id: id, to: choices)
        say(
            escapingControls(
                choices.memorised.isEmpty
                    ? "\(choices.name) has no spells memorised."
                    : "\(choices.name) has memorised \(choices.memorised.joined(separator: ", "))."))
    }

    /// The spell a player means by `typed`, as the book or the cleric's list spells it; what is
    /// neither stays as typed, for the checker to say so.
    static func named(_ typed: String, for c: CharacterChoices) -> String {
        guard let kind = c.characterClass.spellKind, let spell = SpellList.named(typed, kind: kind) else {
            return typed
        }
        return kind == .arcane ? c.spells.first { SpellList.named($0, kind: .arcane) == spell } ?? typed : spell.name
    }

    /// Why a character cannot memorise these spells at all, before the spells themselves are looked at.
    static func refusal(_ c: CharacterChoices, _ spells: [String]) -> String? {
        guard !spells.isEmpty else { return nil }
        guard c.characterClass.spellKind != nil else { return "\(c.characterClass.withArticle) casts no spells" }
        if c.characterClass.row(c.level).spellSlots.isEmpty {
            return "a level-\(c.level) \(c.characterClass.name) has no spell slots yet"
        }
        return nil
    }
}
