import OSR

/// The `character-page` layout: a record sheet within the site (the `character-sheet` partial's
/// keys, at the top level where it reads them), with the line the characters' listing shows, and
/// in the gallery, links between a character and its retainers.
struct CharacterPageFields: LayoutFields {
    let sheet: CharacterSheetFields
    /// "Lawful Cleric, 5 hp, AC 4 [15]"; a retainer's begins "Retainer of Perrin: ".
    let summary: String
    /// For a retainer whose employer has a page beside it: the employer's.
    var employer: Link? = nil
    /// The pages of the character's retainers.
    var retainers: [Link] = []

    /// Another character's page, from this one: `saved-5.html`, with what the link says of it.
    struct Link: Encodable {
        let name: String
        let href: String
        /// "Fighter 1, loyalty 8".
        let note: String
    }

    init(_ character: PlayerCharacter) {
        sheet = CharacterSheetFields(character)
        let retainerOf = character.retainer.map { "Retainer of \($0.employer): " } ?? ""
        summary =
            "\(retainerOf)\(character.alignment.rawValue) \(character.characterClass.name), \(character.hitPoints) hp, "
            + "AC \(character.armourClass) [\(character.ascendingArmourClass)]"
    }

    func encode(to encoder: any Encoder) throws {
        try sheet.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary, forKey: .summary)
        try container.encodeIfPresent(employer, forKey: .employer)
        try container.encode(retainers, forKey: .retainers)
        try container.encode(!retainers.isEmpty, forKey: .hasRetainers)
    }

    private enum CodingKeys: String, CodingKey {
        case summary, employer, retainers, hasRetainers
    }
}
