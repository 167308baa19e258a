import Foundation
import GameKit

/// Seeded games between bots, for demo data: game i pairs two of `players` (drawn from the
/// stream of seed `seed`, index i) who then play it out with `GhostBot`.
public enum GhostSimulation {
    public static func game(_ index: Int, seed: UInt64, players: [String], language: GhostLanguage, words: WordList)
        -> GhostGame
    {
        precondition(players.count >= 2, "a game needs two players")
        var random = SeededRandom.derived(from: seed, index: UInt64(index))
        let first = random.int(in: 0...(players.count - 1))
        var second = random.int(in: 0...(players.count - 2))
        if second >= first { second += 1 }
        var game = GhostGame(players: [players[first], players[second]], language: language)
        while !game.isOver {
            _ = game.add(GhostBot.letter(for: game.fragment, words: words, random: &random), words: words)
        }
        return game
    }

    /// When `count` simulated games end, in order: on weekly game nights, the last on the day
    /// `lastNight` begins (UTC), each night 3 to 8 games from 19:30, one every 6 to 15 minutes.
    /// Drawn from a stream of the seed of its own (index `UInt64.max`), apart from the games'.
    public static func schedule(_ count: Int, seed: UInt64, lastNight: Date) -> [Date] {
        var random = SeededRandom.derived(from: seed, index: .max)
        var nights: [[TimeInterval]] = []  // each night's games, as seconds after its start
        var scheduled = 0
        while scheduled < count {
            var minutes = 0
            let games = (0..<min(random.int(in: 3...8), count - scheduled)).map { _ in
                minutes += random.int(in: 6...15)
                return TimeInterval(minutes * 60)
            }
            nights.append(games)
            scheduled += games.count
        }
        let week: TimeInterval = 7 * 86_400, evening: TimeInterval = 19.5 * 3600
        return nights.enumerated().flatMap { night, games in
            let start = lastNight.addingTimeInterval(evening - week * TimeInterval(nights.count - 1 - night))
            return games.map { start.addingTimeInterval($0) }
        }
    }
}
