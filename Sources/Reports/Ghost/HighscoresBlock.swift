import Ghost
import Markdown
import Mistakes
import Site

/// ```` ```highscores game=ghost top=5 ```` in a page: the best Ghost players of the vault the
/// site config names (`vault:`), as the highscores section ranks them, as of the end of the
/// page's day or `as-of=` (see `BoardMoment`).
public struct HighscoresBlock: BlockRenderer {
    public let name = "highscores"
    /// The vault the site config names; nil when it names none.
    let vault: String?
    /// The finished games and players of the vault at a path; nil when there is no file there.
    let read: @Sendable (String) throws -> GhostExport.Contents?

    public init(vault: String?, read: @escaping @Sendable (String) throws -> GhostExport.Contents?) {
        self.vault = vault
        self.read = read
    }

    public var inputs: [String] { vault.map { [$0] } ?? [] }

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["game", "top", "as-of"])
        try block.refuseBody()
        guard block.options["game"] == "ghost" else {
            throw block.error("game must be ghost (the game whose players are ranked)")
        }
        let top = try block.int("top", in: 1...1000) ?? 10
        let moment = try BoardMoment.of(block, in: site)
        let contents = try VaultBlock.read(vault, for: block, with: read)
        let records = (contents?.records ?? []).filter { moment?.counts($0.finishedAt) ?? true }
        let standings = GhostStanding.table(records, players: contents?.players ?? []).prefix(top)
        let html = try site.render(
            "block-highscores", HighscoresBlockFields(standings: Array(standings), asOf: moment?.shown))
        return RenderedBlock(html: html)
    }
}

/// What the `block-highscores` template shows: a row per player, best first.
struct HighscoresBlockFields: LayoutFields {
    let rows: [Row]
    let empty: Bool
    /// The moment the standings are as of ("13 November 2026"); nil when they are today's.
    let asOf: String?

    struct Row: Encodable {
        let rank: Int
        let player: String
        let wins: Int
        let games: Int
    }

    init(standings: [GhostStanding], asOf: String?) {
        self.asOf = asOf
        rows = standings.map { Row(rank: $0.rank, player: $0.player, wins: $0.wins, games: $0.games) }
        empty = standings.isEmpty
    }
}
