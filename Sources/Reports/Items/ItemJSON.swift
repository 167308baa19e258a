import Foundation
import Loot

/// An item as one JSON object; the key names are a public format and stay as they are.
/// Weapons have the damage and critical keys, armour the defense, reflect and absorb keys.
public enum ItemJSON {
    public static func encode(_ report: ItemReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(Record(report)), as: UTF8.self)
    }

    struct Record: Encodable {
        struct Decorator: Encodable {
            let prefix: String
            let suffix: String
            let value: Int
        }

        struct Trial: Encodable {
            let enemy: String
            let battles: Int
            let wins: Int
            let winRate: Double
            let averageTurns: Double
        }

        let seed: UInt64
        let name: String
        let displayName: String
        let baseName: String
        let kind: String
        let slot: String
        let rarity: String
        let identified: Bool
        let baseTweak: Int
        let decorators: [Decorator]
        let minDamage: Int?, maxDamage: Int?, critChance: Int?, critBonusPercent: Int?
        let defense: Int?, reflectPercent: Int?, absorbPercent: Int?
        let sellPrice: Int
        let modifiers: [String]
        let trials: [Trial]

        init(_ report: ItemReport) {
            let item = report.item
            let weapon = item as? any Weapon, armor = item as? any Armor
            seed = report.seed
            name = item.fullName
            displayName = item.displayName
            baseName = item.baseName
            kind = report.kind
            slot = item.slot.rawValue
            rarity = item.rarity.rawValue
            identified = item.isIdentified
            baseTweak = item.baseTweak
            decorators = item.decorations.map { Decorator(prefix: $0.prefix, suffix: $0.suffix, value: $0.value) }
            (minDamage, maxDamage, critChance, critBonusPercent) = (
                weapon?.minDamage, weapon?.maxDamage, weapon?.critChance, weapon?.critBonusPercent
            )
            (defense, reflectPercent, absorbPercent) = (armor?.defense, armor?.reflectPercent, armor?.absorbPercent)
            sellPrice = item.sellPrice
            modifiers = item.modifierLines
            trials = report.trials.map {
                Trial(
                    enemy: $0.enemy.rawValue, battles: $0.battles, wins: $0.wins,
                    winRate: ($0.winRate * 1000).rounded() / 1000, averageTurns: ($0.averageTurns * 100).rounded() / 100
                )
            }
        }
    }
}
