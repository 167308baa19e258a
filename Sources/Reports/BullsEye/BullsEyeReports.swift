import BullsEye
import Foundation
import Site

/// BullsEye sessions as JSON, and as pages for the site builder under the folder `base`:
///
/// - `base/index`: every session, and each player's best total per variant;
/// - `base/session-<id>`: the rounds of one session (target, guess, difference, points, bonus,
///   the alert's title), its total, best round and average difference, a chart of points per
///   round, and for RGB the target and guessed colours side by side.
public enum BullsEyeReports {
    /// `{"sessions": [{"id", "variant", "player", "total", "rounds": [{"target", "guess",
    /// "difference", "points", "bonus"}]}]}`; target and guess are numbers, or [r, g, b] for RGB.
    public static func json(_ sessions: [BullsEyeSession]) -> String {
        struct Round: Encodable {
            let target: Value, guess: Value
            let difference: Int, points: Int, bonus: Int
        }
        struct Session: Encodable {
            let id: Int, variant: String, player: String, total: Int, rounds: [Round]
        }
        enum Value: Encodable {
            case number(Int), colour([Int])
            init(_ numbers: [Int]) { self = numbers.count == 1 ? .number(numbers[0]) : .colour(numbers) }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .number(let number): try container.encode(number)
                case .colour(let channels): try container.encode(channels)
                }
            }
        }
        let file = ["sessions": sessions.map { session in
            Session(id: session.id, variant: session.variant.rawValue, player: session.player, total: session.total,
                    rounds: session.rounds.map { Round(target: Value($0.target), guess: Value($0.guess), difference: $0.difference, points: $0.points, bonus: $0.bonus) })
        }]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(file), as: UTF8.self) + "\n"
    }

    public static func documents(_ sessions: [BullsEyeSession], base: String) -> [Document] {
        let folder = base.isEmpty ? "" : base + "/"
        func path(_ session: BullsEyeSession) -> String { "\(folder)session-\(session.id)" }
        return [index(sessions, path: "\(folder)index", sessionPath: path)] + sessions.map { page($0, path: path($0)) }
    }

    static func index(_ sessions: [BullsEyeSession], path: String, sessionPath: (BullsEyeSession) -> String) -> Document {
        let rows: [MetadataValue] = sessions.reversed().map { session in
            ["id": .int(session.id), "path": .string(sessionPath(session)), "player": .string(session.player),
             "variant": .string(session.variant.name), "rounds": .int(session.rounds.count), "total": .int(session.total)]
        }
        var best: [String: BullsEyeSession] = [:]
        for session in sessions {
            let key = "\(session.player)\u{0}\(session.variant.rawValue)"
            if best[key].map({ session.total > $0.total }) ?? true { best[key] = session }
        }
        let bests: [MetadataValue] = best.values.sorted { ($0.variant.rawValue, -$0.total, $0.player) < ($1.variant.rawValue, -$1.total, $1.player) }.map { session in
            ["player": .string(session.player), "variant": .string(session.variant.name), "total": .int(session.total),
             "path": .string(sessionPath(session)), "id": .int(session.id)]
        }
        let intro = sessions.isEmpty ? "No sessions recorded yet: play one with `sheetgen bullseye play --variant classic --player NAME`."
            : "\(sessions.count) \(sessions.count == 1 ? "session" : "sessions") of BullsEye. Each round scores 100 minus the difference, plus 100 for a bull's eye and 50 for a difference of 1."
        return Document(path: path, title: "BullsEye sessions", layout: "bullseye-index",
                        fields: ["sessions": .list(rows), "bests": .list(bests), "summary": .string(intro)], body: intro + "\n")
    }

    static func page(_ session: BullsEyeSession, path: String) -> Document {
        let isColour = session.variant == .rgb
        let rounds: [MetadataValue] = session.rounds.enumerated().map { index, round in
            var row: [String: MetadataValue] = [
                "number": .int(index + 1), "target": .string(shown(round.target)), "guess": .string(shown(round.guess)),
                "difference": .int(round.difference), "points": .int(round.points), "bonus": .int(round.bonus),
                "total": .int(round.total), "title": .string(round.title),
            ]
            if isColour, let target = RGB(numbers: round.target), let guess = RGB(numbers: round.guess) {
                row["targetColour"] = .string(target.hex)
                row["guessColour"] = .string(guess.hex)
            }
            return .map(row)
        }
        let best = session.rounds.indices.max { session.rounds[$0].total < session.rounds[$1].total }!
        let average = Double(session.rounds.reduce(0) { $0 + $1.difference }) / Double(session.rounds.count)
        let summary = "\(session.player), \(session.variant.name): \(session.total) points in \(session.rounds.count) rounds"
        return Document(path: path, title: "Session \(session.id): \(session.player)", layout: "bullseye-session",
                        date: session.playedAt.map { String($0.prefix(10)) }, weight: session.id,
                        fields: ["player": .string(session.player), "variant": .string(session.variant.name), "colour": .bool(isColour),
                                 "total": .int(session.total), "rounds": .list(rounds), "bestRound": .int(best + 1),
                                 "bestTotal": .int(session.rounds[best].total), "averageDifference": .string(String(format: "%.1f", average)),
                                 "chart": chart(session.rounds.map(\.total)), "summary": .string(summary)],
                        body: "")
    }

    /// "42", or "R 12 · G 200 · B 7".
    static func shown(_ numbers: [Int]) -> String {
        numbers.count == 3 ? "R \(numbers[0]) · G \(numbers[1]) · B \(numbers[2])" : numbers.map(String.init).joined()
    }

    /// The geometry of a bar chart of points per round, for an inline SVG: a viewBox of
    /// `width` × 200 (200 points, a bull's eye, reach the top) with one bar per round.
    static func chart(_ totals: [Int]) -> MetadataValue {
        let step = 24, bar = 18
        let bars: [MetadataValue] = totals.enumerated().map { index, total in
            ["x": .int(index * step + 3), "y": .int(200 - total), "width": .int(bar), "height": .int(max(total, 1)),
             "round": .int(index + 1), "points": .int(total), "bullseye": .bool(total >= 200)]
        }
        return ["width": .int(max(totals.count * step, step)), "bars": .list(bars)]
    }
}
