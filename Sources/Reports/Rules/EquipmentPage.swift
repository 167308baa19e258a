import OSR
import Site
import SiteModel

/// `rules/equipment`: every item on the equipment lists, with its price, and for weapons and
/// armour their numbers, qualities and the classes that may use them.
enum EquipmentPage {
    static func document(base: String, weight: Int) -> Document {
        Document(
            path: "\(base)/equipment", title: "Equipment", weight: weight,
            fields: RulesPageFields(summary: "Weapons, armour and gear, with prices, weights and qualities.").encoded,
            body: body())
    }

    static func body() -> String {
        let intro =
            "Everything a first-level character may buy with the starting gold. Prices are in gold pieces (gp), "
            + "weights in coins (10 coins are 1 lb); a character file buys by these names."
        return [
            intro, weapons(), qualities(), armour(), restrictions(), gear(),
            RulesText.source(
                ["equipment", "armour-class-attack-and-movement"], srd: ["Weapons_and_Armour", "Adventuring_Gear"]),
        ].joined(separator: "\n\n") + "\n"
    }

    // The tables keep to four columns, so that they fit a phone's width without scrolling.

    static func weapons() -> String {
        var table = MarkdownTable(.left("Weapon"), .right("Cost (gp)"), .right("Weight (coins)"), .center("Damage"))
        for weapon in Weapon.all {
            table.add(.text(weapon.name), .text("\(weapon.cost)"), .text("\(weapon.weight)"), .text(weapon.damage))
        }
        return "## Weapons\n\n" + table.markdown
            + "\n\nThe damage is the optional variable-damage rule's; by the standard rule every weapon does 1d6."
    }

    /// The qualities the weapons have, each with what it means and the weapons that have it.
    static func qualities() -> String {
        let used = Set(Weapon.all.flatMap(\.qualities)).sorted {
            $0.name < $1.name
        }
        let lines = used.map { quality in
            let weapons = Weapon.all.filter { $0.qualities.contains(quality) }
            let rule = MarkdownText.escape(quality.rule, lineStart: false)
            return "- **\(MarkdownText.escape(quality.name))** "
                + "(\(ClassRestrictions.names(weapons, "and"))): \(rule)."
        }
        return "### Weapon Qualities\n\n" + lines.joined(separator: "\n")
    }

    static func armour() -> String {
        var table = MarkdownTable(.left("Armour"), .center("AC"), .right("Cost (gp)"), .right("Weight (coins)"))
        let unarmoured = ReferenceCharacter.of(.fighter)
        table.add("None", .text(armourClass(unarmoured)), "–", "–")
        var movement = ["unarmoured \(CharacterSheet.feet(unarmoured.movement))"]
        for armour in Armour.allCases {
            let worn = ReferenceCharacter.of(.fighter, wearing: [.armour(armour)])
            table.add(.text(armour.name), .text(armourClass(worn)), .text("\(armour.cost)"), .text("\(armour.weight)"))
            let name = MarkdownText.escape(armour.name.lowercased(), lineStart: false)
            movement.append("\(name) \(CharacterSheet.feet(worn.movement))")
        }
        let bonus = Shield.armourClassBonus
        table.add(
            .text(Shield.name), .text("\(CharacterSheet.signed(-bonus))\u{A0}[\(CharacterSheet.signed(bonus))]"),
            .text("\(Shield.cost)"), .text("\(Shield.weight)"))
        return "## Armour\n\n" + table.markdown
            + "\n\nArmour class descending, ascending in brackets, with DEX \(ReferenceCharacter.score): the DEX "
            + "modifier changes it, and a shield makes it \(bonus) better. Movement per turn (per round in an "
            + "encounter) by basic encumbrance, without treasure: \(RulesText.list(movement))."
    }

    /// "7 [12]": descending armour class, ascending in brackets, on one line.
    static func armourClass(_ character: PlayerCharacter) -> String {
        "\(character.armourClass)\u{A0}[\(character.ascendingArmourClass)]"
    }

    /// Which classes may use what, class by class: what the checker refuses a class.
    static func restrictions() -> String {
        let limited = CharacterClass.allCases.filter { !ClassRestrictions.summary($0).isEmpty }
        let free = CharacterClass.allCases.filter { ClassRestrictions.summary($0).isEmpty }
        var lines = limited.map { "- **\(ClassPage.link($0))**: \(ClassRestrictions.summary($0))." }
        if !free.isEmpty {
            lines.append("- \(RulesText.list(free.map { "**\(ClassPage.link($0))**" })): anything on the lists.")
        }
        return "## Who May Use What\n\n" + lines.joined(separator: "\n")
    }

    static func gear() -> String {
        var table = MarkdownTable(.left("Item"), .right("Cost (gp)"))
        for gear in Gear.all { table.add(.text(gear.name), .text("\(gear.cost)")) }
        return "## Adventuring Gear\n\n" + table.markdown
    }
}
