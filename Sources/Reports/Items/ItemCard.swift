import Foundation
import Loot
import Site
import SiteModel

/// An item as a card document: name, rarity and the headline numbers as fields, the stats,
/// modifiers and battle trials as Markdown sections.
public enum ItemCard {
    public static func document(for report: ItemReport, path: String? = nil) -> Document {
        let item = report.item
        return Document(
            path: path ?? "items/seed-\(report.seed)",
            title: item.fullName,
            layout: "item",
            tags: [item.rarity.rawValue, item.slot.rawValue],
            fields: ItemCardFields(report).encoded,
            body: body(report)
        )
    }

    static func body(_ report: ItemReport) -> String {
        let item = report.item
        var parts = [stats(report)]
        if !item.modifierLines.isEmpty {
            parts.append(
                "## Modifiers\n\n" + item.modifierLines.map { "- " + MarkdownText.escape($0) }.joined(separator: "\n"))
        }
        if !item.isIdentified {
            parts.append(
                "Drops unidentified: a player sees "
                    + "\u{201C}\(MarkdownText.escape(item.displayName, lineStart: false))\u{201D}, "
                    + "\u{201C}\(report.kind == "weapon" ? "Damage: ? - ?" : "Defense: ?")\u{201D} and \u{201C}Sells "
                    + "for ?\u{201D} until it is identified."
            )
        }
        if !report.trials.isEmpty { parts.append(trials(report)) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    static func stats(_ report: ItemReport) -> String {
        var table = MarkdownTable(.left("Stat"), .right("Value"))
        for stat in stats(of: report.item) { table.add(.text(stat.label), .text(stat.value)) }
        table.add("Sells for", "\(report.item.sellPrice)g")
        return "## Stats\n\n" + table.markdown
    }

    /// The item's numbers, the one that matters most first: damage for a weapon, defense for armour.
    static func stats(of item: any Item) -> [(label: String, value: String)] {
        var stats: [(label: String, value: String)] = []
        if let weapon = item as? any Weapon {
            stats = [
                ("Damage", "\(weapon.minDamage)–\(weapon.maxDamage)"), ("Critical chance", "\(weapon.critChance)%"),
                ("Critical damage", "+\(weapon.critBonusPercent)%"),
            ]
        } else if let armor = item as? any Armor {
            stats = [
                ("Defense", "\(armor.defense)"), ("Reflects", "\(armor.reflectPercent)%"),
                ("Absorbs", "\(armor.absorbPercent)%"),
            ]
        }
        stats.append(("Base bonus", "+\(item.baseTweak)"))
        return stats
    }

    static func trials(_ report: ItemReport) -> String {
        var table = MarkdownTable(
            .left("Enemy"), .right("Battles"), .right("Won"), .right("Win rate"), .right("Average turns"))
        for trial in report.trials {
            table.add(
                .text(trial.enemy.rawValue), "\(trial.battles)", "\(trial.wins)",
                .text(String(format: "%.1f%%", trial.winRate * 100)), .text(String(format: "%.1f", trial.averageTurns)))
        }
        let setup = "A new player (250 health, a plain Sword and Cloth Shirt) with this item identified and equipped"
        return
            "## In Practice\n\n\(setup) fights each enemy \(report.trials.first?.battles ?? 0) times, each fight "
            + "seeded.\n\n"
            + table.markdown
    }
}
