import BullsEye
import Foundation
import Site
import SiteModel

/// BullsEye sessions as JSON, and as pages for the site builder under the folder `base`:
///
/// - `base/index`: every session, the best session of each game, and each player's best total per
///   variant;
/// - `base/players/<slug>`: a player's sessions, their best per game and a chart of their points;
/// - `base/session-<id>`: the rounds of one session (target, guess, difference, points, bonus,
///   the alert's title), its total, best round and average difference, a chart of points per
///   round, and for RGB the target and guessed colours side by side;
/// - with a context (a site build's): `base/this-week`, `base/this-month` and
///   `base/seasons/<season>`, the records, bests and sessions of each `BoardPeriod`, and
///   `base/seasons/index`, which introduces the seasons.
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
        let file = [
            "sessions": sessions.map { session in
                Session(
                    id: session.id, variant: session.variant.rawValue, player: session.player, total: session.total,
                    rounds: session.rounds.map {
                        Round(
                            target: Value($0.target), guess: Value($0.guess), difference: $0.difference,
                            points: $0.points, bonus: $0.bonus)
                    })
            }
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(file), as: UTF8.self) + "\n"
    }

    public static func documents(_ sessions: [BullsEyeSession], base: String, context: SectionContext? = nil)
        -> [Document]
    {
        let folder = base.isEmpty ? "" : base + "/"
        func path(_ session: BullsEyeSession) -> String { "\(folder)session-\(session.id)" }
        let slugs = PlayerSlugs.of(Array(Set(sessions.map(\.player))))
        func playerPagePath(_ name: String) -> String { "\(folder)players/\(slugs[name]!)" }
        // Links to them: a slug may hold letters of any script.
        func playerPath(_ name: String) -> String { URLPath.encoded(playerPagePath(name)) }
        let players = slugs.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let moments = Dictionary(
            sessions.compactMap { session in BoardPeriod.moment(session.playedAt).map { (session.id, $0) } }
        ) { first, _ in first }
        let periods = context.map { BoardPeriod.all($0, moments: Array(moments.values)) } ?? []
        let boards = periods.isEmpty ? [] : BoardPeriod.links(periods, folder: folder, allTime: "\(folder)index")
        let intro =
            sessions.isEmpty
            ? "No sessions recorded yet: play one with `sheetgen bullseye play --variant classic --player NAME`."
            : "\(counted(sessions.count, "session")) of BullsEye. Each round scores 100 minus the difference, plus 100 for a "
                + "bull's eye and 50 for a difference of 1."
        var documents = [
            index(
                sessions, path: "\(folder)index", title: "BullsEye sessions", intro: intro, boards: boards,
                sessionPath: path, playerPath: playerPath)
        ]
        let members = BoardPeriod.members(of: periods, among: sessions.map { moments[$0.id] })
        for (position, period) in periods.enumerated() {
            let held = members[position].map { sessions[$0] }
            var board = index(
                held, path: folder + period.path, title: "BullsEye: \(period.name)",
                intro: period.held(held.count, "session", markdown: true),
                summary: period.held(held.count, "session", markdown: false), boards: boards,
                sessionPath: path, playerPath: playerPath)
            board.weight = position
            documents.append(board)
        }
        documents += [BoardPeriod.seasonsIntro(periods, folder: folder, game: "BullsEye")].compactMap { $0 }
        let zone = context?.timeZone ?? TimeZone(identifier: "UTC")!
        let raised = Set(raisedRecords(sessions))
        return documents
            + sessions.map { session in
                page(
                    session, path: path(session), day: moments[session.id].map { CalendarDay($0, in: zone) },
                    raisedRecord: raised.contains(session.id))
            }
            + players.enumerated().map { position, name in
                playerPage(
                    name, sessions: sessions.filter { $0.player == name }, position: position,
                    path: playerPagePath(name), sessionPath: path)
            }
    }

    /// A board: the records, each player's bests and the sessions of `sessions`.
    static func index(
        _ sessions: [BullsEyeSession], path: String, title: String, intro: String, summary: String? = nil,
        boards: [BoardLink],
        sessionPath: (BullsEyeSession) -> String, playerPath: (String) -> String
    ) -> Document {
        let rows = sessions.reversed().map { session in
            BullsEyeIndexFields.Session(
                id: session.id, path: sessionPath(session), player: session.player,
                playerPath: playerPath(session.player), variant: session.variant.name, rounds: session.rounds.count,
                total: session.total)
        }
        func best(_ session: BullsEyeSession) -> BullsEyeIndexFields.Best {
            BullsEyeIndexFields.Best(
                player: session.player, playerPath: playerPath(session.player), variant: session.variant.name,
                total: session.total, path: sessionPath(session), id: session.id)
        }
        let bests = bestSessions(sessions) { "\($0.player)\u{0}\($0.variant.rawValue)" }.sorted {
            ($0.variant.rawValue, -$0.total, $0.player) < ($1.variant.rawValue, -$1.total, $1.player)
        }
        let records = bestSessions(sessions) { $0.variant.rawValue }.sorted {
            $0.variant.rawValue < $1.variant.rawValue
        }
        let fields = BullsEyeIndexFields(
            sessions: rows, records: records.map(best), bests: bests.map(best), boards: boards,
            summary: summary ?? intro)
        return Document(path: path, title: title, layout: "bullseye-index", fields: fields.encoded, body: intro + "\n")
    }

    /// The sessions in the order they were played: by time (the vault's, ISO 8601 in UTC, whose
    /// text sorts as the moments do), sessions without one first, then by id.
    static func inPlayOrder(_ sessions: [BullsEyeSession]) -> [BullsEyeSession] {
        sessions.sorted { ($0.playedAt ?? "", $0.id) < ($1.playedAt ?? "", $1.id) }
    }

    /// The sessions that raised the record of their game, each scoring more than any session of
    /// it before (the first of a game sets it), in the order they were played.
    static func raisedRecords(_ sessions: [BullsEyeSession]) -> [Int] {
        var best: [BullsEyeVariant: Int] = [:]
        var raised: [Int] = []
        for session in inPlayOrder(sessions) where session.total > best[session.variant] ?? -1 {
            best[session.variant] = session.total
            raised.append(session.id)
        }
        return raised
    }

    /// The page of a session; `day` is the day it was played, in the site's time zone. Tagged
    /// `bullseye`, and `records` when it raised its game's record, so that the site's feeds of
    /// those tags tell of finished sessions and of new records.
    static func page(_ session: BullsEyeSession, path: String, day: CalendarDay?, raisedRecord: Bool) -> Document {
        let isColour = session.variant == .rgb
        let rounds = session.rounds.enumerated().map { index, round in
            let colours = isColour ? Self.colours(of: round) : nil
            return BullsEyeSessionFields.Round(
                number: index + 1, target: shown(round.target), guess: shown(round.guess), difference: round.difference,
                points: round.points, bonus: round.bonus, total: round.total, title: round.title,
                targetColour: colours?.target, guessColour: colours?.guess)
        }
        let best = session.rounds.indices.max { session.rounds[$0].total < session.rounds[$1].total }!
        let average = Double(session.rounds.reduce(0) { $0 + $1.difference }) / Double(session.rounds.count)
        let newRecord = raisedRecord ? "Best \(session.variant.name) session: \(session.total) points" : nil
        let summary =
            "\(session.player), \(session.variant.name): \(session.total) points in \(session.rounds.count) rounds"
            + (newRecord.map { ". New record! \($0)" } ?? "")
        let fields = BullsEyeSessionFields(
            player: session.player, variant: session.variant.name, colour: isColour, total: session.total,
            rounds: rounds, bestRound: best + 1, bestTotal: session.rounds[best].total,
            averageDifference: String(format: "%.1f", average), chart: chart(session.rounds),
            newRecord: newRecord, summary: summary)
        return Document(
            path: path, title: "Session \(session.id): \(session.player)", layout: "bullseye-session",
            date: day?.description, weight: session.id, tags: raisedRecord ? ["bullseye", "records"] : ["bullseye"],
            fields: fields.encoded, body: "")
    }

    /// The best session of each group `key` puts sessions in: the most points, and of equals the
    /// first played (`inPlayOrder`).
    static func bestSessions(_ sessions: [BullsEyeSession], by key: (BullsEyeSession) -> String) -> [BullsEyeSession] {
        var best: [String: BullsEyeSession] = [:]
        for session in inPlayOrder(sessions) {
            let group = key(session)
            if best[group].map({ session.total > $0.total }) ?? true { best[group] = session }
        }
        return Array(best.values)
    }

    static func playerPage(
        _ player: String, sessions: [BullsEyeSession], position: Int, path: String,
        sessionPath: (BullsEyeSession) -> String
    ) -> Document {
        let played = sessions.sorted { $0.id < $1.id }
        let rows = played.reversed().map { session in
            BullsEyePlayerFields.Session(
                id: session.id, path: sessionPath(session), variant: session.variant.name,
                rounds: session.rounds.count, total: session.total)
        }
        let bests = bestSessions(played) { $0.variant.rawValue }.sorted { $0.variant.rawValue < $1.variant.rawValue }
            .map {
                BullsEyePlayerFields.Best(variant: $0.variant.name, total: $0.total, id: $0.id, path: sessionPath($0))
            }
        let groups = played.map { session in
            BarChart.Group(
                label: "\(session.id)", values: [Double(session.total)],
                title: "Session \(session.id) (\(session.variant.name), \(session.rounds.count) rounds)")
        }
        let chart = BarChart(
            id: "sessions-chart", caption: "Points per session, in the order they were played.", table: "sessions",
            groups: groups, series: ["points"], unit: " points", valueTitle: "Points", categoryTitle: "Session",
            latest: "sessions")
        let top = played.map(\.total).max() ?? 0
        let summary = "\(played.count) \(played.count == 1 ? "session" : "sessions"), best \(top) points"
        let fields = BullsEyePlayerFields(sessions: rows, bests: bests, chart: chart, summary: summary)
        return Document(
            path: path, title: player, layout: "bullseye-player", weight: position, fields: fields.encoded, body: "")
    }

    /// The target and guessed colours of an RGB round as CSS, both or neither.
    static func colours(of round: BullsEyeSession.Round) -> (target: String, guess: String)? {
        guard let target = RGB(numbers: round.target), let guess = RGB(numbers: round.guess) else { return nil }
        return (target.hex, guess.hex)
    }

    /// "42", or "R 12 · G 200 · B 7".
    static func shown(_ numbers: [Int]) -> String {
        numbers.count == 3 ? "R \(numbers[0]) · G \(numbers[1]) · B \(numbers[2])" : numbers.map(String.init).joined()
    }

    /// A bar chart of points per round, each bar's bonus (a bull's eye's 100, a near miss's 50)
    /// hatched at its top and named in the legend. Its numbers are the rounds table's.
    static func chart(_ rounds: [BullsEyeSession.Round]) -> BarChart {
        let groups = rounds.enumerated().map { index, round in
            BarChart.Group(
                label: "\(index + 1)", values: [Double(round.total)], title: "Round \(index + 1)",
                marked: Double(round.bonus))
        }
        let bonus = " The hatched top of a bar is its bonus: 100 for a bull's eye, 50 for a difference of 1."
        return BarChart(
            id: "points-chart", caption: "Points per round." + (rounds.contains { $0.bonus > 0 } ? bonus : ""),
            table: "rounds", groups: groups, series: ["points"], marked: "bonus", unit: " points",
            valueTitle: "Points", categoryTitle: "Round", latest: "rounds")
    }
}
