import Ghost
import Play

/// Ghost games kept in memory, with every save remembered.
final class MemoryGhostGames: GhostGameStore {
    private(set) var games: [Int64: GhostGame] = [:]
    private var lastID: Int64
    private(set) var abandoned: [Int64] = []
    /// Every game saved, in order.
    private(set) var saves: [GhostGame] = []
    /// Saves fail from this one on (0 for the first).
    var failingFromSave: Int?

    init(_ games: [Int64: GhostGame] = [:]) {
        self.games = games
        lastID = games.keys.max() ?? 0
    }

    func unfinishedGame(between players: [String]) throws -> (id: Int64, game: GhostGame)? {
        games.filter { !$0.value.isOver && Set($0.value.players) == Set(players) }.min { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    func startGame(_ game: GhostGame) throws -> Int64 {
        lastID += 1
        games[lastID] = game
        return lastID
    }

    func saveGame(_ game: GhostGame, id: Int64) throws {
        if let failingFromSave, saves.count >= failingFromSave { throw StoreFailure() }
        precondition(games[id] != nil, "no game \(id)")
        games[id] = game
        saves.append(game)
    }

    func abandonGame(id: Int64) throws {
        games[id] = nil
        abandoned.append(id)
    }
}
