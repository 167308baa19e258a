import Foundation
import Loot
import Site
import SiteModel

/// A run of battles as a report: each fight turn by turn with its message log, then the loot that
/// dropped, what was identified and what was equipped.
public enum BattleReport {
    public static func document(seed: UInt64, victories: Int, rounds: [Campaign.Round]) -> Document {
        let won = rounds.filter { $0.outcome == .won }.count
        let ending =
            rounds.last?.outcome == .lost ? "the player fell in fight \(rounds.count)" : "the player won all \(won)"
        let intro =
            "Seed \(seed): fights until the player has won \(victories) or dies; \(ending). "
            + "The player takes every drop, identifies it, and equips it when it is better than what the slot holds."
        var parts = [intro, summary(rounds)]
        for round in rounds { parts.append(section(round)) }
        return Document(
            path: "battles/seed-\(seed)", title: "Battle report, seed \(seed)", layout: "report",
            fields: BattleReportFields(seed: String(seed), victories: won, fights: rounds.count).encoded,
            body: parts.joined(separator: "\n\n") + "\n"
        )
    }

    static func summary(_ rounds: [Campaign.Round]) -> String {
        var table = MarkdownTable(
            .right("Fight"), .left("Enemy"), .left("Outcome"), .right("Turns"), .right("Health after"), .right("Drops"))
        for round in rounds {
            table.add(
                "\(round.number)", .text(round.enemy.rawValue), .text(round.outcome == .won ? "Won" : "Lost"),
                "\(round.turns)", "\(round.healthAfter)", "\(round.drops.count)")
        }
        return table.markdown
    }

    static func section(_ round: Campaign.Round) -> String {
        var text = "## Fight \(round.number): \(round.enemy.rawValue)\n\n"
        text += round.log.enumerated().map { "\($0.offset + 1). " + MarkdownText.escape($0.element, lineStart: false) }
            .joined(separator: "\n")
        text +=
            "\n\n"
            + (round.outcome == .won
                ? "**Victory** after \(round.turns) turns, \(round.healthAfter) health left." : "**You died!**")
        if !round.drops.isEmpty {
            text +=
                "\n\nDropped and picked up: "
                + round.drops.map { MarkdownText.escape($0.foundAs, lineStart: false) }.joined(separator: ", ") + "."
        }
        if !round.changes.isEmpty {
            text += "\n\n" + round.changes.map { "- " + MarkdownText.escape($0) }.joined(separator: "\n")
        }
        return text
    }
}

/// A run of battles as one JSON object; the key names are a public format.
public enum BattleJSON {
    public static func encode(seed: UInt64, rounds: [Campaign.Round]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(Record(seed: seed, rounds: rounds)), as: UTF8.self)
    }

    struct Record: Encodable {
        struct Drop: Encodable {
            let foundAs: String
            let name: String
            let rarity: String
            let slot: String
        }

        struct Fight: Encodable {
            let number: Int
            let enemy: String
            let outcome: String
            let turns: Int
            let healthAfter: Int
            let log: [String]
            let drops: [Drop]
            let changes: [String]
        }

        let seed: UInt64
        let fights: [Fight]

        init(seed: UInt64, rounds: [Campaign.Round]) {
            self.seed = seed
            fights = rounds.map { round in
                Fight(
                    number: round.number, enemy: round.enemy.rawValue, outcome: round.outcome.rawValue,
                    turns: round.turns,
                    healthAfter: round.healthAfter, log: round.log,
                    drops: round.drops.map {
                        Drop(
                            foundAs: $0.foundAs, name: $0.item.fullName, rarity: $0.item.rarity.rawValue,
                            slot: $0.item.slot.rawValue)
                    },
                    changes: round.changes)
            }
        }
    }
}
