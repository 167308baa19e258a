@testable import Reports  // a real game's reports are in Reports itself
import Markdown
import Mistakes
import Site

/// ```` ```farkle game=3 ```` in a page: one Farkle game of the vault the site config names
/// (`vault:`).
public struct FarkleBlock: BlockRenderer {
    public let name = "farkle"  // the first word of the fence
    /// The vault the site config names; nil when it names none.
    let vault: String?
    /// The games of the vault at a path; nil when there is no file there.
    let read: @Sendable (String) throws -> [FarkleGame]?

    public init(vault: String?, read: @escaping @Sendable (String) throws -> [FarkleGame]?) {
        self.vault = vault
        self.read = read
    }

    public var inputs: [String] { vault.map { [$0] } ?? [] }

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["game"])
        try block.refuseBody()
        let id = try block.required(try block.int("game", in: 1...Int.max), "game")
        let games = try VaultBlock.read(vault, for: block, with: read) ?? []
        guard let game = games.first(where: { $0.id == id }) else {
            throw block.error("the vault has no Farkle game \(id)")
        }
        return RenderedBlock(html: try site.render("block-farkle", FarkleGameFields(game)))
    }
}
