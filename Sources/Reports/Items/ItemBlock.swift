import Markdown
import Mistakes
import Site

/// ```` ```item seed=55 ```` in a page: the item card of the seed (as `sheetgen item --seed 55`
/// draws it), small, linking to its full card page, which the build makes once under `sheets/items/`.
public struct ItemBlock: BlockRenderer {
    public let name = "item"

    public init() {}

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly(["seed"])
        try block.refuseBody()
        let seed = UInt64(try block.required(try block.int("seed", in: 0...Int.max), "seed"))
        let report = ItemReport(seed: seed)
        let path = "sheets/items/item-\(seed)"
        var page = ItemCard.document(for: report, path: path)
        page.layout = "item-page"
        page.tags = []
        let html = try site.render(
            "block-item", ItemBlockFields(card: ItemCardFields(report), link: site.link(to: path)))
        return RenderedBlock(html: html, pages: [page])
    }
}

/// What the `block-item` template shows: the card's values and the link to its page.
struct ItemBlockFields: LayoutFields {
    let card: ItemCardFields
    let link: String
    let hasModifiers: Bool

    init(card: ItemCardFields, link: String) {
        self.card = card
        self.link = link
        hasModifiers = !card.modifiers.isEmpty
    }
}
