import Foundation
import Ghost
import Site
import SiteModel

/// Ghost highscore pages, as documents for the site builder under the folder `base`:
///
/// - `base/index`: the overall table (rank, player, Elo rating, wins, games, win rate) and the
///   latest games;
/// - `base/english`, `base/dutch`: the same table for the games of one language;
/// - `base/players/<slug>`: one page per player: rating (now, at its peak, after every game, as a
///   chart), a head-to-head table against each opponent, and their games;
/// - `base/games/game-<id>`: one page per game with its rounds;
/// - with a context (a site build's): `base/this-week`, `base/this-month` and
///   `base/seasons/<season>`, the table and records of the games of each `BoardPeriod`, rated
///   afresh from that period's first game, and `base/seasons/index`, which introduces the seasons.
///
/// Player names are whatever people typed: they reach the pages only through the templates,
/// which escape them.
public enum GhostHighscores {
    public static func documents(
        records: [GhostRecord], players: [String], base: String, context: SectionContext? = nil
    ) -> [Document] {
        let folder = base.isEmpty ? "" : base + "/"
        // Everything below goes by the order the games were played: the latest games, the
        // ratings after each, the streaks.
        let records = GhostRecord.inPlayOrder(records)
        let standings = GhostStanding.table(records, players: players)
        let ratings = GhostRatings(records, players: players)
        let slugs = PlayerSlugs.of(standings.map(\.player))
        func playerPagePath(_ name: String) -> String { "\(folder)players/\(slugs[name]!)" }
        // Links to them: a slug may hold letters of any script.
        func playerPath(_ name: String) -> String { URLPath.encoded(playerPagePath(name)) }
        func gamePath(_ record: GhostRecord) -> String { "\(folder)games/game-\(record.id)" }
        let moments = Dictionary(
            records.compactMap { record in BoardPeriod.moment(record.finishedAt).map { (record.id, $0) } }
        ) { first, _ in first }
        let periods = context.map { BoardPeriod.all($0, moments: Array(moments.values)) } ?? []
        let links = GhostLinks(
            highscoresRoot: folder, highscoresHasPlayers: !standings.isEmpty,
            highscoresHasGames: !records.isEmpty,
            boards: BoardPeriod.links(periods, folder: folder))

        var documents = [
            table(
                "\(folder)index", title: "Ghost highscores", standings: standings, ratings: ratings, records: records,
                links: links,
                playerPath: playerPath, gamePath: gamePath,
                intro: records.isEmpty
                    ? "No games recorded yet: play one with `sheetgen ghost play --players A B`."
                    : "\(counted(records.count, "game")) of Ghost between \(counted(standings.count, "player")). A "
                        + "win scores one point, as in the original game."
            )
        ]
        for (index, language) in GhostLanguage.allCases.enumerated() {
            let games = records.filter { $0.language == language }
            var page = table(
                "\(folder)\(language.rawValue)", title: "Ghost highscores in \(language.displayName)",
                standings: GhostStanding.table(games), ratings: GhostRatings(games), records: games, links: links,
                playerPath: playerPath, gamePath: gamePath,
                intro: games.isEmpty
                    ? "No games in \(language.displayName) yet."
                    : "\(counted(games.count, "game")) in \(language.displayName).")
            page.weight = index
            documents.append(page)
        }
        let held = BoardPeriod.members(of: periods, among: records.map { moments[$0.id] })
        for (position, period) in periods.enumerated() {
            let games = held[position].map { records[$0] }
            func intro(markdown: Bool) -> String {
                period.held(games.count, "game", markdown: markdown, more: ", rated from the first of them")
            }
            var page = table(
                folder + period.path, title: "Ghost highscores: \(period.name)", standings: GhostStanding.table(games),
                ratings: GhostRatings(games), records: games, links: links, playerPath: playerPath, gamePath: gamePath,
                intro: intro(markdown: true), summary: intro(markdown: false))
            page.weight = position
            documents.append(page)
        }
        documents += [BoardPeriod.seasonsIntro(periods, folder: folder, game: "Ghost")].compactMap { $0 }
        for (position, standing) in standings.enumerated() {
            let played = records.filter { $0.players.contains(standing.player) }
            documents.append(
                playerPage(
                    standing, rating: ratings.byPlayer[standing.player]!, position: position,
                    path: playerPagePath(standing.player), records: played, links: links, playerPath: playerPath,
                    gamePath: gamePath))
        }
        let zone = context?.timeZone ?? TimeZone(identifier: "UTC")!
        let raised = Dictionary(grouping: GhostRecordBook(records, ratings: ratings).raised, by: \.game)
        documents += records.map { record in
            gamePage(
                record, path: gamePath(record), day: moments[record.id].map { CalendarDay($0, in: zone) },
                raised: raised[record.id] ?? [], links: links, playerPath: playerPath)
        }
        return documents
    }

    static func table(
        _ path: String, title: String, standings: [GhostStanding], ratings: GhostRatings, records: [GhostRecord],
        links: GhostLinks, playerPath: (String) -> String, gamePath: (GhostRecord) -> String, intro: String,
        summary: String? = nil
    ) -> Document {
        let book = GhostRecordBook(records, ratings: ratings)
        let gamePaths = Dictionary(records.map { ($0.id, gamePath($0)) }) { first, _ in first }
        var recordBook: [HighscoresFields.Record] = []
        if let streak = book.longestStreak {
            recordBook.append(
                HighscoresFields.Record(
                    name: "Longest win streak", holder: streak.player, holderPath: playerPath(streak.player),
                    value: streak.wins == 1
                        ? "1 win" : "\(streak.wins) wins in a row (games \(streak.firstGame)–\(streak.lastGame))",
                    game: streak.lastGame, gamePath: gamePaths[streak.lastGame]!))
        }
        if let peak = book.highestRating {
            recordBook.append(
                HighscoresFields.Record(
                    name: "Highest rating", holder: peak.player, holderPath: playerPath(peak.player),
                    value: "\(Int(peak.rating.rounded()))", game: peak.game, gamePath: gamePaths[peak.game]!))
        }
        let rows = standings.map { standing in
            let rating = ratings.byPlayer[standing.player]
            return HighscoresFields.Standing(
                rank: standing.rank, player: standing.player, path: playerPath(standing.player),
                wins: standing.wins, games: standing.games, winRate: percent(standing),
                rating: Int((rating?.rating ?? GhostRatings.start).rounded()),
                provisional: rating?.isProvisional ?? true)
        }
        let latest = records.suffix(20).reversed().map { gameLine($0, path: gamePath($0)) }
        let page = HighscoresFields(standings: rows, recordBook: recordBook, latest: latest, summary: summary ?? intro)
        return Document(
            path: path, title: title, layout: "highscores",
            fields: GhostPageFields(page: page, links: links).encoded, body: intro + "\n")
    }

    static func playerPage(
        _ standing: GhostStanding, rating: GhostRatings.Rating, position: Int, path: String, records: [GhostRecord],
        links: GhostLinks, playerPath: (String) -> String, gamePath: (GhostRecord) -> String
    ) -> Document {
        let after = Dictionary(rating.history.map { ($0.game, Int($0.rating.rounded())) }) { _, last in last }
        let games = records.reversed().map { record in
            let opponent = record.players.first { $0 != standing.player }!
            let taken = record.rounds.count { $0.loser == standing.player }
            return GhostPlayerFields.Game(
                id: record.id, path: gamePath(record), opponent: opponent, language: record.language.displayName,
                won: record.winner == standing.player, rounds: record.rounds.count,
                letters: taken == 0 ? "—" : String(GhostGame.ghost.prefix(taken)), ratingAfter: after[record.id] ?? 0)
        }
        let line = "\(counted(standing.wins, "win")) in \(counted(standing.games, "game"))"
        let chart =
            rating.history.isEmpty
            ? nil
            : LineChart(
                id: "rating-chart", caption: "Elo rating after each game (everyone starts at 1500).", table: "games",
                steps: rating.history.enumerated().map { (label: "\($0 + 1)", value: $1.rating) },
                baseline: GhostRatings.start,
                title: { "Game \($0) of \(standing.player)'s: \(Int($1.rounded()))" }, valueTitle: "Rating",
                categoryTitle: "Games played", stepsName: "games")
        let page = GhostPlayerFields(
            rank: standing.rank, rating: Int(rating.rating.rounded()), provisional: rating.isProvisional,
            peak: Int(rating.peak.rounded()), peakGame: rating.peakGame,
            peakPath: rating.peakGame.flatMap { id in records.first { $0.id == id }.map(gamePath) },
            ratingChart: chart, headToHead: headToHead(of: standing.player, in: records, playerPath: playerPath),
            wins: standing.wins, games: standing.games, winRate: percent(standing), gameList: games,
            summary: "rank \(standing.rank), rating \(Int(rating.rating.rounded())), \(line)")
        return Document(
            path: path, title: standing.player, layout: "ghost-player", weight: position,
            fields: GhostPageFields(page: page, links: links).encoded, body: "")
    }

    /// The player against each opponent: games, wins, losses; most games first, then by name.
    static func headToHead(
        of player: String, in records: [GhostRecord], playerPath: (String) -> String
    ) -> [GhostPlayerFields.Opponent] {
        var games: [String: (games: Int, wins: Int)] = [:]
        for record in records {
            guard let opponent = record.players.first(where: { $0 != player }) else { continue }
            let wins = record.winner == player ? 1 : 0
            games[opponent, default: (0, 0)].games += 1
            games[opponent, default: (0, 0)].wins += wins
        }
        return games.sorted { ($1.value.games, $0.key) < ($0.value.games, $1.key) }.map { name, tally in
            GhostPlayerFields.Opponent(
                name: name, path: playerPath(name), games: tally.games, wins: tally.wins,
                losses: tally.games - tally.wins,
                winRate: percent(wins: tally.wins, games: tally.games))
        }
    }

    /// The page of a game; `day` is the day it ended, in the site's time zone; `raised`, the
    /// records it raised. Tagged `ghost`, and `records` when it raised one, so that the site's
    /// feeds of those tags tell of finished games and of new records.
    static func gamePage(
        _ record: GhostRecord, path: String, day: CalendarDay?, raised: [GhostRecordBook.Raised], links: GhostLinks,
        playerPath: (String) -> String
    ) -> Document {
        var losses = [0, 0]
        let rounds = record.rounds.enumerated().map { number, round in
            losses[record.players.firstIndex(of: round.loser)!] += 1
            let score = record.players.indices.map { "\(record.players[$0]) \(GhostGame.ghost.prefix(losses[$0]))" }
            return GhostGameFields.Round(
                number: number + 1, fragment: round.fragment, loser: round.loser,
                why: reason(round.reason), score: score.joined(separator: " · "))
        }
        func player(_ index: Int) -> GhostGameFields.Player {
            GhostGameFields.Player(name: record.players[index], path: playerPath(record.players[index]))
        }
        let page = GhostGameFields(
            first: player(0), second: player(1), winner: record.winner,
            winnerPath: playerPath(record.winner), language: record.language.displayName,
            rounds: rounds, newRecords: raised.map(describe),
            summary: ([summary(of: record)] + raised.map { "New record! \(describe($0))" }).joined(separator: ". "))
        let title = "Game \(record.id): \(record.players[0]) against \(record.players[1])"
        return Document(
            path: path, title: title, layout: "ghost-game",
            date: day?.description, weight: record.id, tags: raised.isEmpty ? ["ghost"] : ["ghost", "records"],
            fields: GhostPageFields(page: page, links: links).encoded, body: "")
    }

    /// "Longest win streak: 5 wins in a row, by Ann", "Highest rating: 1587, by Ann".
    static func describe(_ raised: GhostRecordBook.Raised) -> String {
        switch raised.kind {
        case .streak: "Longest win streak: \(Int(raised.mark)) wins in a row, by \(raised.player)"
        case .rating: "Highest rating: \(Int(raised.mark.rounded())), by \(raised.player)"
        }
    }

    static func gameLine(_ record: GhostRecord, path: String) -> HighscoresFields.Game {
        let loser = record.players.first { $0 != record.winner }!
        return HighscoresFields.Game(
            id: record.id, path: path, winner: record.winner, loser: loser,
            language: record.language.displayName, rounds: record.rounds.count)
    }

    /// "Ann beat Bob in 7 rounds (English)".
    static func summary(of record: GhostRecord) -> String {
        let loser = record.players.first { $0 != record.winner }!
        return "\(record.winner) beat \(loser) in \(record.rounds.count) rounds (\(record.language.displayName))"
    }

    static func reason(_ reason: GhostRound.Reason?) -> String {
        switch reason {
        case .completedWord: "completed a word"
        case .deadFragment: "no word starts with this"
        case nil: ""
        }
    }

    static func percent(_ standing: GhostStanding) -> String {
        percent(wins: standing.wins, games: standing.games)
    }

    /// "67%", or "—" without games.
    static func percent(wins: Int, games: Int) -> String {
        games == 0 ? "—" : String(format: "%.0f%%", Double(wins) * 100 / Double(games))
    }
}
