/// The highscore table: each player's wins (the original's score: +1 per game won), games and
/// win rate, best first.
///
/// Order: more wins first, then the higher win rate, then the name (bytewise, so the order is the
/// same everywhere). Players level on wins and games share a rank, and the next rank skips
/// (1, 2, 2, 4). Players who never finished a game are listed last with 0 of 0.
public struct GhostStanding: Sendable, Equatable {
    public let rank: Int
    public let player: String
    public let wins: Int
    public let games: Int

    /// Wins per game, 0 for a player without games.
    public var winRate: Double { games == 0 ? 0 : Double(wins) / Double(games) }

    public static func table(_ records: [GhostRecord], players: [String] = []) -> [GhostStanding] {
        var wins: [String: Int] = [:], games: [String: Int] = [:]
        for name in players where games[name] == nil { games[name] = 0 }
        for record in records {
            for name in record.players { games[name, default: 0] += 1 }
            wins[record.winner, default: 0] += 1
        }
        let rows = games.keys.map { (player: $0, wins: wins[$0] ?? 0, games: games[$0]!) }.sorted { a, b in
            if a.wins != b.wins { return a.wins > b.wins }
            if (a.games == 0) != (b.games == 0) { return b.games == 0 }
            let rateA = a.wins * max(b.games, 1), rateB = b.wins * max(a.games, 1)  // exact, no rounding
            if rateA != rateB { return rateA > rateB }
            if a.games != b.games { return a.games < b.games }
            return a.player.utf8.lexicographicallyPrecedes(b.player.utf8)
        }
        var table: [GhostStanding] = []
        for (index, row) in rows.enumerated() {
            let level = table.last.map { $0.wins == row.wins && $0.games == row.games } ?? false
            table.append(
                GhostStanding(
                    rank: level ? table.last!.rank : index + 1, player: row.player, wins: row.wins, games: row.games))
        }
        return table
    }
}
