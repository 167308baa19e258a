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
}
