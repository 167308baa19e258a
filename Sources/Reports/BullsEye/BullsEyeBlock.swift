import BullsEye
import Markdown
import Mistakes
import Site

/// ```` ```bullseye session=3 ```` in a page: one BullsEye session of the vault the site config
/// names (`vault:`), round by round. A session played after the end of the page's day (or
/// `as-of=`, see `BoardMoment`) is not shown on it: the page tells of a day before it.
public struct BullsEyeBlock: BlockRenderer {
    public let name = "bullseye"
    let vault: String?
    /// The sessions of the vault at a path; nil when there is no file there.
    let read: @Sendable (String) throws -> [BullsEyeSession]?

    public init(vault: String?, read: @escaping @Sendable (String) throws -> [BullsEyeSession]?) {
        self.vault = vault
        self.read = read
    }

    public var inputs: [String] { vault.map { [$0] } ?? [] }

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["session", "as-of"])
        try block.refuseBody()
        let id = try block.required(try block.int("session", in: 1...Int.max), "session")
        let moment = try BoardMoment.of(block, in: site)
        let sessions = try VaultBlock.read(vault, for: block, with: read) ?? []
        guard let session = sessions.first(where: { $0.id == id }) else {
            throw block.error("the vault has no BullsEye session \(id)")
        }
        if let moment, !moment.counts(session.playedAt) {
            throw block.error(
                "session \(id) was played after \(moment.shown), the day this page tells of (as-of=now shows it)")
        }
        return RenderedBlock(html: try site.render("block-bullseye", BullsEyeBlockFields(session)))
    }
}

/// What the `block-bullseye` template shows: the session and a row per round.
struct BullsEyeBlockFields: LayoutFields {
    let id: Int
    let player: String
    let variant: String
    let total: Int
    let rounds: [Round]

    struct Round: Encodable {
        let number: Int
        let target: String
        let guess: String
        let points: Int
        let title: String
    }

    init(_ session: BullsEyeSession) {
        id = session.id
        player = session.player
        variant = session.variant.name
        total = session.total
        rounds = session.rounds.enumerated().map { index, round in
            Round(
                number: index + 1, target: round.target.map(String.init).joined(separator: ", "),
                guess: round.guess.map(String.init).joined(separator: ", "), points: round.total, title: round.title)
        }
    }
}
