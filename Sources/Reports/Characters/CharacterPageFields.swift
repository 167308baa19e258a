import OSR

/// The `character-page` layout: a record sheet within the site (the `character-sheet` partial's
/// keys, at the top level where it reads them), with the line the characters' listing shows.
struct CharacterPageFields: LayoutFields {
    let sheet: CharacterSheetFields
    /// "Lawful Cleric, 5 hp, AC 4 [15]"; above 1st level "Lawful Cleric, level 5, 23 hp, AC 4 [15]".
    let summary: String

    init(_ character: PlayerCharacter) {
        sheet = CharacterSheetFields(character)
        let level = character.level > 1 ? "level \(character.level), " : ""
        summary =
            "\(character.alignment.rawValue) \(character.characterClass.name), \(level)\(character.hitPoints) hp, "
            + "AC \(character.armourClass) [\(character.ascendingArmourClass)]"
    }

    func encode(to encoder: any Encoder) throws {
        try sheet.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary, forKey: .summary)
    }

    private enum CodingKeys: String, CodingKey {
        case summary
    }
}
