import OSR

/// What the `character-sheet` partial reads, in the `character` layout and in each sheet of a
/// `party` pack: the big numbers of the sheet's header and boxes, written as the sheet shows them
/// (the rest of the sheet is the document's Markdown body).
struct CharacterSheetFields: LayoutFields {
    /// The seed it was generated from; none for a character made at the table.
    let seed: String?
    let name: String
    /// "the Bold", when the player gave one.
    let epithet: String?
    let `class`: String
    let level: Int
    /// The title of the character's level: "Medium", "Veteran".
    let levelTitle: String
    let alignment: String
    let hitPoints: Int
    let hitDie: String
    let armourClass: Int
    let ascendingArmourClass: Int
    let thac0: Int
    /// "+0".
    let attackBonus: String
    /// "120' (40')".
    let movement: String
    let experience: Int
    /// "2,000".
    let xpForNextLevel: String
    /// "+5% XP", "no XP modifier".
    let xpModifier: String
    let gold: Int

    init(_ c: PlayerCharacter) {
        seed = c.seed.map(String.init)
        name = c.name
        epithet = c.epithet
        `class` = c.characterClass.name
        level = c.level
        levelTitle = c.title
        alignment = c.alignment.rawValue
        hitPoints = c.hitPoints
        hitDie = c.hitDie
        armourClass = c.armourClass
        ascendingArmourClass = c.ascendingArmourClass
        thac0 = c.thac0
        attackBonus = CharacterSheet.signed(c.attackBonus)
        movement = CharacterSheet.feet(c.movement)
        experience = c.experience
        xpForNextLevel = c.xpForNextLevel.map(CharacterSheet.thousands) ?? "—"
        xpModifier = CharacterSheet.percent(c.xpModifierPercent)
        gold = c.gold
    }
}
