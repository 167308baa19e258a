import Ghost

/// Where a Ghost game is kept while it is played (the players' vault, for the command). The
/// session saves after every letter, so a game left at any moment can be resumed as it stood.
public protocol GhostGameStore {
    /// The unfinished game of these two players, in either order, if they left one.
    func unfinishedGame(between players: [String]) throws -> (id: Int64, game: GhostGame)?
    /// Records a new game and returns its id.
    func startGame(_ game: GhostGame) throws -> Int64
    /// Records game `id` as it stands now.
    func saveGame(_ game: GhostGame, id: Int64) throws
    /// Drops an unfinished game, for a new one of the same players.
    func abandonGame(id: Int64) throws
}
