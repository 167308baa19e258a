@testable import Reports  // a real game's reports are in Reports itself
import Site
import SiteModel

/// The Farkle pages of a site under the folder `base`: `base/index`, every game, and
/// `base/game-<id>`, one game.
enum FarkleReports {
    static func documents(_ games: [FarkleGame], base: String) -> [Document] {
        let index = Document(
            path: "\(base)/index", title: "Farkle", layout: "farkle-index",
            fields: FarkleIndexFields(games: games.map { .init($0, base: base) }).encoded,
            body: "\(games.count) games of Farkle.\n")
        return [index]
            + games.map { game in
                Document(
                    path: "\(base)/game-\(game.id)", title: "Farkle game \(game.id)", layout: "farkle-game",
                    fields: FarkleGameFields(game).encoded,
                    body: "\(MarkdownText.escape(game.winner)) won with \(game.score) points.\n")
            }
    }
}

/// What the `farkle-index` template shows: a row per game.
struct FarkleIndexFields: LayoutFields {
    let games: [Row]

    struct Row: Encodable {
        let id: Int
        let winner: String
        let score: Int
        let path: String

        init(_ game: FarkleGame, base: String) {
            (id, winner, score, path) = (game.id, game.winner, game.score, "\(base)/game-\(game.id)")
        }
    }
}

/// What the `farkle-game` and `block-farkle` templates show: the game's winner and score.
struct FarkleGameFields: LayoutFields {
    let id: Int
    let winner: String
    let score: Int

    init(_ game: FarkleGame) {
        (id, winner, score) = (game.id, game.winner, game.score)
    }
}
