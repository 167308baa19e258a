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
    /// The level's Hit Dice: "1d4", "5d6", "9d8+4*".
    let hitDie: String
    /// True when more than one Hit Die has been rolled ("Hit Dice 5d6"); absent for one.
    let severalHitDice: Bool?
    /// What the star of "9d8+4*" means, after 9th level (a footnote: the vitals have no room for
    /// another line on paper); absent before.
    let hitDiceNote: String?
    let armourClass: Int
    let ascendingArmourClass: Int
    let thac0: Int
    /// "+0".
    let attackBonus: String
    /// "120' (40')".
    let movement: String
    let experience: Int
    /// "1,050,000": the experience with its thousands marked, from 1,000 on; absent below.
    let experienceWritten: String?
    /// "2,000"; absent at the class's maximum level.
    let xpForNextLevel: String?
    /// "+5% XP", "no XP modifier".
    let xpModifier: String
    let gold: Int
    /// True when the class has more abilities than the first column has room for on paper beside
    /// the treasure box, which then goes beside the notes; absent otherwise.
    var treasureBesideNotes: Bool?

    /// The class abilities the first column holds with the treasure box under them.
    static let abilitiesBesideTreasure = 5

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
        severalHitDice = c.characterClass.hitDiceRolled(at: c.level) > 1 ? true : nil
        hitDiceNote =
            c.characterClass.fixedHitPoints(at: c.level) > 0
            ? "* Hit Dice: the points after 9th level come without CON" : nil
        armourClass = c.armourClass
        ascendingArmourClass = c.ascendingArmourClass
        thac0 = c.thac0
        attackBonus = CharacterSheet.signed(c.attackBonus)
        movement = CharacterSheet.feet(c.movement)
        experience = c.experience
        experienceWritten = c.experience >= 1000 ? CharacterSheet.thousands(c.experience) : nil
        xpForNextLevel = c.xpForNextLevel.map(CharacterSheet.thousands)
        xpModifier = CharacterSheet.percent(c.xpModifierPercent)
        gold = c.gold
        treasureBesideNotes =
            c.characterClass.specialAbilities(at: c.level).count > Self.abilitiesBesideTreasure ? true : nil
    }
}
