import Ghost

/// Why a game of Ghost cannot be played as asked.
public enum GhostPlayError: Error, Equatable, CustomStringConvertible {
    /// The players asked for one language but left a game in another, which they must finish
    /// first (or drop, with `--new`).
    case unfinishedGameInAnotherLanguage(players: [String], language: GhostLanguage)

    public var description: String {
        switch self {
        case .unfinishedGameInAnotherLanguage(let players, let language):
            "\(players.joined(separator: " and ")) have an unfinished \(language.rawValue) game: "
                + "finish it, or pass --new to start over"
        }
    }
}
