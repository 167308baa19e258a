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
        let saved = try vault.character(id: id).choices
        var choices = saved
        switch Self.memorised(spells, by: choices) {
        case .failure(let refusal):
            throw UsageError(
                "character \(id) cannot memorise that: \(escapingControls(refusal.why)); nothing was changed")
        case .success(let memorised):
            choices.memorised = memorised
        }
        try vault.updateCharacter(id: id, from: saved, to: choices)
        say(
            escapingControls(
                choices.memorised.isEmpty
                    ? "\(choices.name) has no spells memorised."
                    : "\(choices.name) has memorised \(choices.memorised.joined(separator: ", "))."))
    }

    struct Refusal: Error {
        let why: String
        init(_ why: String) { self.why = why }
    }

    /// The spells as the book or the cleric's list names them, or the first rule they break: an
    /// arcane caster memorises from its book, a cleric any cleric spell of a level its slots reach,
    /// and nobody more of a level than the slots.
    static func memorised(_ typed: [String], by c: CharacterChoices) -> Result<[String], Refusal> {
        guard !typed.isEmpty else { return .success([]) }
        guard let kind = c.characterClass.spellKind else {
            return .failure(Refusal("\(c.characterClass.withArticle) casts no spells"))
        }
        let slots = c.characterClass.row(c.level).spellSlots
        var spells: [Spell] = []
        for name in typed {
            guard let spell = SpellList.named(name, kind: kind) else {
                return .failure(Refusal("'\(name)' is not \(kind == .arcane ? "an arcane" : "a cleric") spell"))
            }
            if kind == .arcane, !c.spells.contains(where: { SpellList.named($0, kind: .arcane) == spell }) {
                return .failure(Refusal("\(spell.name) is not in the spell book"))
            }
            guard spell.level <= slots.count else {
                return .failure(
                    Refusal(
                        "\(spell.name) is a spell of level \(spell.level); a level-\(c.level) \(c.characterClass.name) "
                            + (slots.isEmpty ? "has no spell slots yet" : "casts spells up to level \(slots.count)")))
            }
            spells.append(spell)
        }
        for (index, count) in slots.enumerated() {
            let memorised = spells.filter { $0.level == index + 1 }.count
            if memorised > count {
                return .failure(
                    Refusal(
                        "\(memorised) spells of level \(index + 1); a level-\(c.level) \(c.characterClass.name) has "
                            + "\(count) slot\(count == 1 ? "" : "s") of that level"))
            }
        }
        return .success(spells.map(\.name))
    }
}
