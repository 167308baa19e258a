import OSR

/// One retainer's compact sheet, a quarter of a printed page (`retainer-sheet` partial): who it
/// serves and on what terms, the numbers of a fight, and its kit in a line or two.
struct RetainerCardFields: Encodable {
    let name: String
    /// "Fighter 1", "Normal Human 0".
    let `class`: String
    /// The level's title, unless it only repeats the class ("Normal Human").
    let levelTitle: String?
    let alignment: String
    /// The employer's name, and "(no longer kept)" once the employer was deleted from the vault.
    let employer: String
    let loyalty: Int
    let wage: Int
    /// "half", "full".
    let share: String
    let hitPoints: Int
    let hitDie: String
    let armourClass: Int
    let ascendingArmourClass: Int
    let thac0: Int
    let attackBonus: String
    let movement: String
    let abilities: [Score]
    let saves: [Score]
    /// "Sword 1d8, Short bow 1d6".
    let weapons: String
    /// "Chainmail and shield".
    let protection: String
    let gear: String
    let languages: String
    /// The spell book, or the thief's skills, when it has them: "Sleep", "CS 87% · TR 10% · …".
    let extras: [Extra]
    let seed: String?

    struct Score: Encodable {
        let label: String
        let value: String
        let note: String
    }

    struct Extra: Encodable {
        let label: String
        let text: String
    }

    init(_ c: PlayerCharacter) {
        name = c.name
        `class` = "\(c.characterClass.name) \(c.level)"
        levelTitle = c.title == c.characterClass.name ? nil : c.title
        alignment = c.alignment.rawValue
        let terms = c.retainer
        employer = terms.map { $0.employerID == nil ? "\($0.employer) (no longer kept)" : $0.employer } ?? "—"
        loyalty = terms?.loyalty ?? 0
        wage = terms?.wage ?? 0
        share = terms?.share ?? "half"
        hitPoints = c.hitPoints
        hitDie = c.hitDie
        armourClass = c.armourClass
        ascendingArmourClass = c.ascendingArmourClass
        thac0 = c.thac0
        attackBonus = CharacterSheet.signed(c.attackBonus)
        movement = CharacterSheet.feet(c.movement)
        abilities = Ability.allCases.map { ability in
            Score(
                label: ability.rawValue, value: "\(c.abilities[ability])",
                note: CharacterSheet.signed(c.modifier(ability)))
        }
        let s = c.savingThrows
        saves = [("D", s.death), ("W", s.wands), ("P", s.paralysis), ("B", s.breath), ("S", s.spells)].map {
            Score(label: $0.0, value: "\($0.1)", note: "")
        }
        weapons =
            c.kit.weapons.isEmpty
            ? "Unarmed 1d2" : c.kit.weapons.map { "\($0.name) \($0.damage)" }.joined(separator: ", ")
        protection = [c.armour?.name ?? "No armour", c.hasShield ? "shield" : nil].compactMap { $0 }.joined(
            separator: " and ")
        let worn = Set(c.kit.weapons.map(\.name) + [c.armour?.name, c.hasShield ? Shield.name : nil].compactMap { $0 })
        gear =
            (c.kit.purchases.filter { !worn.contains($0.name) }.map {
                $0.quantity > 1 ? "\($0.name) ×\($0.quantity)" : $0.name
            }
            + ["\(c.gold) gp"]).joined(separator: ", ")
        languages = c.languages.joined(separator: ", ")
        var extras: [Extra] = []
        if !c.spells.isEmpty { extras.append(Extra(label: "Spells", text: c.spells.joined(separator: ", "))) }
        if let t = c.thiefSkills {
            extras.append(
                Extra(
                    label: "Skills",
                    text: "CS \(t.climbSheerSurfaces)% · TR \(t.findOrRemoveTraps)% · HN \(t.hearNoise)-in-6 · "
                        + "HS \(t.hideInShadows)% · MS \(t.moveSilently)% · OL \(t.openLocks)% · PP \(t.pickPockets)%"))
        }
        self.extras = extras
        seed = c.seed.map(String.init)
    }
}
