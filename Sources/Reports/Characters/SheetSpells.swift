import OSR

/// A caster's spells as the record sheet shows them: the spell book by spell level, and the day's
/// slots with the spells memorised in them, or lines to write them on.
struct SheetSpells {
    let character: PlayerCharacter

    init(_ character: PlayerCharacter) {
        self.character = character
    }

    /// A slot no spell is recorded in: a line to write one on.
    static let blank = String(repeating: "_", count: 10)

    /// `## Spell Book`: a line per spell level when the level of every spell is known, else the
    /// spells in the order written.
    var book: String {
        let spells = character.spells
        let lines: [String]
        if spells.allSatisfy({ level(of: $0) != nil }) {
            let levels = Set(spells.compactMap(level(of:))).sorted()
            lines = levels.map { spellLevel in
                let names = spells.filter { level(of: $0) == spellLevel }.map {
                    MarkdownText.escape($0, lineStart: false)
                }
                return "- **\(CharacterSheet.ordinal(spellLevel))**: " + names.joined(separator: ", ")
            }
        } else {
            lines = spells.map { "- " + MarkdownText.escape($0) }
        }
        return "## Spell Book\n\n" + lines.joined(separator: "\n")
    }

    /// `## Spells Memorised`: a row per spell level the character may cast, with its slots a day
    /// and what fills them. An arcane caster with nothing recorded memorises its book (which holds
    /// one spell a slot); empty slots get a line to write a spell on.
    var memorised: String {
        let today =
            character.memorised.isEmpty && character.characterClass.spellKind == .arcane
            ? character.spells : character.memorised
        var table = MarkdownTable(.left("Level"), .center("Slots"), .left("Memorised today"))
        for (index, slots) in character.spellSlots.enumerated() {
            let names = today.filter { level(of: $0) == index + 1 }
            let written = names.map { MarkdownText.escape($0, lineStart: false) }.joined(separator: ", ")
            let blanks = Array(
                repeating: MarkdownText.escape(Self.blank, lineStart: false), count: max(0, slots - names.count))
            let cell = ([written].filter { !$0.isEmpty } + blanks).joined(separator: " ")
            table.add(.text(CharacterSheet.ordinal(index + 1)), .text("\(slots)"), .markdown(cell))
        }
        let unplaced = today.filter { level(of: $0) == nil }
        if !unplaced.isEmpty {
            table.add(
                "–", "–", .markdown(unplaced.map { MarkdownText.escape($0, lineStart: false) }.joined(separator: ", ")))
        }
        return "## Spells Memorised\n\n" + table.markdown
    }

    /// The spell level of a spell of the character's kind, when the spell lists know it.
    func level(of spell: String) -> Int? {
        character.characterClass.spellKind.flatMap { SpellList.named(spell, kind: $0)?.level }
    }
}
