import Foundation
import Loot
import Site

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
            fields: [
                "seed": .string(String(report.seed)),
                "name": .string(item.fullName),
                "displayName": .string(item.displayName),
                "rarity": .string(item.rarity.rawValue),
                "rarityClass": .string(item.rarity.rawValue.lowercased()),
                "kind": .string(report.kind),
                "kindLine": .string(report.kind == "weapon" ? "\(item.rarity.rawValue) weapon" : "\(item.rarity.rawValue) armour · \(item.slot.rawValue)"),
                "slot": .string(item.slot.rawValue),
                "statLine": .string(report.statLine),
                "sellPrice": .int(item.sellPrice),
                "identified": .bool(item.isIdentified),
                "summary": .string("\(item.rarity.rawValue) \(report.kind), \(report.statLine), sells for \(item.sellPrice)g"),
            ],
            body: body(report)
        )
    }

    static func body(_ report: ItemReport) -> String {
        let item = report.item
        var parts = [stats(report)]
        if !item.modifierLines.isEmpty {
            parts.append("## Modifiers\n\n" + item.modifierLines.map { "- " + MarkdownText.escape($0) }.joined(separator: "\n"))
        }
        if !item.isIdentified {
            parts.append("Drops unidentified: a player sees \u{201C}\(MarkdownText.escape(item.displayName, lineStart: false))\u{201D}, "
                + "\u{201C}\(report.kind == "weapon" ? "Damage: ? - ?" : "Defense: ?")\u{201D} and \u{201C}Sells for ?\u{201D} until it is identified.")
        }
        if !report.trials.isEmpty { parts.append(trials(report)) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    static func stats(_ report: ItemReport) -> String {
        var table = MarkdownTable(.left("Stat"), .right("Value"))
        if let weapon = report.item as? any Weapon {
            table.add("Damage", "\(weapon.minDamage)–\(weapon.maxDamage)")
            table.add("Critical chance", "\(weapon.critChance)%")
            table.add("Critical damage", "+\(weapon.critBonusPercent)%")
        } else if let armor = report.item as? any Armor {
            table.add("Defense", "\(armor.defense)")
            table.add("Reflects", "\(armor.reflectPercent)%")
            table.add("Absorbs", "\(armor.absorbPercent)%")
        }
        table.add("Base bonus", "+\(report.item.baseTweak)")
        table.add("Sells for", "\(report.item.sellPrice)g")
        return "## Stats\n\n" + table.markdown
    }

    static func trials(_ report: ItemReport) -> String {
        var table = MarkdownTable(.left("Enemy"), .right("Battles"), .right("Won"), .right("Win rate"), .right("Average turns"))
        for trial in report.trials {
            table.add(.text(trial.enemy.rawValue), "\(trial.battles)", "\(trial.wins)",
                      .text(String(format: "%.1f%%", trial.winRate * 100)), .text(String(format: "%.1f", trial.averageTurns)))
        }
        let setup = "A new player (250 health, a plain Sword and Cloth Shirt) with this item identified and equipped"
        return "## In Practice\n\n\(setup) fights each enemy \(report.trials.first?.battles ?? 0) times, each fight seeded.\n\n" + table.markdown
    }
}
